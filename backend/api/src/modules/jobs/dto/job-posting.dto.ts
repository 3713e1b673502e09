import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsArray, IsBoolean, IsNumber, IsOptional, IsString } from 'class-validator';
import {
  type ApplicationStatusCounts,
  EXPERIENCE_LEVELS,
  type EmployerJob,
  type EmployerJobAction,
  type EmployerJobCounts,
  type EmployerJobListItem,
  type EmployerJobsResponse,
  type ExperienceLevel,
  JOB_CATEGORIES,
  JOB_STATUSES,
  JOB_TYPES,
  type JobCategory,
  type JobFormValues,
  type JobPostingRequest,
  type JobStatus,
  type JobType,
  SALARY_TYPES,
  type SalaryType,
} from '@marketplace/contracts';
import { WRONG_TYPE_MESSAGE } from '../posting/job-posting-input';

// The request DTO checks JSON types only; the job form's rules and messages run in the service
// (validateJobForm through validatePosting), the same rules the employer's form runs.

const wrongType = { message: WRONG_TYPE_MESSAGE };
const NUMBER = { allowNaN: false, allowInfinity: false };

/** Every action an employer may be offered on a job; `actions` lists those allowed now. */
export const EMPLOYER_JOB_ACTION_VALUES = [
  'edit',
  'submit',
  'renew',
  'fill',
  'archive',
] as const satisfies readonly EmployerJobAction[];

/** `POST /api/employer/jobs` and `PUT /api/employer/jobs/{id}`: every field optional for drafts. */
export class JobPostingDto implements JobPostingRequest {
  @ApiPropertyOptional({
    description: '`true` saves a draft (required fields may stay empty); otherwise the job goes to review',
  })
  @IsOptional()
  @IsBoolean(wrongType)
  draft?: boolean;

  @ApiPropertyOptional({ example: 'Remote Customer Success Specialist' })
  @IsOptional()
  @IsString(wrongType)
  title?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString(wrongType)
  description?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString(wrongType)
  requirements?: string;

  @ApiPropertyOptional({ type: Number, nullable: true, example: 65000 })
  @IsOptional()
  @IsNumber(NUMBER, wrongType)
  salaryMin?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true, example: 80000 })
  @IsOptional()
  @IsNumber(NUMBER, wrongType)
  salaryMax?: number | null;

  @ApiPropertyOptional({ description: `One of ${SALARY_TYPES.join(', ')} ('' in a draft)`, example: 'yearly' })
  @IsOptional()
  @IsString(wrongType)
  salaryType?: string;

  @ApiPropertyOptional({ example: 'Remote' })
  @IsOptional()
  @IsString(wrongType)
  location?: string;

  @ApiPropertyOptional({ description: `One of ${JOB_TYPES.join(', ')} ('' in a draft)`, example: 'FULL_TIME' })
  @IsOptional()
  @IsString(wrongType)
  jobType?: string;

  @ApiPropertyOptional({ description: `One of ${EXPERIENCE_LEVELS.join(', ')} ('' in a draft)`, example: 'mid' })
  @IsOptional()
  @IsString(wrongType)
  experienceLevel?: string;

  @ApiPropertyOptional({
    description: "One of the job categories (GET /api/jobs/categories; '' in a draft)",
    example: 'Customer Service',
  })
  @IsOptional()
  @IsString(wrongType)
  category?: string;

  @ApiPropertyOptional({ type: [String], description: 'Trimmed and de-duplicated (case-insensitive) when saved' })
  @IsOptional()
  @IsArray(wrongType)
  @IsString({ each: true, ...wrongType })
  skills?: string[];

  @ApiPropertyOptional()
  @IsOptional()
  @IsString(wrongType)
  benefits?: string;

  @ApiPropertyOptional({ type: String, format: 'date', nullable: true, description: 'YYYY-MM-DD, not in the past' })
  @IsOptional()
  @IsString(wrongType)
  applicationDeadline?: string | null;

  @ApiPropertyOptional({ example: 'https://example.com' })
  @IsOptional()
  @IsString(wrongType)
  website?: string;

  @ApiPropertyOptional({ example: 'https://www.linkedin.com/company/example' })
  @IsOptional()
  @IsString(wrongType)
  linkedinProfile?: string;

  @ApiPropertyOptional({ description: 'Stored as (xxx) xxx-xxxx', example: '(555) 123-4567' })
  @IsOptional()
  @IsString(wrongType)
  contactPhone?: string;

  @ApiPropertyOptional({ description: "Shows 'Private Company' instead of the company to seekers" })
  @IsOptional()
  @IsBoolean(wrongType)
  isCompanyPrivate?: boolean;

  @ApiPropertyOptional({ description: "Shown as the 'Flexible Hours' badge on cards" })
  @IsOptional()
  @IsBoolean(wrongType)
  isFlexible?: boolean;
}

export class JobFormValuesDto implements JobFormValues {
  @ApiProperty() title!: string;
  @ApiProperty() description!: string;
  @ApiProperty() requirements!: string;
  @ApiProperty({ type: Number, nullable: true }) salaryMin!: number | null;
  @ApiProperty({ type: Number, nullable: true }) salaryMax!: number | null;
  @ApiProperty({ enum: [...SALARY_TYPES, ''] }) salaryType!: SalaryType | '';
  @ApiProperty() location!: string;
  @ApiProperty({ enum: [...JOB_TYPES, ''] }) jobType!: JobType | '';
  @ApiProperty({ enum: [...EXPERIENCE_LEVELS, ''] }) experienceLevel!: ExperienceLevel | '';
  @ApiProperty({ enum: [...JOB_CATEGORIES, ''] }) category!: JobCategory | '';
  @ApiProperty({ type: [String] }) skills!: string[];
  @ApiProperty() benefits!: string;
  @ApiProperty({ type: String, format: 'date', nullable: true }) applicationDeadline!: string | null;
  @ApiProperty() website!: string;
  @ApiProperty() linkedinProfile!: string;
  @ApiProperty() contactPhone!: string;
  @ApiProperty() isCompanyPrivate!: boolean;
  @ApiProperty() isFlexible!: boolean;
}

/** Active applications per status (withdrawn ones left out); also used by the applications module's lists. */
export class ApplicationStatusCountsDto implements ApplicationStatusCounts {
  @ApiProperty() pending!: number;
  @ApiProperty() reviewed!: number;
  @ApiProperty() interview!: number;
  @ApiProperty() hired!: number;
  @ApiProperty() rejected!: number;
  @ApiProperty({ description: 'The sum of the statuses' }) total!: number;
}

export class EmployerJobCountsDto implements EmployerJobCounts {
  @ApiProperty({ description: 'Active applications (withdrawn ones left out)' }) applications!: number;
  @ApiProperty({ type: ApplicationStatusCountsDto }) byStatus!: ApplicationStatusCountsDto;
}

export class EmployerJobListItemDto implements EmployerJobListItem {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() title!: string;
  @ApiProperty({ enum: JOB_STATUSES }) status!: JobStatus;
  @ApiProperty({ example: 'In review' }) statusLabel!: string;
  @ApiProperty({ type: EmployerJobCountsDto }) counts!: EmployerJobCountsDto;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) postedAt!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) expiresAt!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
  @ApiProperty({ type: String, nullable: true, description: "The admin's reason when the job was rejected" })
  rejectionReason!: string | null;
  @ApiProperty({ enum: EMPLOYER_JOB_ACTION_VALUES, isArray: true }) actions!: EmployerJobAction[];
}

export class EmployerJobsResponseDto implements EmployerJobsResponse {
  @ApiProperty({ type: [EmployerJobListItemDto], description: 'Newest first' }) jobs!: EmployerJobListItemDto[];
}

export class EmployerJobDto extends EmployerJobListItemDto implements EmployerJob {
  @ApiProperty({ type: JobFormValuesDto }) form!: JobFormValuesDto;
}
