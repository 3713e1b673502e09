import {
  EXPERIENCE_LEVEL_LABELS,
  formatMoney,
  jobTypeNames,
  type JobSearchParams,
  jobSearchQueryString,
  JOB_SEARCH_PARAMS as P,
} from '@marketplace/contracts';
import type { JobSearchCriteria } from '../search/job-search-criteria';
import { parseJobSearchQuery, type RawSearchQuery } from '../search/job-search-query';

/** A query string as the HTTP layer would parse it: repeated parameters become arrays. */
export function rawQueryOf(queryString: string): RawSearchQuery {
  const raw: Record<string, string | string[]> = {};
  for (const [name, value] of new URLSearchParams(queryString.replace(/^\?/, ''))) {
    const existing = raw[name];
    raw[name] = existing === undefined ? value : [...(Array.isArray(existing) ? existing : [existing]), value];
  }
  return raw;
}

function paramsOf(criteria: JobSearchCriteria): JobSearchParams {
  const { filters } = criteria;
  return {
    ...(criteria.text ? { q: criteria.text } : {}),
    category: filters.categories,
    jobType: filters.jobTypes,
    experienceLevel: filters.experienceLevels,
    ...(filters.salaryType ? { salaryType: filters.salaryType } : {}),
    ...(filters.salaryMin !== null ? { salaryMin: filters.salaryMin } : {}),
    remote: filters.remoteOnly,
    flexible: filters.flexibleOnly,
    ...(filters.postedWithinDays !== null ? { postedWithinDays: filters.postedWithinDays } : {}),
  };
}

export type AlertQuery =
  { ok: true; query: string; label: string } | { ok: false; fieldErrors: Record<string, string[]> };

/**
 * Validates a saved search with the rules of GET /api/jobs and gives its canonical query string
 * (jobSearchQueryString order) without paging or sort: alerts always list newest jobs.
 */
export function readAlertQuery(queryString: string): AlertQuery {
  const raw = rawQueryOf(queryString);
  delete raw[P.cursor];
  delete raw[P.sort];
  const parsed = parseJobSearchQuery(raw);
  if (!parsed.ok) return { ok: false, fieldErrors: parsed.fieldErrors };
  const params = paramsOf(parsed.criteria);
  return { ok: true, query: jobSearchQueryString(params), label: alertLabel(params) };
}

/** A readable summary of a search, e.g. '"designer" · Design · Remote'. */
export function alertLabel(params: JobSearchParams): string {
  const parts = [
    ...(params.q ? [`"${params.q}"`] : []),
    ...(params.category ?? []),
    // The names the search filter and the job cards use.
    ...jobTypeNames(params.jobType ?? []),
    ...(params.experienceLevel ?? []).map((level) => EXPERIENCE_LEVEL_LABELS[level]),
    ...(params.salaryMin !== undefined && params.salaryType
      ? [`${formatMoney(params.salaryMin)}+ ${params.salaryType}`]
      : []),
    ...(params.remote ? ['Remote'] : []),
    ...(params.flexible ? ['Flexible Hours'] : []),
    ...(params.postedWithinDays ? [`Posted within ${params.postedWithinDays} days`] : []),
  ];
  return parts.length > 0 ? parts.join(' · ') : 'All jobs';
}

/**
 * What makes two saved searches the same search: the canonical query string (readAlertQuery), with
 * the keywords' case and spacing ignored as full text search ignores them. A stored query that no
 * longer reads (rules changed since) is compared as stored.
 */
export function alertSearchKey(queryString: string): string {
  const read = readAlertQuery(queryString);
  if (!read.ok) return queryString;
  const params = new URLSearchParams(read.query);
  const q = params.get(P.q);
  if (q !== null) params.set(P.q, q.toLowerCase().replace(/\s+/g, ' ').trim());
  return params.toString();
}
