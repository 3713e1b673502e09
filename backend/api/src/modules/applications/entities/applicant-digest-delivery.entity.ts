import { randomUUID } from 'node:crypto';
import { type Ref, EntityName } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Company, User } from '../../accounts';

/**
 * One employer's daily digest of new applicants (applications/emails/applicants-digest.service.ts):
 * written before the mail is queued, one per employer and day (the company's local date the digest
 * covers the day before of), so a retried or re-run digest never sends twice.
 */
@Entity({ tableName: 'applicant_digest_deliveries' })
@Unique({ name: 'applicant_digest_deliveries_user_date_unique', properties: ['user', 'digestDate'] })
@Index({ name: 'applicant_digest_deliveries_company_id_idx', properties: ['company'] })
export class ApplicantDigestDelivery {
  [EntityName]?: 'ApplicantDigestDelivery';
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { ref: true, fieldName: 'user_id', deleteRule: 'cascade' })
  user!: Ref<User>;

  @ManyToOne(() => Company, { ref: true, fieldName: 'company_id', deleteRule: 'cascade' })
  company!: Ref<Company>;

  /** The company's local date the digest was sent on (it counts the applicants of the day before). */
  @Property({ type: 'date' })
  digestDate!: string;

  /** How many applicants it told of, over all the company's jobs. */
  @Property({ type: 'integer' })
  applicants!: number;

  @Property({ type: 'datetime', length: 3 })
  sentAt!: Date;
}
