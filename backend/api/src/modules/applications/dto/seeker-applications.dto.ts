import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import {
  APPLICATION_LIMITS,
  APPLICATION_MESSAGES,
  APPLICATION_STATUSES,
  type ApplicationStatus,
  type ApplyRequest,
  type CandidateInterview,
  INTERVIEW_STAGES,
  type InterviewStage,
  JOB_STATUSES,
  type JobStatus,
  type SeekerApplication,
  type SeekerApplicationCompany,
  type SeekerApplicationJob,
  type SeekerApplicationsResponse,
} from '@marketplace/contracts';

// Types only: the rules run in the service through validateApplyRequest.

export class ApplyDto implements ApplyRequest {
  @ApiProperty({ format: 'uuid', description: 'A live job (approved and not past its end)' })
  @IsString({ message: APPLICATION_MESSAGES.jobRequired })
  jobId!: string;

  @ApiProperty({
    format: 'uuid',
    description: "One of the seeker's resume versions (GET /api/seeker/profile lists them)",
  })
  @IsString({ message: APPLICATION_MESSAGES.resumeRequired })
  resumeId!: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: APPLICATION_LIMITS.coverLetterMax,
    description: 'Trimmed; blank is none',
  })
  @IsOptional()
  @IsString({ message: APPLICATION_MESSAGES.coverLetterInvalid })
  coverLetter?: string | null;
}

export class SeekerApplicationJobDto implements SeekerApplicationJob {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() title!: string;
  @ApiProperty({ enum: JOB_STATUSES, description: 'A live job past its end reads as expired' }) status!: JobStatus;
}

export class SeekerApplicationCompanyDto implements SeekerApplicationCompany {
  @ApiProperty({ description: "'Private Company' when the employer hides its name" }) name!: string;
  @ApiProperty({ type: String, nullable: true }) logoUrl!: string | null;
}

export class CandidateInterviewDto implements CandidateInterview {
  @ApiProperty({ format: 'date-time' }) scheduledAt!: string;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Europe/Berlin',
    description: "The IANA zone the employer set the time in (the seeker's page shows it in the seeker's own)",
  })
  timeZone!: string | null;
  @ApiProperty({ type: String, nullable: true }) location!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'uri' }) meetingUrl!: string | null;
  @ApiProperty({ type: String, nullable: true, description: "The employer's message with the invitation" })
  messageToCandidate!: string | null;
}

export class SeekerApplicationDto implements SeekerApplication {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ type: SeekerApplicationJobDto }) job!: SeekerApplicationJobDto;
  @ApiProperty({ type: SeekerApplicationCompanyDto }) company!: SeekerApplicationCompanyDto;
  @ApiProperty({ format: 'date-time' }) appliedAt!: string;
  @ApiProperty({ enum: APPLICATION_STATUSES }) status!: ApplicationStatus;
  @ApiProperty({ enum: INTERVIEW_STAGES, nullable: true }) interviewStage!: InterviewStage | null;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'The next scheduled interview; null until interviews are scheduled',
  })
  nextInterviewAt!: string | null;
  @ApiProperty({
    type: CandidateInterviewDto,
    nullable: true,
    description: "The next scheduled interview with where and how to join; never the interviewer's notes",
  })
  nextInterview!: CandidateInterviewDto | null;
  @ApiProperty({ description: "Withdrawn by the seeker: out of the employer's active lists" }) withdrawn!: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) withdrawnAt!: string | null;
  @ApiProperty({ type: String, nullable: true }) coverLetter!: string | null;
  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'The resume version sent; null once the seeker deleted it',
  })
  resumeId!: string | null;
}

export class SeekerApplicationsResponseDto implements SeekerApplicationsResponse {
  @ApiProperty({ type: [SeekerApplicationDto] }) applications!: SeekerApplicationDto[];
}
