import { Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import {
  JOB_CATEGORIES,
  JOB_SEARCH_COUNT_CAP,
  FEATURED_SEARCH_SLOTS,
  JOB_SEARCH_TIMEOUT_MESSAGE,
  JOBS_PAGE_SIZE,
  type JobCategoriesResponse,
  type JobSearchPage,
} from '@marketplace/contracts';
import type { RowCompanion } from '../application-status.port';
import { RequestValidationException } from '../../../core/errors/request-validation.exception';
import { toJobCard } from '../job-card.mapper';
import type { JobSearchCriteria, SearchPosition } from './job-search-criteria';
import { JobSearchCountCache, searchCountKey } from './job-search-count.cache';
import { encodeSearchCursor } from './job-search-cursor';
import { SearchTimeoutError } from './job-search.errors';
import { parseJobSearchQuery, type RawSearchQuery } from './job-search-query';
import { type JobSearchCount, type JobSearchHit, JobSearchRepository, type JobSearchRows } from './job-search.repository';

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

  /** The search in its own order, without featured jobs first (job alerts, the feed). */
  async search(query: RawSearchQuery): Promise<JobSearchPage> {
    return (await this.searchWith(query, null)).page;
  }

  /**
   * search(), with another module's value for each job of the page (e.g. the seeker's application
   * statuses), read by the page's own statements at no extra round trip; jobs without one are absent.
   */
  async searchWith<C>(query: RawSearchQuery, companion: RowCompanion<C> | null, options: { featuredFirst?: boolean } = {}): Promise<{ page: JobSearchPage; companions: Map<string, C> }> {
    const parsed = parseJobSearchQuery(query);
    if (!parsed.ok) throw new RequestValidationException(parsed.fieldErrors);
    const { criteria } = parsed;

    let hits: Array<JobSearchHit & { companion: C | null }>;
    let featured: Array<JobSearchHit & { companion: C | null }>;
    let count: JobSearchCount;
    try {
      // The page (with its featured jobs, on a first page) and the count run side by side, each on
      // its own connection. One extra hit tells whether another page exists.
      const featuredSlots = options.featuredFirst && criteria.after === null ? FEATURED_SEARCH_SLOTS : 0;
      const rows = this.repository.searchWith(criteria, JOBS_PAGE_SIZE + 1, companion, featuredSlots);
      let found: JobSearchRows<JobSearchHit & { companion: C | null }>;
      [found, count] = await Promise.all([rows, this.count(criteria)]);
      ({ hits, featured } = found);
    } catch (error) {
      if (!(error instanceof SearchTimeoutError)) throw error;
      this.logger.warn({ text: criteria.text, filters: criteria.filters, sort: criteria.sort }, 'Job search cancelled by the statement timeout');
      throw new ServiceUnavailableException(JOB_SEARCH_TIMEOUT_MESSAGE);
    }

    const page = hits.slice(0, JOBS_PAGE_SIZE);
    const last = page.at(-1);
    // The cursor follows the search's own order; featured jobs shown first are not repeated below them.
    const nextCursor = hits.length > JOBS_PAGE_SIZE && last ? encodeSearchCursor(positionOf(last)) : null;
    const first = new Set(featured.map((hit) => hit.row.id));
    const shown = [...featured, ...page.filter((hit) => !first.has(hit.row.id))];
    const companions = new Map<string, C>();
    for (const hit of shown) if (hit.companion !== undefined && hit.companion !== null) companions.set(hit.row.id, hit.companion);
    return { page: { jobs: shown.map((hit) => toJobCard(hit.row)), nextCursor, total: count.total, totalIsCapped: count.capped }, companions };
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
  return hit.tier === null ? { sort: 'newest', postedAt, id: hit.row.id } : { sort: 'relevance', tier: hit.tier, postedAt, id: hit.row.id };
}
