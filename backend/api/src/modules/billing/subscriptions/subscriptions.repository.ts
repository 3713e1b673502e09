import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { SubscriptionStatus } from '@marketplace/contracts';
import {
  CANCEL_AT_PERIOD_END_SQL,
  CHANGE_PLAN_SQL,
  CURRENT_OF_USER_SQL,
  FINISH_CHARGE_SQL,
  HELD_PLAN_OF_USER_SQL,
  INSERT_CHARGE_SQL,
  INSERT_SUBSCRIPTION_SQL,
  RESUME_SQL,
  SET_STATUS_SQL,
} from './subscriptions.sql';

/** A subscription's stored state: the contract's, plus 'incomplete' while its first charge runs. */
export type StoredSubscriptionStatus = SubscriptionStatus | 'incomplete';

/** A row of subscriptions. */
export interface SubscriptionRecord {
  id: string;
  userId: string;
  planId: string;
  status: StoredSubscriptionStatus;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  pendingPlanId: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** How a charge attempt ended: the gateway's outcome, or 'error' when the gateway refused the request. */
export type ChargeStatus = 'approved' | 'declined' | 'error' | 'review';

export interface NewCharge {
  id: string;
  userId: string;
  subscriptionId: string;
  /** The plan charged for (its catalogue id). */
  planId: string;
  /** What the charge pays for; unique, so a period is charged once. */
  periodKey: string;
  amountCents: number;
  cardBrand: string;
  cardLast4: string;
  at: Date;
}

interface SubscriptionRow {
  id: string;
  user_id: string;
  plan_id: string;
  status: StoredSubscriptionStatus;
  current_period_start: Date | string;
  current_period_end: Date | string;
  cancel_at_period_end: boolean;
  pending_plan_id: string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

function toRecord(row: SubscriptionRow): SubscriptionRecord {
  return {
    id: row.id,
    userId: row.user_id,
    planId: row.plan_id,
    status: row.status,
    currentPeriodStart: new Date(row.current_period_start),
    currentPeriodEnd: new Date(row.current_period_end),
    cancelAtPeriodEnd: row.cancel_at_period_end,
    pendingPlanId: row.pending_plan_id,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  };
}

/** The code that reads and writes `subscriptions` and `charges`, with RenewalsRepository (renewals/) for the renewal worker's side. */
@Injectable()
export class SubscriptionsRepository {
  constructor(private readonly em: EntityManager) {}

  /** The seeker's trialing, active or past-due subscription, or null. */
  async currentOf(userId: string): Promise<SubscriptionRecord | null> {
    const [row] = await this.em.execute<SubscriptionRow[]>(CURRENT_OF_USER_SQL, [userId]);
    return row ? toRecord(row) : null;
  }

  /** The plan id of the seeker's trialing or active subscription, or null. */
  async heldPlanOf(userId: string): Promise<string | null> {
    const [row] = await this.em.execute<Array<{ plan_id: string }>>(HELD_PLAN_OF_USER_SQL, [userId]);
    return row?.plan_id ?? null;
  }

  /** Starts a subscription; null when the seeker already has one that is not cancelled. */
  async start(input: {
    id: string;
    userId: string;
    planId: string;
    status: StoredSubscriptionStatus;
    periodStart: Date;
    periodEnd: Date;
    at: Date;
  }): Promise<SubscriptionRecord | null> {
    const [row] = await this.em.execute<SubscriptionRow[]>(INSERT_SUBSCRIPTION_SQL, [
      input.id,
      input.userId,
      input.planId,
      input.status,
      input.periodStart,
      input.periodEnd,
      input.at,
      input.at,
    ]);
    return row ? toRecord(row) : null;
  }

  async setStatus(id: string, status: StoredSubscriptionStatus, at: Date): Promise<SubscriptionRecord | null> {
    const [row] = await this.em.execute<SubscriptionRow[]>(SET_STATUS_SQL, [status, at, id]);
    return row ? toRecord(row) : null;
  }

  /** Marks the seeker's current subscription to end with its period; null without one. */
  async cancelAtPeriodEnd(userId: string, at: Date): Promise<SubscriptionRecord | null> {
    const [row] = await this.em.execute<SubscriptionRow[]>(CANCEL_AT_PERIOD_END_SQL, [at, userId]);
    return row ? toRecord(row) : null;
  }

  /** Sets the plan the next renewal switches to (none when it is the current plan) and undoes a pending cancel; null without a current subscription. */
  async changePlan(userId: string, planId: string, at: Date): Promise<SubscriptionRecord | null> {
    const [row] = await this.em.execute<SubscriptionRow[]>(CHANGE_PLAN_SQL, [planId, at, userId]);
    return row ? toRecord(row) : null;
  }

  /** Undoes a pending cancel of the seeker's current subscription; null without one. */
  async resume(userId: string, at: Date): Promise<SubscriptionRecord | null> {
    const [row] = await this.em.execute<SubscriptionRow[]>(RESUME_SQL, [at, userId]);
    return row ? toRecord(row) : null;
  }

  /** Records a charge attempt before the gateway is called; false when its period key exists already. */
  async openCharge(charge: NewCharge): Promise<boolean> {
    const rows = await this.em.execute<Array<{ id: string }>>(INSERT_CHARGE_SQL, [
      charge.id,
      charge.userId,
      charge.subscriptionId,
      charge.planId,
      charge.periodKey,
      charge.amountCents,
      charge.cardBrand,
      charge.cardLast4,
      charge.at,
    ]);
    return rows.length > 0;
  }

  async finishCharge(id: string, status: ChargeStatus, gatewayTransactionId: string | null): Promise<void> {
    await this.em.execute(FINISH_CHARGE_SQL, [status, gatewayTransactionId, id]);
  }
}
