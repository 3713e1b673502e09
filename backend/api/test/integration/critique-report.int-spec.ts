import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { extractText, getDocumentProxy, getResolvedPDFJS } from 'unpdf';
import {
  comparisonAreas,
  CRITIQUE_MESSAGES,
  CRITIQUE_SECTION_LABELS,
  CRITIQUE_SECTIONS,
  type CritiqueReviewInput,
  type CritiqueSectionKey,
  emptyCritiqueReview,
  type ResumeCritique,
  reviewOverallScore,
  scoreBand,
  scorePercentile,
  validateCritiqueReview,
} from '@marketplace/contracts';

/**
 * The report as the worker makes it: a review written on the workbench, scored and compared with
 * the contract's functions, rendered in a plain Node process (where the embedded font must resolve
 * without jest's resolver), then read back as a PDF reader reads it: its text with unpdf, and its
 * fonts with pdf.js, which says whether each one's file is embedded.
 */

const SUPPORT = path.join(__dirname, '../support');

const RESUME_TEXT =
  'Frontend engineer. Six years of JavaScript, TypeScript and React; PostgreSQL and Git every day; ' +
  'REST APIs, testing and code review.';

function writtenReview(): CritiqueReviewInput {
  const review = emptyCritiqueReview(RESUME_TEXT, 'Software & IT');
  const scores: Record<CritiqueSectionKey, number> = {
    formatting: 88,
    content: 74,
    keywords: 52,
    experience: 79,
    skills: 61,
  };
  for (const key of CRITIQUE_SECTIONS) {
    review.sections[key].score = scores[key];
    review.sections[key].feedback = [`${CRITIQUE_SECTION_LABELS[key]} feedback: what works and what does not.`];
    review.sections[key].suggestions = [`${CRITIQUE_SECTION_LABELS[key]} suggestion: one concrete change.`];
  }
  review.reviewerText = 'Łukasz, your résumé reads well – the “impact first” bullets are a strength.\nKeep them.';
  review.recommendations = [
    {
      title: 'Name your cloud work',
      description: 'Add AWS and CI/CD where you used them.',
      priority: 'high',
      impact: 'Passes keyword screens',
      category: 'Keywords',
    },
    {
      title: 'Lead with a portfolio link',
      description: 'Hiring managers click it first.',
      priority: 'low',
      impact: 'More replies',
      category: 'Custom',
    },
  ];
  return review;
}

/** The seeker's view of a completed review, as the critiques service will map it. */
function completedCritique(review: CritiqueReviewInput, industryScores: number[]): ResumeCritique {
  const scores = Object.fromEntries(CRITIQUE_SECTIONS.map((key) => [key, review.sections[key].score!])) as Record<
    CritiqueSectionKey,
    number
  >;
  const overallScore = reviewOverallScore(review)!;
  const averages = Object.fromEntries(CRITIQUE_SECTIONS.map((key) => [key, 70])) as Record<CritiqueSectionKey, number>;
  const section = (key: CritiqueSectionKey) => ({
    score: scores[key],
    feedback: review.sections[key].feedback,
    suggestions: review.sections[key].suggestions,
  });
  return {
    requestId: '9d1e6a0c-2b4f-4c8e-8a7d-3f5b6c7d8e9f',
    status: 'completed',
    requestedAt: '2026-11-20T09:00:00.000Z',
    completedAt: '2026-11-27T15:30:00.000Z',
    targetRole: 'Senior Frontend Engineer',
    targetIndustry: 'Software & IT',
    reviewerName: 'Riley Reviewer',
    notes: '',
    resume: { id: 'resume-1', name: 'lukasz-resume.pdf' },
    analysis: {
      overallScore,
      industryComparison: {
        percentile: scorePercentile(overallScore, industryScores),
        averageScore: Math.round(industryScores.reduce((sum, score) => sum + score, 0) / industryScores.length),
        ...comparisonAreas(scores, averages),
        completedInIndustry: industryScores.length,
      },
    },
    sections: {
      formatting: section('formatting'),
      content: { ...section('content'), feedback: [review.reviewerText, ...review.sections.content.feedback] },
      keywords: {
        ...section('keywords'),
        missingKeywords: review.sections.keywords.missingKeywords,
        industryKeywords: review.sections.keywords.industryKeywords,
      },
      experience: section('experience'),
      skills: section('skills'),
    },
    recommendations: review.recommendations,
    reportReady: false,
  };
}

/** Renders the report in a child process that runs the sources as the build compiles them. */
async function renderInOwnProcess(critique: ResumeCritique): Promise<Buffer> {
  const child = spawn(
    process.execPath,
    ['--require', path.join(SUPPORT, 'typescript-child.cjs'), path.join(SUPPORT, 'critique-report-child.ts')],
    { stdio: ['pipe', 'pipe', 'pipe'] },
  );
  const out: Buffer[] = [];
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = once(child, 'exit');
  child.stdin.end(
    JSON.stringify({ critique, context: { seekerName: 'Łukasz Wiśniewski', generatedAt: '2026-11-28T08:00:00.000Z' } }),
  );
  const [code] = (await exited) as [number | null];
  if (code !== 0) throw new Error(`The report process exited with ${String(code)}:\n${stderr}`);
  return Buffer.concat(out);
}

describe('the critique PDF report, rendered as the worker renders it', () => {
  const review = writtenReview();
  // 24 completed critiques of the industry; the request's own score (71) is among them.
  const industryScores = [
    45, 52, 55, 58, 60, 61, 63, 64, 66, 67, 68, 69, 70, 71, 71, 73, 75, 77, 80, 82, 84, 86, 90, 93,
  ];
  const critique = completedCritique(review, industryScores);
  let pdf: Buffer;
  let text: string;

  beforeAll(async () => {
    expect(validateCritiqueReview(review, 'complete')).toEqual({});
    pdf = await renderInOwnProcess(critique);
    const document = await getDocumentProxy(new Uint8Array(pdf));
    try {
      text = (await extractText(document, { mergePages: true })).text.replace(/\s+/g, ' ');
    } finally {
      await document.cleanup();
    }
  }, 60_000);

  it('reads back with the header, overall score, comparison and every section', () => {
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(critique.analysis!.overallScore).toBe(71);
    for (const part of [
      'Resume Critique Report',
      'Prepared for: Łukasz Wiśniewski',
      'Target role: Senior Frontend Engineer',
      'Target industry: Software & IT',
      'Reviewer: Riley Reviewer',
      'Completed: November 27, 2026',
      `Request ID: ${critique.requestId}`,
      `${CRITIQUE_MESSAGES.overallScore} 71/100 Good`,
      'Percentile: 58th among 24 completed critiques in Software & IT',
      'Industry average score: 70/100',
      'Top performing areas: Formatting, Experience',
      'Improvement areas: Keywords, Skills',
      'Generated November 28, 2026',
    ])
      expect(text).toContain(part);
    for (const key of CRITIQUE_SECTIONS) {
      const score = review.sections[key].score!;
      expect(text).toContain(`${CRITIQUE_SECTION_LABELS[key]} ${score}/100 ${scoreBand(score)}`);
      expect(text).toContain(review.sections[key].feedback[0]);
      expect(text).toContain(review.sections[key].suggestions[0]);
    }
  });

  it('reads back the keywords the prefill found missing, the reviewer text, recommendations and next steps', () => {
    // 'SQL' is not found inside 'PostgreSQL', so it is missing too.
    expect(text).toContain('Missing keywords Node.js, Python, SQL, AWS, CI/CD, troubleshooting, agile');
    expect(text).toContain(
      `${CRITIQUE_MESSAGES.detailedFeedback} Łukasz, your résumé reads well – the “impact first” bullets are a strength. Keep them.`,
    );
    const custom = text.indexOf('Lead with a portfolio link Low priority | Custom recommendation');
    const high = text.indexOf('Name your cloud work High priority | Keywords');
    expect(custom).toBeGreaterThan(text.indexOf(CRITIQUE_MESSAGES.recommendations));
    expect(high).toBeGreaterThan(custom);
    expect(text.indexOf(CRITIQUE_MESSAGES.nextSteps)).toBeGreaterThan(high);
  });

  it('embeds the file of every font it uses', async () => {
    const { OPS } = await getResolvedPDFJS();
    const document = await getDocumentProxy(new Uint8Array(pdf), { fontExtraProperties: true });
    try {
      const fonts = new Map<string, { missingFile: boolean; bytes: number }>();
      for (let number = 1; number <= document.numPages; number++) {
        const page = await document.getPage(number);
        const operators = await page.getOperatorList();
        operators.fnArray.forEach((operator, index) => {
          if (operator !== OPS.setFont) return;
          const font = page.commonObjs.get(operators.argsArray[index][0] as string) as {
            name: string;
            missingFile: boolean;
            data?: Uint8Array;
          };
          fonts.set(font.name, { missingFile: font.missingFile, bytes: font.data?.length ?? 0 });
        });
      }
      const names = [...fonts.keys()].map((name) => name.replace(/^[A-Z]{6}\+/, '')).sort();
      expect(names).toEqual(['LiberationSans', 'LiberationSans-Bold']);
      for (const font of fonts.values()) {
        expect(font.missingFile).toBe(false);
        expect(font.bytes).toBeGreaterThan(1000);
      }
    } finally {
      await document.cleanup();
    }
  });
});
