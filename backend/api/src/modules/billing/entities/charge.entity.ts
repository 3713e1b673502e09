import { randomUUID } from 'node:crypto';
import { type Ref, EntityName } from '@mikro-orm/core';
import { Check, Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { ChargeKind } from '@marketplace/contracts';
import { User } from '../../accounts';
import { SubscriptionEntity } from './subscription.entity';

/**
 * One charge attempt. `periodKey` names what it pays for (a subscription period, a package
 * purchase) and is unique: it is the charge's idempotency key, so nothing is charged twice.
 * Written by ChargesRepository only, through CardChargesService.
 */
@Entity({ tableName: 'charges' })
@Index({
  name: 'charges_user_created_idx',
  expression: 'create index "charges_user_created_idx" on "charges" ("user_id", "created_at" desc)',
})
@Check({
  name: 'charges_status_check',
  expression: `"status" in ('pending', 'approved', 'declined', 'error', 'review')`,
})
@Check({ name: 'charges_amount_positive', expression: '"amount_cents" > 0' })
@Check({ name: 'charges_kind_check', expression: `"kind" in ('subscription', 'package', 'critique')` })
export class ChargeEntity {
  [EntityName]?: 'ChargeEntity';
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { ref: true, fieldName: 'user_id', deleteRule: 'cascade' })
  user!: Ref<User>;

  @ManyToOne(() => SubscriptionEntity, {
    ref: true,
    fieldName: 'subscription_id',
    nullable: true,
    deleteRule: 'set null',
  })
  subscription?: Ref<SubscriptionEntity> | null;

  /** What it pays for: a subscription period, a package or a critique. */
  @Property({ type: 'string', length: 20 })
  kind!: ChargeKind;

  /** The catalogue id of the plan or the package (contracts: billing-catalog.ts). */
  @Property({ type: 'string', length: 40 })
  itemId!: string;

  @Property({ type: 'string', length: 80, unique: 'charges_period_key_unique' })
  periodKey!: string;

  @Property({ type: 'integer' })
  amountCents!: number;

  @Property({ type: 'string', length: 40, nullable: true })
  gatewayTransactionId?: string | null;

  @Property({ type: 'string', length: 30 })
  cardBrand!: string;

  @Property({ type: 'string', length: 4 })
  cardLast4!: string;

  @Property({ type: 'string', length: 20 })
  status!: string;

  @Property({ type: 'datetime', length: 3 })
  createdAt!: Date;
}
