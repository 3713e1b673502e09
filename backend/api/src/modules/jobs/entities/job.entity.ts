import { randomUUID } from 'node:crypto';
import { DecimalType, type Opt, type Ref, EntityName } from '@mikro-orm/core';
import { Check, Entity, Enum, Index, ManyToOne, PrimaryKey, Property, Trigger } from '@mikro-orm/decorators/legacy';
import {
  EXPERIENCE_LEVELS,
  type ExperienceLevel,
  JOB_STATUSES,
  JOB_TYPES,
  type JobCategory,
  type JobStatus,
  type JobType,
  SALARY_TYPES,
  type SalaryType,
} from '@marketplace/contracts';
import { Company } from '../../accounts';
import { FACET_SQL, PAY_SQL } from '../search/job-facets';

/**
 * A job posting: the fields of the job posting form plus its lifecycle.
 * Timestamps are stored with millisecond precision so they round-trip exactly through JS Dates
 * (the list cursor carries posted_at).
 */
@Entity({ tableName: 'jobs' })
@Index({
  name: 'jobs_approved_feed_idx',
  expression:
    'create index "jobs_approved_feed_idx" on "jobs" ("posted_at" desc, "id" desc) where "status" = \'approved\'',
})
@Index({
  name: 'jobs_featured_live_idx',
  expression: `create index "jobs_featured_live_idx" on "jobs" ("posted_at" desc, "id" desc) where "is_featured" and "status" = 'approved'`,
})
@Index({ name: 'jobs_company_id_idx', properties: ['company'] })
// Search (migration Migration20261121120000_job_search, which also creates the trigger functions).
@Index({
  name: 'jobs_fts_title_idx',
  expression: `create index "jobs_fts_title_idx" on "jobs" using gin ("fts_title", "category", "job_type", "experience_level", "salary_type", "is_remote", "is_flexible")`,
})
@Index({
  name: 'jobs_fts_summary_idx',
  expression: `create index "jobs_fts_summary_idx" on "jobs" using gin ("fts_summary", "category", "job_type", "experience_level", "salary_type", "is_remote", "is_flexible")`,
})
@Index({
  name: 'jobs_fts_document_idx',
  expression: `create index "jobs_fts_document_idx" on "jobs" using gin ("fts_document", "category", "job_type", "experience_level", "salary_type", "is_remote", "is_flexible")`,
})
@Index({
  name: 'jobs_approved_category_idx',
  expression: `create index "jobs_approved_category_idx" on "jobs" ("category", "posted_at" desc, "id" desc) where "status" = 'approved'`,
})
@Index({
  name: 'jobs_approved_pay_idx',
  expression: `create index "jobs_approved_pay_idx" on "jobs" ("salary_type", "pay") where "status" = 'approved'`,
})
@Index({
  name: 'jobs_approved_facet_idx',
  expression: `create index "jobs_approved_facet_idx" on "jobs" ("facet", "pay", "posted_at") include ("id", "expires_at") where "status" = 'approved'`,
})
@Trigger({
  name: 'jobs_search_text_refresh',
  timing: 'before',
  events: ['insert', 'update'],
  forEach: 'row',
  expression:
    'create trigger "jobs_search_text_refresh" before insert or update of "title", "description", "skills", "company_id", "is_company_private" on "jobs" for each row execute function "jobs_search_text_refresh"()',
})
@Trigger({
  name: 'jobs_search_terms_insert',
  timing: 'after',
  events: ['insert'],
  forEach: 'statement',
  expression:
    'create trigger "jobs_search_terms_insert" after insert on "jobs" referencing new table as new_rows for each statement execute function "job_search_terms_collect"()',
})
@Trigger({
  name: 'jobs_search_terms_update',
  timing: 'after',
  events: ['update'],
  forEach: 'row',
  expression:
    'create trigger "jobs_search_terms_update" after update on "jobs" for each row when (old."fts_document" is distinct from new."fts_document") execute function "job_search_terms_collect_row"()',
})
// Result counts of words read a narrow copy of each approved job (migration Migration20261128100000_job_count_rows).
@Trigger({
  name: 'jobs_count_rows_insert',
  timing: 'after',
  events: ['insert'],
  forEach: 'row',
  expression: `create trigger "jobs_count_rows_insert" after insert on "jobs" for each row when (new."status" = 'approved') execute function "jobs_count_rows_refresh"()`,
})
@Trigger({
  name: 'jobs_count_rows_update',
  timing: 'after',
  events: ['update'],
  forEach: 'row',
  expression: `create trigger "jobs_count_rows_update" after update on "jobs" for each row when ((old."status" = 'approved' or new."status" = 'approved') and (old."status", old."fts_document", old."category", old."job_type", old."experience_level", old."salary_type", old."is_remote", old."is_flexible", old."pay", old."posted_at", old."expires_at") is distinct from (new."status", new."fts_document", new."category", new."job_type", new."experience_level", new."salary_type", new."is_remote", new."is_flexible", new."pay", new."posted_at", new."expires_at")) execute function "jobs_count_rows_refresh"()`,
})
@Trigger({
  name: 'jobs_count_rows_delete',
  timing: 'after',
  events: ['delete'],
  forEach: 'row',
  expression: `create trigger "jobs_count_rows_delete" after delete on "jobs" for each row when (old."status" = 'approved') execute function "jobs_count_rows_refresh"()`,
})
// The migration's fourth, jobs_count_rows_truncate (after truncate, for each statement: empties job_count_rows), is
// not declared here: information_schema.triggers, where the ORM compares triggers, lists no truncate-only trigger.
// Result counts of searches are kept while this number stands (migration Migration20261125110000_job_search_generation).
@Trigger({
  name: 'jobs_search_generation',
  timing: 'after',
  events: ['insert', 'update', 'delete', 'truncate'],
  forEach: 'statement',
  expression:
    'create trigger "jobs_search_generation" after insert or update or delete or truncate on "jobs" for each statement execute function "jobs_search_generation_bump"()',
})
// Posting and moderation (migration Migration20261121140000_job_posting).
@Index({
  name: 'jobs_review_queue_idx',
  expression: `create index "jobs_review_queue_idx" on "jobs" ("submitted_at", "id") where "status" = 'pending_review'`,
})
@Index({
  name: 'jobs_approved_expires_idx',
  expression: `create index "jobs_approved_expires_idx" on "jobs" ("expires_at") where "status" = 'approved'`,
})
@Check({
  name: 'jobs_complete_unless_draft',
  expression: `"status" in ('draft', 'archived') or ("job_type" is not null and "experience_level" is not null and "category" is not null)`,
})
@Check({ name: 'jobs_approved_has_posted_at', expression: `"status" <> 'approved' or "posted_at" is not null` })
// Moderation (migration Migration20261122090000_job_approval): live and closed-after-live jobs carry an
// approval; drafts, jobs in review and rejected ones never do, so a content change always drops it.
@Check({
  name: 'jobs_was_approved_if_live',
  expression: `"status" in ('draft', 'pending_review', 'rejected', 'archived') or "approved_at" is not null`,
})
@Check({
  name: 'jobs_unreviewed_not_approved',
  expression: `"status" in ('approved', 'expired', 'filled', 'archived') or "approved_at" is null`,
})
@Check({
  name: 'jobs_salary_range',
  expression: '"salary_min" is null or "salary_max" is null or "salary_min" <= "salary_max"',
})
export class Job {
  [EntityName]?: 'Job';
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Company, { ref: true, fieldName: 'company_id', deleteRule: 'restrict' })
  company!: Ref<Company>;

  @Property({ type: 'string', length: 100 })
  title!: string;

  @Property({ type: 'text' })
  description!: string;

  /** Shown as "qualifications". */
  @Property({ type: 'text' })
  requirements!: string;

  @Property({ type: new DecimalType('number'), precision: 12, scale: 2, nullable: true })
  salaryMin: number | null = null;

  @Property({ type: new DecimalType('number'), precision: 12, scale: 2, nullable: true })
  salaryMax: number | null = null;

  @Enum({ items: () => [...SALARY_TYPES], type: 'string', length: 16 })
  salaryType: Opt<SalaryType> = 'yearly';

  @Property({ type: 'string', length: 120 })
  location: Opt<string> = 'Remote';

  // Drafts may leave these empty (null); the check jobs_complete_unless_draft keeps submitted jobs complete.
  @Enum({ items: () => [...JOB_TYPES], type: 'string', length: 16, nullable: true })
  jobType: JobType | null = null;

  @Enum({ items: () => [...EXPERIENCE_LEVELS], type: 'string', length: 16, nullable: true })
  experienceLevel: ExperienceLevel | null = null;

  @Property({ type: 'string', length: 64, nullable: true })
  category: JobCategory | null = null;

  @Property({ type: 'text[]', defaultRaw: "'{}'" })
  skills: Opt<string[]> = [];

  @Property({ type: 'text', nullable: true })
  benefits: string | null = null;

  @Property({ type: 'date', nullable: true })
  applicationDeadline: string | null = null;

  @Property({ type: 'string', length: 255, nullable: true })
  website: string | null = null;

  @Property({ type: 'string', length: 255, nullable: true })
  linkedinProfile: string | null = null;

  @Property({ type: 'string', length: 32, nullable: true })
  contactPhone: string | null = null;

  @Property({ type: 'boolean', default: false })
  isCompanyPrivate: Opt<boolean> = false;

  @Property({ type: 'boolean', default: false })
  isFlexible: Opt<boolean> = false;

  @Enum({ items: () => [...JOB_STATUSES], type: 'string', length: 16, default: 'draft' })
  status: Opt<JobStatus> = 'draft';

  /** When the job went live (approved); the public feed is ordered by it. */
  @Property({ type: 'datetime', length: 3, nullable: true })
  postedAt: Date | null = null;

  @Property({ type: 'datetime', length: 3, nullable: true })
  expiresAt: Date | null = null;

  /**
   * The listing end (expires_at) the company's employers were last told is coming ('job-expiring');
   * a job renewed to a later end differs from it again, so its new end is told too.
   */
  @Property({ type: 'datetime', length: 3, nullable: true })
  expiryNoticeFor: Date | null = null;

  /** Live with a featured listing (a Featured Job Post paid for it): first in search, with the 'Featured' badge. */
  @Property({ type: 'boolean', default: false })
  isFeatured: Opt<boolean> = false;

  /**
   * When an admin approved the job's current content; null while it never was or changed since.
   * Only jobs that carry it are ever public (job-visibility.ts), whatever their status.
   */
  @Property({ type: 'datetime', length: 3, nullable: true })
  approvedAt: Date | null = null;

  /** When the job last entered review (the moderation queue is oldest first). */
  @Property({ type: 'datetime', length: 3, nullable: true })
  submittedAt: Date | null = null;

  /** The admin's reason when rejected; shown to the employer. */
  @Property({ type: 'text', nullable: true })
  rejectionReason: string | null = null;

  @Property({ type: 'datetime', length: 3, defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();

  @Property({ type: 'datetime', length: 3, defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Opt<Date> = new Date();

  /** Remote unless a place is named: an empty location or one starting with the word "Remote". */
  @Property({ type: 'boolean', generated: `("location" ~* '^\\s*(remote\\M|$)') stored` })
  isRemote!: Opt<boolean>;

  /** Every filter value of the job as one number, for jobs_approved_facet_idx (search/job-facets.ts). */
  @Property({ type: 'smallint', nullable: true, generated: `(${FACET_SQL}) stored` })
  facet!: Opt<number | null>;

  /** What a minimum-pay filter compares: the top of the range, else its only bound. */
  @Property({
    type: new DecimalType('number'),
    precision: 12,
    scale: 2,
    nullable: true,
    generated: `(${PAY_SQL}) stored`,
  })
  pay!: Opt<number | null>;

  // Search text vectors, written only by the trigger jobs_search_text_refresh and read only by
  // search SQL; lazy and hidden so entities never load or serialise them.
  /** The title. */
  @Property({ columnType: 'tsvector', type: 'unknown', nullable: true, lazy: true, hidden: true })
  ftsTitle?: unknown;

  /** Title, skills and the company name (left out for private companies). */
  @Property({ columnType: 'tsvector', type: 'unknown', nullable: true, lazy: true, hidden: true })
  ftsSummary?: unknown;

  /** The summary plus the description. */
  @Property({ columnType: 'tsvector', type: 'unknown', nullable: true, lazy: true, hidden: true })
  ftsDocument?: unknown;
}
