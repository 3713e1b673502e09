import { Module } from '@nestjs/common';
import { BullModule } from '@nestjs/bullmq';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { QueueErrorReporter } from './queue-error-reporter';
import { DEFAULT_JOB_OPTIONS, QUEUE_PREFIX, QUEUES } from './queue.constants';

/** BullMQ on REDIS_URL with the app's defaults, and the app's queues registered once. */
@Module({
  imports: [
    BullModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        // A short disconnect timeout: shutting down while Redis is unreachable must not linger.
        connection: { url: config.redisUrl, disconnectTimeout: 500 },
        prefix: QUEUE_PREFIX,
        defaultJobOptions: DEFAULT_JOB_OPTIONS,
      }),
    }),
    BullModule.registerQueue({ name: QUEUES.system }),
  ],
  providers: [QueueErrorReporter],
  exports: [BullModule, QueueErrorReporter],
})
export class QueueModule {}
