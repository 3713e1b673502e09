import { defineQueue } from '../../infrastructure/queue/queue-definition';
import { QUEUES } from '../../infrastructure/queue/queue.constants';

/** Jobs of the accounts queue (processed by worker.ts). */
export const ACCOUNT_JOBS = {
  /** Look up the address and, if it has an account, send a reset link: off the request path, so response time tells nothing. */
  passwordResetRequest: 'password-reset-request',
  /** Daily: delete long-ended sessions and expired link tokens. */
  purge: 'purge',
} as const;

export interface PasswordResetRequestJob {
  email: string;
}

export const ACCOUNTS_PURGE_SCHEDULER_ID = 'accounts-purge';
export const ACCOUNTS_PURGE_EVERY_MS = 24 * 3_600_000;

/** The accounts queue as data: its jobs (each with one handler in AccountsProcessor) and the daily purge. */
export const ACCOUNTS_QUEUE = defineQueue({
  queue: QUEUES.accounts,
  jobs: ACCOUNT_JOBS,
  concurrency: 2,
  // One attempt: a failed purge is simply redone by the next day's run.
  schedules: [
    { id: ACCOUNTS_PURGE_SCHEDULER_ID, every: ACCOUNTS_PURGE_EVERY_MS, job: ACCOUNT_JOBS.purge, opts: { attempts: 1 } },
  ],
});
