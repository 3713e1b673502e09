import { Injectable, Logger } from '@nestjs/common';
import { type JobCategoryCountsResponse } from '@marketplace/contracts';
import { categoryCountsKey, JobCategoryCountsCache } from './job-category-counts.cache';
import { toJobCategoryCounts } from './job-category-counts.mapper';
import { SearchTimeoutError } from './job-search.errors';
import { JobSearchRepository } from './job-search.repository';
import { JobsError } from '../jobs.errors';

/**
 * GET /api/jobs/categories/counts: how many live jobs each category holds (the home page's category
 * list), the same jobs GET /api/jobs lists. Counted once per generation of the jobs table.
 */
@Injectable()
export class JobCategoryCountsService {
  private readonly logger = new Logger(JobCategoryCountsService.name);

  constructor(
    private readonly repository: JobSearchRepository,
    private readonly cache: JobCategoryCountsCache,
  ) {}

  async counts(): Promise<JobCategoryCountsResponse> {
    const key = categoryCountsKey(await this.repository.generation());
    const kept = await this.cache.get(key);
    if (kept) return kept;
    let counts: JobCategoryCountsResponse;
    try {
      counts = toJobCategoryCounts(await this.repository.categoryCounts());
    } catch (error) {
      if (!(error instanceof SearchTimeoutError)) throw error;
      this.logger.warn('Category counts cancelled by the statement timeout');
      throw JobsError.because('searchTimedOut');
    }
    await this.cache.set(key, counts);
    return counts;
  }
}
