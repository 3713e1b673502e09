import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import {
  EXPERIENCE_LEVELS,
  JOB_CATEGORIES,
  JOB_SEARCH_LIMITS,
  JOB_SEARCH_MESSAGES,
  JOB_SEARCH_SORTS,
  type JobSearchQuery,
  JOB_TYPES,
  LIMITS,
  SALARY_TYPES,
} from '@marketplace/contracts';

/** A query parameter as Fastify hands it over: text, or a list of texts when repeated. */
const text = (): PropertyDecorator =>
  applyDecorators(IsOptional(), IsString({ each: true, message: JOB_SEARCH_MESSAGES.single }));

const list = (values: readonly string[], description: string): ApiPropertyOptions => ({
  isArray: true,
  enum: [...values],
  description: `${description} Repeat the parameter for several.`,
});

/**
 * `GET /api/jobs` query. Each parameter stays as sent (text, or a list when repeated):
 * parseJobSearchQuery applies the search rules and names every bad parameter in one answer.
 */
export class JobSearchQueryDto implements JobSearchQuery {
  @ApiPropertyOptional({
    type: String,
    description: `Keywords in title, company, description or skills (at most ${JOB_SEARCH_LIMITS.queryMaxLength} characters; partial words and small typos match)`,
  })
  @text()
  q?: string | string[];

  @ApiPropertyOptional(list(JOB_CATEGORIES, 'Job categories.'))
  @text()
  category?: string | string[];

  @ApiPropertyOptional(list(JOB_TYPES, 'Job types.'))
  @text()
  jobType?: string | string[];

  @ApiPropertyOptional({ enum: [...SALARY_TYPES], description: 'Pay period; required with salaryMin' })
  @text()
  salaryType?: string | string[];

  @ApiPropertyOptional({
    type: Number,
    description: `Pay reaches at least this amount in salaryType units (${LIMITS.salaryMin} to ${LIMITS.salaryMax})`,
  })
  @text()
  salaryMin?: string | string[];

  @ApiPropertyOptional({ type: Boolean, description: 'true: remote jobs only' })
  @text()
  remote?: string | string[];

  @ApiPropertyOptional({ type: Boolean, description: 'true: flexible hours only' })
  @text()
  flexible?: string | string[];

  @ApiPropertyOptional(list(EXPERIENCE_LEVELS, 'Experience levels.'))
  @text()
  experienceLevel?: string | string[];

  @ApiPropertyOptional({
    type: 'integer',
    description: `Posted within the last N days (1 to ${JOB_SEARCH_LIMITS.postedWithinDaysMax})`,
  })
  @text()
  postedWithinDays?: string | string[];

  @ApiPropertyOptional({
    enum: [...JOB_SEARCH_SORTS],
    description: 'relevance (default with q) or newest (default and only order without q)',
  })
  @text()
  sort?: string | string[];

  @ApiPropertyOptional({
    type: String,
    description: 'The nextCursor of the previous page, with the same search and sort',
  })
  @text()
  cursor?: string | string[];
}
