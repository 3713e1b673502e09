// Builders for the critiques specs only; no page imports them.
import {
  type CritiqueQueueItem,
  type CritiqueReviewInput,
  type CritiqueWorkbench,
  emptyCritiqueReview,
} from '@marketplace/contracts';

/** A queue line for the specs: an unclaimed request for a software role. */
export function buildQueueItem(overrides: Partial<CritiqueQueueItem> = {}): CritiqueQueueItem {
  return {
    requestId: 'crit-1',
    status: 'requested',
    requestedAt: '2026-11-20T09:00:00.000Z',
    completedAt: null,
    seekerName: 'Maya Chen',
    targetRole: 'Frontend Developer',
    targetIndustry: 'Software & IT',
    claimedBy: null,
    claimExpiresAt: null,
    ...overrides,
  };
}

export const RESUME_TEXT = 'Maya Chen\nFrontend developer: React, JavaScript and Git; testing with Jest.';

/** A workbench for the specs, its review prefilled as the server does for a new one. */
export function buildWorkbench(
  overrides: Partial<Omit<CritiqueWorkbench, 'item'>> & { item?: Partial<CritiqueQueueItem> } = {},
): CritiqueWorkbench {
  const { item, ...rest } = overrides;
  const review: CritiqueReviewInput = rest.review ?? emptyCritiqueReview(RESUME_TEXT, 'Software & IT');
  return {
    notes: 'Please look at my project section.',
    resume: { id: 'resume-1', name: 'Maya Chen CV' },
    resumeText: RESUME_TEXT,
    overallScore: null,
    claimedByMe: false,
    ...rest,
    review,
    item: buildQueueItem(item),
  };
}
