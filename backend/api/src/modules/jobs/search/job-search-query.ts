import {
  EXPERIENCE_LEVELS,
  hasForbiddenCharacters,
  isBlankText,
  JOB_CATEGORIES,
  JOB_SEARCH_LIMITS,
  JOB_SEARCH_MESSAGES,
  JOB_SEARCH_PARAMS as P,
  JOB_SEARCH_SORTS,
  JOB_TYPES,
  type JobSearchSort,
  LIMITS,
  SALARY_TYPES,
  TEXT_MESSAGES,
} from '@marketplace/contracts';
import { JOBS_MESSAGES } from '../jobs.messages';
import type { JobSearchCriteria, JobSearchFilters } from './job-search-criteria';
import { decodeSearchCursor } from './job-search-cursor';

/** The query string as the HTTP layer parsed it: a repeated parameter arrives as an array. */
export type RawSearchQuery = Record<string, unknown>;

export type ParsedSearchQuery =
  { ok: true; criteria: JobSearchCriteria } | { ok: false; fieldErrors: Record<string, string[]> };

const MONEY = /^\d{1,7}(\.\d{1,2})?$/;
const WHOLE = /^\d{1,4}$/;

/** Reads GET /api/jobs parameters one by one, collecting a message per bad parameter. */
class QueryReader {
  readonly fieldErrors: Record<string, string[]> = {};

  constructor(private readonly raw: RawSearchQuery) {}

  fail(name: string, message: string): null {
    (this.fieldErrors[name] ??= []).push(message);
    return null;
  }

  /**
   * A single value, trimmed unless `exact`; blank (only spaces or invisible characters) counts as
   * absent, since forms submit empty fields. Control characters are refused (whitespace is collapsed).
   */
  single(name: string, exact = false): string | null {
    const value = this.raw[name];
    if (value === undefined || value === null) return null;
    if (typeof value !== 'string') return this.fail(name, JOB_SEARCH_MESSAGES.single);
    if (hasForbiddenCharacters(value, true)) return this.fail(name, TEXT_MESSAGES.forbiddenCharacters);
    if (isBlankText(value)) return null;
    return exact ? value : value.trim();
  }

  /** Values of a repeatable parameter from a fixed list, deduplicated, in the list's order. */
  list<T extends string>(name: string, allowed: readonly T[], message: string): T[] {
    const value = this.raw[name];
    if (value === undefined || value === null) return [];
    const values = (Array.isArray(value) ? value : [value])
      .map((item) => (typeof item === 'string' ? item.trim() : item))
      .filter((item) => item !== '');
    if (values.some((item) => typeof item !== 'string' || !(allowed as readonly string[]).includes(item))) {
      this.fail(name, message);
      return [];
    }
    return allowed.filter((item) => values.includes(item));
  }

  oneOf<T extends string>(name: string, allowed: readonly T[], message: string): T | null {
    const value = this.single(name);
    if (value === null) return null;
    return (allowed as readonly string[]).includes(value) ? (value as T) : this.fail(name, message);
  }

  flag(name: string): boolean {
    const value = this.single(name);
    if (value === null || value === 'false') return false;
    if (value === 'true') return true;
    this.fail(name, JOB_SEARCH_MESSAGES.booleanInvalid);
    return false;
  }

  /** A number written plainly: the pattern must match the whole value, spaces included ('1e308', '0x10', ' 1' fail). */
  number(name: string, pattern: RegExp, min: number, max: number, message: string): number | null {
    const value = this.single(name, true);
    if (value === null) return null;
    const parsed = Number(value);
    return pattern.test(value) && parsed >= min && parsed <= max ? parsed : this.fail(name, message);
  }
}

/**
 * Validates the query parameters of GET /api/jobs (names in JOB_SEARCH_PARAMS) into search criteria,
 * or field errors keyed by parameter name. Unknown parameters are ignored (tracking tags and the like).
 */
export function parseJobSearchQuery(raw: RawSearchQuery): ParsedSearchQuery {
  const read = new QueryReader(raw);

  let text = read.single(P.q);
  if (text !== null) {
    text = text.replace(/\s+/g, ' ');
    if (text.length > JOB_SEARCH_LIMITS.queryMaxLength) text = read.fail(P.q, JOB_SEARCH_MESSAGES.queryTooLong);
  }

  const filters: JobSearchFilters = {
    categories: read.list(P.category, JOB_CATEGORIES, JOB_SEARCH_MESSAGES.categoryInvalid),
    jobTypes: read.list(P.jobType, JOB_TYPES, JOB_SEARCH_MESSAGES.jobTypeInvalid),
    experienceLevels: read.list(P.experienceLevel, EXPERIENCE_LEVELS, JOB_SEARCH_MESSAGES.experienceLevelInvalid),
    salaryType: read.oneOf(P.salaryType, SALARY_TYPES, JOB_SEARCH_MESSAGES.salaryTypeInvalid),
    salaryMin: read.number(
      P.salaryMin,
      MONEY,
      LIMITS.salaryMin,
      LIMITS.salaryMax,
      JOB_SEARCH_MESSAGES.salaryMinInvalid,
    ),
    remoteOnly: read.flag(P.remote),
    flexibleOnly: read.flag(P.flexible),
    postedWithinDays: read.number(
      P.postedWithinDays,
      WHOLE,
      1,
      JOB_SEARCH_LIMITS.postedWithinDaysMax,
      JOB_SEARCH_MESSAGES.postedWithinDaysInvalid,
    ),
  };
  // An amount means nothing without its unit (per hour, month or year).
  if (filters.salaryMin !== null && filters.salaryType === null && !read.fieldErrors[P.salaryType]) {
    read.fail(P.salaryMin, JOB_SEARCH_MESSAGES.salaryMinNeedsType);
  }

  const requestedSort = read.oneOf<JobSearchSort>(P.sort, JOB_SEARCH_SORTS, JOB_SEARCH_MESSAGES.sortInvalid);
  // Relevance ranks by the search words; without any, newest first is the only meaningful order.
  const sort: JobSearchSort = text === null ? 'newest' : (requestedSort ?? 'relevance');

  const cursorText = read.single(P.cursor);
  const after = cursorText === null ? null : decodeSearchCursor(cursorText);
  // A cursor marks a place in one sort order; in another it would skip or repeat jobs.
  if (cursorText !== null && after?.sort !== sort) read.fail(P.cursor, JOBS_MESSAGES.invalidCursor);

  if (Object.keys(read.fieldErrors).length > 0) return { ok: false, fieldErrors: read.fieldErrors };
  return { ok: true, criteria: { text, filters, sort, after } };
}
