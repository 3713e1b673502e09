import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsArray, IsBoolean, IsNumber, IsOptional, IsString, ValidateNested } from 'class-validator';
import {
  AVAILABILITY_OPTIONS,
  type Availability,
  type EducationEntry,
  EXPERIENCE_LEVELS,
  type ExperienceLevel,
  type ResumeSummary,
  RICH_TEXT_ALLOWED,
  SEEKER_PROFILE_LIMITS,
  SEEKER_PROFILE_MESSAGES,
  type SeekerProfile,
  type SeekerProfileInput,
} from '@marketplace/contracts';
import { ResumeSummaryDto } from './resumes.dto';

// Types only: the rules run in the service through validateSeekerProfile, with the editor's messages.
const M = SEEKER_PROFILE_MESSAGES;

export class EducationEntryDto implements EducationEntry {
  @ApiProperty({ maxLength: SEEKER_PROFILE_LIMITS.institutionMax })
  @IsOptional()
  @IsString({ message: M.institutionRequired })
  institution!: string;

  @ApiProperty({ maxLength: SEEKER_PROFILE_LIMITS.certificationsMax, description: "'' when none" })
  @IsOptional()
  @IsString({ message: M.certificationsTooLong })
  certifications!: string;

  @ApiProperty({
    type: String,
    nullable: true,
    example: '2019-09',
    description: 'YYYY-MM (or YYYY-MM-DD); null or empty when unknown',
  })
  @IsOptional()
  @IsString({ message: M.dateInvalid })
  startDate!: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: '2023-06',
    description: 'YYYY-MM (or YYYY-MM-DD); null or empty when unknown or ongoing',
  })
  @IsOptional()
  @IsString({ message: M.dateInvalid })
  endDate!: string | null;

  @ApiProperty({ maxLength: SEEKER_PROFILE_LIMITS.educationNotesMax, description: "'' when none; may span lines" })
  @IsOptional()
  @IsString({ message: M.notesTooLong })
  notes!: string;
}

/** PUT /api/seeker/profile: the whole editable profile (a field left out is saved empty). */
export class SeekerProfileInputDto implements SeekerProfileInput {
  @ApiProperty({
    type: String,
    nullable: true,
    maxLength: SEEKER_PROFILE_LIMITS.headlineMax,
    description: "The user's headline (also edited in the account profile)",
  })
  @IsOptional()
  @IsString({ message: M.headlineTooLong })
  headline!: string | null;

  @ApiProperty({ type: String, nullable: true, maxLength: SEEKER_PROFILE_LIMITS.locationMax, example: 'Austin, TX' })
  @IsOptional()
  @IsString({ message: M.locationTooLong })
  location!: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: '(512) 555-0142',
    description: 'A US number in any punctuation; stored as (xxx) xxx-xxxx',
  })
  @IsOptional()
  @IsString({ message: M.phoneInvalid })
  phone!: string | null;

  @ApiProperty({ enum: AVAILABILITY_OPTIONS, nullable: true })
  @IsOptional()
  @IsString({ message: M.availabilityInvalid })
  availability!: Availability | null;

  @ApiProperty({ enum: EXPERIENCE_LEVELS, nullable: true })
  @IsOptional()
  @IsString({ message: M.experienceLevelInvalid })
  experienceLevel!: ExperienceLevel | null;

  @ApiProperty({
    type: String,
    nullable: true,
    maxLength: SEEKER_PROFILE_LIMITS.aboutMeMax,
    description: 'Plain text; may span lines',
  })
  @IsOptional()
  @IsString({ message: M.aboutMeTooLong })
  aboutMe!: string | null;

  @ApiProperty({
    type: Number,
    nullable: true,
    minimum: SEEKER_PROFILE_LIMITS.salaryMin,
    maximum: SEEKER_PROFILE_LIMITS.salaryMax,
    description: 'Whole US dollars per year',
  })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: M.salaryInvalid })
  salaryExpectations!: number | null;

  @ApiProperty({ description: 'Whether employers see the salary expectations' })
  @IsOptional()
  @IsBoolean({ message: M.showSalaryInvalid })
  showSalaryExpectations!: boolean;

  @ApiProperty({
    description:
      'Whether employers may find the seeker in talent search and open their profile (an employer they applied to may open it either way)',
  })
  @IsOptional()
  @IsBoolean({ message: M.visibleToEmployersInvalid })
  visibleToEmployers!: boolean;

  @ApiProperty({ type: [String], maxItems: SEEKER_PROFILE_LIMITS.skillsMax, description: 'Each skill once (any case)' })
  @IsOptional()
  @IsArray({ message: M.skillsTooMany })
  @IsString({ each: true, message: M.skillsTooMany })
  skills!: string[];

  @ApiProperty({ type: [String], maxItems: SEEKER_PROFILE_LIMITS.portfolioUrlsMax, description: 'http(s) links' })
  @IsOptional()
  @IsArray({ message: M.portfolioInvalid })
  @IsString({ each: true, message: M.portfolioInvalid })
  portfolioUrls!: string[];

  @ApiProperty({
    type: String,
    nullable: true,
    description: `HTML; only ${RICH_TEXT_ALLOWED.tags.join(', ')} are kept (links: ${RICH_TEXT_ALLOWED.linkSchemes.join(', ')}), everything else is removed`,
  })
  @IsOptional()
  @IsString({ message: M.workExperienceInvalid })
  workExperience!: string | null;

  @ApiProperty({ type: [EducationEntryDto], maxItems: SEEKER_PROFILE_LIMITS.educationMax })
  @IsOptional()
  @IsArray({ message: M.educationTooMany })
  @ValidateNested({ each: true, message: M.institutionRequired })
  @Type(() => EducationEntryDto)
  education!: EducationEntryDto[];
}

export class SeekerProfileDto extends SeekerProfileInputDto implements SeekerProfile {
  @ApiProperty({ format: 'uuid' }) userId!: string;
  @ApiProperty() name!: string;
  @ApiProperty() email!: string;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The profile picture as a browser can load it (a short-lived signed link when it is an upload)',
  })
  profilePictureUrl!: string | null;
  @ApiProperty({ type: [ResumeSummaryDto], description: 'Newest first; files the checks rejected are never listed' })
  resumes!: ResumeSummary[];
  @ApiProperty({
    description: "How many resume versions the seeker may keep (-1: unlimited): the plan's, or 1 without a plan",
    example: 1,
  })
  resumeLimit!: number;
  @ApiProperty({
    description: "The id of the seeker's trialing or active plan, or 'none' (applying needs a plan)",
    example: 'gold',
  })
  membershipPlan!: string;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'Null until the profile is first saved',
  })
  updatedAt!: string | null;
}
