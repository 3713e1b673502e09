import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { DemoSubscription } from './demo-subscriptions';

/**
 * Writes the demo seekers' rows of `subscriptions` (the seed command only): billing owns the
 * table, SubscriptionsRepository reads and writes it for the running app.
 */
@Injectable()
export class BillingDemoRepository {
  constructor(private readonly em: EntityManager) {}

  /**
   * Inserts the subscription unless the seeker has ever had one (a demo seeker who cancelled stays
   * cancelled) or is not a live seeker; true when it was inserted.
   */
  async insertIfNeverSubscribed(subscription: DemoSubscription, at: Date): Promise<boolean> {
    const rows = await this.em.execute<Array<{ id: string }>>(
      `insert into "subscriptions" ("id", "user_id", "plan_id", "status", "current_period_start", "current_period_end", "cancel_at_period_end", "pending_plan_id", "created_at", "updated_at")
       select ?, ?, ?, ?, ?, ?, false, null, ?, ?
       where exists (select 1 from "users" u where u."id" = ? and u."role" = 'seeker' and u."deleted_at" is null)
         and not exists (select 1 from "subscriptions" s where s."user_id" = ?)
       on conflict do nothing
       returning "id"`,
      [
        subscription.id,
        subscription.userId,
        subscription.planId,
        subscription.status,
        subscription.periodStart,
        subscription.periodEnd,
        at,
        at,
        subscription.userId,
        subscription.userId,
      ],
    );
    return rows.length > 0;
  }
}
