/** Job names on QUEUES.jobs (the worker's jobs housekeeping). */
export const JOBS_QUEUE_JOBS = {
  /** Marks approved jobs past expires_at as expired. */
  expireListings: 'expire-listings',
  /** E-mails the job alerts that are due. */
  sendJobAlerts: 'send-job-alerts',
} as const;
export type JobsQueueJobName = (typeof JOBS_QUEUE_JOBS)[keyof typeof JOBS_QUEUE_JOBS];

export const EXPIRE_LISTINGS_SCHEDULER_ID = 'jobs-expire-listings';
/** Public reads already hide jobs past expires_at; the sweep makes the status say so within minutes. */
export const EXPIRE_LISTINGS_EVERY_MS = 5 * 60_000;

export const SEND_JOB_ALERTS_SCHEDULER_ID = 'jobs-send-alerts';
/** Alerts are daily or weekly; an hourly pass sends each within the hour it falls due. */
export const SEND_JOB_ALERTS_EVERY_MS = 60 * 60_000;
