import {
  Global,
  Inject,
  Injectable,
  Module,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { Redis } from 'ioredis';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { RedisConnectionMonitor } from './redis-outage';

export const REDIS_CLIENT = Symbol('REDIS_CLIENT');

/** How long startup waits for the first connection before it carries on without one (it keeps retrying). */
const FIRST_CONNECT_WAIT_MS = 2_000;

/**
 * Reconnect attempts every 200 ms at first, then every 2 s at most: readiness and rate limits
 * come back within about two seconds of Redis, and a long outage costs one attempt per 2 s.
 */
export function redisRetryDelay(attempt: number): number {
  return Math.min(attempt * 200, 2_000);
}

/** Connects the shared client at startup and closes it when the app stops, so processes exit promptly. */
@Injectable()
class RedisLifecycle implements OnApplicationBootstrap, OnApplicationShutdown {
  constructor(@Inject(REDIS_CLIENT) private readonly redis: Redis) {}

  /**
   * Commands fail at once while the client is not connected (no offline queue), so connect before
   * the first request; a Redis that is down now only delays startup briefly.
   */
  async onApplicationBootstrap(): Promise<void> {
    if (this.redis.status !== 'wait') return;
    let timer: NodeJS.Timeout | undefined;
    const connected = this.redis.connect().catch(() => undefined);
    await Promise.race([
      connected,
      new Promise<void>((resolve) => (timer = setTimeout(resolve, FIRST_CONNECT_WAIT_MS))),
    ]);
    clearTimeout(timer);
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.redis.status === 'ready') {
      await this.redis.quit().catch(() => this.redis.disconnect());
    } else {
      // Not connected (or reconnecting): QUIT would wait for a connection that may never come.
      this.redis.disconnect();
    }
  }
}

/**
 * One general-purpose Redis client (readiness checks, rate limits). BullMQ manages its own
 * connections; every connection reports to the one RedisConnectionMonitor.
 */
@Global()
@Module({
  providers: [
    RedisConnectionMonitor,
    {
      provide: REDIS_CLIENT,
      inject: [APP_CONFIG, RedisConnectionMonitor],
      useFactory: (config: AppConfig, monitor: RedisConnectionMonitor) => {
        const client = new Redis(config.redisUrl, {
          lazyConnect: true,
          connectTimeout: 2_000,
          disconnectTimeout: 500,
          // While Redis is down a command fails at once (rate limits let the request through,
          // readiness answers 503) instead of waiting for the next reconnect attempt.
          enableOfflineQueue: false,
          maxRetriesPerRequest: 1,
          retryStrategy: redisRetryDelay,
        });
        monitor.watch('general client', client);
        return client;
      },
    },
    RedisLifecycle,
  ],
  exports: [REDIS_CLIENT, RedisConnectionMonitor],
})
export class RedisModule {}
