import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectQueue } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { HEARTBEAT_EVERY_MS, HEARTBEAT_SCHEDULER_ID, type HeartbeatJobData, QUEUES, SYSTEM_JOBS } from '../queue.constants';

/**
 * Keeps one repeating heartbeat job scheduled (an idempotent upsert, so many API instances share
 * one schedule). Scheduling does not hold up startup: the API answers health checks while Redis
 * is still coming up, and /api/ready reports it.
 */
@Injectable()
export class HeartbeatScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(HeartbeatScheduler.name);
  private pending?: Promise<void>;

  constructor(@InjectQueue(QUEUES.system) private readonly queue: Queue<HeartbeatJobData>) {}

  onApplicationBootstrap(): void {
    this.pending = this.schedule().catch((error: unknown) => {
      this.logger.warn({ err: error }, 'Could not schedule the heartbeat job');
    });
  }

  async schedule(): Promise<void> {
    await this.queue.upsertJobScheduler(
      HEARTBEAT_SCHEDULER_ID,
      { every: HEARTBEAT_EVERY_MS },
      { name: SYSTEM_JOBS.heartbeat, data: { source: 'scheduler' }, opts: { attempts: 1 } },
    );
  }

  /** Lets an in-flight upsert finish, but never holds up shutdown when Redis is unreachable. */
  async onApplicationShutdown(): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([this.pending, new Promise<void>((resolve) => (timer = setTimeout(resolve, 2_000)))]);
    clearTimeout(timer);
  }
}
