import { ApiProperty } from '@nestjs/swagger';
import {
  EXPERIENCE_LEVELS,
  type ExperienceLevel,
  JOB_STATUSES,
  JOB_TYPES,
  type JobClosedReason,
  type JobDetail,
  type JobStatus,
  type JobType,
  type WordpressSlugResponse,
} from '@marketplace/contracts';
import { JobCardDto } from './job-card.dto';

/** Why a job that is still shown no longer takes applications. */
export const JOB_CLOSED_REASONS = ['expired', 'filled', 'archived'] as const satisfies readonly JobClosedReason[];

/** `GET /api/jobs/{id}`: the job card with the full posting. */
export class JobDetailDto extends JobCardDto implements JobDetail {
  @ApiProperty({ description: 'The full description' }) declare description: string;
  @ApiProperty() requirements!: string;
  @ApiProperty({ type: String, nullable: true }) benefits!: string | null;
  @ApiProperty({ type: String, format: 'date', nullable: true }) applicationDeadline!: string | null;
  @ApiProperty({ enum: JOB_TYPES }) jobType!: JobType;
  @ApiProperty({ enum: EXPERIENCE_LEVELS }) experienceLevel!: ExperienceLevel;
  @ApiProperty({ type: String, nullable: true, description: 'null for private companies, except to admins' }) website!:
    string | null;
  @ApiProperty({ type: String, nullable: true, description: 'null for private companies, except to admins' })
  linkedinProfile!: string | null;
  @ApiProperty({ type: String, nullable: true }) contactPhone!: string | null;
  @ApiProperty() isCompanyPrivate!: boolean;
  @ApiProperty() isRemote!: boolean;
  @ApiProperty({ enum: JOB_STATUSES }) status!: JobStatus;
  @ApiProperty({ description: 'False for expired, filled and archived jobs' }) isOpen!: boolean;
  @ApiProperty({ enum: JOB_CLOSED_REASONS, nullable: true }) closedReason!: JobClosedReason | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) expiresAt!: string | null;
  @ApiProperty({ format: 'uri', description: 'Our public page of the job' }) publicUrl!: string;
}

export class WordpressSlugResponseDto implements WordpressSlugResponse {
  @ApiProperty({ format: 'uri', description: 'The share link: `${PUBLIC_URL}/jobs/{id}-{slug}`' })
  wordpressUrl!: string;
}
