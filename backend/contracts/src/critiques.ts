import { subscriptionPlan } from './billing-catalog';
import { type FieldErrors, hasForbiddenCharacters, textFieldError } from './rules';

/**
 * Resume critiques: a seeker asks for one on a resume version, for a target role and industry; an
 * admin reviewer claims it from a queue, scores five sections beside the resume, writes feedback and
 * recommendations, and completes it; the seeker reads the results and downloads a PDF report. A
 * critique is bought once with the seeker's default card, or included once per plan period in the
 * platinum plans. The same texts, rules, weights and readers run in the browser and in the server.
 *
 * HTTP (every route needs a session; seekers for /api/seeker, admins for /api/admin):
 *   GET  /api/seeker/critiques                          CritiquesPage (the caller's requests, newest first, and entitlement)
 *   POST /api/seeker/critiques  CritiqueRequestInput    201 RequestCritiqueResponse
 *   GET  /api/seeker/critiques/{requestId}              ResumeCritique
 *   GET  /api/seeker/critiques/{requestId}/report       CritiqueReportLink (409 CRITIQUE_REPORT_NOT_READY until made)
 *   GET  /api/admin/critiques?status=                   CritiqueQueue (oldest first)
 *   GET  /api/admin/critiques/{requestId}               CritiqueWorkbench
 *   POST /api/admin/critiques/{requestId}/claim         CritiqueWorkbench (409 CRITIQUE_CLAIMED when another reviewer holds it)
 *   POST /api/admin/critiques/{requestId}/release       CritiqueWorkbench (the claimer lets it go)
 *   PUT  /api/admin/critiques/{requestId}/draft     CritiqueReviewInput   CritiqueWorkbench (save as draft; the claimer only)
 *   POST /api/admin/critiques/{requestId}/complete  CritiqueReviewInput   CritiqueWorkbench (complete, or change a completed one)
 *   GET  /api/admin/critiques/{requestId}/resume        ResumeDownloadResponse (the resume beside the form)
 */

// ---------------------------------------------------------------- states and sections

/** requested: waiting in the queue (claimed or not); in_review: a reviewer saved a draft; completed: the seeker can read it. */
export const CRITIQUE_STATUSES = ['requested', 'in_review', 'completed'] as const;
export type CritiqueStatus = (typeof CRITIQUE_STATUSES)[number];

export const CRITIQUE_STATUS_LABELS: Record<CritiqueStatus, string> = {
  requested: 'Requested',
  in_review: 'In review',
  completed: 'Completed',
};

/** The five scored sections, in the order of the Detailed Analysis tabs. */
export const CRITIQUE_SECTIONS = ['formatting', 'content', 'keywords', 'experience', 'skills'] as const;
export type CritiqueSectionKey = (typeof CRITIQUE_SECTIONS)[number];

export const CRITIQUE_SECTION_LABELS: Record<CritiqueSectionKey, string> = {
  formatting: 'Formatting',
  content: 'Content',
  keywords: 'Keywords',
  experience: 'Experience',
  skills: 'Skills',
};

/**
 * The weights of the overall score (they add up to 1): what a hiring manager reads first weighs
 * most. Content and experience carry the case; keywords decide whether a screening system
 * surfaces the resume at all; formatting and skills make it readable and complete.
 */
export const CRITIQUE_WEIGHTS: Record<CritiqueSectionKey, number> = {
  formatting: 0.15,
  content: 0.25,
  keywords: 0.2,
  experience: 0.25,
  skills: 0.15,
};

/** The overall score: the weighted mean of the five section scores, rounded to a whole number (halves up). */
export function overallCritiqueScore(scores: Record<CritiqueSectionKey, number>): number {
  // Summed in hundredths: the weights are whole percents, and adding their binary fractions turns an
  // exact half such as 79.5 into 79.49999999999999, which rounds down (Good instead of Excellent).
  const hundredths = CRITIQUE_SECTIONS.reduce(
    (total, key) => total + scores[key] * Math.round(CRITIQUE_WEIGHTS[key] * 100),
    0,
  );
  return Math.round(hundredths / 100);
}

export const SCORE_BANDS = ['Excellent', 'Good', 'Needs Improvement'] as const;
export type ScoreBand = (typeof SCORE_BANDS)[number];

/** 80 and up Excellent; 60 to 79 Good; below 60 Needs Improvement. */
export function scoreBand(score: number): ScoreBand {
  if (score >= 80) return 'Excellent';
  if (score >= 60) return 'Good';
  return 'Needs Improvement';
}

export const RECOMMENDATION_PRIORITIES = ['high', 'medium', 'low'] as const;
export type RecommendationPriority = (typeof RECOMMENDATION_PRIORITIES)[number];

export const RECOMMENDATION_PRIORITY_LABELS: Record<RecommendationPriority, string> = {
  high: 'High priority',
  medium: 'Medium priority',
  low: 'Low priority',
};

/** The category that marks the reviewer's own recommendations. */
export const CUSTOM_CATEGORY = 'Custom';
/** A recommendation is filed under a section's label or is the reviewer's own ('Custom'). */
export const RECOMMENDATION_CATEGORIES = [
  ...CRITIQUE_SECTIONS.map((key) => CRITIQUE_SECTION_LABELS[key]),
  CUSTOM_CATEGORY,
];

// ---------------------------------------------------------------- industries and their keywords

/**
 * The target industries a seeker may choose, each with the keywords its screening systems and
 * hiring managers look for. The reviewer's Keywords section is prefilled by comparing the resume's
 * text with this list (prefillKeywords).
 */
export const CRITIQUE_INDUSTRIES = {
  'Accounting & Finance': [
    'accounts payable',
    'accounts receivable',
    'reconciliation',
    'general ledger',
    'QuickBooks',
    'Excel',
    'financial reporting',
    'budgeting',
    'forecasting',
    'GAAP',
    'payroll',
    'month-end close',
    'audit',
    'tax',
  ],
  'Administrative & Virtual Assistance': [
    'calendar management',
    'scheduling',
    'data entry',
    'Microsoft Office',
    'Google Workspace',
    'travel arrangements',
    'correspondence',
    'filing',
    'customer service',
    'CRM',
    'project coordination',
    'confidentiality',
    'time management',
  ],
  'Customer Service & Support': [
    'customer satisfaction',
    'CSAT',
    'Zendesk',
    'ticketing',
    'live chat',
    'phone support',
    'de-escalation',
    'first contact resolution',
    'knowledge base',
    'CRM',
    'onboarding',
    'retention',
    'empathy',
  ],
  Education: [
    'curriculum development',
    'lesson planning',
    'classroom management',
    'online learning',
    'LMS',
    'assessment',
    'differentiated instruction',
    'tutoring',
    'student engagement',
    'special education',
    'instructional design',
    'parent communication',
  ],
  Healthcare: [
    'patient care',
    'HIPAA',
    'EHR',
    'medical billing',
    'medical coding',
    'ICD-10',
    'scheduling',
    'insurance verification',
    'telehealth',
    'compliance',
    'clinical documentation',
    'patient education',
  ],
  'Human Resources & Recruiting': [
    'recruiting',
    'sourcing',
    'onboarding',
    'employee relations',
    'HRIS',
    'benefits administration',
    'payroll',
    'compliance',
    'performance management',
    'talent acquisition',
    'applicant tracking system',
    'interviewing',
  ],
  'Marketing & Communications': [
    'SEO',
    'content marketing',
    'social media',
    'email marketing',
    'Google Analytics',
    'campaign management',
    'copywriting',
    'brand strategy',
    'HubSpot',
    'paid advertising',
    'conversion rate',
    'market research',
  ],
  'Project & Operations Management': [
    'project management',
    'stakeholder management',
    'Agile',
    'Scrum',
    'budget',
    'risk management',
    'process improvement',
    'Asana',
    'Jira',
    'vendor management',
    'cross-functional',
    'timeline',
    'KPI',
  ],
  'Sales & Business Development': [
    'lead generation',
    'pipeline',
    'quota',
    'Salesforce',
    'cold calling',
    'negotiation',
    'account management',
    'closing',
    'prospecting',
    'revenue growth',
    'client relationships',
    'B2B',
  ],
  'Software & IT': [
    'JavaScript',
    'TypeScript',
    'React',
    'Node.js',
    'Python',
    'SQL',
    'AWS',
    'Git',
    'REST APIs',
    'testing',
    'CI/CD',
    'troubleshooting',
    'agile',
  ],
  'Writing & Editing': [
    'copywriting',
    'editing',
    'proofreading',
    'content strategy',
    'AP style',
    'SEO',
    'research',
    'storytelling',
    'WordPress',
    'technical writing',
    'deadlines',
    'grant writing',
  ],
  'Design & Creative': [
    'Figma',
    'Adobe Creative Suite',
    'Photoshop',
    'Illustrator',
    'UX',
    'UI',
    'branding',
    'typography',
    'wireframes',
    'prototyping',
    'user research',
    'design systems',
  ],
} as const satisfies Record<string, readonly string[]>;

export type CritiqueIndustry = keyof typeof CRITIQUE_INDUSTRIES;
export const CRITIQUE_INDUSTRY_NAMES = Object.keys(CRITIQUE_INDUSTRIES) as CritiqueIndustry[];

export function isCritiqueIndustry(value: unknown): value is CritiqueIndustry {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(CRITIQUE_INDUSTRIES, value);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * True when the text holds the keyword as whole words, ignoring case ('SQL' is not found in
 * 'PostgreSQLs'); the words of a keyword may be split by any whitespace, as a line break in a
 * resume's extracted text splits 'general ledger'.
 */
export function textHasKeyword(text: string, keyword: string): boolean {
  const words = escapeRegExp(keyword).split(/\s+/).join('\\s+');
  const pattern = new RegExp(`(^|[^\\p{L}\\p{N}])${words}($|[^\\p{L}\\p{N}])`, 'iu');
  return pattern.test(text);
}

/** The Keywords section's prefill: the industry's keyword list, and those the resume's text does not hold. */
export function prefillKeywords(
  resumeText: string | null,
  industry: CritiqueIndustry,
): { industryKeywords: string[]; missingKeywords: string[] } {
  const industryKeywords = [...CRITIQUE_INDUSTRIES[industry]];
  const text = resumeText ?? '';
  return { industryKeywords, missingKeywords: industryKeywords.filter((keyword) => !textHasKeyword(text, keyword)) };
}

// ---------------------------------------------------------------- the industry comparison

/** Completed critiques an industry needs before the comparison shows figures. */
export const INDUSTRY_COMPARISON_MINIMUM = 20;

/**
 * The critique's percentile among the completed critiques of its industry (itself included): the
 * share scoring below it plus half the share scoring the same, as a whole number from 0 to 100.
 */
export function scorePercentile(score: number, industryScores: readonly number[]): number {
  if (industryScores.length === 0) return 0;
  let below = 0;
  let same = 0;
  for (const other of industryScores) {
    if (other < score) below += 1;
    else if (other === score) same += 1;
  }
  return Math.round(((below + same / 2) / industryScores.length) * 100);
}

/** How many areas the comparison names on each side. */
export const COMPARISON_AREAS = 2;

/**
 * The critique's top performing and improvement areas: its sections ranked by how far each score
 * lies above the industry's average for that section; the best COMPARISON_AREAS at or above the
 * average are top performing, the worst COMPARISON_AREAS below it need improvement (section labels).
 */
export function comparisonAreas(
  scores: Record<CritiqueSectionKey, number>,
  industryAverages: Record<CritiqueSectionKey, number>,
): { topPerformingAreas: string[]; improvementAreas: string[] } {
  const ranked = CRITIQUE_SECTIONS.map((key) => ({ key, lead: scores[key] - industryAverages[key] })).sort(
    (a, b) => b.lead - a.lead || CRITIQUE_SECTIONS.indexOf(a.key) - CRITIQUE_SECTIONS.indexOf(b.key),
  );
  return {
    topPerformingAreas: ranked
      .filter((area) => area.lead >= 0)
      .slice(0, COMPARISON_AREAS)
      .map((area) => CRITIQUE_SECTION_LABELS[area.key]),
    improvementAreas: ranked
      .filter((area) => area.lead < 0)
      .reverse()
      .slice(0, COMPARISON_AREAS)
      .map((area) => CRITIQUE_SECTION_LABELS[area.key]),
  };
}

// ---------------------------------------------------------------- what a critique costs

/** The price of one critique bought on its own, in cents. */
export const CRITIQUE_PRICE_CENTS = 4900;
/** The catalogue id of a bought critique (its charges and receipts name it). */
export const CRITIQUE_PRODUCT_ID = 'resume-critique';
export const CRITIQUE_PRODUCT_NAME = 'Resume Critique';
/** The plans that include one critique per plan period (their plan card texts stay as they are). */
export const CRITIQUE_INCLUDING_PLANS = ['vip-platinum', 'annual-platinum'] as const;

export function planIncludesCritique(membershipPlan: string): boolean {
  return (CRITIQUE_INCLUDING_PLANS as readonly string[]).includes(membershipPlan);
}

/**
 * Which way the caller's next request is paid, said on the page before they request:
 * - included: their platinum plan's critique of the current period is unused;
 * - purchase: bought for CRITIQUE_PRICE_CENTS with the default card (cardLast4 null: no default card
 *   yet, so the page links to the payment methods first);
 * - unavailable: card payments are off and nothing is included.
 */
export type CritiqueEntitlement =
  | { kind: 'included'; planName: string; periodEndsAt: string }
  | {
      kind: 'purchase';
      priceCents: number;
      cardBrand: string | null;
      cardLast4: string | null;
      /** Set when the plan includes critiques but this period's is used: when the next one is included. */
      includedAgainAt: string | null;
    }
  | { kind: 'unavailable' };

/** The page's sentence about the entitlement. */
export function critiqueEntitlementText(entitlement: CritiqueEntitlement): string {
  if (entitlement.kind === 'included')
    return `Your ${entitlement.planName} plan includes one critique each plan period. This one is included.`;
  if (entitlement.kind === 'unavailable') return CRITIQUE_MESSAGES.paymentsUnavailable;
  const price = `$${(entitlement.priceCents / 100).toFixed(2)}`;
  const card =
    entitlement.cardLast4 === null
      ? ' Add a default card first.'
      : ` It is charged to your ${entitlement.cardBrand ?? 'card'} ending in ${entitlement.cardLast4}.`;
  return `A critique costs ${price}.${card}`;
}

/** The plan name for the included text ('VIP Platinum Mom Professional'). */
export function critiquePlanName(membershipPlan: string): string {
  return subscriptionPlan(membershipPlan)?.name ?? membershipPlan;
}

// ---------------------------------------------------------------- limits and texts

export const CRITIQUE_LIMITS = {
  targetRoleMax: 120,
  notesMax: 2_000,
  feedbackItemMax: 1_000,
  feedbackItemsMax: 20,
  reviewerTextMax: 5_000,
  keywordMax: 60,
  keywordsMax: 60,
  recommendationsMax: 20,
  recommendationTitleMax: 120,
  recommendationDescriptionMax: 1_000,
  recommendationImpactMax: 200,
  /** A claim untouched this long lapses, and another reviewer may claim the request. */
  claimHours: 24,
} as const;

export const CRITIQUE_MESSAGES = {
  // Page and tabs.
  pageTitle: 'Resume Critiques',
  requestTab: 'Request a Critique',
  resultsTab: 'My Critiques',
  // Fixed wording: the results screen.
  downloadReport: 'Download Report (PDF)',
  overallScore: 'Overall Score',
  industryComparison: 'Industry Comparison',
  detailedAnalysis: 'Detailed Analysis',
  detailedFeedback: 'Detailed Feedback from Reviewer',
  recommendations: 'Recommendations',
  nextSteps: 'Next Steps',
  requestAnother: 'Request Another Critique',
  // The comparison without enough data.
  notEnoughToCompare: (industry: string, count: number) =>
    `Not enough completed critiques in ${industry} yet to compare (${count} of ${INDUSTRY_COMPARISON_MINIMUM}).`,
  // The request form.
  resumeRequired: 'Please choose a resume',
  resumeNotFound: 'Resume not found',
  resumeNotReady: 'This resume is still being processed. Please try again in a minute.',
  targetRoleRequired: 'Please enter the role you are aiming for',
  targetRoleTooLong: `Target role must be at most ${CRITIQUE_LIMITS.targetRoleMax} characters`,
  industryRequired: 'Please choose an industry',
  notesTooLong: `Notes must be at most ${CRITIQUE_LIMITS.notesMax.toLocaleString('en-US')} characters`,
  submit: 'Request Critique',
  requested: 'Your critique is requested. We will e-mail you when it is ready.',
  // Paying.
  cardRequired: 'Please add a default card before requesting a critique.',
  paymentDeclined: 'Your card was declined. Please use another card.',
  paymentsUnavailable: 'Card payments are not available right now. Please try again later.',
  // Reading.
  notFound: 'Critique not found',
  notCompleted: 'This critique is not completed yet',
  reportNotReady: 'Your report is being prepared. Please try again in a minute.',
  // The reviewer's workbench.
  claimedByOther: (name: string) => `${name} is reviewing this critique`,
  claimRequired: 'Claim this critique before you edit it',
  alreadyCompleted: 'This critique is completed',
  statusInvalid: 'status must be requested, in_review or completed',
  scoreInvalid: 'Score must be a whole number from 0 to 100',
  scoreRequired: 'Please give a score from 0 to 100',
  reviewerTextRequired: 'Please write your feedback for the seeker',
  reviewerTextTooLong: `Feedback must be at most ${CRITIQUE_LIMITS.reviewerTextMax.toLocaleString('en-US')} characters`,
  itemInvalid: `Each item must be text of at most ${CRITIQUE_LIMITS.feedbackItemMax.toLocaleString('en-US')} characters`,
  tooManyItems: `At most ${CRITIQUE_LIMITS.feedbackItemsMax} items`,
  keywordInvalid: `Each keyword must be text of at most ${CRITIQUE_LIMITS.keywordMax} characters`,
  tooManyKeywords: `At most ${CRITIQUE_LIMITS.keywordsMax} keywords`,
  tooManyRecommendations: `At most ${CRITIQUE_LIMITS.recommendationsMax} recommendations`,
  recommendationTitleRequired: 'Please give the recommendation a title',
  recommendationTitleTooLong: `Title must be at most ${CRITIQUE_LIMITS.recommendationTitleMax} characters`,
  recommendationDescriptionTooLong: `Description must be at most ${CRITIQUE_LIMITS.recommendationDescriptionMax.toLocaleString('en-US')} characters`,
  recommendationImpactTooLong: `Impact must be at most ${CRITIQUE_LIMITS.recommendationImpactMax} characters`,
  priorityInvalid: 'Priority must be high, medium or low',
  categoryInvalid: `Category must be one of ${RECOMMENDATION_CATEGORIES.join(', ')}`,
  saved: 'Draft saved',
  completed: 'Critique completed. The seeker has been told.',
  // E-mails.
  receivedSubject: 'We received your resume critique request',
  readySubject: 'Your resume critique is ready',
  /** The notification of a completed critique (under the bell and in the digest). */
  readyNotification: (targetRole: string) => `Your resume critique for ${targetRole} is ready`,
} as const;

// ---------------------------------------------------------------- shapes

/** One scored section as the seeker reads it. For content, feedback[0] is the reviewer's free text. */
export interface CritiqueSection {
  score: number;
  feedback: string[];
  suggestions: string[];
}

export interface KeywordsSection extends CritiqueSection {
  missingKeywords: string[];
  industryKeywords: string[];
}

export interface CritiqueSections {
  formatting: CritiqueSection;
  content: CritiqueSection;
  keywords: KeywordsSection;
  experience: CritiqueSection;
  skills: CritiqueSection;
}

export interface CritiqueRecommendation {
  title: string;
  description: string;
  priority: RecommendationPriority;
  impact: string;
  /** A section's label, or 'Custom' for the reviewer's own. */
  category: string;
}

/**
 * The comparison with completed critiques of the same industry. percentile and averageScore are
 * null (and the areas empty) while the industry has fewer than INDUSTRY_COMPARISON_MINIMUM;
 * completedInIndustry says how many it has.
 */
export interface IndustryComparison {
  percentile: number | null;
  averageScore: number | null;
  topPerformingAreas: string[];
  improvementAreas: string[];
  completedInIndustry: number;
}

export interface CritiqueAnalysis {
  overallScore: number;
  industryComparison: IndustryComparison;
}

/** GET /api/seeker/critiques/{requestId}: the request, and once completed its analysis, sections and recommendations. */
export interface ResumeCritique {
  requestId: string;
  status: CritiqueStatus;
  requestedAt: string;
  /** ISO 8601; null until completed. */
  completedAt: string | null;
  targetRole: string;
  targetIndustry: CritiqueIndustry;
  /** The reviewer who completed it; null until then. */
  reviewerName: string | null;
  notes: string;
  resume: { id: string; name: string } | null;
  analysis: CritiqueAnalysis | null;
  sections: CritiqueSections | null;
  recommendations: CritiqueRecommendation[];
  /** True once the PDF report of the current version is stored. */
  reportReady: boolean;
}

/** A line of the seeker's list. */
export interface CritiqueRequestSummary {
  requestId: string;
  status: CritiqueStatus;
  requestedAt: string;
  completedAt: string | null;
  targetRole: string;
  targetIndustry: CritiqueIndustry;
  resumeName: string | null;
  overallScore: number | null;
}

/** GET /api/seeker/critiques. */
export interface CritiquesPage {
  critiques: CritiqueRequestSummary[];
  entitlement: CritiqueEntitlement;
}

/** POST /api/seeker/critiques. */
export interface CritiqueRequestInput {
  resumeId: string;
  targetRole: string;
  targetIndustry: CritiqueIndustry | '';
  notes: string;
}

/** 201 of POST /api/seeker/critiques: the request, and what was charged (null when the plan included it). */
export interface RequestCritiqueResponse {
  critique: CritiqueRequestSummary;
  charge: { amountCents: number; receiptNumber: string | null } | null;
}

/** GET /api/seeker/critiques/{requestId}/report: a short-lived signed link to resume-critique-{requestId}.pdf. */
export interface CritiqueReportLink {
  url: string;
}

/** The PDF's file name. */
export function critiqueReportFileName(requestId: string): string {
  return `resume-critique-${requestId}.pdf`;
}

/** A line of the reviewers' queue. */
export interface CritiqueQueueItem {
  requestId: string;
  status: CritiqueStatus;
  requestedAt: string;
  completedAt: string | null;
  seekerName: string;
  targetRole: string;
  targetIndustry: CritiqueIndustry;
  /** The reviewer holding an unexpired claim, or null. */
  claimedBy: { id: string; name: string } | null;
  claimExpiresAt: string | null;
}

/** GET /api/admin/critiques: open requests oldest first (status=completed lists the completed ones, newest first). */
export interface CritiqueQueue {
  items: CritiqueQueueItem[];
}

/** The reviewer's scoring of one section (the keywords section also lists keywords). */
export interface CritiqueSectionInput {
  /** Null in a draft that has no score yet. */
  score: number | null;
  feedback: string[];
  suggestions: string[];
}

export interface KeywordsSectionInput extends CritiqueSectionInput {
  missingKeywords: string[];
  industryKeywords: string[];
}

/** PUT .../draft and POST .../complete: the whole review. reviewerText becomes the first content feedback item. */
export interface CritiqueReviewInput {
  reviewerText: string;
  sections: {
    formatting: CritiqueSectionInput;
    content: CritiqueSectionInput;
    keywords: KeywordsSectionInput;
    experience: CritiqueSectionInput;
    skills: CritiqueSectionInput;
  };
  recommendations: CritiqueRecommendation[];
}

/** The reviewer's screen: the request, its claim, the resume's text and the review so far (prefilled when new). */
export interface CritiqueWorkbench {
  item: CritiqueQueueItem;
  notes: string;
  resume: { id: string; name: string } | null;
  /** The resume's extracted text, null when the worker could not read it. */
  resumeText: string | null;
  review: CritiqueReviewInput;
  /** The overall score of the review's scores, null while a score is missing. */
  overallScore: number | null;
  /** True when the caller holds the claim and may save. */
  claimedByMe: boolean;
}

/** An empty review with the Keywords section prefilled from the resume's text. */
export function emptyCritiqueReview(resumeText: string | null, industry: CritiqueIndustry): CritiqueReviewInput {
  const blank = (): CritiqueSectionInput => ({ score: null, feedback: [], suggestions: [] });
  return {
    reviewerText: '',
    sections: {
      formatting: blank(),
      content: blank(),
      keywords: { ...blank(), ...prefillKeywords(resumeText, industry) },
      experience: blank(),
      skills: blank(),
    },
    recommendations: [],
  };
}

/** The overall score of a review, or null while a section has no score. */
export function reviewOverallScore(review: CritiqueReviewInput): number | null {
  const scores = {} as Record<CritiqueSectionKey, number>;
  for (const key of CRITIQUE_SECTIONS) {
    const score = review.sections[key].score;
    if (score === null) return null;
    scores[key] = score;
  }
  return overallCritiqueScore(scores);
}

// ---------------------------------------------------------------- validators

/** The request form's and POST /api/seeker/critiques' checks. */
export function validateCritiqueRequest(input: Partial<Record<keyof CritiqueRequestInput, unknown>>): FieldErrors {
  const errors: FieldErrors = {};
  if (typeof input.resumeId !== 'string' || input.resumeId.trim() === '')
    errors.resumeId = [CRITIQUE_MESSAGES.resumeRequired];
  const role = textFieldError(input.targetRole, {
    required: CRITIQUE_MESSAGES.targetRoleRequired,
    max: CRITIQUE_LIMITS.targetRoleMax,
    tooLong: CRITIQUE_MESSAGES.targetRoleTooLong,
  });
  if (role) errors.targetRole = [role];
  if (!isCritiqueIndustry(input.targetIndustry)) errors.targetIndustry = [CRITIQUE_MESSAGES.industryRequired];
  if (input.notes !== undefined && input.notes !== null) {
    const notes = textFieldError(input.notes, {
      max: CRITIQUE_LIMITS.notesMax,
      tooLong: CRITIQUE_MESSAGES.notesTooLong,
      multiLine: true,
    });
    if (notes) errors.notes = [notes];
  }
  return errors;
}

function isScore(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 100;
}

function textListError(value: unknown, itemMax: number, countMax: number, itemMessage: string, countMessage: string) {
  if (!Array.isArray(value)) return itemMessage;
  if (value.length > countMax) return countMessage;
  const bad = value.some(
    (item) =>
      typeof item !== 'string' ||
      item.trim() === '' ||
      item.trim().length > itemMax ||
      hasForbiddenCharacters(item, true),
  );
  return bad ? itemMessage : null;
}

/**
 * The workbench form's and the draft/complete routes' checks. A draft may leave scores and the
 * reviewer's text empty; completing needs every score and the text. Field keys are paths:
 * 'reviewerText', 'sections.keywords.score', 'sections.content.feedback', 'recommendations.2.title'.
 */
export function validateCritiqueReview(input: unknown, mode: 'draft' | 'complete'): FieldErrors {
  const errors: FieldErrors = {};
  const review = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  const text = textFieldError(review.reviewerText, {
    required: mode === 'complete' ? CRITIQUE_MESSAGES.reviewerTextRequired : undefined,
    max: CRITIQUE_LIMITS.reviewerTextMax,
    tooLong: CRITIQUE_MESSAGES.reviewerTextTooLong,
    multiLine: true,
  });
  if (text) errors.reviewerText = [text];
  else if (review.reviewerText !== undefined && typeof review.reviewerText !== 'string')
    errors.reviewerText = [CRITIQUE_MESSAGES.reviewerTextRequired];
  const sections = (typeof review.sections === 'object' && review.sections !== null ? review.sections : {}) as Record<
    string,
    Record<string, unknown> | undefined
  >;
  for (const key of CRITIQUE_SECTIONS) {
    const section = sections[key] ?? {};
    const path = `sections.${key}`;
    const score = section.score;
    if (score === null || score === undefined) {
      if (mode === 'complete') errors[`${path}.score`] = [CRITIQUE_MESSAGES.scoreRequired];
    } else if (!isScore(score)) errors[`${path}.score`] = [CRITIQUE_MESSAGES.scoreInvalid];
    for (const list of ['feedback', 'suggestions'] as const) {
      const error = textListError(
        section[list] ?? [],
        CRITIQUE_LIMITS.feedbackItemMax,
        CRITIQUE_LIMITS.feedbackItemsMax,
        CRITIQUE_MESSAGES.itemInvalid,
        CRITIQUE_MESSAGES.tooManyItems,
      );
      if (error) errors[`${path}.${list}`] = [error];
    }
    if (key === 'keywords') {
      for (const list of ['missingKeywords', 'industryKeywords'] as const) {
        const error = textListError(
          section[list] ?? [],
          CRITIQUE_LIMITS.keywordMax,
          CRITIQUE_LIMITS.keywordsMax,
          CRITIQUE_MESSAGES.keywordInvalid,
          CRITIQUE_MESSAGES.tooManyKeywords,
        );
        if (error) errors[`${path}.${list}`] = [error];
      }
    }
  }
  const recommendations = review.recommendations ?? [];
  if (!Array.isArray(recommendations)) errors.recommendations = [CRITIQUE_MESSAGES.recommendationTitleRequired];
  else if (recommendations.length > CRITIQUE_LIMITS.recommendationsMax)
    errors.recommendations = [CRITIQUE_MESSAGES.tooManyRecommendations];
  else
    recommendations.forEach((raw: unknown, index) => {
      const item = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
      const path = `recommendations.${index}`;
      const title = textFieldError(item.title, {
        required: CRITIQUE_MESSAGES.recommendationTitleRequired,
        max: CRITIQUE_LIMITS.recommendationTitleMax,
        tooLong: CRITIQUE_MESSAGES.recommendationTitleTooLong,
      });
      if (title) errors[`${path}.title`] = [title];
      const description = textFieldError(item.description ?? '', {
        max: CRITIQUE_LIMITS.recommendationDescriptionMax,
        tooLong: CRITIQUE_MESSAGES.recommendationDescriptionTooLong,
        multiLine: true,
      });
      if (description || (item.description !== undefined && typeof item.description !== 'string'))
        errors[`${path}.description`] = [description ?? CRITIQUE_MESSAGES.recommendationDescriptionTooLong];
      const impact = textFieldError(item.impact ?? '', {
        max: CRITIQUE_LIMITS.recommendationImpactMax,
        tooLong: CRITIQUE_MESSAGES.recommendationImpactTooLong,
      });
      if (impact || (item.impact !== undefined && typeof item.impact !== 'string'))
        errors[`${path}.impact`] = [impact ?? CRITIQUE_MESSAGES.recommendationImpactTooLong];
      if (!(RECOMMENDATION_PRIORITIES as readonly unknown[]).includes(item.priority))
        errors[`${path}.priority`] = [CRITIQUE_MESSAGES.priorityInvalid];
      if (!RECOMMENDATION_CATEGORIES.includes(item.category as string))
        errors[`${path}.category`] = [CRITIQUE_MESSAGES.categoryInvalid];
    });
  return errors;
}

/** ?status= of GET /api/admin/critiques: absent lists the open requests. */
export function readCritiqueQueueStatus(value: unknown): { status: CritiqueStatus | null; error: string | null } {
  if (value === undefined || value === '') return { status: null, error: null };
  return (CRITIQUE_STATUSES as readonly unknown[]).includes(value)
    ? { status: value as CritiqueStatus, error: null }
    : { status: null, error: CRITIQUE_MESSAGES.statusInvalid };
}
