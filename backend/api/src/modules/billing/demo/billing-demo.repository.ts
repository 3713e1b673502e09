import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { GenerateSql, SQL_SAMPLE } from '../../../infrastructure/database/generate-sql';
import { typedSql } from '../../../infrastructure/database/typed-sql';
import type { UserCard } from '../../accounts';
import type { SubscriptionEntity } from '../entities/subscription.entity';
import type { DemoSubscription } from './demo-subscriptions';

/**
 * Writes the demo seekers' rows of `subscriptions` (the seed command only): billing owns the
 * table, SubscriptionsRepository reads and writes it for the running app. Whether a seeker is live
 * is read from accounts' published `user_cards`.
 */
@Injectable()
export class BillingDemoRepository {
  constructor(private readonly em: EntityManager) {}

  private get db() {
    return typedSql<SubscriptionEntity | UserCard>(this.em);
  }

  /** Who holds the subscription and when it was made, or null when there is none. */
  async findSubscription(id: string): Promise<{ userId: string; createdAt: Date } | null> {
    const row = await this.db
      .selectFrom('SubscriptionEntity')
      .select(['user as userId', 'createdAt'])
      .where('id', '=', id)
      .executeTakeFirst();
    return row ?? null;
  }

  /**
   * Inserts the subscription unless the seeker has ever had one (a demo seeker who cancelled stays
   * cancelled) or is not a live seeker; true when it was inserted.
   */
  @GenerateSql({
    params: [
      {
        id: SQL_SAMPLE.uuid,
        userId: SQL_SAMPLE.otherUuid,
        planId: 'gold',
        status: 'active',
        periodStart: SQL_SAMPLE.date,
        periodEnd: SQL_SAMPLE.date,
      },
      SQL_SAMPLE.date,
    ],
  })
  async insertIfNeverSubscribed(subscription: DemoSubscription, at: Date): Promise<boolean> {
    const row = await this.db
      .insertInto('SubscriptionEntity')
      .columns([
        'id',
        'user',
        'planId',
        'status',
        'currentPeriodStart',
        'currentPeriodEnd',
        'cancelAtPeriodEnd',
        'pendingPlanId',
        'createdAt',
        'updatedAt',
      ])
      .expression(
        // Without the plugins: the insert's own plugins rewrite its whole tree (and record it once).
        this.db
          .withoutPlugins()
          .selectNoFrom((eb) => [
            // Typed here: a parameter in a select list has no column to take its type from.
            eb.cast<string>(eb.val(subscription.id), 'uuid').as('id'),
            eb.cast<string>(eb.val(subscription.userId), 'uuid').as('user'),
            eb.cast<string>(eb.val(subscription.planId), 'varchar').as('planId'),
            eb.cast<string>(eb.val(subscription.status), 'varchar').as('status'),
            eb.cast<Date>(eb.val(subscription.periodStart), 'timestamptz').as('currentPeriodStart'),
            eb.cast<Date>(eb.val(subscription.periodEnd), 'timestamptz').as('currentPeriodEnd'),
            eb.lit(false).as('cancelAtPeriodEnd'),
            eb.cast<null>(eb.lit(null), 'varchar').as('pendingPlanId'),
            eb.cast<Date>(eb.val(at), 'timestamptz').as('createdAt'),
            eb.cast<Date>(eb.val(at), 'timestamptz').as('updatedAt'),
          ])
          .where((eb) =>
            eb.and([
              eb.exists(
                eb
                  .selectFrom('UserCard as u')
                  .select('u.id')
                  .where('u.id', '=', subscription.userId)
                  .where('u.role', '=', 'seeker')
                  .where('u.deletedAt', 'is', null),
              ),
              eb.not(
                eb.exists(
                  eb.selectFrom('SubscriptionEntity as s').select('s.id').where('s.user', '=', subscription.userId),
                ),
              ),
            ]),
          ),
      )
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }
}
