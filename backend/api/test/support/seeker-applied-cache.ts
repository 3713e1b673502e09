import { Redis } from 'ioredis';
import { SeekerAppliedCache } from '../../src/modules/applications/seeker-applied.cache';

/**
 * The seekers' kept applications on the test Redis, for suites that build ApplicationsRepository
 * themselves (every write to applications tells the cache). `close()` in afterAll.
 */
export function testSeekerAppliedCache(redisUrl: string): { cache: SeekerAppliedCache; close: () => void } {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  return { cache: new SeekerAppliedCache(redis), close: () => redis.disconnect() };
}
