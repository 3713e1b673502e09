import { EntityName } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { ApplicationStatus, InterviewStage } from '@marketplace/contracts';

/**
 * What applications publishes of an application for other modules' statements (a view, never
 * written, without the cover letter).
 */
@Entity({
  tableName: 'application_cards',
  view: true,
  expression:
    'select "id", "job_id", "seeker_id", "resume_id", "status", "interview_stage", "applied_at", "updated_at", "withdrawn_at" from "applications"',
})
export class ApplicationCard {
  [EntityName]?: 'ApplicationCard';

  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'uuid', fieldName: 'job_id' })
  jobId!: string;

  @Property({ type: 'uuid', fieldName: 'seeker_id' })
  seekerId!: string;

  @Property({ type: 'uuid', nullable: true, fieldName: 'resume_id' })
  resumeId!: string | null;

  @Property({ type: 'text', fieldName: 'status' })
  status!: ApplicationStatus;

  @Property({ type: 'text', nullable: true, fieldName: 'interview_stage' })
  interviewStage!: InterviewStage | null;

  @Property({ type: 'datetime', length: 3, fieldName: 'applied_at' })
  appliedAt!: Date;

  @Property({ type: 'datetime', length: 3, fieldName: 'updated_at' })
  updatedAt!: Date;

  @Property({ type: 'datetime', length: 3, nullable: true, fieldName: 'withdrawn_at' })
  withdrawnAt!: Date | null;
}
