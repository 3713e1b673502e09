import { Logger, ServiceUnavailableException } from '@nestjs/common';
import { JOB_CATEGORIES, JOB_SEARCH_TIMEOUT_MESSAGE, type JobCategoryCountsResponse } from '@marketplace/contracts';
import type { JobCategoryCountsCache } from './job-category-counts.cache';
import { JobCategoryCountsService } from './job-category-counts.service';
import { SearchTimeoutError } from './job-search.errors';
import type { CategoryCountRow, JobSearchRepository } from './job-search.repository';
import { asHttpException } from '../../../../test/support/assertions';

class FakeRepository {
  generationNow = 'test@1#1';
  rows: CategoryCountRow[] = [{ category_index: 0, count: 4 }];
  counted = 0;
  failure: Error | null = null;
  generation(): Promise<string> {
    return Promise.resolve(this.generationNow);
  }
  categoryCounts(): Promise<CategoryCountRow[]> {
    this.counted += 1;
    return this.failure ? Promise.reject(this.failure) : Promise.resolve(this.rows);
  }
}

/** The cache over a Map (Redis in production). */
class FakeCache {
  readonly kept = new Map<string, JobCategoryCountsResponse>();
  get(key: string): Promise<JobCategoryCountsResponse | null> {
    return Promise.resolve(this.kept.get(key) ?? null);
  }
  set(key: string, counts: JobCategoryCountsResponse): Promise<void> {
    this.kept.set(key, counts);
    return Promise.resolve();
  }
}

function setup() {
  const repository = new FakeRepository();
  const cache = new FakeCache();
  const service = new JobCategoryCountsService(
    repository as unknown as JobSearchRepository,
    cache as unknown as JobCategoryCountsCache,
  );
  return { repository, cache, service };
}

describe('JobCategoryCountsService', () => {
  it('answers every category with its count', async () => {
    const { service } = setup();
    const answer = await service.counts();
    expect(answer.categories).toHaveLength(JOB_CATEGORIES.length);
    expect(answer.categories[0]).toEqual({ category: JOB_CATEGORIES[0], count: 4 });
  });

  it('counts once per generation of the jobs table, and again after a write', async () => {
    const { service, repository } = setup();
    await service.counts();
    repository.rows = [{ category_index: 0, count: 5 }];
    expect((await service.counts()).categories[0]?.count).toBe(4);
    expect(repository.counted).toBe(1);

    repository.generationNow = 'test@1#2';
    expect((await service.counts()).categories[0]?.count).toBe(5);
    expect(repository.counted).toBe(2);
  });

  it('answers 503 with the search timeout message when counting runs too long', async () => {
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const { service, repository, cache } = setup();
    repository.failure = new SearchTimeoutError();
    const error = await service.counts().catch(asHttpException);
    expect(error).toBeInstanceOf(ServiceUnavailableException);
    expect((error as ServiceUnavailableException).message).toBe(JOB_SEARCH_TIMEOUT_MESSAGE);
    expect(cache.kept.size).toBe(0);
  });
});
