import { defineQueue } from '../../infrastructure/queue/queue-definition';
import { QUEUES } from '../../infrastructure/queue/queue.constants';
import type { GatewayVerdict } from './webhooks/capture-reconciliation';

/** Job names on QUEUES.billing (the billing worker). */
export const BILLING_JOBS = {
  /** Renews the subscriptions that are due: charges, retries on the dunning schedule, period-end cancels. */
  renewSubscriptions: 'renew-subscriptions',
  /** Reminds seekers of the renewals within RENEWAL_REMINDER_DAYS ('renewal-coming'). */
  remindRenewals: 'remind-renewals',
  /** Checks a payment notification again once the charge it names has had time to settle. */
  recheckCapture: 'recheck-capture',
} as const;

/** Data of a recheck-capture job: the notification's facts, never card data. */
export interface RecheckCaptureJob {
  notificationId: string;
  eventType: string;
  /** The gateway's transaction id. */
  transactionId: string;
  /** What the gateway did (a re-check is only queued for money taken or held). */
  verdict: GatewayVerdict;
  /** The invoice number the charge was sent with (invoiceNumberOf), or null. */
  invoiceNumber: string | null;
}

/** One re-check per gateway transaction, however many notifications name it (a BullMQ job id). */
export function recheckCaptureJobId(transactionId: string): string {
  return `recheck-capture-${transactionId}`;
}

/**
 * A notification can reach the API before the purchase that caused it records its transaction id
 * (the gateway posts it as it answers the purchase). Its re-check waits this long, then BullMQ
 * retries it with exponential backoff (5, 10, 20, 40 s more): five checks over about 80 s, far longer
 * than a purchase takes to record the gateway's answer. After the last one it needs an operator.
 */
export const CAPTURE_RECHECK_DELAY_MS = 5_000;
export const CAPTURE_RECHECK_ATTEMPTS = 5;

export const RENEW_SUBSCRIPTIONS_SCHEDULER_ID = 'billing-renew-subscriptions';
/**
 * Renewal dates and retries fall at any time of day; a pass every 15 minutes charges each within a
 * quarter of an hour of its due time, and a pass that finds nothing due costs two index probes.
 */
export const RENEW_SUBSCRIPTIONS_EVERY_MS = 15 * 60_000;

export const REMIND_RENEWALS_SCHEDULER_ID = 'billing-remind-renewals';
/** A reminder is days ahead of its renewal, so an hourly pass is on time; one that finds nothing is an index probe. */
export const REMIND_RENEWALS_EVERY_MS = 60 * 60_000;

/**
 * The billing queue as data: one job at a time (a second worker process is safe too: every charge
 * attempt is keyed and every change of a subscription is conditional), the renewal sweep, the
 * renewal reminders, and the re-checks of payment notifications (quick reads; one waiting behind a sweep only checks later).
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
    {
      id: REMIND_RENEWALS_SCHEDULER_ID,
      every: REMIND_RENEWALS_EVERY_MS,
      job: BILLING_JOBS.remindRenewals,
      opts: { attempts: 1 },
    },
  ],
});
