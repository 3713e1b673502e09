import { Global, Inject, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';

export const REDIS_CLIENT = Symbol('REDIS_CLIENT');

/** Closes the shared client when the app stops, so processes exit promptly. */
@Injectable()
class RedisLifecycle implements OnApplicationShutdown {
  constructor(@Inject(REDIS_CLIENT) private readonly redis: Redis) {}

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
 * One general-purpose Redis client (readiness checks now; caches and rate limits later). BullMQ
 * manages its own connections.
 */
@Global()
@Module({
  providers: [
    {
      provide: REDIS_CLIENT,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) =>
        new Redis(config.redisUrl, {
          lazyConnect: true,
          connectTimeout: 2_000,
          disconnectTimeout: 500,
          // Fail a command fast instead of queueing it forever while Redis is down.
          maxRetriesPerRequest: 1,
        }),
    },
    RedisLifecycle,
  ],
  exports: [REDIS_CLIENT],
})
export class RedisModule {}
