import { defineQueue } from '../../infrastructure/queue/queue-definition';
import { QUEUES } from '../../infrastructure/queue/queue.constants';

/** Job names on QUEUES.billing (the billing worker). */
export const BILLING_JOBS = {
  /** Renews the subscriptions that are due: charges, retries on the dunning schedule, period-end cancels. */
  renewSubscriptions: 'renew-subscriptions',
} as const;

export const RENEW_SUBSCRIPTIONS_SCHEDULER_ID = 'billing-renew-subscriptions';
/**
 * Renewal dates and retries fall at any time of day; a pass every 15 minutes charges each within a
 * quarter of an hour of its due time, and a pass that finds nothing due costs two index probes.
 */
export const RENEW_SUBSCRIPTIONS_EVERY_MS = 15 * 60_000;

/**
 * The billing queue as data: one job at a time (a second worker process is safe too: every charge
 * attempt is keyed and every change of a subscription is conditional), and the renewal sweep.
 */
export const BILLING_QUEUE = defineQueue({
  queue: QUEUES.billing,
  jobs: BILLING_JOBS,
  concurrency: 1,
  // One attempt: the next pass is the retry (a retried pass would find the same rows anyway).
  schedules: [
    {
      id: RENEW_SUBSCRIPTIONS_SCHEDULER_ID,
      every: RENEW_SUBSCRIPTIONS_EVERY_MS,
      job: BILLING_JOBS.renewSubscriptions,
      opts: { attempts: 1 },
    },
  ],
});
