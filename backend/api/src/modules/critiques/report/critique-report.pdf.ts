import { readFileSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import {
  CRITIQUE_MESSAGES,
  CRITIQUE_SECTION_LABELS,
  CRITIQUE_SECTIONS,
  CUSTOM_CATEGORY,
  RECOMMENDATION_PRIORITIES,
  RECOMMENDATION_PRIORITY_LABELS,
  type CritiqueRecommendation,
  type CritiqueSectionKey,
  type CritiqueSections,
  type IndustryComparison,
  type RecommendationPriority,
  type ResumeCritique,
  type ScoreBand,
  scoreBand,
} from '@marketplace/contracts';

/** What the report prints beyond the critique: whom it is for, and when it was made. */
export interface CritiqueReportContext {
  seekerName: string;
  generatedAt: Date;
}

/** The report's two typefaces, as font file bytes. */
export interface CritiqueReportFonts {
  regular: Buffer;
  bold: Buffer;
}

// Liberation Sans (metrics of Helvetica and Arial; GPLv2 with an exception that lets documents
// embed it freely) ships inside pdfjs-dist, a runtime dependency already. Resolved like a module,
// so the compiled worker finds it in node_modules as the sources do, with nothing to copy.
const FONT_FILES = {
  regular: 'pdfjs-dist/standard_fonts/LiberationSans-Regular.ttf',
  bold: 'pdfjs-dist/standard_fonts/LiberationSans-Bold.ttf',
} as const;

let loadedFonts: CritiqueReportFonts | undefined;

/** The fonts embedded in every report, read once per process (swap the typeface here and only here). */
export function critiqueReportFonts(): CritiqueReportFonts {
  loadedFonts ??= {
    regular: readFileSync(require.resolve(FONT_FILES.regular)),
    bold: readFileSync(require.resolve(FONT_FILES.bold)),
  };
  return loadedFonts;
}

const DATE = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

const REGULAR = 'report-regular';
const BOLD = 'report-bold';

const COLORS = {
  text: '#1f2933',
  muted: '#52606d',
  rule: '#cbd2d9',
  track: '#e4e7eb',
} as const;

const BAND_COLORS: Record<ScoreBand, string> = {
  Excellent: '#2f855a',
  Good: '#b7791f',
  'Needs Improvement': '#c53030',
};

const PRIORITY_COLORS: Record<RecommendationPriority, string> = {
  high: '#c53030',
  medium: '#b7791f',
  low: '#2f855a',
};

/** Room a heading needs below it on its page, so it never ends a page without what it heads. */
const KEEP_WITH_HEADING = 72;

function formatDate(iso: string | null): string {
  return iso === null ? 'Not completed' : DATE.format(new Date(iso));
}

function ordinal(value: number): string {
  const lastTwo = value % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${value}th`;
  const suffix = ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[value % 10] ?? 'th';
  return `${value}${suffix}`;
}

// The font has no glyph for a tab, which multi-line fields may hold.
function printable(text: string): string {
  return text.replace(/\t/g, '    ');
}

function listOrNone(items: readonly string[]): string {
  return items.length === 0 ? 'None' : items.join(', ');
}

/** The reviewer's own recommendations first, then by priority (high, medium, low); otherwise in the reviewer's order. */
export function orderRecommendations(recommendations: readonly CritiqueRecommendation[]): CritiqueRecommendation[] {
  const rank = (item: CritiqueRecommendation) =>
    (item.category === CUSTOM_CATEGORY ? 0 : RECOMMENDATION_PRIORITIES.length) +
    RECOMMENDATION_PRIORITIES.indexOf(item.priority);
  return recommendations
    .map((item, index) => ({ item, index }))
    .sort((a, b) => rank(a.item) - rank(b.item) || a.index - b.index)
    .map(({ item }) => item);
}

/** The file's pages and where text may go on them, with the helpers every part of the report draws with. */
class ReportWriter {
  readonly left: number;
  readonly right: number;
  readonly width: number;

  constructor(readonly doc: PDFKit.PDFDocument) {
    this.left = doc.page.margins.left;
    this.right = doc.page.width - doc.page.margins.right;
    this.width = this.right - this.left;
  }

  /** Starts a new page unless `height` more points fit on this one. */
  keep(height: number): void {
    if (this.doc.y + height > this.doc.page.maxY()) this.doc.addPage();
    this.doc.x = this.left;
  }

  heading(title: string): void {
    this.doc.moveDown(1.2);
    this.keep(KEEP_WITH_HEADING);
    this.doc.font(BOLD).fontSize(15).fillColor(COLORS.text).text(title, this.left, this.doc.y, { width: this.width });
    const y = this.doc.y + 2;
    this.doc.moveTo(this.left, y).lineTo(this.right, y).lineWidth(0.75).strokeColor(COLORS.rule).stroke();
    this.doc.moveDown(0.6);
  }

  subheading(title: string): void {
    this.doc.moveDown(0.5);
    this.keep(36);
    this.doc.font(BOLD).fontSize(11).fillColor(COLORS.text).text(title, this.left, this.doc.y, { width: this.width });
    this.doc.moveDown(0.2);
  }

  paragraph(text: string, options: { color?: string; size?: number; indent?: number } = {}): void {
    const indent = options.indent ?? 0;
    this.doc
      .font(REGULAR)
      .fontSize(options.size ?? 10.5)
      .fillColor(options.color ?? COLORS.text)
      .text(printable(text), this.left + indent, this.doc.y, { width: this.width - indent, lineGap: 2 });
    this.doc.x = this.left;
  }

  /** A labelled line: the label bold, the value after it, wrapping under both. */
  field(label: string, value: string): void {
    this.doc
      .fontSize(10.5)
      .fillColor(COLORS.text)
      .font(BOLD)
      .text(`${label}: `, this.left, this.doc.y, { width: this.width, continued: true, lineGap: 2 })
      .font(REGULAR)
      .text(value, { lineGap: 2 });
    this.doc.x = this.left;
  }

  bullets(items: readonly string[]): void {
    const indent = 14;
    this.doc.font(REGULAR).fontSize(10.5);
    for (const item of items) {
      this.keep(this.doc.currentLineHeight(true) + 2);
      const y = this.doc.y;
      this.doc
        .circle(this.left + 4, y + 6, 1.8)
        .fillColor(COLORS.muted)
        .fill();
      this.doc
        .fillColor(COLORS.text)
        .text(printable(item), this.left + indent, y, { width: this.width - indent, lineGap: 2, paragraphGap: 3 });
    }
    this.doc.x = this.left;
  }

  /** A score as a filled bar out of 100, in its band's colour. */
  scoreBar(score: number, height = 8): void {
    this.keep(height + 6);
    const y = this.doc.y + 2;
    const filled = (this.width * Math.max(0, Math.min(100, score))) / 100;
    this.doc
      .roundedRect(this.left, y, this.width, height, height / 2)
      .fillColor(COLORS.track)
      .fill();
    if (filled > 0)
      this.doc
        .roundedRect(this.left, y, Math.max(filled, height), height, height / 2)
        .fillColor(BAND_COLORS[scoreBand(score)])
        .fill();
    this.doc.y = y + height + 6;
    this.doc.x = this.left;
  }

  /** The priority's marker: a triangle for high, a diamond for medium, a circle for low (shape and colour both tell). */
  priorityMarker(priority: RecommendationPriority, x: number, y: number): void {
    const size = 9;
    const color = PRIORITY_COLORS[priority];
    if (priority === 'high')
      this.doc
        .polygon([x, y + size], [x + size / 2, y], [x + size, y + size])
        .fillColor(color)
        .fill();
    else if (priority === 'medium')
      this.doc
        .polygon([x + size / 2, y], [x + size, y + size / 2], [x + size / 2, y + size], [x, y + size / 2])
        .fillColor(color)
        .fill();
    else
      this.doc
        .circle(x + size / 2, y + size / 2, size / 2)
        .fillColor(color)
        .fill();
  }
}

function writeHeader(writer: ReportWriter, critique: ResumeCritique, context: CritiqueReportContext): void {
  const { doc } = writer;
  doc.font(BOLD).fontSize(22).fillColor(COLORS.text).text('Nestwork', writer.left, doc.y);
  doc.font(REGULAR).fontSize(10).fillColor(COLORS.muted).text('Flexible and remote work for parents');
  doc.moveDown(1);
  doc.font(BOLD).fontSize(18).fillColor(COLORS.text).text('Resume Critique Report');
  doc.moveDown(0.4);
  writer.field('Prepared for', context.seekerName);
  writer.field('Target role', critique.targetRole);
  writer.field('Target industry', critique.targetIndustry);
  writer.field('Reviewer', critique.reviewerName ?? 'Nestwork reviewer');
  writer.field('Completed', formatDate(critique.completedAt));
  if (critique.resume) writer.field('Resume', critique.resume.name);
  writer.field('Request ID', critique.requestId);
}

function writeOverallScore(writer: ReportWriter, overallScore: number): void {
  const { doc } = writer;
  writer.heading(CRITIQUE_MESSAGES.overallScore);
  writer.keep(60);
  const band = scoreBand(overallScore);
  const y = doc.y;
  const score = `${overallScore}/100`;
  doc.font(BOLD).fontSize(28).fillColor(BAND_COLORS[band]).text(score, writer.left, y, { lineBreak: false });
  const bandX = writer.left + doc.widthOfString(score) + 12;
  doc.fontSize(14).text(band, bandX, y + 10, { width: writer.right - bandX, lineBreak: false });
  doc.y = y + 36;
  writer.scoreBar(overallScore, 12);
}

function writeComparison(writer: ReportWriter, critique: ResumeCritique, comparison: IndustryComparison): void {
  writer.heading(CRITIQUE_MESSAGES.industryComparison);
  if (comparison.percentile === null || comparison.averageScore === null) {
    writer.paragraph(CRITIQUE_MESSAGES.notEnoughToCompare(critique.targetIndustry, comparison.completedInIndustry), {
      color: COLORS.muted,
    });
    return;
  }
  writer.field(
    'Percentile',
    `${ordinal(comparison.percentile)} among ${comparison.completedInIndustry} completed critiques in ${critique.targetIndustry}`,
  );
  writer.field('Industry average score', `${comparison.averageScore}/100`);
  writer.field('Top performing areas', listOrNone(comparison.topPerformingAreas));
  writer.field('Improvement areas', listOrNone(comparison.improvementAreas));
}

function writeSection(writer: ReportWriter, key: CritiqueSectionKey, sections: CritiqueSections): void {
  const { doc } = writer;
  const section = sections[key];
  doc.moveDown(0.9);
  // The label, its score and its bar stay together, with room for the first lines under them.
  writer.keep(KEEP_WITH_HEADING + 20);
  const y = doc.y;
  doc.font(BOLD).fontSize(13).fillColor(COLORS.text).text(CRITIQUE_SECTION_LABELS[key], writer.left, y);
  const score = `${section.score}/100 ${scoreBand(section.score)}`;
  doc
    .font(BOLD)
    .fontSize(11)
    .fillColor(BAND_COLORS[scoreBand(section.score)])
    .text(score, writer.left, y + 2, { width: writer.width, align: 'right' });
  doc.y = Math.max(doc.y, y + 18);
  writer.scoreBar(section.score);
  // The content section's first feedback item is the reviewer's free text, printed under its own heading.
  const feedback = key === 'content' ? section.feedback.slice(1) : section.feedback;
  if (feedback.length > 0) {
    writer.subheading('Feedback');
    writer.bullets(feedback);
  }
  if (section.suggestions.length > 0) {
    writer.subheading('Suggestions');
    writer.bullets(section.suggestions);
  }
  if (key === 'keywords') {
    writer.subheading('Missing keywords');
    writer.paragraph(listOrNone(sections.keywords.missingKeywords));
    writer.subheading('Industry keywords');
    writer.paragraph(listOrNone(sections.keywords.industryKeywords));
  }
}

function writeRecommendations(writer: ReportWriter, recommendations: readonly CritiqueRecommendation[]): void {
  const { doc } = writer;
  writer.heading(CRITIQUE_MESSAGES.recommendations);
  if (recommendations.length === 0) {
    writer.paragraph('None', { color: COLORS.muted });
    return;
  }
  const indent = 18;
  for (const item of orderRecommendations(recommendations)) {
    doc.moveDown(0.5);
    doc.font(BOLD).fontSize(11.5);
    const titleHeight = doc.heightOfString(item.title, { width: writer.width - indent });
    // The marker, title and priority line stay together.
    writer.keep(titleHeight + 40);
    const y = doc.y;
    writer.priorityMarker(item.priority, writer.left, y + 2);
    doc.fillColor(COLORS.text).text(item.title, writer.left + indent, y, { width: writer.width - indent });
    const category = item.category === CUSTOM_CATEGORY ? 'Custom recommendation' : item.category;
    doc
      .font(REGULAR)
      .fontSize(9.5)
      .fillColor(PRIORITY_COLORS[item.priority])
      .text(`${RECOMMENDATION_PRIORITY_LABELS[item.priority]}  |  ${category}`, writer.left + indent, doc.y, {
        width: writer.width - indent,
      });
    if (item.description.trim() !== '') writer.paragraph(item.description, { indent });
    if (item.impact.trim() !== '') writer.paragraph(`Impact: ${item.impact}`, { indent, color: COLORS.muted });
  }
}

function writeNextSteps(writer: ReportWriter, recommendations: readonly CritiqueRecommendation[]): void {
  writer.heading(CRITIQUE_MESSAGES.nextSteps);
  const first = recommendations.some((item) => item.priority === 'high')
    ? 'Start with the high priority recommendations: they make the biggest difference.'
    : 'Work through the recommendations above, one section at a time.';
  writer.bullets([
    first,
    'Update your resume and upload the new version to your Nestwork profile.',
    `Choose "${CRITIQUE_MESSAGES.requestAnother}" on the ${CRITIQUE_MESSAGES.pageTitle} page to see how far your score has come.`,
  ]);
}

/** Page numbers and the date the report was made, in every page's bottom margin. */
function writeFooters(writer: ReportWriter, context: CritiqueReportContext): void {
  const { doc } = writer;
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    // Text below the bottom margin would otherwise start a new page.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font(REGULAR)
      .fontSize(8.5)
      .fillColor(COLORS.muted)
      .text(
        `Nestwork Resume Critique Report  |  Generated ${DATE.format(context.generatedAt)}  |  Page ${index - range.start + 1} of ${range.count}`,
        writer.left,
        doc.page.height - margin / 2 - 6,
        { width: writer.width, align: 'center', lineBreak: false },
      );
    doc.page.margins.bottom = margin;
  }
}

/**
 * The completed critique as a PDF report: the header, overall score, industry comparison, the five
 * sections, the reviewer's feedback, recommendations and next steps, in text (searchable, and read
 * back by the tests) with its fonts embedded so it looks the same in every reader.
 * Throws when the critique is not completed: there is nothing to report yet.
 */
export function renderCritiqueReport(critique: ResumeCritique, context: CritiqueReportContext): Promise<Buffer> {
  const { analysis, sections } = critique;
  if (critique.status !== 'completed' || analysis === null || sections === null)
    return Promise.reject(
      new Error(
        `Cannot render the report of critique ${critique.requestId}: ${CRITIQUE_MESSAGES.notCompleted} (status ${critique.status})`,
      ),
    );
  const fonts = critiqueReportFonts();
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 56,
    bufferPages: true,
    info: {
      Title: `Nestwork Resume Critique Report ${critique.requestId}`,
      Author: 'Nestwork',
      CreationDate: context.generatedAt,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont(REGULAR, fonts.regular);
  doc.registerFont(BOLD, fonts.bold);
  const writer = new ReportWriter(doc);

  writeHeader(writer, critique, context);
  writeOverallScore(writer, analysis.overallScore);
  writeComparison(writer, critique, analysis.industryComparison);
  writer.heading(CRITIQUE_MESSAGES.detailedAnalysis);
  for (const key of CRITIQUE_SECTIONS) writeSection(writer, key, sections);
  writer.heading(CRITIQUE_MESSAGES.detailedFeedback);
  writer.paragraph(sections.content.feedback[0] ?? 'None');
  writeRecommendations(writer, critique.recommendations);
  writeNextSteps(writer, critique.recommendations);
  writeFooters(writer, context);
  doc.end();
  return done;
}
