import { Logger, ServiceUnavailableException } from '@nestjs/common';
import type { DatabaseHealth } from '../../infrastructure/database/database.health';
import type { RedisHealth } from '../../infrastructure/redis/redis.health';
import { ReadinessService } from './readiness.service';

const up = { ping: async () => undefined };
const down = { ping: async () => Promise.reject(new Error('connect ECONNREFUSED')) };
const hanging = { ping: () => new Promise<void>(() => undefined) };

function service(database: { ping(): Promise<void> }, redis: { ping(): Promise<void> }) {
  return new ReadinessService(database as DatabaseHealth, redis as RedisHealth);
}

describe('ReadinessService', () => {
  beforeEach(() => jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('is ready when PostgreSQL and Redis answer', async () => {
    await expect(service(up, up).assertReady()).resolves.toEqual({
      status: 'ready',
      checks: { database: 'up', redis: 'up' },
    });
  });

  it.each([
    [down, up, 'Not ready: Database is not reachable'],
    [up, down, 'Not ready: Redis is not reachable'],
    [down, down, 'Not ready: Database and Redis are not reachable'],
  ])('answers 503 naming what is down', async (database, redis, message) => {
    const error = await service(database, redis)
      .assertReady()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServiceUnavailableException);
    expect((error as ServiceUnavailableException).message).toBe(message);
  });

  it('logs when a dependency goes down and when it is back, not on every probe', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const log = jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
    let redis = up;
    const readiness = new ReadinessService(up as DatabaseHealth, { ping: () => redis.ping() } as RedisHealth);
    await readiness.check();
    redis = down;
    for (let probe = 0; probe < 3; probe += 1) await readiness.check();
    redis = up;
    await readiness.check();
    await readiness.check();
    expect(warn.mock.calls.map((call) => call[1])).toEqual(['Readiness: redis is down']);
    expect(log.mock.calls.map((call) => call[1])).toEqual(['Readiness: redis is up again']);
  });

  it('treats a dependency that does not answer in time as down', async () => {
    jest.useFakeTimers();
    try {
      const result = service(hanging, up).check();
      await jest.advanceTimersByTimeAsync(2_500);
      await expect(result).resolves.toEqual({ ready: false, checks: { database: 'down', redis: 'up' } });
    } finally {
      jest.useRealTimers();
    }
  });
});
