import { randomUUID } from 'node:crypto';
import { type Ref, EntityName } from '@mikro-orm/core';
import { Check, Entity, ManyToOne, OneToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { User } from '../../accounts';
import { ChargeEntity } from './charge.entity';

/**
 * The refund of a charge: one per charge (unique), in full, by an admin. 'pending' while the
 * gateway is asked (the row is the claim that keeps a second refund out), 'completed' once it
 * answered. `method` is 'void' for a charge not settled yet, else 'refund'.
 */
@Entity({ tableName: 'charge_refunds' })
@Check({ name: 'charge_refunds_method_check', expression: `"method" in ('refund', 'void')` })
@Check({ name: 'charge_refunds_status_check', expression: `"status" in ('pending', 'completed')` })
@Check({ name: 'charge_refunds_amount_positive', expression: '"amount_cents" > 0' })
export class ChargeRefundEntity {
  [EntityName]?: 'ChargeRefundEntity';
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @OneToOne(() => ChargeEntity, {
    ref: true,
    owner: true,
    fieldName: 'charge_id',
    deleteRule: 'cascade',
    unique: 'charge_refunds_charge_id_unique',
  })
  charge!: Ref<ChargeEntity>;

  @Property({ type: 'integer' })
  amountCents!: number;

  @Property({ type: 'string', length: 10 })
  method!: 'refund' | 'void';

  @Property({ type: 'string', length: 10 })
  status!: 'pending' | 'completed';

  @Property({ type: 'string', length: 40, nullable: true })
  gatewayTransactionId?: string | null;

  @ManyToOne(() => User, { ref: true, fieldName: 'refunded_by', nullable: true, deleteRule: 'set null' })
  refundedBy?: Ref<User> | null;

  @Property({ type: 'datetime', length: 3 })
  createdAt!: Date;

  @Property({ type: 'datetime', length: 3, nullable: true })
  completedAt?: Date | null;
}
