import { randomUUID } from 'node:crypto';
import { type Ref, EntityName } from '@mikro-orm/core';
import { Check, Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Company, User } from '../../accounts';
import { ChargeEntity } from './charge.entity';

/**
 * Credits a package purchase gave its company: `postings` jobs (-1: any number) until `expiresAt`,
 * `featured` of them with a featured listing, each listed for `listingDays`.
 */
@Entity({ tableName: 'package_grants' })
@Index({ name: 'package_grants_company_expires_idx', properties: ['company', 'expiresAt'] })
@Check({ name: 'package_grants_postings_check', expression: '"postings" = -1 or "postings" > 0' })
@Check({ name: 'package_grants_featured_check', expression: '"featured" >= 0' })
export class PackageGrantEntity {
  [EntityName]?: 'PackageGrantEntity';
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Company, { ref: true, fieldName: 'company_id', deleteRule: 'cascade' })
  company!: Ref<Company>;

  @ManyToOne(() => User, { ref: true, fieldName: 'purchased_by', nullable: true, deleteRule: 'set null' })
  purchasedBy?: Ref<User> | null;

  @Property({ type: 'string', length: 40 })
  packageId!: string;

  /** The purchase's charge; null for credits given, not bought (the demo companies'). */
  @ManyToOne(() => ChargeEntity, {
    ref: true,
    fieldName: 'charge_id',
    nullable: true,
    unique: 'package_grants_charge_id_unique',
    deleteRule: 'cascade',
  })
  charge?: Ref<ChargeEntity> | null;

  @Property({ type: 'integer' })
  postings!: number;

  @Property({ type: 'integer' })
  featured!: number;

  @Property({ type: 'integer' })
  listingDays!: number;

  @Property({ type: 'datetime', length: 3 })
  expiresAt!: Date;

  @Property({ type: 'datetime', length: 3 })
  createdAt!: Date;
}
