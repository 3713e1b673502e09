import { dunningStep, type SubscriptionPlan, subscriptionPlan } from '@marketplace/contracts';
import { addDays, subscriptionPeriodKey } from '../subscriptions/subscriptions.mapper';
import type { StoredSubscriptionStatus } from '../subscriptions/subscriptions.repository';

/** What the renewal of one subscription depends on. */
export interface RenewalSubject {
  id: string;
  planId: string;
  pendingPlanId: string | null;
  status: StoredSubscriptionStatus;
  /** The renewal date: the end of the paid period or of the free trial (a failed renewal keeps it). */
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  /** Failed charges of this renewal so far. */
  renewalFailures: number;
  retryAt: Date | null;
  /** The seeker deleted their account: nothing is charged any more. */
  userDeleted: boolean;
}

/** Why a subscription ends at its renewal date without a charge. */
export type EndReason = 'cancel-at-period-end' | 'account-deleted' | 'unknown-plan';

/** What the worker does with a subscription now. */
export type RenewalAction =
  | { kind: 'wait' }
  | { kind: 'end'; reason: EndReason }
  | {
      kind: 'charge';
      /** The plan charged and renewed into: the pending one, if the seeker chose a change. */
      plan: SubscriptionPlan;
      renewalDate: Date;
      /** When this attempt was due: the renewal date, or the retry's date. */
      attemptAt: Date;
      /** 0 for the renewal's own charge, n for the n-th retry. */
      attempt: number;
      /** The attempt's charge key (unique among charges): no attempt is charged twice. */
      periodKey: string;
    };

/**
 * The key of one charge attempt of a renewal. The renewal's own charge has the key of the period
 * it starts (as a subscribe's first charge has); a retry adds its number.
 */
export function renewalAttemptKey(subscriptionId: string, renewalDate: Date, attempt: number): string {
  const key = subscriptionPeriodKey(subscriptionId, renewalDate);
  return attempt === 0 ? key : `${key}/retry-${attempt}`;
}

/**
 * Due: a trialing or active subscription whose period (or free trial) has ended, or a past_due one
 * whose retry date has come. Then it ends without a charge when the seeker cancelled at period end
 * (or deleted the account), and is charged otherwise.
 */
export function renewalAction(subject: RenewalSubject, now: Date): RenewalAction {
  const dueAt =
    subject.status === 'trialing' || subject.status === 'active'
      ? subject.currentPeriodEnd
      : subject.status === 'past_due'
        ? subject.retryAt
        : null;
  if (!dueAt || dueAt.getTime() > now.getTime()) return { kind: 'wait' };
  if (subject.userDeleted) return { kind: 'end', reason: 'account-deleted' };
  if (subject.cancelAtPeriodEnd) return { kind: 'end', reason: 'cancel-at-period-end' };
  const plan = subscriptionPlan(subject.pendingPlanId ?? subject.planId);
  if (!plan) return { kind: 'end', reason: 'unknown-plan' };
  const attempt = subject.status === 'past_due' ? subject.renewalFailures : 0;
  return {
    kind: 'charge',
    plan,
    renewalDate: subject.currentPeriodEnd,
    attemptAt: dueAt,
    attempt,
    periodKey: renewalAttemptKey(subject.id, subject.currentPeriodEnd, attempt),
  };
}

/**
 * The period a successful attempt pays for: the plan's duration from when the attempt was due. On
 * time, that is the renewal date (a trial's first paid period starts when its free days end); after
 * a retry, the retry's date, so the days spent past due are not paid for.
 */
export function renewedPeriod(plan: SubscriptionPlan, attemptAt: Date): { start: Date; end: Date } {
  return { start: attemptAt, end: addDays(attemptAt, plan.duration) };
}

/** Where a failed attempt leaves the subscription: past_due until its next retry, or cancelled after the last. */
export type AfterFailure =
  | { status: 'past_due'; renewalFailures: number; retryAt: Date; retry: number }
  | { status: 'cancelled'; renewalFailures: number; retryAt: null };

/** The state after the attempt that follows `failuresBefore` failures of the renewal due at `renewalDate` failed too. */
export function afterFailedAttempt(renewalDate: Date, failuresBefore: number): AfterFailure {
  const renewalFailures = failuresBefore + 1;
  const step = dunningStep(renewalFailures);
  return step.kind === 'retry'
    ? { status: 'past_due', renewalFailures, retryAt: addDays(renewalDate, step.daysAfterRenewal), retry: step.retry }
    : { status: 'cancelled', renewalFailures, retryAt: null };
}
