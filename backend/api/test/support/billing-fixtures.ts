import { randomUUID } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import { type SubscriptionPlanId, subscriptionPlan } from '@marketplace/contracts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Makes the seeker hold `planId` (applying needs a trialing or active plan): their live
 * subscription becomes one of this plan and status, its period starting now, or one is made. No
 * card and no charge, as for the demo seekers.
 */
export async function holdPlan(
  orm: MikroORM,
  userId: string,
  planId: SubscriptionPlanId,
  status: 'trialing' | 'active' = 'active',
): Promise<void> {
  const plan = subscriptionPlan(planId);
  if (!plan) throw new Error(`no plan ${planId}`);
  const start = new Date();
  const end = new Date(start.getTime() + (status === 'trialing' ? plan.trialDays : plan.duration) * DAY_MS);
  await orm.em
    .fork()
    .getConnection()
    .execute(
      `insert into "subscriptions" ("id", "user_id", "plan_id", "status", "current_period_start", "current_period_end", "cancel_at_period_end", "pending_plan_id", "created_at", "updated_at")
     values (?, ?, ?, ?, ?, ?, false, null, ?, ?)
     on conflict ("user_id") where "status" <> 'cancelled'
     do update set "plan_id" = excluded."plan_id", "status" = excluded."status", "current_period_start" = excluded."current_period_start",
       "current_period_end" = excluded."current_period_end", "cancel_at_period_end" = false, "pending_plan_id" = null, "updated_at" = excluded."updated_at"`,
      [randomUUID(), userId, planId, status, start, end, start, start],
    );
}

/** Ends the seeker's live subscription, if any: they hold no plan ('none'). */
export async function dropPlan(orm: MikroORM, userId: string): Promise<void> {
  await orm.em
    .fork()
    .getConnection()
    .execute(
      `update "subscriptions" set "status" = 'cancelled', "updated_at" = now() where "user_id" = ? and "status" <> 'cancelled'`,
      [userId],
    );
}
