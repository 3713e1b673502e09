import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsArray, IsOptional, IsString } from 'class-validator';
import {
  type ApplicantApplication,
  type ApplicantProfileResponse,
  type ApplicantResumeResponse,
  type ApplicantSeeker,
  APPLICATION_SORTS,
  APPLICATION_STATUSES,
  type ApplicationStatus,
  type ApplicationStatusRequest,
  type ApplicationStatusResponse,
  AVAILABILITY_OPTIONS,
  type Availability,
  BULK_STATUSES,
  type BulkStatus,
  type BulkStatusChange,
  type BulkStatusRequest,
  type BulkStatusResponse,
  type BulkStatusSkip,
  type BulkStatusUndoRequest,
  type BulkStatusUndoResponse,
  EMPLOYER_APPLICATION_LIMITS,
  EMPLOYER_APPLICATION_MESSAGES,
  EMPLOYER_SETTABLE_STATUSES,
  type EmployerApplicationListItem,
  type EmployerApplicationsPage,
  type EmployerApplicationsParams,
  EXPERIENCE_LEVELS,
  type ExperienceLevel,
  INTERVIEW_STAGES,
  type InterviewStage,
} from '@marketplace/contracts';
import { ApplicationStatusCountsDto } from '../../../jobs';

// Types only: the rules run in the services through the contracts' validators, after the access check.

const M = EMPLOYER_APPLICATION_MESSAGES;

export class EmployerApplicationsQueryDto implements EmployerApplicationsParams {
  @ApiPropertyOptional({ enum: APPLICATION_STATUSES, description: 'Only applications in this status' })
  @IsOptional()
  @IsString({ message: M.single })
  status?: string;

  @ApiPropertyOptional({ enum: INTERVIEW_STAGES, description: 'Only applications at this interview stage' })
  @IsOptional()
  @IsString({ message: M.single })
  stage?: string;

  @ApiPropertyOptional({
    maxLength: EMPLOYER_APPLICATION_LIMITS.searchMax,
    description: "Part of the applicant's name, any case",
  })
  @IsOptional()
  @IsString({ message: M.single })
  q?: string;

  @ApiPropertyOptional({ enum: APPLICATION_SORTS, description: 'By applied date; newest first by default' })
  @IsOptional()
  @IsString({ message: M.single })
  sort?: string;

  @ApiPropertyOptional({ description: 'nextCursor of the previous page' })
  @IsOptional()
  @IsString({ message: M.single })
  cursor?: string;

  @ApiPropertyOptional({
    description: `Page size, 1 to ${EMPLOYER_APPLICATION_LIMITS.pageSizeMax} (${EMPLOYER_APPLICATION_LIMITS.pageSizeDefault} by default)`,
  })
  @IsOptional()
  @IsString({ message: M.single })
  limit?: string;
}

class NamedJobDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() title!: string;
}

class ListApplicantDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ type: String, nullable: true }) headline!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'A short-lived signed link' }) profilePictureUrl!:
    string | null;
}

export class EmployerApplicationListItemDto implements EmployerApplicationListItem {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ type: NamedJobDto }) job!: NamedJobDto;
  @ApiProperty({ type: ListApplicantDto }) applicant!: ListApplicantDto;
  @ApiProperty({ format: 'date-time' }) appliedAt!: string;
  @ApiProperty({ enum: APPLICATION_STATUSES }) status!: ApplicationStatus;
  @ApiProperty({ enum: INTERVIEW_STAGES, nullable: true }) interviewStage!: InterviewStage | null;
  @ApiProperty() hasResume!: boolean;
  @ApiProperty() hasCoverLetter!: boolean;
}

export class EmployerApplicationsPageDto implements EmployerApplicationsPage {
  @ApiProperty({ type: [EmployerApplicationListItemDto] }) applications!: EmployerApplicationListItemDto[];
  @ApiProperty({
    type: ApplicationStatusCountsDto,
    description: 'Per status, for the same stage and name filters, whatever the status filter',
  })
  counts!: ApplicationStatusCountsDto;
  @ApiProperty({ type: String, nullable: true }) nextCursor!: string | null;
}

export class ApplicantSeekerDto implements ApplicantSeeker {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({
    description:
      "Whether you may see the e-mail and phone: one of the seeker's applications to your company's jobs is in interview or hired",
  })
  contactVisible!: boolean;
  @ApiPropertyOptional({ description: 'Only while contactVisible' }) email?: string;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'Only while contactVisible; null when none given' })
  phone?: string | null;
  @ApiProperty({ type: String, nullable: true }) profilePictureUrl!: string | null;
  @ApiProperty({ type: String, nullable: true }) headline!: string | null;
  @ApiProperty({ type: String, nullable: true }) aboutMe!: string | null;
  @ApiProperty({ type: [String] }) skills!: string[];
  @ApiProperty({ type: [String] }) portfolioUrls!: string[];
  @ApiProperty({ enum: AVAILABILITY_OPTIONS, nullable: true }) availability!: Availability | null;
  @ApiProperty({ description: "The id of the seeker's trialing or active plan, or 'none'" }) membershipPlan!: string;
  @ApiProperty({ type: String, nullable: true }) location!: string | null;
  @ApiProperty({ enum: EXPERIENCE_LEVELS, nullable: true }) experienceLevel!: ExperienceLevel | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Whole US dollars per year; null unless the seeker shows it',
  })
  expectedSalary!: number | null;
}

export class ApplicantApplicationDto implements ApplicantApplication {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ type: String, nullable: true, description: 'GET it for the signed downloadUrl' }) resumeUrl!:
    string | null;
  @ApiProperty({ type: String, nullable: true }) coverLetter!: string | null;
  @ApiProperty({ format: 'date-time' }) appliedAt!: string;
  @ApiProperty({ enum: APPLICATION_STATUSES }) status!: ApplicationStatus;
  @ApiProperty({ enum: INTERVIEW_STAGES, nullable: true }) interviewStage!: InterviewStage | null;
  @ApiProperty() withdrawn!: boolean;
}

export class ApplicantProfileResponseDto implements ApplicantProfileResponse {
  @ApiProperty({ type: ApplicantSeekerDto }) seeker!: ApplicantSeekerDto;
  @ApiProperty({ type: ApplicantApplicationDto }) application!: ApplicantApplicationDto;
  @ApiProperty({ type: NamedJobDto }) job!: NamedJobDto;
}

export class ApplicantResumeResponseDto implements ApplicantResumeResponse {
  @ApiProperty({ description: 'A short-lived signed link to the resume version applied with' }) downloadUrl!: string;
  @ApiProperty({ example: 'Maya Chen CV.pdf', description: "The resume's name with its file's extension" })
  fileName!: string;
  @ApiProperty({ description: 'True for a PDF, which the link shows in the browser' }) viewable!: boolean;
  @ApiProperty({ description: 'A short-lived signed link that always saves the file under fileName' })
  saveUrl!: string;
}

export class ApplicationStatusDto implements ApplicationStatusRequest {
  @ApiProperty({ enum: EMPLOYER_SETTABLE_STATUSES })
  @IsOptional()
  @IsString({ message: M.statusInvalid })
  status!: ApplicationStatus;

  @ApiPropertyOptional({ enum: ['initial_screening'], description: 'Only when marking reviewed (the default then)' })
  @IsOptional()
  @IsString({ message: M.stageMustBeScreening })
  interviewStage?: InterviewStage;
}

class ChangedApplicationDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: APPLICATION_STATUSES }) status!: ApplicationStatus;
  @ApiProperty({ enum: INTERVIEW_STAGES, nullable: true }) interviewStage!: InterviewStage | null;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
}

export class ApplicationStatusResponseDto implements ApplicationStatusResponse {
  @ApiProperty({ type: ChangedApplicationDto }) application!: ChangedApplicationDto;
}

export class BulkStatusDto implements BulkStatusRequest {
  @ApiProperty({ type: [String], maxItems: EMPLOYER_APPLICATION_LIMITS.bulkMax })
  @IsOptional()
  @IsArray({ message: M.idsInvalid })
  applicationIds!: string[];

  @ApiProperty({ enum: BULK_STATUSES })
  @IsOptional()
  @IsString({ message: M.bulkStatusInvalid })
  status!: BulkStatus;
}

class BulkStatusChangeDto implements BulkStatusChange {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: APPLICATION_STATUSES }) from!: ApplicationStatus;
  @ApiProperty({ enum: APPLICATION_STATUSES }) to!: ApplicationStatus;
}

class BulkStatusSkipDto implements BulkStatusSkip {
  @ApiProperty() id!: string;
  @ApiProperty() reason!: string;
}

export class BulkStatusResponseDto implements BulkStatusResponse {
  @ApiProperty({ type: [BulkStatusChangeDto] }) changed!: BulkStatusChangeDto[];
  @ApiProperty({ type: [BulkStatusSkipDto] }) skipped!: BulkStatusSkipDto[];
  @ApiProperty({
    type: String,
    nullable: true,
    description: `Undoes the change for ${EMPLOYER_APPLICATION_LIMITS.undoSeconds} seconds; null when nothing changed`,
  })
  undoToken!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) undoExpiresAt!: string | null;
}

export class BulkStatusUndoDto implements BulkStatusUndoRequest {
  @ApiProperty()
  @IsOptional()
  @IsString({ message: M.undoTokenRequired })
  undoToken!: string;
}

export class BulkStatusUndoResponseDto implements BulkStatusUndoResponse {
  @ApiProperty({ type: [BulkStatusChangeDto] }) restored!: BulkStatusChangeDto[];
  @ApiProperty({ type: [BulkStatusSkipDto] }) skipped!: BulkStatusSkipDto[];
}
