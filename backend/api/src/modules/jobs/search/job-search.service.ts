import { Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import {
  JOB_CATEGORIES,
  JOB_SEARCH_COUNT_CAP,
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
import { type JobSearchCount, type JobSearchHit, JobSearchRepository } from './job-search.repository';

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

  async search(query: RawSearchQuery): Promise<JobSearchPage> {
    return (await this.searchWith(query, null)).page;
  }

  /**
   * search(), with another module's value for each job of the page (e.g. the seeker's application
   * statuses), read by the page's own statements at no extra round trip; jobs without one are absent.
   */
  async searchWith<C>(query: RawSearchQuery, companion: RowCompanion<C> | null): Promise<{ page: JobSearchPage; companions: Map<string, C> }> {
    const parsed = parseJobSearchQuery(query);
    if (!parsed.ok) throw new RequestValidationException(parsed.fieldErrors);
    const { criteria } = parsed;

    let hits: Array<JobSearchHit & { companion?: C | null }>;
    let count: JobSearchCount;
    try {
      // The page and the count run side by side, each on its own connection. One extra hit tells
      // whether another page exists.
      const pageHits = companion ? this.repository.searchWith(criteria, JOBS_PAGE_SIZE + 1, companion) : this.repository.search(criteria, JOBS_PAGE_SIZE + 1);
      [hits, count] = await Promise.all([pageHits, this.count(criteria)]);
    } catch (error) {
      if (!(error instanceof SearchTimeoutError)) throw error;
      this.logger.warn({ text: criteria.text, filters: criteria.filters, sort: criteria.sort }, 'Job search cancelled by the statement timeout');
      throw new ServiceUnavailableException(JOB_SEARCH_TIMEOUT_MESSAGE);
    }

    const page = hits.slice(0, JOBS_PAGE_SIZE);
    const last = page.at(-1);
    const nextCursor = hits.length > JOBS_PAGE_SIZE && last ? encodeSearchCursor(positionOf(last)) : null;
    const companions = new Map<string, C>();
    for (const hit of page) if (hit.companion !== undefined && hit.companion !== null) companions.set(hit.row.id, hit.companion);
    return { page: { jobs: page.map((hit) => toJobCard(hit.row)), nextCursor, total: count.total, totalIsCapped: count.capped }, companions };
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
