import { Injectable, Logger } from '@nestjs/common';
import {
  JOB_CATEGORIES,
  JOB_SEARCH_COUNT_CAP,
  FEATURED_SEARCH_SLOTS,
  JOBS_PAGE_SIZE,
  type JobCategoriesResponse,
  type JobSearchPage,
} from '@marketplace/contracts';
import { RequestValidationException } from '../../../core/errors/request-validation.exception';
import { toJobCard } from '../job-card.mapper';
import type { JobSearchCriteria, SearchPosition } from './job-search-criteria';
import { JobSearchCountCache, searchCountKey } from './job-search-count.cache';
import { encodeSearchCursor } from './job-search-cursor';
import { SearchTimeoutError } from './job-search.errors';
import { parseJobSearchQuery, type RawSearchQuery } from './job-search-query';
import {
  type JobSearchCount,
  type JobSearchHit,
  JobSearchRepository,
  type JobSearchRows,
} from './job-search.repository';
import { JobsError } from '../jobs.errors';

/**
 * GET /api/jobs: validates the search, runs it, and answers job cards with the next page's cursor
 * and how many jobs match.
 */
@Injectable()
export class JobSearchService {
  private readonly logger = new Logger(JobSearchService.name);

  constructor(
    private readonly repository: JobSearchRepository,
    private readonly counts: JobSearchCountCache,
  ) {}

  /**
   * A page of the search. `featuredFirst` (the public route): a first page starts with the newest
   * featured jobs that match; job alerts and the feed keep the search's own order.
   */
  async search(query: RawSearchQuery, options: { featuredFirst?: boolean } = {}): Promise<JobSearchPage> {
    const parsed = parseJobSearchQuery(query);
    if (!parsed.ok) throw new RequestValidationException(parsed.fieldErrors);
    const { criteria } = parsed;

    let hits: JobSearchHit[];
    let featured: JobSearchHit[];
    let count: JobSearchCount;
    try {
      // The page (with its featured jobs, on a first page) and the count run side by side, each on
      // its own connection. One extra hit tells whether another page exists.
      const featuredSlots = options.featuredFirst && criteria.after === null ? FEATURED_SEARCH_SLOTS : 0;
      const rows = this.repository.search(criteria, JOBS_PAGE_SIZE + 1, featuredSlots);
      let found: JobSearchRows;
      [found, count] = await Promise.all([rows, this.count(criteria)]);
      ({ hits, featured } = found);
    } catch (error) {
      if (!(error instanceof SearchTimeoutError)) throw error;
      this.logger.warn(
        { text: criteria.text, filters: criteria.filters, sort: criteria.sort },
        'Job search cancelled by the statement timeout',
      );
      throw JobsError.because('searchTimedOut');
    }

    const page = hits.slice(0, JOBS_PAGE_SIZE);
    const last = page.at(-1);
    // The cursor follows the search's own order; featured jobs shown first are not repeated below them.
    const nextCursor = hits.length > JOBS_PAGE_SIZE && last ? encodeSearchCursor(positionOf(last)) : null;
    const first = new Set(featured.map((hit) => hit.row.id));
    const shown = [...featured, ...page.filter((hit) => !first.has(hit.row.id))];
    return {
      jobs: shown.map((hit) => toJobCard(hit.row)),
      nextCursor,
      total: count.total,
      totalIsCapped: count.capped,
    };
  }

  /** The count of the search's words and filters: kept from an earlier ask while no job changed, else counted. */
  private async count(criteria: JobSearchCriteria): Promise<JobSearchCount> {
    const key = searchCountKey(await this.repository.generation(), criteria);
    const kept = await this.counts.get(key);
    if (kept) return kept;
    const count = await this.repository.count(criteria, JOB_SEARCH_COUNT_CAP);
    await this.counts.set(key, count);
    return count;
  }

  categories(): JobCategoriesResponse {
    return { categories: [...JOB_CATEGORIES] };
  }
}

function positionOf(hit: JobSearchHit): SearchPosition {
  // Approved jobs always have posted_at (a check constraint says so).
  if (hit.row.posted_at === null) throw new Error(`Job ${hit.row.id} is listed but has no posted_at`);
  const postedAt = new Date(hit.row.posted_at);
  return hit.tier === null
    ? { sort: 'newest', postedAt, id: hit.row.id }
    : { sort: 'relevance', tier: hit.tier, postedAt, id: hit.row.id };
}
