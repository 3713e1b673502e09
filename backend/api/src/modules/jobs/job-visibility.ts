import type { JobStatus } from '@marketplace/contracts';

/**
 * Statuses in which a job may be opened by anyone: live, and closed after being live (shown as no
 * longer open). Drafts, jobs in review and rejected jobs never are.
 */
export const SHOWN_STATUSES: readonly JobStatus[] = ['approved', 'expired', 'filled', 'archived'];

/**
 * Whether anyone may see the job (detail, public page, saved jobs). The status alone is not enough:
 * archiving a draft or a job in review gives it a closed status without an admin ever seeing it, so
 * the job must also carry the approval of its current content. The SQL twin is shownJobCondition.
 */
export function isShownJob(job: { status: string; approvedAt: Date | null }): boolean {
  return (SHOWN_STATUSES as readonly string[]).includes(job.status) && job.approvedAt !== null;
}
