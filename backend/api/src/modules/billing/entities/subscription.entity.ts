import { randomUUID } from 'node:crypto';
import type { Opt, Ref } from '@mikro-orm/core';
import { Check, Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { User } from '../../accounts';

/**
 * A seeker's subscription to a plan of the catalogue. 'incomplete' is ours, never shown: the row
 * of a subscribe whose first charge is in flight, so that a second subscribe meets the one-live
 * index instead of charging the card again.
 */
@Entity({ tableName: 'subscriptions' })
@Unique({ name: 'subscriptions_one_live_idx', expression: `create unique index "subscriptions_one_live_idx" on "subscriptions" ("user_id") where "status" <> 'cancelled'` })
@Check({ name: 'subscriptions_status_check', expression: `"status" in ('incomplete', 'trialing', 'active', 'past_due', 'cancelled')` })
export class SubscriptionEntity {
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

  @Property({ type: 'datetime', length: 3 })
  createdAt!: Date;

  @Property({ type: 'datetime', length: 3 })
  updatedAt!: Date;
}
