import { type BeforeApplicationShutdown, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { QueueCatalog } from './queue-catalog';
import type { QueueDefinition, QueueSchedule } from './queue-definition';

/** How long shutdown waits for upserts still in flight (Redis may be unreachable). */
const SHUTDOWN_WAIT_MS = 2_000;

/**
 * Keeps every declared schedule in Redis, and only those: on each worker start it upserts them all
 * and removes the retired ones, both idempotent, so many workers share one schedule. It does not
 * hold up startup: a schedule that cannot be written (Redis still coming up) is logged and written
 * on the next start.
 */
@Injectable()
export class QueueScheduler implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('QueueScheduler');
  private pending?: Promise<unknown>;

  constructor(
    private readonly catalog: QueueCatalog,
    private readonly moduleRef: ModuleRef,
  ) {}

  onApplicationBootstrap(): void {
    const definitions = this.catalog.definitions();
    this.pending = Promise.all([
      ...definitions.flatMap((definition) => definition.schedules.map((schedule) => this.upsert(definition, schedule))),
      ...definitions.flatMap((definition) => definition.retiredSchedules.map((id) => this.remove(definition, id))),
    ]);
  }

  private async remove(definition: QueueDefinition, id: string): Promise<void> {
    try {
      await this.queueOf(definition).removeJobScheduler(id);
    } catch (error) {
      this.logger.warn(
        { err: error, queue: definition.queue, scheduler: id },
        `Could not remove the retired schedule "${id}" of queue "${definition.queue}"; the next start tries again`,
      );
    }
  }

  private queueOf(definition: QueueDefinition): Queue {
    return this.moduleRef.get<Queue>(getQueueToken(definition.queue), { strict: false });
  }

  private async upsert(definition: QueueDefinition, schedule: QueueSchedule): Promise<void> {
    try {
      await this.queueOf(definition).upsertJobScheduler(
        schedule.id,
        { every: schedule.every },
        { name: schedule.job, data: schedule.data ?? {}, opts: schedule.opts },
      );
    } catch (error) {
      this.logger.warn(
        { err: error, queue: definition.queue, scheduler: schedule.id },
        `Could not schedule "${schedule.job}" on queue "${definition.queue}"`,
      );
    }
  }

  /** Lets in-flight upserts finish before the queues close, but never holds up shutdown for long. */
  async beforeApplicationShutdown(): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([this.pending, new Promise<void>((resolve) => (timer = setTimeout(resolve, SHUTDOWN_WAIT_MS)))]);
    clearTimeout(timer);
  }
}
