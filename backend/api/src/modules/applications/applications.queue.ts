import type { EmailKind } from '@marketplace/contracts';
import { defineQueue } from '../../infrastructure/queue/queue-definition';
import { QUEUES } from '../../infrastructure/queue/queue.constants';

/** Job names on QUEUES.applications (handled by ApplicationsProcessor in worker.ts). */
export const APPLICATION_JOBS = {
  /** One status e-mail to a seeker: application received, moved to interview, hired or not selected. */
  statusEmail: 'status-email',
  /** Hourly: sends the daily digests of new applicants that are due (8 AM in each company's time zone). */
  applicantsDigest: 'applicants-digest',
} as const;

/** The application e-mails a seeker gets (a subset of the contracts' EMAIL_KINDS). */
export type ApplicationEmailKind = Extract<
  EmailKind,
  'application-received' | 'application-interview' | 'application-hired' | 'application-not-selected'
>;

/** Data of a status-email job: the mail is about the change to the application's status at `changedAt`. */
export interface StatusEmailJob {
  kind: ApplicationEmailKind;
  applicationId: string;
  /** ISO time of the change (of applying, for application-received): the mail goes only while it is still the latest. */
  changedAt: string;
}

/** One job per application, kind and change, however often its event is handled (a BullMQ job id). */
export function statusEmailJobId({ kind, applicationId, changedAt }: StatusEmailJob): string {
  return `${kind}-${applicationId}-${Date.parse(changedAt)}`;
}

export const APPLICANTS_DIGEST_SCHEDULER_ID = 'applications-applicants-digest';
/** Hourly, so each company's digest goes out within the hour its morning starts, whatever its time zone. */
export const APPLICANTS_DIGEST_EVERY_MS = 60 * 60_000;

/** The applications queue as data: its jobs (handled by ApplicationsProcessor), two at a time, and the hourly digest pass. */
export const APPLICATIONS_QUEUE = defineQueue({
  queue: QUEUES.applications,
  jobs: APPLICATION_JOBS,
  concurrency: 2,
  // One attempt: the next hourly pass is the retry (deliveries already made are recorded and skipped).
  schedules: [
    {
      id: APPLICANTS_DIGEST_SCHEDULER_ID,
      every: APPLICANTS_DIGEST_EVERY_MS,
      job: APPLICATION_JOBS.applicantsDigest,
      opts: { attempts: 1 },
    },
  ],
});
