import type { Redis } from 'ioredis';
import { NO_FILTERS } from './job-search-criteria';
import {
  JobSearchCountCache,
  SEARCH_COUNT_KEY_PREFIX,
  SEARCH_COUNT_TTL_SECONDS,
  searchCountKey,
} from './job-search-count.cache';

function fakeRedis(store = new Map<string, string>()) {
  const calls: unknown[][] = [];
  const redis = {
    get: async (key: string) => store.get(key) ?? null,
    set: async (...args: unknown[]) => {
      calls.push(args);
      store.set(args[0] as string, args[1] as string);
      return 'OK';
    },
  };
  return { redis: redis as unknown as Redis, store, calls };
}

describe('searchCountKey', () => {
  it('depends on the generation, the words and the filters, and hides them', () => {
    const base = searchCountKey('db@1#5', { text: 'writer', filters: NO_FILTERS });
    expect(base.startsWith(`${SEARCH_COUNT_KEY_PREFIX}:`)).toBe(true);
    expect(base).not.toContain('writer');
    expect(searchCountKey('db@1#5', { text: 'writer', filters: NO_FILTERS })).toBe(base);
    expect(searchCountKey('db@1#6', { text: 'writer', filters: NO_FILTERS })).not.toBe(base);
    expect(searchCountKey('db@1#5', { text: 'editor', filters: NO_FILTERS })).not.toBe(base);
    expect(searchCountKey('db@1#5', { text: 'writer', filters: { ...NO_FILTERS, remoteOnly: true } })).not.toBe(base);
  });
});

describe('JobSearchCountCache', () => {
  it('keeps a count for a while and answers it back', async () => {
    const { redis, calls } = fakeRedis();
    const cache = new JobSearchCountCache(redis);
    await cache.set('k', { total: 1_240, capped: false });
    expect(calls).toEqual([['k', JSON.stringify({ total: 1_240, capped: false }), 'EX', SEARCH_COUNT_TTL_SECONDS]]);
    await expect(cache.get('k')).resolves.toEqual({ total: 1_240, capped: false });
    await expect(cache.get('other')).resolves.toBeNull();
  });

  it('ignores a stored value that is not a count', async () => {
    const { redis } = fakeRedis(
      new Map([
        ['a', 'not json'],
        ['b', '{"total":-1,"capped":false}'],
        ['c', '{"total":3}'],
      ]),
    );
    const cache = new JobSearchCountCache(redis);
    for (const key of ['a', 'b', 'c']) await expect(cache.get(key)).resolves.toBeNull();
  });

  it('lets the search count when Redis is down', async () => {
    const down = new Error('Connection is closed.');
    const redis = { get: () => Promise.reject(down), set: () => Promise.reject(down) } as unknown as Redis;
    const cache = new JobSearchCountCache(redis);
    await expect(cache.get('k')).resolves.toBeNull();
    await expect(cache.set('k', { total: 1, capped: false })).resolves.toBeUndefined();
  });
});
