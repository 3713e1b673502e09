import { extractText, getDocumentProxy } from 'unpdf';
import {
  CRITIQUE_MESSAGES,
  CRITIQUE_SECTION_LABELS,
  CRITIQUE_SECTIONS,
  type CritiqueRecommendation,
  type CritiqueSections,
  type ResumeCritique,
} from '@marketplace/contracts';
import { critiqueReportFonts, orderRecommendations, renderCritiqueReport } from './critique-report.pdf';

const CONTEXT = { seekerName: 'Maya Seeker', generatedAt: new Date('2026-11-28T10:00:00.000Z') };

const SECTIONS: CritiqueSections = {
  formatting: {
    score: 85,
    feedback: ['Clean single-column layout that parses well.'],
    suggestions: ['Use one date format throughout.'],
  },
  content: {
    score: 72,
    feedback: ['Maya, your resume tells a clear story of growth.\nLead with outcomes.', 'Summary is focused.'],
    suggestions: ['Quantify the migration project.'],
  },
  keywords: {
    score: 55,
    feedback: ['Few of the terms screeners search for.'],
    suggestions: ['Name the tools you used in each role.'],
    missingKeywords: ['AWS', 'CI/CD'],
    industryKeywords: ['JavaScript', 'TypeScript', 'AWS', 'CI/CD'],
  },
  experience: {
    score: 81,
    feedback: ['Steady progression across three roles.'],
    suggestions: ['Explain the career break in one line.'],
  },
  skills: {
    score: 64,
    feedback: ['Skills list is long but unranked.'],
    suggestions: ['Group skills by category.'],
  },
};

const RECOMMENDATIONS: CritiqueRecommendation[] = [
  {
    title: 'Shorten the summary',
    description: 'Two lines.',
    priority: 'low',
    impact: 'Faster read',
    category: 'Content',
  },
  {
    title: 'Add AWS and CI/CD',
    description: 'Where you used them.',
    priority: 'high',
    impact: 'Passes keyword screens',
    category: 'Keywords',
  },
  { title: 'Align the dates', description: '', priority: 'medium', impact: '', category: 'Formatting' },
  {
    title: 'Mention the open source work',
    description: 'It shows initiative.',
    priority: 'medium',
    impact: 'Stands out',
    category: 'Custom',
  },
];

const CRITIQUE: ResumeCritique = {
  requestId: '5c0f7a52-3d8e-4b7e-9f55-0a1d2c3b4e5f',
  status: 'completed',
  requestedAt: '2026-11-20T09:00:00.000Z',
  completedAt: '2026-11-26T23:59:00.000Z',
  targetRole: 'Frontend Engineer',
  targetIndustry: 'Software & IT',
  reviewerName: 'Riley Reviewer',
  notes: '',
  resume: { id: 'r1', name: 'maya-resume.pdf' },
  analysis: {
    overallScore: 71,
    industryComparison: {
      percentile: 72,
      averageScore: 68,
      topPerformingAreas: ['Formatting', 'Experience'],
      improvementAreas: ['Keywords', 'Skills'],
      completedInIndustry: 43,
    },
  },
  sections: SECTIONS,
  recommendations: RECOMMENDATIONS,
  reportReady: false,
};

async function pagesOf(pdf: Buffer): Promise<string[]> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  try {
    return (await extractText(document, { mergePages: false })).text;
  } finally {
    await document.cleanup();
  }
}

/** Each page's lines of text from top to bottom (the footer last), as a reader's eye meets them. */
async function linesOf(pdf: Buffer): Promise<string[][]> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  try {
    const pages: string[][] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const content = await (await document.getPage(number)).getTextContent();
      const rows = new Map<number, string>();
      for (const item of content.items)
        if ('str' in item && item.str.trim() !== '') {
          const y = Math.round(item.transform[5] as number);
          rows.set(y, `${rows.get(y) ?? ''} ${item.str}`);
        }
      pages.push([...rows.entries()].sort((a, b) => b[0] - a[0]).map(([, line]) => flat(line).trim()));
    }
    return pages;
  } finally {
    await document.cleanup();
  }
}

async function textOf(pdf: Buffer): Promise<string> {
  return (await pagesOf(pdf)).join('\n');
}

/** Collapses the extractor's line breaks and runs of spaces, so wrapped text compares as written. */
function flat(text: string): string {
  return text.replace(/\s+/g, ' ');
}

describe('critique PDF report', () => {
  let text: string;

  beforeAll(async () => {
    text = flat(await textOf(await renderCritiqueReport(CRITIQUE, CONTEXT)));
  });

  it('is a PDF whose header names the seeker, role, industry, reviewer, completion date and request', async () => {
    const pdf = await renderCritiqueReport(CRITIQUE, CONTEXT);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    for (const part of [
      'Nestwork',
      'Resume Critique Report',
      'Prepared for: Maya Seeker',
      'Target role: Frontend Engineer',
      'Target industry: Software & IT',
      'Reviewer: Riley Reviewer',
      'Completed: November 26, 2026',
      'Request ID: 5c0f7a52-3d8e-4b7e-9f55-0a1d2c3b4e5f',
      'Generated November 28, 2026',
      'Page 1 of',
    ])
      expect(text).toContain(part);
  });

  it('prints the overall score with its band', async () => {
    expect(text).toContain(`${CRITIQUE_MESSAGES.overallScore} 71/100 Good`);
    for (const [score, band] of [
      [80, 'Excellent'],
      [59, 'Needs Improvement'],
    ] as const) {
      const critique = { ...CRITIQUE, analysis: { ...CRITIQUE.analysis!, overallScore: score } };
      expect(flat(await textOf(await renderCritiqueReport(critique, CONTEXT)))).toContain(
        `${CRITIQUE_MESSAGES.overallScore} ${score}/100 ${band}`,
      );
    }
  });

  it('prints the industry comparison when the industry has enough critiques', () => {
    expect(text).toContain(CRITIQUE_MESSAGES.industryComparison);
    expect(text).toContain('Percentile: 72nd among 43 completed critiques in Software & IT');
    expect(text).toContain('Industry average score: 68/100');
    expect(text).toContain('Top performing areas: Formatting, Experience');
    expect(text).toContain('Improvement areas: Keywords, Skills');
    expect(text).not.toContain('Not enough completed critiques');
  });

  it('says so instead of figures while the industry has too few critiques', async () => {
    const critique: ResumeCritique = {
      ...CRITIQUE,
      analysis: {
        overallScore: 71,
        industryComparison: {
          percentile: null,
          averageScore: null,
          topPerformingAreas: [],
          improvementAreas: [],
          completedInIndustry: 7,
        },
      },
    };
    const few = flat(await textOf(await renderCritiqueReport(critique, CONTEXT)));
    expect(few).toContain(CRITIQUE_MESSAGES.notEnoughToCompare('Software & IT', 7));
    expect(few).not.toContain('Percentile');
    expect(few).not.toContain('Industry average score');
  });

  it('prints every section with its score, band, feedback and suggestions, in the tabs order', () => {
    expect(text).toContain(CRITIQUE_MESSAGES.detailedAnalysis);
    let from = text.indexOf(CRITIQUE_MESSAGES.detailedAnalysis);
    for (const key of CRITIQUE_SECTIONS) {
      const section = SECTIONS[key];
      const band = section.score >= 80 ? 'Excellent' : section.score >= 60 ? 'Good' : 'Needs Improvement';
      const heading = `${CRITIQUE_SECTION_LABELS[key]} ${section.score}/100 ${band}`;
      const at = text.indexOf(heading, from);
      expect(at).toBeGreaterThan(from);
      from = at;
      const items = key === 'content' ? section.feedback.slice(1) : section.feedback;
      for (const item of [...items, ...section.suggestions]) expect(text.indexOf(item, at)).toBeGreaterThan(at);
    }
    expect(text).toContain('Missing keywords AWS, CI/CD');
    expect(text).toContain('Industry keywords JavaScript, TypeScript, AWS, CI/CD');
  });

  it("prints the reviewer's free text once, under Detailed Feedback from Reviewer", () => {
    const heading = text.indexOf(CRITIQUE_MESSAGES.detailedFeedback);
    expect(heading).toBeGreaterThan(text.indexOf(CRITIQUE_SECTION_LABELS.skills));
    const reviewerText = flat(SECTIONS.content.feedback[0]!);
    expect(text.indexOf(reviewerText)).toBeGreaterThan(heading);
    expect(text.split(reviewerText)).toHaveLength(2);
  });

  it('prints the recommendations custom first, then high, medium and low, each with its priority and category', () => {
    const at = text.indexOf(CRITIQUE_MESSAGES.recommendations, text.indexOf(CRITIQUE_MESSAGES.detailedFeedback));
    expect(at).toBeGreaterThan(0);
    const order = [
      'Mention the open source work Medium priority | Custom recommendation It shows initiative. Impact: Stands out',
      'Add AWS and CI/CD High priority | Keywords Where you used them. Impact: Passes keyword screens',
      'Align the dates Medium priority | Formatting',
      'Shorten the summary Low priority | Content Two lines. Impact: Faster read',
    ].map((part) => text.indexOf(part, at));
    expect(order.every((index) => index > at)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it('ends with the next steps', () => {
    const at = text.indexOf(CRITIQUE_MESSAGES.nextSteps);
    expect(at).toBeGreaterThan(text.indexOf('Shorten the summary'));
    expect(text.indexOf(CRITIQUE_MESSAGES.requestAnother, at)).toBeGreaterThan(at);
    expect(text.indexOf('Start with the high priority recommendations', at)).toBeGreaterThan(at);
  });

  it('embeds its fonts instead of naming the standard Helvetica', async () => {
    const raw = (await renderCritiqueReport(CRITIQUE, CONTEXT)).toString('latin1');
    expect(raw).toMatch(/\/FontFile[23]\b/);
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+LiberationSans-Bold\b/);
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+LiberationSans\b/);
    expect(raw).not.toMatch(/\/BaseFont \/Helvetica/);
    expect(critiqueReportFonts().regular.subarray(0, 4)).toEqual(Buffer.from([0, 1, 0, 0]));
  });

  it('flows a long critique onto more pages, never leaving a heading, score or title at the foot of a page', async () => {
    const long = (label: string, count: number, repeat = 22) =>
      Array.from(
        { length: count },
        (_, index) => `${label} ${index + 1}: ${'a point worth making about the resume '.repeat(repeat).trim()}.`,
      );
    const headings = new Set<string>([
      CRITIQUE_MESSAGES.overallScore,
      CRITIQUE_MESSAGES.industryComparison,
      CRITIQUE_MESSAGES.detailedAnalysis,
      CRITIQUE_MESSAGES.detailedFeedback,
      CRITIQUE_MESSAGES.recommendations,
      CRITIQUE_MESSAGES.nextSteps,
      'Feedback',
      'Suggestions',
      'Missing keywords',
      'Industry keywords',
      ...CRITIQUE_SECTIONS.map((key) => CRITIQUE_SECTION_LABELS[key]),
    ]);
    // What must never end a page: a heading, a section's score, a recommendation's title or its priority line.
    const mustNotEndPage = (line: string) =>
      headings.has(line) || /^\d+\/100\b/.test(line) || /^Recommendation \d+$/.test(line) || / priority \| /.test(line);
    // Lengthening the first item shifts every later page break, so each kind of block meets the foot of a page.
    for (const repeat of [4, 9, 14, 19, 24, 29]) {
      const sections = Object.fromEntries(
        CRITIQUE_SECTIONS.map((key) => [
          key,
          { ...SECTIONS[key], feedback: long(`${key} feedback`, 3), suggestions: long(`${key} suggestion`, 2) },
        ]),
      ) as unknown as CritiqueSections;
      sections.formatting.feedback[0] = long('first', 1, repeat)[0]!;
      sections.content.feedback[0] = `Reviewer text. ${'Every paragraph counts. '.repeat(200)}`;
      const critique: ResumeCritique = {
        ...CRITIQUE,
        sections,
        recommendations: Array.from({ length: 20 }, (_, index) => ({
          ...RECOMMENDATIONS[index % RECOMMENDATIONS.length]!,
          title: `Recommendation ${index + 1}`,
          description: long('Why', 1, 3 + (index % 5) * 6)[0]!,
        })),
      };
      const pdf = await renderCritiqueReport(critique, CONTEXT);
      const pages = await linesOf(pdf);
      expect(pages.length).toBeGreaterThan(4);
      const all = flat(pages.flat().join(' '));
      expect(all).toContain('skills suggestion 2:');
      expect(all).toContain('Recommendation 20');
      expect(all).toContain(`Page ${pages.length} of ${pages.length}`);
      pages.slice(0, -1).forEach((lines, index) => {
        const footer = lines.at(-1)!;
        expect(footer).toContain(`Page ${index + 1} of ${pages.length}`);
        const last = lines.at(-2) ?? '';
        expect(mustNotEndPage(last) ? `page ${index + 1} of variant ${repeat} ends with "${last}"` : null).toBeNull();
      });
    }
  });

  it('refuses a critique that is not completed', async () => {
    const pending: ResumeCritique = {
      ...CRITIQUE,
      status: 'in_review',
      completedAt: null,
      reviewerName: null,
      analysis: null,
      sections: null,
      recommendations: [],
    };
    await expect(renderCritiqueReport(pending, CONTEXT)).rejects.toThrow(
      `Cannot render the report of critique ${CRITIQUE.requestId}: ${CRITIQUE_MESSAGES.notCompleted} (status in_review)`,
    );
    await expect(renderCritiqueReport({ ...CRITIQUE, sections: null }, CONTEXT)).rejects.toThrow(
      CRITIQUE_MESSAGES.notCompleted,
    );
  });
});

describe('orderRecommendations', () => {
  it('puts the custom ones first, then high, medium and low, keeping the order within each', () => {
    const make = (title: string, priority: CritiqueRecommendation['priority'], category = 'Content') => ({
      title,
      description: '',
      impact: '',
      priority,
      category,
    });
    const ordered = orderRecommendations([
      make('low 1', 'low'),
      make('high 1', 'high'),
      make('custom low', 'low', 'Custom'),
      make('medium 1', 'medium'),
      make('high 2', 'high'),
      make('custom high', 'high', 'Custom'),
    ]);
    expect(ordered.map((item) => item.title)).toEqual([
      'custom high',
      'custom low',
      'high 1',
      'high 2',
      'medium 1',
      'low 1',
    ]);
  });
});
