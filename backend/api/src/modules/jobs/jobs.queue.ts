import type { NotificationKind } from '@marketplace/contracts';
import { defineQueue } from '../../infrastructure/queue/queue-definition';
import { QUEUES } from '../../infrastructure/queue/queue.constants';

/** Job names on QUEUES.jobs (the worker's jobs housekeeping). */
export const JOBS_QUEUE_JOBS = {
  /** Marks approved jobs past expires_at as expired. */
  expireListings: 'expire-listings',
  /** Tells the employers of live jobs whose listing ends within JOB_EXPIRY_NOTICE_DAYS ('job-expiring'). */
  noticeExpiringListings: 'notice-expiring-listings',
  /** E-mails the job alerts that are due. */
  sendJobAlerts: 'send-job-alerts',
  /** Closes the open jobs of a company whose last employer deleted their account. */
  closeCompanyJobs: 'close-company-jobs',
  /** Daily: closes the open jobs of companies left without employers whose closing was never queued. */
  closeOrphanedCompanyJobs: 'close-orphaned-company-jobs',
  /** E-mails the company's employers that an admin approved or rejected one of its jobs. */
  moderationEmail: 'moderation-email',
} as const;

/** The moderation notifications an employer gets (and their e-mails). */
export type JobModerationEmailKind = Extract<NotificationKind, 'job-approved' | 'job-rejected'>;

/** Data of a moderation-email job: the mail is about the admin's decision at `decidedAt`. */
export interface ModerationEmailJob {
  kind: JobModerationEmailKind;
  jobId: string;
  /** ISO time of the decision: the mail goes only while it is still the job's latest. */
  decidedAt: string;
}

/** One moderation-email job per job, kind and decision, however often its event is handled (a BullMQ job id). */
export function moderationEmailJobId({ kind, jobId, decidedAt }: ModerationEmailJob): string {
  return `${kind}-${jobId}-${Date.parse(decidedAt)}`;
}

/** Data of a close-company-jobs job. */
export interface CloseCompanyJobsJob {
  companyId: string;
  /** The deleted employer: the job's id derives from it, so the same deletion never queues twice. */
  userId: string;
}

/** One close-company-jobs job per deleted account, however often its event is handled. */
export function closeCompanyJobsJobId(userId: string): string {
  return `${JOBS_QUEUE_JOBS.closeCompanyJobs}-${userId}`;
}

export const EXPIRE_LISTINGS_SCHEDULER_ID = 'jobs-expire-listings';
/** Public reads already hide jobs past expires_at; the sweep makes the status say so within minutes. */
export const EXPIRE_LISTINGS_EVERY_MS = 5 * 60_000;

export const NOTICE_EXPIRING_LISTINGS_SCHEDULER_ID = 'jobs-notice-expiring-listings';
/** The notice is about days; an hourly pass tells each listing within the hour it comes within reach. */
export const NOTICE_EXPIRING_LISTINGS_EVERY_MS = 60 * 60_000;

export const SEND_JOB_ALERTS_SCHEDULER_ID = 'jobs-send-alerts';
/** Alerts are daily or weekly; an hourly pass sends each within the hour it falls due. */
export const SEND_JOB_ALERTS_EVERY_MS = 60 * 60_000;

export const CLOSE_ORPHANED_COMPANY_JOBS_SCHEDULER_ID = 'jobs-close-orphaned-company-jobs';
export const CLOSE_ORPHANED_COMPANY_JOBS_EVERY_MS = 24 * 60 * 60_000;

/** The jobs queue as data: its jobs (handled by JobsLifecycleProcessor), one at a time, and its sweeps. */
export const JOBS_QUEUE = defineQueue({
  queue: QUEUES.jobs,
  jobs: JOBS_QUEUE_JOBS,
  concurrency: 1,
  // One attempt each: the next pass is the retry.
  schedules: [
    {
      id: EXPIRE_LISTINGS_SCHEDULER_ID,
      every: EXPIRE_LISTINGS_EVERY_MS,
      job: JOBS_QUEUE_JOBS.expireListings,
      opts: { attempts: 1 },
    },
    {
      id: NOTICE_EXPIRING_LISTINGS_SCHEDULER_ID,
      every: NOTICE_EXPIRING_LISTINGS_EVERY_MS,
      job: JOBS_QUEUE_JOBS.noticeExpiringListings,
      opts: { attempts: 1 },
    },
    {
      id: SEND_JOB_ALERTS_SCHEDULER_ID,
      every: SEND_JOB_ALERTS_EVERY_MS,
      job: JOBS_QUEUE_JOBS.sendJobAlerts,
      opts: { attempts: 1 },
    },
    {
      id: CLOSE_ORPHANED_COMPANY_JOBS_SCHEDULER_ID,
      every: CLOSE_ORPHANED_COMPANY_JOBS_EVERY_MS,
      job: JOBS_QUEUE_JOBS.closeOrphanedCompanyJobs,
      opts: { attempts: 1 },
    },
  ],
});
