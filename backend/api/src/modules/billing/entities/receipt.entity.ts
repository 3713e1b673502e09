import { type Ref, EntityName } from '@mikro-orm/core';
import { Entity, OneToOne, Property } from '@mikro-orm/decorators/legacy';
import { ChargeEntity } from './charge.entity';

/**
 * The receipt of an approved charge: its number, from one sequence (`receipt_number_seq`). Issued
 * by ReceiptsService.issueFor in the transaction that records the approval (CardChargesService), so
 * no charge is approved without one.
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
