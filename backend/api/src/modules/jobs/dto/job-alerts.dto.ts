import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional, IsString } from 'class-validator';
import {
  type CreateJobAlertRequest,
  JOB_ALERT_FREQUENCIES,
  JOB_POSTING_MESSAGES,
  type JobAlert,
  type JobAlertFrequency,
  type JobAlertsResponse,
  type JobAlertUnsubscribeParams,
  type ReplaceJobAlertRequest,
  type UpdateJobAlertRequest,
} from '@marketplace/contracts';

// Types only: whether the frequency is one of the choices and whether the search is one GET
// /api/jobs accepts are the service's rules, reported together with their messages.

/** `POST /api/seeker/job-alerts` */
export class CreateJobAlertDto implements CreateJobAlertRequest {
  @ApiProperty({
    description: "The current search's query string (GET /api/jobs); cursor and sort are ignored",
    example: 'q=designer&category=Design&remote=true',
  })
  @IsOptional()
  @IsString({ message: JOB_POSTING_MESSAGES.alertQueryInvalid })
  query!: string;

  @ApiProperty({ enum: JOB_ALERT_FREQUENCIES })
  @IsOptional()
  @IsString({ message: JOB_POSTING_MESSAGES.alertFrequencyInvalid })
  frequency!: JobAlertFrequency;
}

/** `PUT /api/seeker/job-alerts/{id}`: the edited search and frequency, both required (checked by the service). */
export class ReplaceJobAlertDto implements ReplaceJobAlertRequest {
  @ApiProperty({
    description: 'The search as a GET /api/jobs query string; cursor and sort are ignored',
    example: 'q=designer&category=Design',
  })
  @IsOptional()
  @IsString({ message: JOB_POSTING_MESSAGES.alertQueryInvalid })
  query!: string;

  @ApiProperty({ enum: JOB_ALERT_FREQUENCIES })
  @IsOptional()
  @IsString({ message: JOB_POSTING_MESSAGES.alertFrequencyInvalid })
  frequency!: JobAlertFrequency;
}

/** `PATCH /api/seeker/job-alerts/{id}`: only the fields sent change. */
export class UpdateJobAlertDto implements UpdateJobAlertRequest {
  @ApiPropertyOptional({ description: 'true pauses the e-mails; resuming does not send what was posted meanwhile' })
  @IsOptional()
  @IsBoolean({ message: JOB_POSTING_MESSAGES.alertPausedInvalid })
  paused?: boolean;

  @ApiPropertyOptional({ enum: JOB_ALERT_FREQUENCIES })
  @IsOptional()
  @IsString({ message: JOB_POSTING_MESSAGES.alertFrequencyInvalid })
  frequency?: JobAlertFrequency;
}

/** `GET /api/job-alerts/unsubscribe?token=`: a token that is not text is as invalid as a wrong one. */
export class JobAlertUnsubscribeQueryDto implements JobAlertUnsubscribeParams {
  @ApiPropertyOptional({ description: 'The token from the e-mail link' })
  @IsOptional()
  @IsString({ message: JOB_POSTING_MESSAGES.unsubscribeInvalid })
  token?: string;
}

export class JobAlertDto implements JobAlert {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ description: 'The search as a GET /api/jobs query string', example: 'q=designer&category=Design' })
  query!: string;
  @ApiProperty({ example: '"designer" · Design' }) label!: string;
  @ApiProperty({ enum: JOB_ALERT_FREQUENCIES }) frequency!: JobAlertFrequency;
  @ApiProperty() paused!: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'null before the first e-mail' })
  lastSentAt!: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Jobs in the last e-mail; null before the first' })
  lastSentJobCount!: number | null;
  @ApiProperty({ description: 'Jobs all its e-mails carried together' }) jobsMatched!: number;
}

export class JobAlertsResponseDto implements JobAlertsResponse {
  @ApiProperty({ type: [JobAlertDto], description: 'Newest first' }) alerts!: JobAlertDto[];
}
