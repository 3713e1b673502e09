import { type CritiqueReviewInput, emptyCritiqueReview, INDUSTRY_COMPARISON_MINIMUM } from '@marketplace/contracts';
import {
  includedPeriodKey,
  isReportReady,
  toCritiqueSummary,
  toIndustryComparison,
  toQueueItem,
  toResumeCritique,
  toReviewScores,
} from './critiques.mapper';
import type { CritiqueRecord, IndustryStatistics } from './critiques.repository';

const NOW = new Date('2026-11-28T12:00:00.000Z');

function review(scores: [number, number, number, number, number]): CritiqueReviewInput {
  const base = emptyCritiqueReview('Excel and QuickBooks', 'Accounting & Finance');
  const [formatting, content, keywords, experience, skills] = scores;
  return {
    reviewerText: 'A solid resume.',
    sections: {
      formatting: { ...base.sections.formatting, score: formatting, feedback: ['Clean'] },
      content: { ...base.sections.content, score: content, feedback: ['Results first'], suggestions: ['Numbers'] },
      keywords: { ...base.sections.keywords, score: keywords },
      experience: { ...base.sections.experience, score: experience },
      skills: { ...base.sections.skills, score: skills },
    },
    recommendations: [
      { title: 'Add numbers', description: 'Quantify', priority: 'high', impact: 'More calls', category: 'Content' },
    ],
  };
}

function record(overrides: Partial<CritiqueRecord> = {}): CritiqueRecord {
  return {
    id: '00000000-0000-4000-8000-000000000c01',
    seekerId: '00000000-0000-4000-8000-000000000d01',
    seekerName: 'Sol Seeker',
    seekerEmail: 'sol@example.com',
    resumeId: '00000000-0000-4000-8000-000000000a11',
    resumeName: 'Bookkeeping CV',
    targetRole: 'Bookkeeper',
    targetIndustry: 'Accounting & Finance',
    notes: 'Gap year',
    status: 'requested',
    requestedAt: new Date('2026-11-20T10:00:00.000Z'),
    chargeId: null,
    includedPeriodKey: null,
    claimedById: null,
    claimedByName: null,
    claimExpiresAt: null,
    review: null,
    overallScore: null,
    reviewerId: null,
    reviewerName: null,
    completedAt: null,
    version: 0,
    reportKey: null,
    reportVersion: null,
    updatedAt: new Date('2026-11-20T10:00:00.000Z'),
    ...overrides,
  };
}

/** Statistics of `count` critiques all scoring `score` overall and `section` in every section. */
function statistics(count: number, score: number, section: number): IndustryStatistics {
  return {
    count,
    overallScores: count === 0 ? [] : [{ score, count }],
    averageOverall: count === 0 ? null : score,
    sectionAverages:
      count === 0
        ? null
        : { formatting: section, content: section, keywords: section, experience: section, skills: section },
  };
}

describe('critiques mapper', () => {
  it('keys the included critique by subscription and period start', () => {
    expect(includedPeriodKey({ subscriptionId: 'sub-1', periodStart: new Date('2026-11-01T00:00:00.000Z') })).toBe(
      'sub-1:2026-11-01T00:00:00.000Z',
    );
  });

  it('reads the overall score of complete scores only', () => {
    expect(toReviewScores(review([80, 90, 70, 60, 100])).overall).toBe(79);
    const draft = review([80, 90, 70, 60, 100]);
    draft.sections.skills.score = null;
    expect(toReviewScores(draft)).toMatchObject({ skills: null, overall: null, formatting: 80 });
  });

  it('shows no comparison figures below the minimum, only how many there are', () => {
    const comparison = toIndustryComparison(
      { formatting: 80, content: 80, keywords: 80, experience: 80, skills: 80 },
      80,
      statistics(INDUSTRY_COMPARISON_MINIMUM - 1, 70, 70),
    );
    expect(comparison).toEqual({
      percentile: null,
      averageScore: null,
      topPerformingAreas: [],
      improvementAreas: [],
      completedInIndustry: INDUSTRY_COMPARISON_MINIMUM - 1,
    });
  });

  it('places the critique among its industry and names its areas against the section averages', () => {
    const stats: IndustryStatistics = {
      count: 20,
      // 10 below 75, 2 at 75 (this one included), 8 above.
      overallScores: [
        { score: 60, count: 10 },
        { score: 75, count: 2 },
        { score: 90, count: 8 },
      ],
      averageOverall: 74.5,
      sectionAverages: { formatting: 70, content: 70, keywords: 70, experience: 70, skills: 70 },
    };
    const comparison = toIndustryComparison(
      { formatting: 90, content: 80, keywords: 60, experience: 65, skills: 70 },
      75,
      stats,
    );
    expect(comparison).toEqual({
      percentile: 55,
      averageScore: 75,
      topPerformingAreas: ['Formatting', 'Content'],
      improvementAreas: ['Keywords', 'Experience'],
      completedInIndustry: 20,
    });
  });

  it('hides the analysis of a critique that is not completed', () => {
    const critique = toResumeCritique(record({ status: 'in_review', review: review([1, 2, 3, 4, 5]) }), null);
    expect(critique).toMatchObject({
      status: 'in_review',
      analysis: null,
      sections: null,
      recommendations: [],
      reviewerName: null,
      completedAt: null,
      reportReady: false,
      resume: { name: 'Bookkeeping CV' },
    });
  });

  it("puts the reviewer's text first in the content feedback of a completed critique", () => {
    const completed = record({
      status: 'completed',
      review: review([80, 90, 70, 60, 100]),
      overallScore: 79,
      reviewerName: 'Ada Admin',
      completedAt: NOW,
      version: 2,
      reportKey: 'critiques/x/report-v1.pdf',
      reportVersion: 1,
    });
    const comparison = toIndustryComparison(
      { formatting: 80, content: 90, keywords: 70, experience: 60, skills: 100 },
      79,
      statistics(3, 70, 70),
    );
    const critique = toResumeCritique(completed, comparison);
    expect(critique.sections?.content.feedback).toEqual(['A solid resume.', 'Results first']);
    expect(critique.sections?.keywords.industryKeywords).toContain('QuickBooks');
    expect(critique.sections?.keywords.missingKeywords).not.toContain('QuickBooks');
    expect(critique.analysis).toEqual({ overallScore: 79, industryComparison: comparison });
    expect(critique.recommendations).toHaveLength(1);
    expect(critique.reviewerName).toBe('Ada Admin');
    // The stored report is of version 1; the critique changed since.
    expect(critique.reportReady).toBe(false);
    expect(isReportReady({ ...completed, reportVersion: 2 })).toBe(true);
  });

  it('keeps the resume name after the resume is deleted, and the score only once completed', () => {
    expect(toResumeCritique(record({ resumeId: null }), null).resume).toBeNull();
    expect(toCritiqueSummary(record({ resumeId: null, overallScore: 50 }))).toMatchObject({
      resumeName: 'Bookkeeping CV',
      overallScore: null,
    });
  });

  it('shows a claim in the queue only while it runs', () => {
    const claimed = record({
      claimedById: '00000000-0000-4000-8000-000000000a01',
      claimedByName: 'Ada Admin',
      claimExpiresAt: new Date(NOW.getTime() + 1000),
    });
    expect(toQueueItem(claimed, NOW).claimedBy).toEqual({ id: claimed.claimedById, name: 'Ada Admin' });
    expect(toQueueItem(claimed, new Date(NOW.getTime() + 2000))).toMatchObject({
      claimedBy: null,
      claimExpiresAt: null,
    });
  });
});
