import { ApiProperty } from '@nestjs/swagger';
import {
  APPLICATION_STATUSES,
  type ApplicationStatus,
  JOB_CARD_TYPES,
  JOB_CATEGORIES,
  JOBS_PAGE_SIZE,
  type JobCard,
  type JobCardApplicationStatus,
  type JobCardType,
  type JobCategory,
  type JobsPage,
  type JobSearchPage,
  JOB_SEARCH_COUNT_CAP,
  type PayRange,
  SALARY_TYPES,
  type SalaryType,
} from '@marketplace/contracts';

export class PayRangeDto implements PayRange {
  @ApiProperty({ type: Number, nullable: true, example: 65000 })
  min!: number | null;

  @ApiProperty({ type: Number, nullable: true, example: 80000 })
  max!: number | null;

  @ApiProperty({ type: String, nullable: true, description: 'Free text that replaces min-max when present' })
  text!: string | null;
}

export class JobCardApplicationStatusDto implements JobCardApplicationStatus {
  @ApiProperty()
  hasApplied!: boolean;

  @ApiProperty({ enum: APPLICATION_STATUSES, nullable: true })
  status!: ApplicationStatus | null;
}

/** The contract's job-card shape. */
export class JobCardDto implements JobCard {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'Remote Customer Success Specialist' })
  title!: string;

  @ApiProperty({ description: "'Private Company' when the employer hides its name" })
  company!: string;

  @ApiProperty({ type: String, nullable: true })
  companyLogoUrl!: string | null;

  @ApiProperty({ example: 'Remote' })
  location!: string;

  @ApiProperty({ type: PayRangeDto })
  payRange!: PayRangeDto;

  @ApiProperty({ enum: SALARY_TYPES })
  salaryType!: SalaryType;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  postedDate!: string | null;

  @ApiProperty({ description: 'One-line excerpt of the description' })
  description!: string;

  @ApiProperty({ enum: JOB_CARD_TYPES })
  type!: JobCardType;

  @ApiProperty({ enum: JOB_CATEGORIES })
  category!: JobCategory;

  @ApiProperty({ type: [String] })
  skills!: string[];

  @ApiProperty()
  isFlexible!: boolean;

  @ApiProperty()
  isFilled!: boolean;

  @ApiProperty()
  isArchived!: boolean;

  @ApiProperty({ description: "Live with a featured listing: first in search, with the 'Featured' badge" })
  isFeatured!: boolean;

  @ApiProperty({ type: JobCardApplicationStatusDto })
  applicationStatus!: JobCardApplicationStatusDto;
}

export class JobsPageDto implements JobsPage {
  @ApiProperty({ type: [JobCardDto], description: `Up to ${JOBS_PAGE_SIZE} approved jobs, newest first` })
  jobs!: JobCardDto[];

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Pass as ?cursor= for the next page; null on the last page',
  })
  nextCursor!: string | null;
}

export class JobSearchPageDto extends JobsPageDto implements JobSearchPage {
  @ApiProperty({
    description: `Jobs the whole search matches: exact up to ${JOB_SEARCH_COUNT_CAP}, that number when totalIsCapped`,
  })
  total!: number;

  @ApiProperty({ description: `True when more than ${JOB_SEARCH_COUNT_CAP} jobs match ("10,000+")` })
  totalIsCapped!: boolean;
}
