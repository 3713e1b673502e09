import type { NotificationKind } from '@marketplace/contracts';
import { defineQueue } from '../../infrastructure/queue/queue-definition';
import { QUEUES } from '../../infrastructure/queue/queue.constants';

/** Job names on QUEUES.applications (handled by ApplicationsProcessor in worker.ts). */
export const APPLICATION_JOBS = {
  /**
   * One notification to a seeker about their application (received, reviewed, moved to interview,
   * hired or not selected), with its status e-mail as the e-mail channel. The name predates the
   * notification center and stays, so jobs queued before an upgrade still find their handler.
   */
  statusEmail: 'status-email',
  /** The notification of a new applicant to each employer of the job's company. */
  newApplicant: 'new-applicant',
} as const;

/** The notifications a seeker gets about their application. */
export type ApplicationNotificationKind = Extract<
  NotificationKind,
  | 'application-received'
  | 'application-reviewed'
  | 'application-interview'
  | 'application-hired'
  | 'application-not-selected'
>;

/** Those with a status e-mail of their own; 'application-reviewed' goes as the center's plain notification mail. */
export type ApplicationEmailKind = Exclude<ApplicationNotificationKind, 'application-reviewed'>;

/** Data of a status job: the notification is about the change to the application's status at `changedAt`. */
export interface StatusEmailJob {
  kind: ApplicationNotificationKind;
  applicationId: string;
  /** ISO time of the change (of applying, for application-received): it goes only while it is still the latest. */
  changedAt: string;
}

/** One job per application, kind and change, however often its event is handled (a BullMQ job id). */
export function statusEmailJobId({ kind, applicationId, changedAt }: StatusEmailJob): string {
  return `${kind}-${applicationId}-${Date.parse(changedAt)}`;
}

/** Data of a new-applicant job: the application just submitted. */
export interface NewApplicantJob {
  applicationId: string;
}

/** One job per application (a BullMQ job id), also the notifications' dedupe key. */
export function newApplicantJobId({ applicationId }: NewApplicantJob): string {
  return `new-applicant-${applicationId}`;
}

/**
 * The applications queue as data: its jobs (handled by ApplicationsProcessor), two at a time, no
 * schedules. It once had the employers' own daily digest of new applicants, now part of the
 * notification center's digest; the worker removes that schedule from Redis on start.
 */
export const APPLICATIONS_QUEUE = defineQueue({
  queue: QUEUES.applications,
  jobs: APPLICATION_JOBS,
  concurrency: 2,
  retiredSchedules: ['applications-applicants-digest'],
});
