import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { BullModule } from '@nestjs/bullmq';
import type { RedisOptions } from 'bullmq';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { redisRetryDelay } from '../redis/redis.module';
import { QueueOutboxRepository } from './outbox/queue-outbox.repository';
import { QueueErrorReporter } from './queue-error-reporter';
import { QueueShutdown } from './queue-shutdown';
import { DEFAULT_JOB_OPTIONS, QUEUE_PREFIX } from './queue.constants';

/**
 * The producers' Redis options. While Redis is down, adding a job fails at once (and DurableQueue
 * keeps it in the outbox) instead of holding the request until Redis is back, and so does one in
 * flight when the connection drops, after one reconnect attempt (ioredis's default of 20 would hold
 * it about 30 s, and with it the request and the shutdown waiting for that request). Reconnect
 * attempts come at most every 2 s (BullMQ's own default backs off to 20 s), so queues recover soon
 * after Redis does.
 */
export function producerConnection(redisUrl: string): RedisOptions & { url: string } {
  // A short disconnect timeout: shutting down while Redis is unreachable must not linger.
  return {
    url: redisUrl,
    disconnectTimeout: 500,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    retryStrategy: redisRetryDelay,
  };
}

/**
 * A worker's Redis options, from its queue's: a worker waits for Redis rather than failing its
 * commands (BullMQ's advice for workers), so the offline queue is back on and its commands retry
 * for as long as it takes.
 */
export function workerConnection<T extends object>(
  connection: T,
): T & { enableOfflineQueue: true; maxRetriesPerRequest: null } {
  return { ...connection, enableOfflineQueue: true, maxRetriesPerRequest: null };
}

/** How long a worker waits before fetching again after a lost connection (BullMQ's default is 15 s). */
export const WORKER_RUN_RETRY_DELAY_MS = 2_000;

/**
 * BullMQ on REDIS_URL with the app's defaults; each module registers its own queue (registerQueue),
 * whose jobs go to the outbox (QueueOutboxRepository) while Redis is unreachable. At shutdown the
 * queues close within QUEUE_CLOSE_TIMEOUT_MS (QueueShutdown).
 */
@Module({
  imports: [
    DiscoveryModule,
    BullModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        connection: producerConnection(config.redisUrl),
        prefix: QUEUE_PREFIX,
        defaultJobOptions: DEFAULT_JOB_OPTIONS,
      }),
    }),
  ],
  providers: [QueueErrorReporter, QueueShutdown, QueueOutboxRepository],
  exports: [BullModule, QueueErrorReporter, QueueShutdown, QueueOutboxRepository],
})
export class QueueModule {}
