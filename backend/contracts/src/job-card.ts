import type { JobCategory } from './categories';
import type { ApplicationStatus, JobCardType, SalaryType } from './enums';

/** The job shape a seeker's job card is drawn from. */
export interface PayRange {
  min: number | null;
  max: number | null;
  text: string | null;
}

export interface JobCardApplicationStatus {
  hasApplied: boolean;
  status: ApplicationStatus | null;
}

export interface JobCard {
  id: string;
  title: string;
  company: string;
  companyLogoUrl: string | null;
  location: string;
  payRange: PayRange;
  salaryType: SalaryType;
  /** ISO 8601 */
  postedDate: string | null;
  description: string;
  type: JobCardType;
  category: JobCategory;
  skills: string[];
  isFlexible: boolean;
  isFilled: boolean;
  isArchived: boolean;
  /** Live with a featured listing (a Featured Job Post): shown first in search with the 'Featured' badge. */
  isFeatured: boolean;
  applicationStatus: JobCardApplicationStatus;
}

/** `GET /api/jobs` answer: newest first, cursor paging. */
export interface JobsPage {
  jobs: JobCard[];
  nextCursor: string | null;
}

export const JOBS_PAGE_SIZE = 20;
