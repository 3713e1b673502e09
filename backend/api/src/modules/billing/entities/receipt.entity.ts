import { type Ref, EntityName } from '@mikro-orm/core';
import { Entity, OneToOne, Property } from '@mikro-orm/decorators/legacy';
import { ChargeEntity } from './charge.entity';

/**
 * The receipt of an approved charge: its number, from one sequence. Written by the database itself
 * (the trigger `charges_issue_receipt` of Migration20261127120000_refunds) when a charge becomes
 * approved, so no code path that approves a charge can leave it without one. Read only.
 */
@Entity({ tableName: 'receipts' })
export class ReceiptEntity {
  [EntityName]?: 'ReceiptEntity';
  @OneToOne(() => ChargeEntity, {
    primary: true,
    ref: true,
    owner: true,
    fieldName: 'charge_id',
    deleteRule: 'cascade',
  })
  charge!: Ref<ChargeEntity>;

  @Property({ type: 'bigint', unique: 'receipts_number_unique' })
  number!: string;

  @Property({ type: 'datetime', length: 3 })
  issuedAt!: Date;
}
