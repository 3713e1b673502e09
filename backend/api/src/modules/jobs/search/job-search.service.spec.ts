import { Logger, ServiceUnavailableException } from '@nestjs/common';
import {
  FEATURED_SEARCH_SLOTS,
  JOB_CATEGORIES,
  JOB_SEARCH_COUNT_CAP,
  JOB_SEARCH_TIMEOUT_MESSAGE,
  JOBS_PAGE_SIZE,
} from '@marketplace/contracts';
import { RequestValidationException } from '../../../core/errors/request-validation.exception';
import type { JobFeedRow } from '../job-card.query';
import type { JobSearchCriteria } from './job-search-criteria';
import { decodeSearchCursor, encodeSearchCursor } from './job-search-cursor';
import { SearchTimeoutError } from './job-search.errors';
import type { JobSearchCountCache } from './job-search-count.cache';
import type { JobSearchCount, JobSearchHit, JobSearchRepository } from './job-search.repository';
import { JobSearchService } from './job-search.service';
import { asHttpException } from '../../../../test/support/assertions';

const BASE = Date.parse('2026-11-01T12:00:00.000Z');

function row(n: number): JobFeedRow {
  return {
    id: `aaaaaaaa-0000-4000-8000-${n.toString(16).padStart(12, '0')}`,
    title: `Job ${n}`,
    description: 'Write clear articles.',
    location: 'Remote',
    salary_min: 50_000,
    salary_max: 60_000,
    salary_type: 'yearly',
    posted_at: new Date(BASE - n * 60_000),
    job_type: 'FULL_TIME',
    category: 'Writing',
    skills: ['Research'],
    is_flexible: true,
    is_featured: false,
    status: 'approved',
    is_company_private: false,
    company_name: 'Quillmark Editorial',
    company_logo_url: null,
  };
}

class FakeRepository {
  calls: Array<{ criteria: JobSearchCriteria; limit: number }> = [];
  counts: Array<{ criteria: JobSearchCriteria; cap: number }> = [];
  constructor(
    private readonly answer: () => Promise<JobSearchHit[]>,
    private readonly counted: () => Promise<JobSearchCount>,
  ) {}
  featured: JobSearchHit[] = [];
  featuredAsked: number[] = [];
  async search(
    criteria: JobSearchCriteria,
    limit: number,
    featuredLimit = 0,
  ): Promise<{ hits: JobSearchHit[]; featured: JobSearchHit[] }> {
    this.calls.push({ criteria, limit });
    this.featuredAsked.push(featuredLimit);
    return { hits: await this.answer(), featured: this.featured.slice(0, featuredLimit) };
  }
  count(criteria: JobSearchCriteria, cap: number): Promise<JobSearchCount> {
    this.counts.push({ criteria, cap });
    return this.counted();
  }
  generationNow = 'test@1#1';
  generation(): Promise<string> {
    return Promise.resolve(this.generationNow);
  }
}

/** The count cache over a Map (Redis in production). */
class FakeCountCache {
  readonly kept = new Map<string, JobSearchCount>();
  get(key: string): Promise<JobSearchCount | null> {
    return Promise.resolve(this.kept.get(key) ?? null);
  }
  set(key: string, count: JobSearchCount): Promise<void> {
    this.kept.set(key, count);
    return Promise.resolve();
  }
}

function serviceWith(
  answer: () => Promise<JobSearchHit[]>,
  counted: () => Promise<JobSearchCount> = async () => ({ total: 0, capped: false }),
) {
  const repository = new FakeRepository(answer, counted);
  const cache = new FakeCountCache();
  return {
    repository,
    cache,
    service: new JobSearchService(
      repository as unknown as JobSearchRepository,
      cache as unknown as JobSearchCountCache,
    ),
  };
}

describe('JobSearchService', () => {
  it('answers field errors without touching the database', async () => {
    const { service, repository } = serviceWith(async () => []);
    const error = await service.search({ category: 'Astrology', cursor: 'x' }).catch(asHttpException);
    expect(error).toBeInstanceOf(RequestValidationException);
    expect((error as RequestValidationException).fieldErrors).toEqual({
      category: ['Please select a job category from the list'],
      cursor: ['Invalid cursor'],
    });
    expect(repository.calls).toEqual([]);
    expect(repository.counts).toEqual([]);
  });

  it('asks for one job more than a page, to know whether another page exists', async () => {
    const { service, repository } = serviceWith(async () => []);
    await service.search({ q: 'writer', remote: 'true' });
    expect(repository.calls).toHaveLength(1);
    expect(repository.calls[0]!.limit).toBe(JOBS_PAGE_SIZE + 1);
    expect(repository.calls[0]!.criteria).toMatchObject({
      text: 'writer',
      sort: 'relevance',
      filters: { remoteOnly: true },
    });
  });

  it('answers a full page with a cursor at its last job, in the tier it came from', async () => {
    const hits = Array.from({ length: JOBS_PAGE_SIZE + 1 }, (_, n) => ({
      row: row(n),
      tier: n < 15 ? (3 as const) : (2 as const),
    }));
    const { service } = serviceWith(async () => hits);
    const page = await service.search({ q: 'writer' });
    expect(page.jobs.map((job) => job.id)).toEqual(hits.slice(0, JOBS_PAGE_SIZE).map((hit) => hit.row.id));
    expect(page.jobs[0]).toMatchObject({ title: 'Job 0', company: 'Quillmark Editorial', type: 'full-time' });
    const last = hits[JOBS_PAGE_SIZE - 1]!;
    expect(decodeSearchCursor(page.nextCursor!)).toEqual({
      sort: 'relevance',
      tier: 2,
      postedAt: last.row.posted_at,
      id: last.row.id,
    });
  });

  it('uses a newest-first cursor for newest-first results', async () => {
    const hits = Array.from({ length: JOBS_PAGE_SIZE + 1 }, (_, n) => ({ row: row(n), tier: null }));
    const { service } = serviceWith(async () => hits);
    const page = await service.search({});
    expect(decodeSearchCursor(page.nextCursor!)).toEqual({
      sort: 'newest',
      postedAt: hits[JOBS_PAGE_SIZE - 1]!.row.posted_at,
      id: hits[JOBS_PAGE_SIZE - 1]!.row.id,
    });
  });

  it('counts the same search up to the cap, alongside the page', async () => {
    const { service, repository } = serviceWith(
      async () => [{ row: row(1), tier: 3 }],
      async () => ({ total: 1_240, capped: false }),
    );
    const page = await service.search({ q: 'writer', category: 'Writing' });
    expect(page).toMatchObject({ total: 1_240, totalIsCapped: false });
    expect(repository.counts).toEqual([{ criteria: repository.calls[0]!.criteria, cap: JOB_SEARCH_COUNT_CAP }]);
  });

  it('keeps a count for the same words and filters, whatever the sort or page, until the jobs change', async () => {
    const { service, repository } = serviceWith(
      async () => [],
      async () => ({ total: 7, capped: false }),
    );
    await service.search({ q: 'writer', remote: 'true' });
    await service.search({ q: 'writer', remote: 'true', sort: 'newest' });
    expect(repository.counts).toHaveLength(1);
    await service.search({ q: 'writer' });
    expect(repository.counts).toHaveLength(2);
    repository.generationNow = 'test@1#2';
    await expect(service.search({ q: 'writer', remote: 'true' })).resolves.toMatchObject({ total: 7 });
    expect(repository.counts).toHaveLength(3);
  });

  it('says when the count reached the cap', async () => {
    const { service } = serviceWith(
      async () => [],
      async () => ({ total: JOB_SEARCH_COUNT_CAP, capped: true }),
    );
    await expect(service.search({})).resolves.toMatchObject({ total: JOB_SEARCH_COUNT_CAP, totalIsCapped: true });
  });

  it('answers 503 when the count is the statement that runs out of time', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const { service } = serviceWith(
      async () => [],
      () => Promise.reject(new SearchTimeoutError()),
    );
    const error = await service.search({ q: 'writer' }).catch(asHttpException);
    warn.mockRestore();
    expect(error).toBeInstanceOf(ServiceUnavailableException);
  });

  it('ends with a null cursor when nothing follows the page', async () => {
    const { service } = serviceWith(async () =>
      Array.from({ length: JOBS_PAGE_SIZE }, (_, n) => ({ row: row(n), tier: null })),
    );
    const page = await service.search({});
    expect(page.jobs).toHaveLength(JOBS_PAGE_SIZE);
    expect(page.nextCursor).toBeNull();
  });

  it('answers 503 with a clear message when the database cancels a slow search, and logs the search', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const { service } = serviceWith(() => Promise.reject(new SearchTimeoutError()));
    const error = await service.search({ q: 'writer' }).catch(asHttpException);
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ text: 'writer' }),
      expect.stringContaining('statement timeout'),
    );
    warn.mockRestore();
    expect(error).toBeInstanceOf(ServiceUnavailableException);
    expect((error as ServiceUnavailableException).getStatus()).toBe(503);
    expect((error as ServiceUnavailableException).message).toBe(JOB_SEARCH_TIMEOUT_MESSAGE);
  });

  it('lets other failures through unchanged (they are answered as 500 and logged)', async () => {
    const failure = new Error('connection refused');
    const { service } = serviceWith(() => Promise.reject(failure));
    await expect(service.search({})).rejects.toBe(failure);
  });

  it('lists the 28 categories', () => {
    const { service } = serviceWith(async () => []);
    expect(service.categories()).toEqual({ categories: [...JOB_CATEGORIES] });
    expect(service.categories().categories).toHaveLength(28);
  });

  describe('featured jobs', () => {
    it('shows the matching featured jobs first on the first page, each once, and asks for none on later pages', async () => {
      const rows: JobSearchHit[] = Array.from({ length: 5 }, (_, n) => ({ row: row(n), tier: null }));
      const { service, repository } = serviceWith(async () => rows);
      repository.featured = [{ ...rows[3]!, row: { ...rows[3]!.row, is_featured: true } }];
      const first = await service.search({ q: 'writer' }, { featuredFirst: true });
      expect(repository.featuredAsked).toEqual([FEATURED_SEARCH_SLOTS]);
      expect(first.jobs.map((job) => job.id)).toEqual([
        rows[3]!.row.id,
        rows[0]!.row.id,
        rows[1]!.row.id,
        rows[2]!.row.id,
        rows[4]!.row.id,
      ]);
      expect(first.jobs[0]!.isFeatured).toBe(true);
      const cursor = encodeSearchCursor({
        sort: 'newest',
        postedAt: new Date('2026-11-01T00:00:00.000Z'),
        id: rows[4]!.row.id,
      });
      await service.search({ q: 'writer', sort: 'newest', cursor }, { featuredFirst: true });
      expect(repository.featuredAsked).toEqual([FEATURED_SEARCH_SLOTS, 0]);
    });

    it('keeps the search in its own order for alerts and the feed (without featuredFirst)', async () => {
      const { service, repository } = serviceWith(async () => [{ row: row(1), tier: null }]);
      repository.featured = [{ row: { ...row(9), is_featured: true }, tier: null }];
      expect((await service.search({ q: 'writer' })).jobs.map((job) => job.title)).toEqual(['Job 1']);
      expect(repository.featuredAsked).toEqual([0]);
    });
  });
});
