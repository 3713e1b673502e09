import {
  type SeekerSubscription,
  type SubscriptionPlanId,
  type SubscriptionStatus,
  subscriptionPlan,
} from '@marketplace/contracts';
import type { SubscriptionRecord } from './subscriptions.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** `days` whole days after `start` (a plan's duration, a trial's free days). */
export function addDays(start: Date, days: number): Date {
  return new Date(start.getTime() + days * DAY_MS);
}

/**
 * The key of the charge for one period of a subscription: the subscription and the period's start.
 * It is unique among charges, so no period is charged twice (the renewal job keys its charges alike).
 */
export function subscriptionPeriodKey(subscriptionId: string, periodStart: Date): string {
  return `${subscriptionId}/${periodStart.toISOString()}`;
}

/** A subscription as the pages show it. Only shown subscriptions come here, never an 'incomplete' one. */
export function toSeekerSubscription(record: SubscriptionRecord & { status: SubscriptionStatus }): SeekerSubscription {
  return {
    id: record.id,
    planId: record.planId as SubscriptionPlanId,
    planName: subscriptionPlan(record.planId)?.name ?? record.planId,
    status: record.status,
    currentPeriodStart: record.currentPeriodStart.toISOString(),
    currentPeriodEnd: record.currentPeriodEnd.toISOString(),
    cancelAtPeriodEnd: record.cancelAtPeriodEnd,
    pendingPlanId: record.pendingPlanId as SubscriptionPlanId | null,
  };
}
