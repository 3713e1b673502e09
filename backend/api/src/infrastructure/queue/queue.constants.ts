import type { DefaultJobOptions } from 'bullmq';

/** Every BullMQ queue of the app. Producers and handlers refer to these, never to string literals. */
export const QUEUES = {
  /** Platform housekeeping: heartbeats now; cleanups and renewals later. */
  system: 'system',
  /** Outgoing e-mail (and later other notifications), sent by the worker. */
  notifications: 'notifications',
  /** Accounts work off the request path: password-reset requests, purging ended sessions and tokens. */
  accounts: 'accounts',
  /** Impersonation housekeeping: ending sessions idle for 2 hours. */
  impersonation: 'impersonation',
  /** Jobs housekeeping: expiring listings past their end, e-mailing job alerts, closing the jobs of a company left without employers. */
  jobs: 'jobs',
  /** Uploads: checking and re-encoding confirmed files, removing unconfirmed ones and a deleted account's files. */
  uploads: 'uploads',
  /** Applications: the e-mails about them (status updates to seekers, the employers' daily digest of new applicants). */
  applications: 'applications',
  /** Interviews: cancelling the candidate's calendar invitation once an application is marked not selected (after the undo window). */
  interviews: 'interviews',
  /** Billing: renewing seeker subscriptions (charges on stored cards, retries on the dunning schedule, their e-mails) and re-checking payment notifications. */
  billing: 'billing',
  /** Solo Email Blasts: e-mailing an approved job to the seekers it matches, once per listing. */
  emailBlast: 'email-blast',
  /** Chat: the e-mail to a recipient who stays offline with unread messages. */
  chat: 'chat',
  /** Resume critiques: their PDF reports and the e-mails about them (received, ready). */
  critiques: 'critiques',
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

/** Job names of the system queue (each module keeps its own job names in its <module>.queue.ts). */
export const SYSTEM_JOBS = {
  heartbeat: 'heartbeat',
} as const;

/** Redis key prefix, so the queues can share a Redis with other data. */
export const QUEUE_PREFIX = 'nestwork';

/**
 * Production-safe defaults for every job: a few retries with exponential backoff (1s, 2s, 4s, ...),
 * and bounded history so Redis does not grow without limit.
 */
export const DEFAULT_JOB_OPTIONS: DefaultJobOptions = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 1_000 },
  removeOnComplete: { count: 1_000, age: 24 * 3600 },
  removeOnFail: { count: 5_000, age: 7 * 24 * 3600 },
};

/** The worker keeps one repeating heartbeat scheduled and records each run. */
export const HEARTBEAT_SCHEDULER_ID = 'system-heartbeat';
export const HEARTBEAT_EVERY_MS = 60_000;

/** The job's own timestamp tells when it was requested. */
export interface HeartbeatJobData {
  /** Who asked for it: the schedule, a test, an operator. */
  source: string;
}
