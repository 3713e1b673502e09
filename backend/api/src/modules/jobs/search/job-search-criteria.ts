import type { ExperienceLevel, JobCategory, JobSearchSort, JobType, SalaryType } from '@marketplace/contracts';

/** Filters of a job search; an empty list or null does not filter. */
export interface JobSearchFilters {
  categories: JobCategory[];
  jobTypes: JobType[];
  experienceLevels: ExperienceLevel[];
  salaryType: SalaryType | null;
  /** Pay reaches at least this much (salaryMax, else salaryMin), in salaryType units. */
  salaryMin: number | null;
  remoteOnly: boolean;
  flexibleOnly: boolean;
  postedWithinDays: number | null;
}

/**
 * Relevance tiers, best first: every search word in the title; in title, skills or company name;
 * anywhere (description included). Within a tier, newer jobs come first.
 */
export const RELEVANCE_TIERS = [3, 2, 1] as const;
export type RelevanceTier = (typeof RELEVANCE_TIERS)[number];

/** Where a page ends, in the order of its sort: the next page starts strictly after it. */
export type SearchPosition =
  | { sort: 'newest'; postedAt: Date; id: string }
  | { sort: 'relevance'; tier: RelevanceTier; postedAt: Date; id: string };

/** A validated search: what the repository runs. */
export interface JobSearchCriteria {
  /** The search text, trimmed; null when there is none. */
  text: string | null;
  filters: JobSearchFilters;
  /** The sort actually used: relevance needs search text, so without it the order is newest. */
  sort: JobSearchSort;
  after: SearchPosition | null;
}

export const NO_FILTERS: JobSearchFilters = {
  categories: [],
  jobTypes: [],
  experienceLevels: [],
  salaryType: null,
  salaryMin: null,
  remoteOnly: false,
  flexibleOnly: false,
  postedWithinDays: null,
};

export function hasFilters(filters: JobSearchFilters): boolean {
  return (
    filters.categories.length > 0 ||
    filters.jobTypes.length > 0 ||
    filters.experienceLevels.length > 0 ||
    filters.salaryType !== null ||
    filters.salaryMin !== null ||
    filters.remoteOnly ||
    filters.flexibleOnly ||
    filters.postedWithinDays !== null
  );
}
