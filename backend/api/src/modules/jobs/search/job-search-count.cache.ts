import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { QUEUE_PREFIX } from '../../../infrastructure/queue/queue.constants';
import { REDIS_CLIENT } from '../../../infrastructure/redis/redis.module';
import type { JobSearchCriteria } from './job-search-criteria';
import type { JobSearchCount } from './job-search.repository';

/** Redis keys of the cache, under the app's prefix (test setups clear `nestwork:*`). */
export const SEARCH_COUNT_KEY_PREFIX = `${QUEUE_PREFIX}:search-count`;

/**
 * How long a count is kept. Every write to jobs starts a new generation, so a count is not reused
 * after a change; the time limit only bounds two rarer cases: a job whose end passes with no write
 * (until the expiry sweep marks it), and a write that commits between reading the generation and
 * counting.
 */
export const SEARCH_COUNT_TTL_SECONDS = 300;

/** The cache key of a search's count: its words and filters (not its sort or page) in one generation of the jobs table. */
export function searchCountKey(generation: string, criteria: Pick<JobSearchCriteria, 'text' | 'filters'>): string {
  const digest = createHash('sha256')
    .update(JSON.stringify({ generation, text: criteria.text, filters: criteria.filters }))
    .digest('base64url');
  return `${SEARCH_COUNT_KEY_PREFIX}:${digest}`;
}

function isCount(value: unknown): value is JobSearchCount {
  if (typeof value !== 'object' || value === null) return false;
  const { total, capped } = value as Record<string, unknown>;
  return typeof total === 'number' && Number.isInteger(total) && total >= 0 && typeof capped === 'boolean';
}

/**
 * Result counts of searches, kept in Redis: counting the matches of common words reads every entry
 * of their index (slow at a million jobs), while the same search asked again in the same
 * generation has the same count. Redis being down only means counting every time.
 */
@Injectable()
export class JobSearchCountCache {
  private readonly logger = new Logger(JobSearchCountCache.name);

  constructor(@Inject(REDIS_CLIENT) private readonly redis: Redis) {}

  async get(key: string): Promise<JobSearchCount | null> {
    try {
      const stored = await this.redis.get(key);
      if (stored === null) return null;
      const value: unknown = JSON.parse(stored);
      return isCount(value) ? value : null;
    } catch (error) {
      this.logger.debug({ err: error }, 'Search count cache unavailable; counting');
      return null;
    }
  }

  async set(key: string, count: JobSearchCount): Promise<void> {
    try {
      await this.redis.set(
        key,
        JSON.stringify({ total: count.total, capped: count.capped }),
        'EX',
        SEARCH_COUNT_TTL_SECONDS,
      );
    } catch (error) {
      this.logger.debug({ err: error }, 'Search count cache unavailable; not kept');
    }
  }
}
