import { NOT_SELECTED_EMAIL_DELAY_SECONDS } from '@marketplace/contracts';
import { defineQueue } from '../../infrastructure/queue/queue-definition';
import { QUEUES } from '../../infrastructure/queue/queue.constants';

/** Job names on QUEUES.interviews (handled by InterviewsProcessor in worker.ts). */
export const INTERVIEW_JOBS = {
  /** Past the bulk undo window: cancels the candidate's invitation if the application is still not selected. */
  cancelAfterRejection: 'cancel-after-rejection',
} as const;

/** Data of a cancel-after-rejection job: the employer who marked the application not selected, and when. */
export interface CancelAfterRejectionJob {
  applicationId: string;
  actorId: string;
  /** ISO time of the status change. */
  rejectedAt: string;
}

/** One job per application and rejection, however often its event is handled (a BullMQ job id). */
export function cancelAfterRejectionJobId({ applicationId, rejectedAt }: CancelAfterRejectionJob): string {
  return `cancel-after-rejection-${applicationId}-${Date.parse(rejectedAt)}`;
}

/**
 * How long a rejection waits before its cancellation is sent, in ms: past the 10-second undo of a
 * bulk change, as the not-selected e-mail waits (the same delay, so both go out together). A
 * provider, so a test can shorten it.
 */
export const INTERVIEW_CANCELLATION_DELAY_MS = Symbol('INTERVIEW_CANCELLATION_DELAY_MS');
export const DEFAULT_INTERVIEW_CANCELLATION_DELAY_MS = NOT_SELECTED_EMAIL_DELAY_SECONDS * 1000;

/** The interviews queue as data: its one job (handled by InterviewsProcessor), two at a time, no schedules. */
export const INTERVIEWS_QUEUE = defineQueue({
  queue: QUEUES.interviews,
  jobs: INTERVIEW_JOBS,
  concurrency: 2,
});
