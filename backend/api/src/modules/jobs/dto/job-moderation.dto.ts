import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import {
  ADMIN_JOBS_PAGE_SIZE,
  ADMIN_QUERY_MESSAGES,
  type AdminJobQueueItem,
  type AdminJobsPage,
  type AdminJobsParams,
  JOB_POSTING_MESSAGES,
  JOB_STATUSES,
  type JobStatus,
  type ModerationResult,
  type RejectJobRequest,
} from '@marketplace/contracts';
import { JobDetailDto } from './job-detail.dto';

/** `GET /api/admin/jobs?page=`: the page stays text; the service reads it with the admin tables' paging rules. */
export class AdminJobsQueryDto implements AdminJobsParams {
  @ApiPropertyOptional({ type: 'integer', minimum: 1, default: 1, description: `${ADMIN_JOBS_PAGE_SIZE} jobs a page` })
  @IsOptional()
  @IsString({ message: ADMIN_QUERY_MESSAGES.pageInvalid })
  page?: string;
}

/** `POST /api/admin/jobs/{id}/reject`: the reason's rules (required, length) run in the service. */
export class RejectJobDto implements RejectJobRequest {
  @ApiProperty({ description: 'Shown to the employer in their job list', example: 'Please name the salary currency.' })
  @IsOptional()
  @IsString({ message: JOB_POSTING_MESSAGES.rejectionReasonRequired })
  reason!: string;
}

export class AdminJobQueueItemDto implements AdminJobQueueItem {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() title!: string;
  @ApiProperty({ format: 'uuid' }) companyId!: string;
  @ApiProperty({ description: 'The real company, also for private postings' }) companyName!: string;
  @ApiProperty() isCompanyPrivate!: boolean;
  @ApiProperty({ format: 'date-time', description: 'When the job entered review' }) submittedAt!: string;
  @ApiProperty({ type: JobDetailDto, description: 'The job as it would be published' }) job!: JobDetailDto;
}

export class AdminJobsPageDto implements AdminJobsPage {
  @ApiProperty({ type: [AdminJobQueueItemDto], description: 'Oldest submission first' }) jobs!: AdminJobQueueItemDto[];
  @ApiProperty() page!: number;
  @ApiProperty({ example: ADMIN_JOBS_PAGE_SIZE }) pageSize!: number;
  @ApiProperty() total!: number;
}

export class ModerationResultDto implements ModerationResult {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: JOB_STATUSES }) status!: JobStatus;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) postedAt!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) expiresAt!: string | null;
  @ApiProperty({ type: String, nullable: true }) rejectionReason!: string | null;
}
