import {
  CRITIQUE_SECTION_LABELS,
  CRITIQUE_SECTIONS,
  type CritiqueIndustry,
  type CritiqueRecommendation,
  type CritiqueReviewInput,
  type CritiqueSectionKey,
  overallCritiqueScore,
  prefillKeywords,
} from '@marketplace/contracts';
import { stableUuid } from '../../../infrastructure/database/seed/seed-random';

/** A demo critique as stored: requested, or completed by the demo admin with its review. */
export interface DemoCritique {
  id: string;
  seekerId: string;
  resume: { id: string; name: string } | null;
  targetRole: string;
  targetIndustry: CritiqueIndustry;
  notes: string;
  requestedAt: Date;
  completed: {
    review: CritiqueReviewInput;
    scores: Record<CritiqueSectionKey, number>;
    overall: number;
    at: Date;
  } | null;
}

/** Who the demo critiques are of, and who reviewed them. */
export interface DemoCritiqueInput {
  demoSeekerId: string | null;
  /** The other live demo seekers, in a stable order. */
  otherSeekerIds: readonly string[];
  /** Each seeker's kept demo resume version. */
  resumeOf: ReadonlyMap<string, { id: string; name: string }>;
  now: Date;
}

/** The industries with enough completed demo critiques for the comparison to show figures, and a role in each. */
export const DEMO_CRITIQUE_INDUSTRIES: ReadonlyArray<{ industry: CritiqueIndustry; roles: readonly string[] }> = [
  {
    industry: 'Project & Operations Management',
    roles: ['Project Coordinator', 'Operations Manager', 'Program Manager', 'Scrum Master'],
  },
  {
    industry: 'Customer Service & Support',
    roles: ['Customer Support Specialist', 'Customer Success Manager', 'Support Team Lead'],
  },
  { industry: 'Writing & Editing', roles: ['Content Writer', 'Copy Editor', 'Technical Writer'] },
];

/** Completed critiques of other seekers in each of those industries (INDUSTRY_COMPARISON_MINIMUM is 20). */
export const DEMO_COMPLETED_PER_INDUSTRY = 22;

const DAY = 24 * 3600_000;

/** The item at `index` (wrapping around); the lists here are never empty. */
function nth<T>(items: readonly T[], index: number): T {
  const item = items[index % items.length];
  if (item === undefined) throw new Error('A demo critique list is empty');
  return item;
}

/** A stable number from 0 to 1 for a name (the same every run). */
function unit(name: string): number {
  const hex = stableUuid(name).replace(/-/g, '').slice(0, 8);
  return parseInt(hex, 16) / 0xffffffff;
}

/** Section scores around a level, each section its own way (stable per name). */
function scoresFor(name: string, level: number): Record<CritiqueSectionKey, number> {
  return Object.fromEntries(
    CRITIQUE_SECTIONS.map((key) => [
      key,
      Math.max(30, Math.min(98, Math.round(level + (unit(`${name}:${key}`) - 0.5) * 30))),
    ]),
  ) as Record<CritiqueSectionKey, number>;
}

const FEEDBACK: Record<CritiqueSectionKey, { strong: string; weak: string; suggestion: string }> = {
  formatting: {
    strong: 'Clean, consistent layout with clear section headings.',
    weak: 'Dense paragraphs and mixed fonts make the resume hard to scan.',
    suggestion: 'Use one font, consistent dates on the right, and bullet points of one or two lines.',
  },
  content: {
    strong: 'Bullets lead with results and name the scale of the work.',
    weak: 'Most bullets describe duties rather than what changed because of your work.',
    suggestion: 'Rewrite each bullet as action, result and number (for example "cut response time by 30%").',
  },
  keywords: {
    strong: 'Covers most of the terms screening systems look for in this field.',
    weak: 'Several terms hiring systems search for are missing.',
    suggestion: 'Add the missing keywords where they honestly describe your experience.',
  },
  experience: {
    strong: 'A clear progression with relevant, recent roles.',
    weak: 'The career break is unexplained and older roles take more space than recent ones.',
    suggestion: 'Add a one-line note on the career break and any freelance or volunteer work during it.',
  },
  skills: {
    strong: 'Skills are grouped and match the target role.',
    weak: 'The skills list is long and generic.',
    suggestion: 'Keep the ten skills most relevant to the role, grouped by tools and strengths.',
  },
};

/** A realistic review for the scores: praise where a section is strong, advice where it is weak. */
export function demoReview(
  scores: Record<CritiqueSectionKey, number>,
  industry: CritiqueIndustry,
  role: string,
): CritiqueReviewInput {
  const resumeText = `${role} ${industry}`;
  const keywords = prefillKeywords(resumeText, industry);
  const section = (key: CritiqueSectionKey) => ({
    score: scores[key],
    feedback: [scores[key] >= 70 ? FEEDBACK[key].strong : FEEDBACK[key].weak],
    suggestions: scores[key] >= 85 ? [] : [FEEDBACK[key].suggestion],
  });
  const weakest = [...CRITIQUE_SECTIONS].sort((a, b) => scores[a] - scores[b]).slice(0, 2);
  const recommendations: CritiqueRecommendation[] = weakest.map((key, index) => ({
    title: `Strengthen your ${CRITIQUE_SECTION_LABELS[key].toLowerCase()}`,
    description: FEEDBACK[key].suggestion,
    priority: index === 0 ? 'high' : 'medium',
    impact: `Lifts the ${CRITIQUE_SECTION_LABELS[key]} score, which weighs on how recruiters read the resume`,
    category: CRITIQUE_SECTION_LABELS[key],
  }));
  recommendations.push({
    title: 'Tailor the summary to each application',
    description: `Open with two lines on why you fit a ${role} role, using the words of the job ad.`,
    priority: 'low',
    impact: 'More interviews from the same applications',
    category: 'Custom',
  });
  return {
    reviewerText: `Thank you for sharing your resume for ${role} roles. ${
      overallCritiqueScore(scores) >= 80
        ? 'It is a strong resume; the changes below are polish.'
        : 'It has a good base; the changes below will make your results stand out.'
    }`,
    sections: {
      formatting: section('formatting'),
      content: section('content'),
      keywords: { ...section('keywords'), ...keywords, missingKeywords: keywords.missingKeywords.slice(0, 5) },
      experience: section('experience'),
      skills: section('skills'),
    },
    recommendations,
  };
}

function completedCritique(name: string, level: number, industry: CritiqueIndustry, role: string, at: Date) {
  const scores = scoresFor(name, level);
  return { review: demoReview(scores, industry, role), scores, overall: overallCritiqueScore(scores), at };
}

/**
 * The demo critiques: the demo seeker's completed one and one waiting in the queue, and
 * DEMO_COMPLETED_PER_INDUSTRY completed ones of other seekers in each demo industry, with varied scores.
 */
export function buildDemoCritiques(input: DemoCritiqueInput): DemoCritique[] {
  const { demoSeekerId, otherSeekerIds, resumeOf, now } = input;
  const critiques: DemoCritique[] = [];
  if (otherSeekerIds.length > 0)
    DEMO_CRITIQUE_INDUSTRIES.forEach(({ industry, roles }, industryIndex) => {
      for (let index = 0; index < DEMO_COMPLETED_PER_INDUSTRY; index += 1) {
        const seekerId = nth(otherSeekerIds, index + industryIndex * 5);
        const name = `critique:${industry}:${index}`;
        const role = nth(roles, index);
        const requestedAt = new Date(now.getTime() - (90 - index * 3 - industryIndex) * DAY);
        critiques.push({
          id: stableUuid(name),
          seekerId,
          resume: resumeOf.get(seekerId) ?? null,
          targetRole: role,
          targetIndustry: industry,
          notes: '',
          requestedAt,
          completed: completedCritique(
            name,
            50 + unit(name) * 42,
            industry,
            role,
            new Date(requestedAt.getTime() + 2 * DAY),
          ),
        });
      }
    });
  if (demoSeekerId) {
    const resume = resumeOf.get(demoSeekerId) ?? null;
    const first = nth(DEMO_CRITIQUE_INDUSTRIES, 0);
    const second = nth(DEMO_CRITIQUE_INDUSTRIES, 1);
    const requestedAt = new Date(now.getTime() - 12 * DAY);
    const role = nth(first.roles, 0);
    critiques.push({
      id: stableUuid(`critique:demo-seeker:completed`),
      seekerId: demoSeekerId,
      resume,
      targetRole: role,
      targetIndustry: first.industry,
      notes: 'I am returning to work after parental leave. Does my resume explain the gap well?',
      requestedAt,
      completed: completedCritique(
        'critique:demo-seeker',
        74,
        first.industry,
        role,
        new Date(requestedAt.getTime() + 3 * DAY),
      ),
    });
    critiques.push({
      id: stableUuid(`critique:demo-seeker:waiting`),
      seekerId: demoSeekerId,
      resume,
      targetRole: nth(second.roles, 1),
      targetIndustry: second.industry,
      notes: 'Please look at whether my support experience reads as customer success.',
      requestedAt: new Date(now.getTime() - 1 * DAY),
      completed: null,
    });
  }
  return critiques;
}
