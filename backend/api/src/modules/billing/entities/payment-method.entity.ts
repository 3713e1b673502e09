import { randomUUID } from 'node:crypto';
import { type Opt, type Ref, EntityName } from '@mikro-orm/core';
import { Check, Entity, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { User } from '../../accounts';

/**
 * A stored card: the gateway's payment profile, and what the app may show of the card (brand,
 * last four, expiry). The card number itself lives only at the gateway.
 */
@Entity({ tableName: 'payment_methods' })
@Index({
  name: 'payment_methods_user_created_idx',
  expression: 'create index "payment_methods_user_created_idx" on "payment_methods" ("user_id", "created_at" desc)',
})
// At most one default card per user, kept by the database too.
@Unique({
  name: 'payment_methods_one_default_idx',
  expression:
    'create unique index "payment_methods_one_default_idx" on "payment_methods" ("user_id") where "is_default"',
})
@Check({ name: 'payment_methods_expiry_month_range', expression: '"expiry_month" >= 1 and "expiry_month" <= 12' })
@Check({ name: 'payment_methods_last4_digits', expression: `"last4" ~ '^[0-9]{4}$'` })
export class PaymentMethodEntity {
  [EntityName]?: 'PaymentMethodEntity';
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { ref: true, fieldName: 'user_id', deleteRule: 'cascade' })
  user!: Ref<User>;

  @Property({ type: 'string', length: 40 })
  customerProfileId!: string;

  @Property({ type: 'string', length: 40, unique: 'payment_methods_payment_profile_id_unique' })
  paymentProfileId!: string;

  @Property({ type: 'string', length: 30 })
  brand!: string;

  @Property({ type: 'string', length: 4 })
  last4!: string;

  @Property({ type: 'smallint' })
  expiryMonth!: number;

  @Property({ type: 'smallint' })
  expiryYear!: number;

  @Property({ type: 'boolean', default: false })
  isDefault: Opt<boolean> = false;

  @Property({ type: 'datetime', length: 3 })
  createdAt!: Date;

  @Property({ type: 'datetime', length: 3 })
  updatedAt!: Date;
}
