import { randomUUID } from 'node:crypto';
import { type Ref, EntityName } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Job } from '../../jobs';
import { PackageGrantEntity } from './package-grant.entity';

/**
 * One credit spent: the listing of one job. Open (`endedAt` null) from the submission until the
 * listing it paid for ends; a job holds at most one open debit, which edits and resubmissions reuse.
 * `extendedAt`: when a Featured Job Post's free extra days began (once). `blastedAt`: when a Solo
 * Email Blast listing's e-mail went out (once per listing: re-approvals keep the debit).
 */
@Entity({ tableName: 'package_debits' })
@Index({ name: 'package_debits_grant_idx', properties: ['grant'] })
@Unique({
  name: 'package_debits_open_job_idx',
  expression: `create unique index "package_debits_open_job_idx" on "package_debits" ("job_id") where "ended_at" is null`,
})
export class PackageDebitEntity {
  [EntityName]?: 'PackageDebitEntity';
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => PackageGrantEntity, { ref: true, fieldName: 'grant_id', deleteRule: 'cascade' })
  grant!: Ref<PackageGrantEntity>;

  @ManyToOne(() => Job, { ref: true, fieldName: 'job_id', deleteRule: 'cascade' })
  job!: Ref<Job>;

  @Property({ type: 'boolean' })
  featured!: boolean;

  @Property({ type: 'datetime', length: 3 })
  createdAt!: Date;

  @Property({ type: 'datetime', length: 3, nullable: true })
  extendedAt?: Date | null;

  @Property({ type: 'datetime', length: 3, nullable: true })
  endedAt?: Date | null;

  @Property({ type: 'datetime', length: 3, nullable: true })
  blastedAt?: Date | null;
}
