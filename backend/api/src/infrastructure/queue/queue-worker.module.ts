import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { QueueOutboxRelay } from './outbox/queue-outbox-relay';
import { QueueCatalog } from './queue-catalog';
import { QueueScheduler } from './queue-scheduler';
import { BullWorkerFactory, QueueWorkers } from './queue-workers';
import { QueueModule } from './queue.module';

/**
 * The generic queue worker and scheduler, and the relay that moves the outbox into the queues. Only
 * worker.ts imports it, so the HTTP process never consumes jobs; it refuses to start while a
 * declared job lacks its one handler.
 */
@Module({
  imports: [DiscoveryModule, QueueModule],
  providers: [QueueCatalog, BullWorkerFactory, QueueWorkers, QueueScheduler, QueueOutboxRelay],
})
export class QueueWorkerModule {}
