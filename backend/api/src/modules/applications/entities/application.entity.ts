import { randomUUID } from 'node:crypto';
import { type Opt, type Ref, EntityName } from '@mikro-orm/core';
import { Check, Entity, Enum, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import {
  APPLICATION_LIMITS,
  APPLICATION_STATUSES,
  type ApplicationStatus,
  INTERVIEW_STAGES,
  type InterviewStage,
} from '@marketplace/contracts';
import { User } from '../../accounts';
import { Job } from '../../jobs';
import { SeekerResume } from '../../profiles';

/**
 * A seeker's application to a job (contracts: applications.ts). One per seeker and job, kept after a
 * withdrawal (withdrawn_at), so a job cannot be applied to twice. Users and jobs are never deleted
 * (accounts are anonymised, jobs archived), hence restrict; a deleted resume version leaves the
 * application without one.
 */
@Entity({ tableName: 'applications' })
// The same pairs as (seeker, job); job first so a seeker's statuses for a page of job cards are
// probes of this index (job_id = any(...) and seeker_id = ?).
@Unique({ name: 'applications_job_seeker_unique', properties: ['job', 'seeker'] })
// The seeker's list, newest first.
@Index({
  name: 'applications_seeker_applied_idx',
  expression:
    'create index "applications_seeker_applied_idx" on "applications" ("seeker_id", "applied_at" desc, "id" desc)',
})
// The employer's active lists of one job (withdrawn applications leave them): by status, and all statuses, newest first.
@Index({
  name: 'applications_job_status_applied_idx',
  expression:
    'create index "applications_job_status_applied_idx" on "applications" ("job_id", "status", "applied_at" desc, "id" desc) where "withdrawn_at" is null',
})
@Index({
  name: 'applications_job_applied_idx',
  expression:
    'create index "applications_job_applied_idx" on "applications" ("job_id", "applied_at" desc, "id" desc) where "withdrawn_at" is null',
})
// A job's active applicants at one interview stage (migration Migration20261125130000_employer_applications).
@Index({
  name: 'applications_job_stage_applied_idx',
  expression:
    'create index "applications_job_stage_applied_idx" on "applications" ("job_id", "interview_stage", "applied_at" desc, "id" desc) where "withdrawn_at" is null and "interview_stage" is not null',
})
// Deleting a resume version sets its applications' resume_id to null: found through this index.
@Index({ name: 'applications_resume_id_idx', properties: ['resume'] })
@Check({
  name: 'applications_cover_letter_length',
  expression: `char_length("cover_letter") <= ${APPLICATION_LIMITS.coverLetterMax}`,
})
export class Application {
  [EntityName]?: 'Application';
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Job, { ref: true, fieldName: 'job_id', deleteRule: 'restrict' })
  job!: Ref<Job>;

  @ManyToOne(() => User, { ref: true, fieldName: 'seeker_id', deleteRule: 'restrict' })
  seeker!: Ref<User>;

  @ManyToOne(() => SeekerResume, { ref: true, fieldName: 'resume_id', deleteRule: 'set null', nullable: true })
  resume: Ref<SeekerResume> | null = null;

  @Property({ type: 'text', nullable: true })
  coverLetter: string | null = null;

  @Enum({ items: () => [...APPLICATION_STATUSES], type: 'string', length: 16, default: 'pending' })
  status: Opt<ApplicationStatus> = 'pending';

  @Enum({ items: () => [...INTERVIEW_STAGES], type: 'string', length: 32, nullable: true })
  interviewStage: InterviewStage | null = null;

  @Property({ type: 'datetime', length: 3 })
  appliedAt!: Date;

  @Property({ type: 'datetime', length: 3 })
  updatedAt!: Date;

  @Property({ type: 'datetime', length: 3, nullable: true })
  withdrawnAt: Date | null = null;
}
