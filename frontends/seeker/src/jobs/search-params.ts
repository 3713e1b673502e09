import {
  EXPERIENCE_LEVELS,
  JOB_CATEGORIES,
  JOB_SEARCH_LIMITS,
  JOB_SEARCH_PARAMS as P,
  JOB_SEARCH_SORTS,
  JOB_TYPES,
  SALARY_TYPES,
  type JobSearchParams,
} from '@marketplace/contracts';

function oneOf<T extends string>(list: readonly T[], value: string | null): T | undefined {
  return value !== null && (list as readonly string[]).includes(value) ? (value as T) : undefined;
}

function positiveInt(value: string | null, max: number): number | undefined {
  const number = Number(value);
  return value && Number.isInteger(number) && number >= 1 && number <= max ? number : undefined;
}

/** The search a URL holds; unknown or invalid values are dropped rather than sent to the API. */
export function parseJobSearch(search: URLSearchParams): JobSearchParams {
  const q = search.get(P.q)?.slice(0, JOB_SEARCH_LIMITS.queryMaxLength) ?? '';
  const category = JOB_CATEGORIES.filter((value) => search.getAll(P.category).includes(value));
  const jobType = JOB_TYPES.filter((value) => search.getAll(P.jobType).includes(value));
  const experienceLevel = EXPERIENCE_LEVELS.filter((value) => search.getAll(P.experienceLevel).includes(value));
  const salaryType = oneOf(SALARY_TYPES, search.get(P.salaryType));
  const salaryMin = salaryType ? positiveInt(search.get(P.salaryMin), 1_000_000) : undefined;
  return {
    ...(q.trim() ? { q } : {}),
    ...(category.length ? { category } : {}),
    ...(jobType.length ? { jobType } : {}),
    ...(salaryType ? { salaryType } : {}),
    ...(salaryMin ? { salaryMin } : {}),
    ...(search.get(P.remote) === 'true' ? { remote: true } : {}),
    ...(search.get(P.flexible) === 'true' ? { flexible: true } : {}),
    ...(experienceLevel.length ? { experienceLevel } : {}),
    ...(positiveInt(search.get(P.postedWithinDays), JOB_SEARCH_LIMITS.postedWithinDaysMax)
      ? { postedWithinDays: Number(search.get(P.postedWithinDays)) }
      : {}),
    ...(oneOf(JOB_SEARCH_SORTS, search.get(P.sort)) ? { sort: oneOf(JOB_SEARCH_SORTS, search.get(P.sort)) } : {}),
  };
}

/** True when the search narrows the list (sort alone does not). */
export function isFiltered(params: JobSearchParams): boolean {
  return Object.keys(params).some((key) => key !== 'sort');
}

/**
 * How many filter fields narrow the search, for the 'Filters (n)' toggle on narrow screens. The
 * keyword box stays in view and sort only orders, so neither counts; a field with several values
 * in the URL (job types behind one card type) counts once, as the form shows it once.
 */
export function activeFilterCount(params: JobSearchParams): number {
  return Object.keys(params).filter((key) => key !== 'q' && key !== 'sort').length;
}
