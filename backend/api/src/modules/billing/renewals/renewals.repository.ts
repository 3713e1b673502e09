import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { sql, type UpdateQueryBuilder, type UpdateResult } from 'kysely';
import { GenerateSql, SQL_SAMPLE } from '../../../infrastructure/database/generate-sql';
import { type TablesOf, typedSql } from '../../../infrastructure/database/typed-sql';
import type { UserCard } from '../../accounts';
import type { SubscriptionEntity } from '../entities/subscription.entity';
import type { StoredSubscriptionStatus } from '../subscriptions/subscriptions.repository';
import type { RenewalSubject } from './renewal-schedule';

/** A due subscription with its seeker's address, as the sweep reads it. */
export interface DueRenewal extends RenewalSubject {
  userId: string;
  email: string;
  name: string;
}

/** A live subscription whose renewal comes within the reminder window and was not reminded of yet. */
export interface ComingRenewal {
  id: string;
  userId: string;
  email: string;
  name: string;
  planId: string;
  pendingPlanId: string | null;
  /** The renewal date the reminder names. */
  currentPeriodEnd: Date;
  userDeleted: boolean;
}

/** How the worker found a subscription: a change applies only while it is still so. */
export interface RenewalGuard {
  id: string;
  status: StoredSubscriptionStatus;
  currentPeriodEnd: Date;
  renewalFailures: number;
}

type RenewalTables = TablesOf<SubscriptionEntity | UserCard>;

/** An update of `subscriptions` with its values set, before its guard. */
type SubscriptionUpdate = UpdateQueryBuilder<RenewalTables, 'SubscriptionEntity', 'SubscriptionEntity', UpdateResult>;

const SAMPLE_GUARD: RenewalGuard = {
  id: SQL_SAMPLE.uuid,
  status: 'active',
  currentPeriodEnd: SQL_SAMPLE.date,
  renewalFailures: 0,
};

/**
 * The renewal side of `subscriptions` (its charges are ChargesRepository's): due subscriptions and
 * the guarded changes, and the renewals to remind seekers of. Every
 * change of a subscription is conditional on the state it was decided from (status, renewal date
 * and failures so far), so two workers never apply one outcome twice.
 */
@Injectable()
export class RenewalsRepository {
  constructor(private readonly em: EntityManager) {}

  private get db() {
    return typedSql<SubscriptionEntity | UserCard>(this.em);
  }

  /**
   * The subscriptions due at `now`, the earliest first, at most `limit`: trialing or active ones whose
   * period ended (subscriptions_renewal_due_idx) and past_due ones whose retry came
   * (subscriptions_retry_due_idx), with the seeker's address and name from accounts' `user_cards`.
   */
  @GenerateSql({ params: [SQL_SAMPLE.date, 500] })
  async due(now: Date, limit: number): Promise<DueRenewal[]> {
    return this.db
      .selectFrom('SubscriptionEntity as s')
      .innerJoin('UserCard as u', 'u.id', 's.user')
      .select((eb) => [
        's.id',
        's.user as userId',
        's.planId',
        's.pendingPlanId',
        's.status',
        's.currentPeriodStart',
        's.currentPeriodEnd',
        's.cancelAtPeriodEnd',
        's.renewalFailures',
        's.retryAt',
        'u.email',
        'u.name',
        eb('u.deletedAt', 'is not', null).as('userDeleted'),
      ])
      .$narrowType<{
        status: StoredSubscriptionStatus;
        pendingPlanId: string | null;
        retryAt: Date | null;
        userDeleted: boolean;
      }>()
      .where((eb) =>
        eb.or([
          // Literal statuses, as the partial indexes subscriptions_renewal_due_idx and subscriptions_retry_due_idx name them.
          eb.and([eb('s.status', 'in', [sql.lit('trialing'), sql.lit('active')]), eb('s.currentPeriodEnd', '<=', now)]),
          eb.and([eb('s.status', '=', sql.lit('past_due')), eb('s.retryAt', '<=', now)]),
        ]),
      )
      .orderBy((eb) =>
        eb
          .case()
          .when('s.status', '=', sql.lit('past_due'))
          .then(eb.ref('s.retryAt'))
          .else(eb.ref('s.currentPeriodEnd'))
          .end(),
      )
      .orderBy('s.id')
      .limit(limit)
      .execute();
  }

  /**
   * Records a paid renewal: the charged plan, the new period, active; a pending change is dropped
   * only if it is the plan charged (a change the seeker made meanwhile waits for the next renewal).
   * False when the subscription changed since (another worker recorded it).
   */
  @GenerateSql({
    params: [
      SAMPLE_GUARD,
      { planId: 'seeker-monthly', periodStart: SQL_SAMPLE.date, periodEnd: SQL_SAMPLE.date, at: SQL_SAMPLE.date },
    ],
  })
  async renewed(
    guard: RenewalGuard,
    change: { planId: string; periodStart: Date; periodEnd: Date; at: Date },
  ): Promise<boolean> {
    const row = await this.unchanged(
      this.db.updateTable('SubscriptionEntity').set((eb) => ({
        status: 'active',
        planId: change.planId,
        pendingPlanId: eb.fn<string | null>('nullif', ['pendingPlanId', eb.val(change.planId)]),
        currentPeriodStart: change.periodStart,
        currentPeriodEnd: change.periodEnd,
        renewalFailures: 0,
        retryAt: null,
        updatedAt: change.at,
      })),
      guard,
    )
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Records a failed attempt (past_due until the retry, or cancelled after the last); false when the subscription changed since. */
  @GenerateSql({
    params: [SAMPLE_GUARD, { status: 'past_due', renewalFailures: 1, retryAt: SQL_SAMPLE.date, at: SQL_SAMPLE.date }],
  })
  async failed(
    guard: RenewalGuard,
    change: { status: 'past_due' | 'cancelled'; renewalFailures: number; retryAt: Date | null; at: Date },
  ): Promise<boolean> {
    const row = await this.unchanged(
      this.db.updateTable('SubscriptionEntity').set({
        status: change.status,
        renewalFailures: change.renewalFailures,
        retryAt: change.retryAt,
        updatedAt: change.at,
      }),
      guard,
    )
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Ends the subscription at its renewal date, without a charge; false when it changed since (or,
   * with onlyIfCancelling, the seeker resumed it meanwhile).
   */
  @GenerateSql({ name: 'only if cancelling', params: [SAMPLE_GUARD, SQL_SAMPLE.date, true] })
  @GenerateSql({ name: 'in any case', params: [SAMPLE_GUARD, SQL_SAMPLE.date, false] })
  async ended(guard: RenewalGuard, at: Date, onlyIfCancelling: boolean): Promise<boolean> {
    const row = await this.unchanged(
      this.db.updateTable('SubscriptionEntity').set({ status: 'cancelled', retryAt: null, updatedAt: at }),
      guard,
    )
      .$if(onlyIfCancelling, (update) => update.where('cancelAtPeriodEnd', '=', true))
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * The trialing or active subscriptions renewing after `now` and by `until` that will be charged
   * (not set to end at the period end) and whose renewal date was not reminded of yet, the earliest
   * first, at most `limit` (subscriptions_renewal_due_idx), with the seeker's address and name.
   */
  @GenerateSql({ params: [SQL_SAMPLE.date, SQL_SAMPLE.date, 500] })
  async remindersDue(now: Date, until: Date, limit: number): Promise<ComingRenewal[]> {
    return (
      this.db
        .selectFrom('SubscriptionEntity as s')
        .innerJoin('UserCard as u', 'u.id', 's.user')
        .select((eb) => [
          's.id',
          's.user as userId',
          's.planId',
          's.pendingPlanId',
          's.currentPeriodEnd',
          'u.email',
          'u.name',
          eb('u.deletedAt', 'is not', null).as('userDeleted'),
        ])
        .$narrowType<{ pendingPlanId: string | null; userDeleted: boolean }>()
        // Literal statuses, as the partial index subscriptions_renewal_due_idx names them.
        .where('s.status', 'in', [sql.lit('trialing'), sql.lit('active')])
        .where('s.currentPeriodEnd', '>', now)
        .where('s.currentPeriodEnd', '<=', until)
        .where('s.cancelAtPeriodEnd', '=', false)
        .where((eb) => eb('s.renewalRemindedFor', 'is distinct from', eb.ref('s.currentPeriodEnd')))
        .orderBy('s.currentPeriodEnd')
        .orderBy('s.id')
        .limit(limit)
        .execute()
    );
  }

  /**
   * Records that the seeker was reminded of the renewal at `periodEnd`; a subscription whose renewal
   * date moved meanwhile stays unmarked, so its new date is reminded of in its turn.
   */
  @GenerateSql({ params: [SQL_SAMPLE.uuid, SQL_SAMPLE.date] })
  async markReminded(id: string, periodEnd: Date): Promise<void> {
    await this.db
      .updateTable('SubscriptionEntity')
      .set({ renewalRemindedFor: periodEnd })
      .where('id', '=', id)
      .where('currentPeriodEnd', '=', periodEnd)
      .execute();
  }

  /** The guard of every change: the subscription is still as the worker found it. */
  private unchanged(update: SubscriptionUpdate, guard: RenewalGuard) {
    return update
      .where('id', '=', guard.id)
      .where('status', '=', guard.status)
      .where('currentPeriodEnd', '=', guard.currentPeriodEnd)
      .where('renewalFailures', '=', guard.renewalFailures);
  }
}
