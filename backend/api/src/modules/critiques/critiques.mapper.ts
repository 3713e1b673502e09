import {
  comparisonAreas,
  CRITIQUE_SECTIONS,
  type CritiqueIndustry,
  type CritiqueQueueItem,
  type CritiqueRequestSummary,
  type CritiqueReviewInput,
  type CritiqueSection,
  type CritiqueSectionKey,
  type CritiqueSections,
  type IndustryComparison,
  INDUSTRY_COMPARISON_MINIMUM,
  type ResumeCritique,
  reviewOverallScore,
  scorePercentile,
} from '@marketplace/contracts';
import type { CritiqueRecord, IndustryStatistics, ReviewScores } from './critiques.repository';

/** The plan period's key of its included critique: one per subscription and period start. */
export function includedPeriodKey(period: { subscriptionId: string; periodStart: Date }): string {
  return `${period.subscriptionId}:${period.periodStart.toISOString()}`;
}

/** True once the PDF report of the critique's current version is stored. */
export function isReportReady(record: Pick<CritiqueRecord, 'version' | 'reportVersion' | 'reportKey'>): boolean {
  return record.version > 0 && record.reportKey !== null && record.reportVersion === record.version;
}

/** A review's scores as the columns keep them, with the overall score (null while a score is missing). */
export function toReviewScores(review: CritiqueReviewInput): ReviewScores {
  const scores = Object.fromEntries(CRITIQUE_SECTIONS.map((key) => [key, review.sections[key].score])) as Record<
    CritiqueSectionKey,
    number | null
  >;
  return { ...scores, overall: reviewOverallScore(review) };
}

/** A line of the seeker's list. */
export function toCritiqueSummary(record: CritiqueRecord): CritiqueRequestSummary {
  return {
    requestId: record.id,
    status: record.status,
    requestedAt: record.requestedAt.toISOString(),
    completedAt: record.completedAt?.toISOString() ?? null,
    targetRole: record.targetRole,
    targetIndustry: record.targetIndustry as CritiqueIndustry,
    resumeName: record.resumeName,
    overallScore: record.status === 'completed' ? record.overallScore : null,
  };
}

/** A line of the reviewers' queue; a lapsed claim is no claim. */
export function toQueueItem(record: CritiqueRecord, now: Date): CritiqueQueueItem {
  const { claimedById, claimExpiresAt } = record;
  const held = claimedById !== null && claimExpiresAt !== null && claimExpiresAt > now;
  return {
    requestId: record.id,
    status: record.status,
    requestedAt: record.requestedAt.toISOString(),
    completedAt: record.completedAt?.toISOString() ?? null,
    seekerName: record.seekerName,
    targetRole: record.targetRole,
    targetIndustry: record.targetIndustry as CritiqueIndustry,
    claimedBy: held ? { id: claimedById, name: record.claimedByName ?? '' } : null,
    claimExpiresAt: held ? claimExpiresAt.toISOString() : null,
  };
}

/**
 * The comparison of a completed critique with its industry's completed critiques (itself
 * included): figures only once the industry has INDUSTRY_COMPARISON_MINIMUM of them.
 */
export function toIndustryComparison(
  scores: Record<CritiqueSectionKey, number>,
  overallScore: number,
  statistics: IndustryStatistics,
): IndustryComparison {
  const { count, sectionAverages, averageOverall } = statistics;
  if (count < INDUSTRY_COMPARISON_MINIMUM || sectionAverages === null || averageOverall === null)
    return {
      percentile: null,
      averageScore: null,
      topPerformingAreas: [],
      improvementAreas: [],
      completedInIndustry: count,
    };
  const industryScores = statistics.overallScores.flatMap(({ score, count: times }) =>
    Array.from({ length: times }, () => score),
  );
  return {
    percentile: scorePercentile(overallScore, industryScores),
    averageScore: Math.round(averageOverall),
    ...comparisonAreas(scores, sectionAverages),
    completedInIndustry: count,
  };
}

/** The sections of a completed review as the seeker reads them: the reviewer's text is the first content feedback item. */
export function toCritiqueSections(review: CritiqueReviewInput): CritiqueSections {
  const section = (key: CritiqueSectionKey): CritiqueSection => ({
    score: review.sections[key].score ?? 0,
    feedback: [...review.sections[key].feedback],
    suggestions: [...review.sections[key].suggestions],
  });
  const content = section('content');
  return {
    formatting: section('formatting'),
    content: { ...content, feedback: [review.reviewerText, ...content.feedback] },
    keywords: {
      ...section('keywords'),
      missingKeywords: [...review.sections.keywords.missingKeywords],
      industryKeywords: [...review.sections.keywords.industryKeywords],
    },
    experience: section('experience'),
    skills: section('skills'),
  };
}

/** The section scores of a completed review. */
export function sectionScoresOf(review: CritiqueReviewInput): Record<CritiqueSectionKey, number> {
  return Object.fromEntries(CRITIQUE_SECTIONS.map((key) => [key, review.sections[key].score ?? 0])) as Record<
    CritiqueSectionKey,
    number
  >;
}

/** GET /api/seeker/critiques/{requestId}: the analysis, sections and recommendations only once completed. */
export function toResumeCritique(record: CritiqueRecord, comparison: IndustryComparison | null): ResumeCritique {
  const { review, overallScore } = record;
  const completed = record.status === 'completed' && review !== null && overallScore !== null;
  return {
    requestId: record.id,
    status: record.status,
    requestedAt: record.requestedAt.toISOString(),
    completedAt: completed ? (record.completedAt?.toISOString() ?? null) : null,
    targetRole: record.targetRole,
    targetIndustry: record.targetIndustry as CritiqueIndustry,
    reviewerName: completed ? record.reviewerName : null,
    notes: record.notes,
    resume: record.resumeId === null ? null : { id: record.resumeId, name: record.resumeName },
    analysis: completed && comparison ? { overallScore, industryComparison: comparison } : null,
    sections: completed ? toCritiqueSections(review) : null,
    recommendations: completed ? review.recommendations.map((item) => ({ ...item })) : [],
    reportReady: completed && isReportReady(record),
  };
}
