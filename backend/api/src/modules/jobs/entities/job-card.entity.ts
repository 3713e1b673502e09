import { EntityName } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { ExperienceLevel, JobCategory, JobStatus, JobType, SalaryType } from '@marketplace/contracts';

/**
 * What jobs publishes of a job for other modules' statements (a view, never written, without the
 * texts and search vectors).
 */
@Entity({
  tableName: 'job_cards',
  view: true,
  expression:
    'select "id", "company_id", "title", "status", "location", "job_type", "experience_level", "category", "is_remote", "is_flexible", "is_company_private", "salary_type", "posted_at", "expires_at", "approved_at", "submitted_at", "created_at", "updated_at", "is_featured" from "jobs"',
})
export class JobCard {
  [EntityName]?: 'JobCard';

  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'uuid', fieldName: 'company_id' })
  companyId!: string;

  @Property({ type: 'string', length: 100, fieldName: 'title' })
  title!: string;

  @Property({ type: 'text', fieldName: 'status' })
  status!: JobStatus;

  @Property({ type: 'string', length: 120, fieldName: 'location' })
  location!: string;

  @Property({ type: 'text', nullable: true, fieldName: 'job_type' })
  jobType!: JobType | null;

  @Property({ type: 'text', nullable: true, fieldName: 'experience_level' })
  experienceLevel!: ExperienceLevel | null;

  @Property({ type: 'string', length: 64, nullable: true, fieldName: 'category' })
  category!: JobCategory | null;

  @Property({ type: 'boolean', fieldName: 'is_remote' })
  isRemote!: boolean;

  @Property({ type: 'boolean', fieldName: 'is_flexible' })
  isFlexible!: boolean;

  @Property({ type: 'boolean', fieldName: 'is_company_private' })
  isCompanyPrivate!: boolean;

  @Property({ type: 'text', fieldName: 'salary_type' })
  salaryType!: SalaryType;

  @Property({ type: 'datetime', length: 3, nullable: true, fieldName: 'posted_at' })
  postedAt!: Date | null;

  @Property({ type: 'datetime', length: 3, nullable: true, fieldName: 'expires_at' })
  expiresAt!: Date | null;

  @Property({ type: 'datetime', length: 3, nullable: true, fieldName: 'approved_at' })
  approvedAt!: Date | null;

  @Property({ type: 'datetime', length: 3, nullable: true, fieldName: 'submitted_at' })
  submittedAt!: Date | null;

  @Property({ type: 'datetime', length: 3, fieldName: 'created_at' })
  createdAt!: Date;

  @Property({ type: 'datetime', length: 3, fieldName: 'updated_at' })
  updatedAt!: Date;

  @Property({ type: 'boolean', fieldName: 'is_featured' })
  isFeatured!: boolean;
}
