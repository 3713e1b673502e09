import { JOB_CATEGORIES, type JobCategory } from './categories';
import type { JobsPage } from './job-card';
import {
  EXPERIENCE_LEVELS,
  type ExperienceLevel,
  JOB_TYPES,
  type JobType,
  SALARY_TYPES,
  type SalaryType,
} from './enums';

/**
 * Search and filters of `GET /api/jobs`: the query parameter names, their values and limits, as
 * the browser puts them in the URL and the server validates them. List filters repeat their
 * parameter (`?category=Design&category=Writing`).
 */
export const JOB_SEARCH_PARAMS = {
  /** Keywords matched against title, company, description and skills. */
  q: 'q',
  /** One or more of JOB_CATEGORIES (repeat the parameter). */
  category: 'category',
  /** One or more of JOB_TYPES. */
  jobType: 'jobType',
  /** One of SALARY_TYPES; required with salaryMin. */
  salaryType: 'salaryType',
  /** Jobs whose pay reaches at least this amount, in salaryType units. */
  salaryMin: 'salaryMin',
  /** `true`: remote jobs only. */
  remote: 'remote',
  /** `true`: jobs with flexible hours only. */
  flexible: 'flexible',
  /** One or more of EXPERIENCE_LEVELS. */
  experienceLevel: 'experienceLevel',
  /** Posted within the last N days. */
  postedWithinDays: 'postedWithinDays',
  /** One of JOB_SEARCH_SORTS; relevance by default when q is given, newest otherwise. */
  sort: 'sort',
  /** The nextCursor of the previous page, with the same search and sort. */
  cursor: 'cursor',
} as const;
export type JobSearchParamName = (typeof JOB_SEARCH_PARAMS)[keyof typeof JOB_SEARCH_PARAMS];

export const JOB_SEARCH_SORTS = ['relevance', 'newest'] as const;
export type JobSearchSort = (typeof JOB_SEARCH_SORTS)[number];

export const JOB_SEARCH_LIMITS = {
  queryMaxLength: 200,
  /** Longer queries keep their first words; more rarely helps and costs the database. */
  queryMaxTerms: 8,
  postedWithinDaysMax: 365,
} as const;

/** The choices a "posted within" control offers (any 1..postedWithinDaysMax is accepted). */
export const POSTED_WITHIN_DAYS_CHOICES = [1, 3, 7, 14, 30] as const;

/** A search as the browser holds it; absent fields do not filter. */
export interface JobSearchParams {
  q?: string;
  category?: readonly JobCategory[];
  jobType?: readonly JobType[];
  salaryType?: SalaryType;
  salaryMin?: number;
  remote?: boolean;
  flexible?: boolean;
  experienceLevel?: readonly ExperienceLevel[];
  postedWithinDays?: number;
  sort?: JobSearchSort;
  cursor?: string;
}

/**
 * The query string of `GET /api/jobs` as the server receives it, before validation: each parameter
 * as text, a repeated one as a list (the server answers fieldErrors for values it cannot use).
 */
export type JobSearchQuery = { [Name in JobSearchParamName]?: string | string[] };

/** The field errors `GET /api/jobs` answers (400, fieldErrors keyed by parameter name). */
export const JOB_SEARCH_MESSAGES = {
  queryTooLong: `Search text must be at most ${JOB_SEARCH_LIMITS.queryMaxLength} characters`,
  single: 'Give this parameter only once',
  categoryInvalid: 'Please select a job category from the list',
  jobTypeInvalid: 'Please select a job type',
  salaryTypeInvalid: 'Please select a salary type',
  salaryMinInvalid: 'Minimum pay must be a number from 1 to 1,000,000',
  salaryMinNeedsType: 'Choose a salary type to filter by minimum pay',
  booleanInvalid: 'Use true or false',
  experienceLevelInvalid: 'Please select an experience level',
  postedWithinDaysInvalid: `Posted within must be a whole number of days from 1 to ${JOB_SEARCH_LIMITS.postedWithinDaysMax}`,
  sortInvalid: `Sort must be one of: ${JOB_SEARCH_SORTS.join(', ')}`,
} as const;

/** The answer of a search that ran out of time (503). */
export const JOB_SEARCH_TIMEOUT_MESSAGE =
  'Search is taking too long right now. Please narrow your search or try again.';

/** A search counts its matches exactly up to this many; beyond it the count says "10,000+". */
export const JOB_SEARCH_COUNT_CAP = 10_000;

/** `GET /api/jobs` answer: a page of cards and how many jobs the whole search matches. */
export interface JobSearchPage extends JobsPage {
  /** Matching jobs, exact up to JOB_SEARCH_COUNT_CAP; the cap itself when totalIsCapped. */
  total: number;
  /** True when more than JOB_SEARCH_COUNT_CAP jobs match. */
  totalIsCapped: boolean;
}

/** "1 job", "1,240 jobs", "10,000+ jobs". */
export function formatJobCount({ total, totalIsCapped }: Pick<JobSearchPage, 'total' | 'totalIsCapped'>): string {
  const number = `${total.toLocaleString('en-US')}${totalIsCapped ? '+' : ''}`;
  return `${number} ${total === 1 && !totalIsCapped ? 'job' : 'jobs'}`;
}

/** `GET /api/jobs/categories` */
export interface JobCategoriesResponse {
  categories: JobCategory[];
}

/** A category and how many live jobs (those GET /api/jobs lists) it holds. */
export interface JobCategoryCount {
  category: JobCategory;
  count: number;
}

/** `GET /api/jobs/categories/counts`: every category in display order, empty ones with 0. */
export interface JobCategoryCountsResponse {
  categories: JobCategoryCount[];
}

/**
 * The query string of a search (without `?`), parameters in a fixed order so equal searches give
 * equal URLs; defaults and empty values are left out.
 */
export function jobSearchQueryString(params: JobSearchParams): string {
  const query = new URLSearchParams();
  const q = params.q?.trim();
  if (q) query.set(JOB_SEARCH_PARAMS.q, q);
  // Canonical order (the order of the lists in contracts), duplicates dropped.
  for (const category of JOB_CATEGORIES.filter((value) => params.category?.includes(value)))
    query.append(JOB_SEARCH_PARAMS.category, category);
  for (const jobType of JOB_TYPES.filter((value) => params.jobType?.includes(value)))
    query.append(JOB_SEARCH_PARAMS.jobType, jobType);
  if (params.salaryType && SALARY_TYPES.includes(params.salaryType))
    query.set(JOB_SEARCH_PARAMS.salaryType, params.salaryType);
  if (params.salaryMin !== undefined && params.salaryMin > 0)
    query.set(JOB_SEARCH_PARAMS.salaryMin, String(params.salaryMin));
  if (params.remote) query.set(JOB_SEARCH_PARAMS.remote, 'true');
  if (params.flexible) query.set(JOB_SEARCH_PARAMS.flexible, 'true');
  for (const level of EXPERIENCE_LEVELS.filter((value) => params.experienceLevel?.includes(value)))
    query.append(JOB_SEARCH_PARAMS.experienceLevel, level);
  if (params.postedWithinDays !== undefined && params.postedWithinDays > 0)
    query.set(JOB_SEARCH_PARAMS.postedWithinDays, String(params.postedWithinDays));
  if (params.sort) query.set(JOB_SEARCH_PARAMS.sort, params.sort);
  if (params.cursor) query.set(JOB_SEARCH_PARAMS.cursor, params.cursor);
  return query.toString();
}
