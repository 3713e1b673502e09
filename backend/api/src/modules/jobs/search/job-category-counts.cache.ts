import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { JOB_CATEGORIES, type JobCategoryCountsResponse } from '@marketplace/contracts';
import { QUEUE_PREFIX } from '../../../infrastructure/queue/queue.constants';
import { REDIS_CLIENT } from '../../../infrastructure/redis/redis.module';

/** Redis keys of the cache, under the app's prefix (test setups clear `nestwork:*`). */
export const CATEGORY_COUNTS_KEY_PREFIX = `${QUEUE_PREFIX}:category-counts`;

/**
 * How long the counts are kept. Every write to jobs starts a new generation (and so a new key);
 * the limit bounds the jobs whose listing end passes with no write, until the expiry sweep.
 */
export const CATEGORY_COUNTS_TTL_SECONDS = 60;

/** The cache key of the counts in one generation of the jobs table. */
export function categoryCountsKey(generation: string): string {
  return `${CATEGORY_COUNTS_KEY_PREFIX}:${generation}`;
}

function isCounts(value: unknown): value is JobCategoryCountsResponse {
  if (typeof value !== 'object' || value === null) return false;
  const { categories } = value as Record<string, unknown>;
  return (
    Array.isArray(categories) &&
    categories.length === JOB_CATEGORIES.length &&
    categories.every(
      (entry: { category?: unknown; count?: unknown }, index) =>
        entry?.category === JOB_CATEGORIES[index] && Number.isInteger(entry.count) && (entry.count as number) >= 0,
    )
  );
}

/**
 * The live job counts per category (GET /api/jobs/categories/counts), kept in Redis: the home page
 * asks for them on every visit, and counting reads every live job's index entry. Redis being down
 * only means counting every time.
 */
@Injectable()
export class JobCategoryCountsCache {
  private readonly logger = new Logger(JobCategoryCountsCache.name);

  constructor(@Inject(REDIS_CLIENT) private readonly redis: Redis) {}

  async get(key: string): Promise<JobCategoryCountsResponse | null> {
    try {
      const stored = await this.redis.get(key);
      if (stored === null) return null;
      const value: unknown = JSON.parse(stored);
      return isCounts(value) ? value : null;
    } catch (error) {
      this.logger.debug({ err: error }, 'Category counts cache unavailable; counting');
      return null;
    }
  }

  async set(key: string, counts: JobCategoryCountsResponse): Promise<void> {
    try {
      await this.redis.set(key, JSON.stringify(counts), 'EX', CATEGORY_COUNTS_TTL_SECONDS);
    } catch (error) {
      this.logger.debug({ err: error }, 'Category counts cache unavailable; not kept');
    }
  }
}
