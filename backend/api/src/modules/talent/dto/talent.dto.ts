import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import {
  APPLICATION_STATUSES,
  type ApplicationStatus,
  AVAILABILITY_OPTIONS,
  type Availability,
  EXPERIENCE_LEVELS,
  type ExperienceLevel,
  INTERVIEW_STAGES,
  type InterviewStage,
  type EducationEntry,
  type InviteToJobRequest,
  JOB_STATUSES,
  type JobStatus,
  type SeekerInvitation,
  type SeekerInvitationsResponse,
  TALENT_LIMITS,
  TALENT_MESSAGES,
  type TalentApplicationHistoryEntry,
  type TalentCard,
  type TalentInvitation,
  type TalentInvitationSummary,
  type TalentProfile,
  type TalentResumeResponse,
  type TalentSearchPage,
} from '@marketplace/contracts';

// Types only: the rules run in the service through the contracts (readTalentSearchQuery, validateInviteToJob).

/** A query parameter as Fastify hands it over: text, or a list of texts when repeated. */
const text = (): PropertyDecorator =>
  applyDecorators(IsOptional(), IsString({ each: true, message: TALENT_MESSAGES.single }));

/** `GET /api/employer/talent` query; readTalentSearchQuery names every bad parameter in one answer. */
export class TalentSearchQueryDto {
  @ApiPropertyOptional({
    type: String,
    description: `Keywords in name, headline, skills, location, about or work experience (at most ${TALENT_LIMITS.queryMaxLength} characters; "quoted phrases", or, -excluded)`,
  })
  @text()
  q?: string | string[];

  @ApiPropertyOptional({
    type: [String],
    description: `Skills the seeker must all list, any case (at most ${TALENT_LIMITS.skillsMax}). Repeat the parameter for several.`,
  })
  @text()
  skill?: string | string[];

  @ApiPropertyOptional({
    isArray: true,
    enum: [...AVAILABILITY_OPTIONS],
    description: 'Availability. Repeat the parameter for several.',
  })
  @text()
  availability?: string | string[];

  @ApiPropertyOptional({
    isArray: true,
    enum: [...EXPERIENCE_LEVELS],
    description: 'Experience levels. Repeat the parameter for several.',
  })
  @text()
  experienceLevel?: string | string[];

  @ApiPropertyOptional({ type: String, description: 'nextCursor of the previous page, with the same search' })
  @text()
  cursor?: string | string[];
}

export class TalentCardDto implements TalentCard {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ type: String, nullable: true }) headline!: string | null;
  @ApiProperty({ type: String, nullable: true }) location!: string | null;
  @ApiProperty({ enum: AVAILABILITY_OPTIONS, nullable: true }) availability!: Availability | null;
  @ApiProperty({ enum: EXPERIENCE_LEVELS, nullable: true }) experienceLevel!: ExperienceLevel | null;
  @ApiProperty({ type: [String] }) skills!: string[];
  @ApiProperty({ type: String, nullable: true, description: 'A short-lived signed link when it is an upload' })
  profilePictureUrl!: string | null;
  @ApiProperty({ format: 'date-time', description: 'When the seeker last saved their profile' }) updatedAt!: string;
}

export class TalentSearchPageDto implements TalentSearchPage {
  @ApiProperty({
    type: [TalentCardDto],
    description: `Most recently updated profiles first, ${TALENT_LIMITS.pageSize} a page`,
  })
  talent!: TalentCardDto[];
  @ApiProperty({ type: String, nullable: true, description: 'null on the last page' }) nextCursor!: string | null;
  @ApiProperty({ description: `Matching seekers, exact up to ${TALENT_LIMITS.countCap}` }) total!: number;
  @ApiProperty({ description: `More than ${TALENT_LIMITS.countCap} match` }) totalIsCapped!: boolean;
}

export class TalentEducationEntryDto implements EducationEntry {
  @ApiProperty() institution!: string;
  @ApiProperty({ description: "'' when none" }) certifications!: string;
  @ApiProperty({ type: String, nullable: true, example: '2019-09' }) startDate!: string | null;
  @ApiProperty({ type: String, nullable: true, example: '2023-06' }) endDate!: string | null;
  @ApiProperty({ description: "'' when none" }) notes!: string;
}

export class TalentApplicationHistoryEntryDto implements TalentApplicationHistoryEntry {
  @ApiProperty({ format: 'uuid', description: 'The application' }) id!: string;
  @ApiProperty({ format: 'uuid' }) jobId!: string;
  @ApiProperty() jobTitle!: string;
  @ApiProperty({ format: 'date-time' }) appliedAt!: string;
  @ApiProperty({ enum: APPLICATION_STATUSES }) applicationStatus!: ApplicationStatus;
  @ApiProperty({ enum: JOB_STATUSES, description: 'A live job past its end reads as expired' }) jobStatus!: JobStatus;
  @ApiProperty({ enum: INTERVIEW_STAGES, nullable: true }) interviewStage!: InterviewStage | null;
  @ApiProperty() withdrawn!: boolean;
}

export class TalentInvitationSummaryDto implements TalentInvitationSummary {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) jobId!: string;
  @ApiProperty() jobTitle!: string;
  @ApiProperty({ format: 'date-time' }) invitedAt!: string;
}

export class TalentProfileDto implements TalentProfile {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() firstName!: string;
  @ApiProperty() lastName!: string;
  @ApiProperty({ type: String, nullable: true }) headline!: string | null;
  @ApiProperty({ type: String, nullable: true }) location!: string | null;
  @ApiProperty({ enum: AVAILABILITY_OPTIONS, nullable: true }) availability!: Availability | null;
  @ApiProperty({ enum: EXPERIENCE_LEVELS, nullable: true }) experienceLevel!: ExperienceLevel | null;
  @ApiProperty({ format: 'date-time', description: 'When the account was created' }) joinedAt!: string;
  @ApiProperty({ description: "The id of the seeker's trialing or active plan, or 'none'" }) membershipPlan!: string;
  @ApiProperty({ type: String, nullable: true }) aboutMe!: string | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Whole US dollars per year; null unless showSalaryExpectations',
  })
  salaryExpectations!: number | null;
  @ApiProperty() showSalaryExpectations!: boolean;
  @ApiProperty({ type: [String] }) skills!: string[];
  @ApiProperty({ type: [String] }) portfolioUrls!: string[];
  @ApiProperty({ type: String, nullable: true, description: 'Sanitised HTML (paragraphs, bold, italic, lists, links)' })
  workExperience!: string | null;
  @ApiProperty({ type: [TalentEducationEntryDto] }) education!: TalentEducationEntryDto[];
  @ApiProperty({
    type: [TalentApplicationHistoryEntryDto],
    description: "Applications to your company's jobs, newest first",
  })
  applicationHistory!: TalentApplicationHistoryEntryDto[];
  @ApiProperty({ type: [TalentInvitationSummaryDto], description: 'Invitations your company sent, newest first' })
  invitations!: TalentInvitationSummaryDto[];
  @ApiProperty({
    description:
      "Whether you may see the e-mail and phone: one of the seeker's applications to your company's jobs is in interview or hired (an invitation to apply is not enough)",
  })
  contactVisible!: boolean;
  @ApiPropertyOptional({ description: 'Only while contactVisible' })
  email?: string;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'Only while contactVisible; null when none given' })
  phone?: string | null;
  @ApiProperty() hasResume!: boolean;
  @ApiProperty({ type: String, nullable: true, description: 'GET it for the signed link; null without a resume' })
  resumeUrl!: string | null;
  @ApiProperty({ type: String, nullable: true }) profilePictureUrl!: string | null;
}

export class TalentResumeResponseDto implements TalentResumeResponse {
  @ApiProperty({ description: 'A short-lived signed link: a PDF opens in the browser, a Word document downloads' })
  downloadUrl!: string;
  @ApiProperty({ example: 'Maya Chen CV.pdf', description: "The resume's name with its file's extension" })
  fileName!: string;
  @ApiProperty({ description: 'True for a PDF, which the link shows in the browser' }) viewable!: boolean;
  @ApiProperty({ description: 'A short-lived signed link that always saves the file under fileName' })
  saveUrl!: string;
}

export class InviteToJobDto implements InviteToJobRequest {
  // Optional here: a missing job is the service's 400 (validateInviteToJob), after the talent's access check.
  @ApiProperty({ format: 'uuid', description: "One of your company's live jobs" })
  @IsOptional()
  @IsString({ message: TALENT_MESSAGES.jobRequired })
  jobId!: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: TALENT_LIMITS.invitationNoteMax,
    description: 'Trimmed; blank is none',
  })
  @IsOptional()
  @IsString({ message: TALENT_MESSAGES.noteTooLong })
  note?: string | null;
}

export class TalentInvitationDto implements TalentInvitation {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) jobId!: string;
  @ApiProperty() jobTitle!: string;
  @ApiProperty({ format: 'uuid' }) seekerId!: string;
  @ApiProperty({ type: String, nullable: true }) note!: string | null;
  @ApiProperty({ format: 'date-time' }) invitedAt!: string;
}

class SeekerInvitationJobDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() title!: string;
  @ApiProperty({ enum: JOB_STATUSES }) status!: JobStatus;
}

class SeekerInvitationCompanyDto {
  @ApiProperty({ description: "'Private Company' when the employer hides its name" }) name!: string;
  @ApiProperty({ type: String, nullable: true }) logoUrl!: string | null;
}

export class SeekerInvitationDto implements SeekerInvitation {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ type: SeekerInvitationJobDto }) job!: SeekerInvitationJobDto;
  @ApiProperty({ type: SeekerInvitationCompanyDto }) company!: SeekerInvitationCompanyDto;
  @ApiProperty({ type: String, nullable: true }) note!: string | null;
  @ApiProperty({ format: 'date-time' }) invitedAt!: string;
  @ApiProperty({ description: 'You applied to the job' }) applied!: boolean;
  @ApiProperty({ description: 'The job still takes applications' }) open!: boolean;
}

export class SeekerInvitationsResponseDto implements SeekerInvitationsResponse {
  @ApiProperty({ type: [SeekerInvitationDto], description: 'Newest first' }) invitations!: SeekerInvitationDto[];
}
