import { applyDecorators } from '@nestjs/common';
import { ApiQuery } from '@nestjs/swagger';
import {
  EXPERIENCE_LEVELS,
  JOB_CATEGORIES,
  JOB_SEARCH_LIMITS,
  JOB_SEARCH_PARAMS as P,
  JOB_SEARCH_SORTS,
  JOB_TYPES,
  LIMITS,
  SALARY_TYPES,
} from '@marketplace/contracts';

const list = (name: string, values: readonly string[], description: string) =>
  ApiQuery({ name, required: false, isArray: true, enum: [...values], description: `${description} Repeat the parameter for several.` });

/**
 * Documents the search parameters of GET /api/jobs. They are validated by parseJobSearchQuery
 * (one place, with field errors), so they are described here rather than by a validated DTO.
 */
export function ApiJobSearchQuery(): MethodDecorator {
  return applyDecorators(
    ApiQuery({ name: P.q, required: false, type: String, description: `Keywords in title, company, description or skills (at most ${JOB_SEARCH_LIMITS.queryMaxLength} characters; partial words and small typos match)` }),
    list(P.category, JOB_CATEGORIES, 'Job categories.'),
    list(P.jobType, JOB_TYPES, 'Job types.'),
    ApiQuery({ name: P.salaryType, required: false, enum: [...SALARY_TYPES], description: 'Pay period; required with salaryMin' }),
    ApiQuery({ name: P.salaryMin, required: false, type: Number, description: `Pay reaches at least this amount in salaryType units (${LIMITS.salaryMin} to ${LIMITS.salaryMax})` }),
    ApiQuery({ name: P.remote, required: false, type: Boolean, description: 'true: remote jobs only' }),
    ApiQuery({ name: P.flexible, required: false, type: Boolean, description: 'true: flexible hours only' }),
    list(P.experienceLevel, EXPERIENCE_LEVELS, 'Experience levels.'),
    ApiQuery({ name: P.postedWithinDays, required: false, type: Number, description: `Posted within the last N days (1 to ${JOB_SEARCH_LIMITS.postedWithinDaysMax})` }),
    ApiQuery({ name: P.sort, required: false, enum: [...JOB_SEARCH_SORTS], description: 'relevance (default with q) or newest (default and only order without q)' }),
    ApiQuery({ name: P.cursor, required: false, type: String, description: 'The nextCursor of the previous page, with the same search and sort' }),
  );
}
