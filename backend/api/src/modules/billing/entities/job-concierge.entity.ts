import { randomUUID } from 'node:crypto';
import { type Ref, EntityName } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { User } from '../../accounts';
import { Job } from '../../jobs';
import { PackageGrantEntity } from './package-grant.entity';

/**
 * The admin concierge of a job listed with a concierge package: one per job, chosen when the job
 * is first approved and kept on re-approval; an admin may hand it to another (`assignedBy`).
 */
@Entity({ tableName: 'job_concierges' })
@Index({ name: 'job_concierges_admin_idx', properties: ['admin', 'assignedAt'] })
export class JobConciergeEntity {
  [EntityName]?: 'JobConciergeEntity';
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Job, {
    ref: true,
    fieldName: 'job_id',
    unique: 'job_concierges_job_id_unique',
    deleteRule: 'cascade',
  })
  job!: Ref<Job>;

  @ManyToOne(() => User, { ref: true, fieldName: 'admin_id', deleteRule: 'cascade' })
  admin!: Ref<User>;

  /** The concierge package's credit the job's listing spent. */
  @ManyToOne(() => PackageGrantEntity, { ref: true, fieldName: 'grant_id', deleteRule: 'cascade' })
  grant!: Ref<PackageGrantEntity>;

  @Property({ type: 'datetime', length: 3 })
  assignedAt!: Date;

  /** The admin who chose this concierge by hand; null when chosen at approval. */
  @ManyToOne(() => User, { ref: true, fieldName: 'assigned_by', nullable: true, deleteRule: 'set null' })
  assignedBy?: Ref<User> | null;
}
