import { Redis } from 'ioredis';
import { RATE_LIMIT_KEY_PREFIX, rateLimitKey, RateLimiter } from '../../src/core/rate-limit/rate-limiter';
import { testConfig } from '../support/test-config';

describe('rate limits in Redis', () => {
  const config = testConfig();
  let redis: Redis;
  let limiter: RateLimiter;
  const key = (name: string) => rateLimitKey('int-test', 'ip', `${name}-${Date.now()}`);

  beforeAll(async () => {
    redis = new Redis(config.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
    limiter = new RateLimiter(redis);
  });

  afterAll(async () => {
    const keys = await redis.keys(`${RATE_LIMIT_KEY_PREFIX}:int-test:*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  });

  it('counts hits in a fixed window and refuses past the limit', async () => {
    const k = key('count');
    const hits = [];
    for (let i = 0; i < 4; i++) hits.push(await limiter.hit(k, 3, 60_000));
    expect(hits.map((h) => [h.count, h.allowed])).toEqual([
      [1, true],
      [2, true],
      [3, true],
      [4, false],
    ]);
    expect(hits[3]!.retryAfterMs).toBeGreaterThan(55_000);
    expect(hits[3]!.retryAfterMs).toBeLessThanOrEqual(60_000);
  });

  it('starts over when the window ends', async () => {
    const k = key('window');
    await limiter.hit(k, 1, 300);
    expect((await limiter.hit(k, 1, 300)).allowed).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(await limiter.hit(k, 1, 300)).toMatchObject({ allowed: true, count: 1 });
  });

  it('gives a hit back, never below zero', async () => {
    const k = key('refund');
    await limiter.hit(k, 2, 60_000);
    await limiter.hit(k, 2, 60_000);
    await limiter.refund(k);
    expect((await limiter.hit(k, 2, 60_000)).count).toBe(2);
    await limiter.refund(k);
    await limiter.refund(k);
    await limiter.refund(k);
    expect(await redis.get(k)).toBe('0');
  });

  it('is shared: concurrent hits from many instances count exactly', async () => {
    const k = key('concurrent');
    const others = Array.from(
      { length: 3 },
      () => new RateLimiter(new Redis(config.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 })),
    );
    try {
      const results = await Promise.all(Array.from({ length: 30 }, (_, i) => others[i % 3]!.hit(k, 10, 60_000)));
      expect(results.filter((r) => r.allowed)).toHaveLength(10);
      expect(Math.max(...results.map((r) => r.count))).toBe(30);
    } finally {
      for (const other of others) (other as unknown as { redis: Redis }).redis.disconnect();
    }
  });
});
