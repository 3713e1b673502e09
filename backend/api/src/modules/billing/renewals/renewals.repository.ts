import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { StoredSubscriptionStatus } from '../subscriptions/subscriptions.repository';
import type { RenewalSubject } from './renewal-schedule';
import {
  CHARGE_BY_KEY_SQL,
  DUE_RENEWALS_SQL,
  ENDED_SQL,
  FAILED_SQL,
  RELEASE_CHARGE_SQL,
  RENEWED_SQL,
} from './renewals.sql';

/** A due subscription with its seeker's address, as the sweep reads it. */
export interface DueRenewal extends RenewalSubject {
  userId: string;
  email: string;
  name: string;
}

/** How the worker found a subscription: a change applies only while it is still so. */
export interface RenewalGuard {
  id: string;
  status: StoredSubscriptionStatus;
  currentPeriodEnd: Date;
  renewalFailures: number;
}

/** A charge attempt found by its key. */
export interface ChargeAttempt {
  id: string;
  status: 'pending' | 'approved' | 'declined' | 'error' | 'review';
  amountCents: number;
  cardBrand: string;
  cardLast4: string;
  itemId: string;
}

interface DueRow {
  id: string;
  user_id: string;
  plan_id: string;
  pending_plan_id: string | null;
  status: StoredSubscriptionStatus;
  current_period_end: Date | string;
  cancel_at_period_end: boolean;
  renewal_failures: number;
  retry_at: Date | string | null;
  email: string;
  name: string;
  user_deleted: boolean;
}

const guardParams = (guard: RenewalGuard) => [guard.id, guard.status, guard.currentPeriodEnd, guard.renewalFailures];

/**
 * The renewal side of `subscriptions` and `charges` (SubscriptionsRepository opens and finishes
 * the charge rows for both): due subscriptions, attempts by key, and the guarded changes.
 */
@Injectable()
export class RenewalsRepository {
  constructor(private readonly em: EntityManager) {}

  /** The subscriptions due at `now`, the earliest first, at most `limit`. */
  async due(now: Date, limit: number): Promise<DueRenewal[]> {
    const rows = await this.em.execute<DueRow[]>(DUE_RENEWALS_SQL, [now, now, limit]);
    return rows.map((row) => ({
      id: row.id,
      userId: row.user_id,
      planId: row.plan_id,
      pendingPlanId: row.pending_plan_id,
      status: row.status,
      currentPeriodEnd: new Date(row.current_period_end),
      cancelAtPeriodEnd: row.cancel_at_period_end,
      renewalFailures: Number(row.renewal_failures),
      retryAt: row.retry_at === null ? null : new Date(row.retry_at),
      userDeleted: row.user_deleted,
      email: row.email,
      name: row.name,
    }));
  }

  async chargeByKey(periodKey: string): Promise<ChargeAttempt | null> {
    const [row] = await this.em.execute<
      Array<{
        id: string;
        status: ChargeAttempt['status'];
        amount_cents: number;
        card_brand: string;
        card_last4: string;
        item_id: string;
      }>
    >(CHARGE_BY_KEY_SQL, [periodKey]);
    return row
      ? {
          id: row.id,
          status: row.status,
          amountCents: row.amount_cents,
          cardBrand: row.card_brand,
          cardLast4: row.card_last4,
          itemId: row.item_id,
        }
      : null;
  }

  /** Removes a pending attempt that the gateway never decided; false when it is not pending (any more). */
  async releaseCharge(chargeId: string): Promise<boolean> {
    const rows = await this.em.execute<Array<{ id: string }>>(RELEASE_CHARGE_SQL, [chargeId]);
    return rows.length > 0;
  }

  /** Records a paid renewal; false when the subscription changed since (another worker recorded it). */
  async renewed(
    guard: RenewalGuard,
    change: { planId: string; periodStart: Date; periodEnd: Date; at: Date },
  ): Promise<boolean> {
    const rows = await this.em.execute<Array<{ id: string }>>(RENEWED_SQL, [
      change.planId,
      change.planId,
      change.periodStart,
      change.periodEnd,
      change.at,
      ...guardParams(guard),
    ]);
    return rows.length > 0;
  }

  /** Records a failed attempt; false when the subscription changed since. */
  async failed(
    guard: RenewalGuard,
    change: { status: 'past_due' | 'cancelled'; renewalFailures: number; retryAt: Date | null; at: Date },
  ): Promise<boolean> {
    const rows = await this.em.execute<Array<{ id: string }>>(FAILED_SQL, [
      change.status,
      change.renewalFailures,
      change.retryAt,
      change.at,
      ...guardParams(guard),
    ]);
    return rows.length > 0;
  }

  /** Ends the subscription at its renewal date; false when it changed since (or, with onlyIfCancelling, was resumed). */
  async ended(guard: RenewalGuard, at: Date, onlyIfCancelling: boolean): Promise<boolean> {
    const rows = await this.em.execute<Array<{ id: string }>>(ENDED_SQL, [at, ...guardParams(guard), onlyIfCancelling]);
    return rows.length > 0;
  }
}
