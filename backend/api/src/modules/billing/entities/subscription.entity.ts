import { randomUUID } from 'node:crypto';
import { type Opt, type Ref, EntityName } from '@mikro-orm/core';
import { Check, Entity, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { User } from '../../accounts';

/**
 * A seeker's subscription to a plan of the catalogue. 'incomplete' is ours, never shown: the row
 * of a subscribe whose first charge is in flight, so that a second subscribe meets the one-live
 * index instead of charging the card again. A renewal that fails leaves the period as it was
 * (its end is the renewal date) until a retry succeeds or the dunning schedule ends it.
 */
@Entity({ tableName: 'subscriptions' })
@Unique({
  name: 'subscriptions_one_live_idx',
  expression: `create unique index "subscriptions_one_live_idx" on "subscriptions" ("user_id") where "status" <> 'cancelled'`,
})
@Check({
  name: 'subscriptions_status_check',
  expression: `"status" in ('incomplete', 'trialing', 'active', 'past_due', 'cancelled')`,
})
@Check({ name: 'subscriptions_renewal_failures_check', expression: '"renewal_failures" >= 0' })
@Index({
  name: 'subscriptions_renewal_due_idx',
  expression: `create index "subscriptions_renewal_due_idx" on "subscriptions" ("current_period_end") where "status" in ('trialing', 'active')`,
})
@Index({
  name: 'subscriptions_retry_due_idx',
  expression: `create index "subscriptions_retry_due_idx" on "subscriptions" ("retry_at") where "status" = 'past_due'`,
})
export class SubscriptionEntity {
  [EntityName]?: 'SubscriptionEntity';
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { ref: true, fieldName: 'user_id', deleteRule: 'cascade' })
  user!: Ref<User>;

  @Property({ type: 'string', length: 40 })
  planId!: string;

  @Property({ type: 'string', length: 20 })
  status!: string;

  @Property({ type: 'datetime', length: 3 })
  currentPeriodStart!: Date;

  @Property({ type: 'datetime', length: 3 })
  currentPeriodEnd!: Date;

  @Property({ type: 'boolean', default: false })
  cancelAtPeriodEnd: Opt<boolean> = false;

  @Property({ type: 'string', length: 40, nullable: true })
  pendingPlanId?: string | null;

  /** Failed charges of the renewal due at currentPeriodEnd (0 unless past_due); DUNNING_RETRY_DAYS says what follows each. */
  @Property({ type: 'smallint', default: 0 })
  renewalFailures: Opt<number> = 0;

  /** When a past_due subscription is charged again; null otherwise. */
  @Property({ type: 'datetime', length: 3, nullable: true })
  retryAt?: Date | null;

  /** The renewal date (currentPeriodEnd) the seeker was last reminded of ('renewal-coming'); null before the first. */
  @Property({ type: 'datetime', length: 3, nullable: true })
  renewalRemindedFor: Date | null = null;

  @Property({ type: 'datetime', length: 3 })
  createdAt!: Date;

  @Property({ type: 'datetime', length: 3 })
  updatedAt!: Date;
}
