import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import {
  type AdminConciergeJob,
  type AdminConciergeJobsParams,
  type AdminConciergeJobsResponse,
  type AssignConciergeRequest,
  type AssignConciergeResponse,
  CONCIERGE_MESSAGES,
  type EmployerConciergeJobsResponse,
  type EmployerJobConciergeResponse,
  JOB_STATUSES,
  type JobConcierge,
  type JobStatus,
} from '@marketplace/contracts';

/** `GET /api/admin/concierge/jobs?adminId=`: text here, read by the service. */
export class AdminConciergeJobsQueryDto implements AdminConciergeJobsParams {
  @ApiPropertyOptional({ format: 'uuid', description: "Another admin's concierge jobs; yours without it" })
  @IsOptional()
  @IsString({ message: CONCIERGE_MESSAGES.adminInvalid })
  adminId?: string;
}

/** `POST /api/admin/concierge/jobs/{jobId}/assign`. Types only here; the service checks the admin. */
export class AssignConciergeDto implements AssignConciergeRequest {
  @ApiProperty({ format: 'uuid', description: 'An active admin' })
  // Missing is the service's to say (validateConciergeAdminId), with the form's words.
  @IsOptional()
  @IsString({ message: CONCIERGE_MESSAGES.adminInvalid })
  adminId!: string;
}

export class JobConciergeDto implements JobConcierge {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'Avery Admin' }) name!: string;
  @ApiProperty({ example: 'avery@nestwork.example' }) email!: string;
  @ApiProperty({ format: 'date-time' }) assignedAt!: string;
}

export class EmployerJobConciergeResponseDto implements EmployerJobConciergeResponse {
  @ApiProperty({ type: JobConciergeDto, nullable: true }) concierge!: JobConciergeDto | null;
}

export class EmployerConciergeJobDto {
  @ApiProperty({ format: 'uuid' }) jobId!: string;
  @ApiProperty({ type: JobConciergeDto }) concierge!: JobConciergeDto;
}

export class EmployerConciergeJobsResponseDto implements EmployerConciergeJobsResponse {
  @ApiProperty({ type: [EmployerConciergeJobDto] }) jobs!: EmployerConciergeJobDto[];
}

export class ConciergeAdminDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() email!: string;
}

export class AdminConciergeJobDto implements AdminConciergeJob {
  @ApiProperty({ format: 'uuid' }) jobId!: string;
  @ApiProperty() title!: string;
  @ApiProperty() companyName!: string;
  @ApiProperty({ enum: JOB_STATUSES }) status!: JobStatus;
  @ApiProperty({ example: 'concierge-lite' }) packageId!: string;
  @ApiProperty({ format: 'date-time' }) assignedAt!: string;
}

export class AdminConciergeJobsResponseDto implements AdminConciergeJobsResponse {
  @ApiProperty({ type: ConciergeAdminDto }) admin!: ConciergeAdminDto;
  @ApiProperty({ type: [AdminConciergeJobDto], description: 'Newest assignment first' }) jobs!: AdminConciergeJobDto[];
}

export class AssignConciergeResponseDto implements AssignConciergeResponse {
  @ApiProperty({ format: 'uuid' }) jobId!: string;
  @ApiProperty({ type: JobConciergeDto }) concierge!: JobConciergeDto;
}
