import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { SubscriptionStatus } from '@marketplace/contracts';
import { GenerateSql, SQL_SAMPLE } from '../../../infrastructure/database/generate-sql';
import { typedSql } from '../../../infrastructure/database/typed-sql';
import type { SubscriptionEntity } from '../entities/subscription.entity';

/** A subscription's stored state: the contract's, plus 'incomplete' while its first charge runs. */
export type StoredSubscriptionStatus = SubscriptionStatus | 'incomplete';

/** A row of subscriptions (the seeker as `userId`, the status as stored). */
export type SubscriptionRecord = Required<
  Pick<
    SubscriptionEntity,
    | 'id'
    | 'planId'
    | 'currentPeriodStart'
    | 'currentPeriodEnd'
    | 'cancelAtPeriodEnd'
    | 'pendingPlanId'
    | 'createdAt'
    | 'updatedAt'
  >
> & { userId: string; status: StoredSubscriptionStatus };

/** What the columns hold beyond the entity's types: a stored status, and null (never undefined) for no pending plan. */
type StoredColumns = { status: StoredSubscriptionStatus; pendingPlanId: string | null };

/** The statuses of the seeker's subscription that counts: any not cancelled, and not the in-flight 'incomplete' one. */
const CURRENT: readonly StoredSubscriptionStatus[] = ['trialing', 'active', 'past_due'];

const SUBSCRIPTION_COLUMNS = [
  'id',
  'user as userId',
  'planId',
  'status',
  'currentPeriodStart',
  'currentPeriodEnd',
  'cancelAtPeriodEnd',
  'pendingPlanId',
  'createdAt',
  'updatedAt',
] as const;

/**
 * Owns `subscriptions` with RenewalsRepository (renewals/, the renewal worker's side); their
 * charges are ChargesRepository's.
 */
@Injectable()
export class SubscriptionsRepository {
  constructor(private readonly em: EntityManager) {}

  private get db() {
    return typedSql<SubscriptionEntity>(this.em);
  }

  /** The seeker's trialing, active or past-due subscription, or null. */
  @GenerateSql({ params: [SQL_SAMPLE.uuid] })
  async currentOf(userId: string): Promise<SubscriptionRecord | null> {
    const row = await this.db
      .selectFrom('SubscriptionEntity')
      .select(SUBSCRIPTION_COLUMNS)
      .$narrowType<StoredColumns>()
      .where('user', '=', userId)
      .where('status', 'in', CURRENT)
      .executeTakeFirst();
    return row ?? null;
  }

  /** The plan id of the seeker's trialing or active subscription (past_due waits on a retry), or null. */
  @GenerateSql({ params: [SQL_SAMPLE.uuid] })
  async heldPlanOf(userId: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('SubscriptionEntity')
      .select('planId')
      .where('user', '=', userId)
      .where('status', 'in', ['trialing', 'active'])
      .executeTakeFirst();
    return row?.planId ?? null;
  }

  /**
   * Starts a subscription; null when the seeker already has one that is not cancelled (the partial
   * unique index subscriptions_one_live_idx).
   */
  @GenerateSql({
    params: [
      {
        id: SQL_SAMPLE.uuid,
        userId: SQL_SAMPLE.otherUuid,
        planId: 'seeker-monthly',
        status: 'incomplete',
        periodStart: SQL_SAMPLE.date,
        periodEnd: SQL_SAMPLE.date,
        at: SQL_SAMPLE.date,
      },
    ],
  })
  async start(input: {
    id: string;
    userId: string;
    planId: string;
    status: StoredSubscriptionStatus;
    periodStart: Date;
    periodEnd: Date;
    at: Date;
  }): Promise<SubscriptionRecord | null> {
    const row = await this.db
      .insertInto('SubscriptionEntity')
      .values({
        id: input.id,
        user: input.userId,
        planId: input.planId,
        status: input.status,
        currentPeriodStart: input.periodStart,
        currentPeriodEnd: input.periodEnd,
        cancelAtPeriodEnd: false,
        pendingPlanId: null,
        renewalFailures: 0,
        createdAt: input.at,
        updatedAt: input.at,
      })
      .onConflict((oc) => oc.column('user').where('status', '<>', 'cancelled').doNothing())
      .returning(SUBSCRIPTION_COLUMNS)
      .$narrowType<StoredColumns>()
      .executeTakeFirst();
    return row ?? null;
  }

  @GenerateSql({ params: [SQL_SAMPLE.uuid, 'active', SQL_SAMPLE.date] })
  async setStatus(id: string, status: StoredSubscriptionStatus, at: Date): Promise<SubscriptionRecord | null> {
    const row = await this.db
      .updateTable('SubscriptionEntity')
      .set({ status, updatedAt: at })
      .where('id', '=', id)
      .returning(SUBSCRIPTION_COLUMNS)
      .$narrowType<StoredColumns>()
      .executeTakeFirst();
    return row ?? null;
  }

  /** Marks the seeker's current subscription to end with its period; null without one. */
  @GenerateSql({ params: [SQL_SAMPLE.uuid, SQL_SAMPLE.date] })
  async cancelAtPeriodEnd(userId: string, at: Date): Promise<SubscriptionRecord | null> {
    const row = await this.db
      .updateTable('SubscriptionEntity')
      .set({ cancelAtPeriodEnd: true, updatedAt: at })
      .where('user', '=', userId)
      .where('status', 'in', CURRENT)
      .returning(SUBSCRIPTION_COLUMNS)
      .$narrowType<StoredColumns>()
      .executeTakeFirst();
    return row ?? null;
  }

  /**
   * Sets the plan the next renewal charges and switches to (none when it is the current plan); a
   * switch means the subscription renews, so it also undoes a pending cancel. Null without a current
   * subscription.
   */
  @GenerateSql({ params: [SQL_SAMPLE.uuid, 'seeker-yearly', SQL_SAMPLE.date] })
  async changePlan(userId: string, planId: string, at: Date): Promise<SubscriptionRecord | null> {
    const row = await this.db
      .updateTable('SubscriptionEntity')
      .set((eb) => ({
        pendingPlanId: eb.fn<string | null>('nullif', [eb.val(planId), 'planId']),
        cancelAtPeriodEnd: false,
        updatedAt: at,
      }))
      .where('user', '=', userId)
      .where('status', 'in', CURRENT)
      .returning(SUBSCRIPTION_COLUMNS)
      .$narrowType<StoredColumns>()
      .executeTakeFirst();
    return row ?? null;
  }

  /** Undoes a pending cancel of the seeker's current subscription (it renews at its period end again); null without one. */
  @GenerateSql({ params: [SQL_SAMPLE.uuid, SQL_SAMPLE.date] })
  async resume(userId: string, at: Date): Promise<SubscriptionRecord | null> {
    const row = await this.db
      .updateTable('SubscriptionEntity')
      .set({ cancelAtPeriodEnd: false, updatedAt: at })
      .where('user', '=', userId)
      .where('status', 'in', CURRENT)
      .returning(SUBSCRIPTION_COLUMNS)
      .$narrowType<StoredColumns>()
      .executeTakeFirst();
    return row ?? null;
  }
}
