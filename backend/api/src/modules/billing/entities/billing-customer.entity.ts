import { type Ref, EntityName } from '@mikro-orm/core';
import { Entity, OneToOne, Property } from '@mikro-orm/decorators/legacy';
import { User } from '../../accounts';

/**
 * A user's customer profile at the payment gateway: one per user, created with their first card.
 * Its row is also what card changes lock, so a user's cards change one request at a time.
 */
@Entity({ tableName: 'billing_customers' })
export class BillingCustomer {
  [EntityName]?: 'BillingCustomer';
  @OneToOne(() => User, { ref: true, primary: true, owner: true, fieldName: 'user_id', deleteRule: 'cascade' })
  user!: Ref<User>;

  /** The gateway's customerProfileId. */
  @Property({ type: 'string', length: 40, unique: 'billing_customers_customer_profile_id_unique' })
  customerProfileId!: string;

  @Property({ type: 'datetime', length: 3 })
  createdAt!: Date;
}
