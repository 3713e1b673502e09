import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { QUEUES } from './queue.constants';

/** While Redis is down every reconnect attempt fails; one line per cause and window is enough. */
export const QUEUE_ERROR_LOG_WINDOW_MS = 30_000;

export class ThrottledErrorLog {
  private readonly lastLogged = new Map<string, number>();

  constructor(
    private readonly log: (source: string, error: Error, suppressed: number) => void,
    private readonly windowMs: number = QUEUE_ERROR_LOG_WINDOW_MS,
    private readonly now: () => number = Date.now,
  ) {}

  private readonly suppressed = new Map<string, number>();

  report(source: string, error: Error): void {
    const key = `${source}\u0000${error.message}`;
    const last = this.lastLogged.get(key);
    const time = this.now();
    if (last !== undefined && time - last < this.windowMs) {
      this.suppressed.set(key, (this.suppressed.get(key) ?? 0) + 1);
      return;
    }
    this.log(source, error, this.suppressed.get(key) ?? 0);
    this.lastLogged.set(key, time);
    this.suppressed.delete(key);
  }
}

/**
 * BullMQ queues emit "error" (e.g. Redis unreachable); without a listener they print raw stacks to
 * stderr. This routes them into the structured log, throttled.
 */
@Injectable()
export class QueueErrorReporter implements OnModuleInit {
  private readonly logger = new Logger('Queues');
  private readonly errors = new ThrottledErrorLog((source, error, suppressed) =>
    this.logger.warn({ err: error, queue: source, suppressedSinceLast: suppressed }, `Queue "${source}" error: ${error.message}`),
  );

  constructor(private readonly moduleRef: ModuleRef) {}

  /** Watches every queue of the app that this process registered (modules register their own). */
  onModuleInit(): void {
    for (const name of Object.values(QUEUES)) {
      let queue: Queue | undefined;
      try {
        queue = this.moduleRef.get<Queue>(getQueueToken(name), { strict: false });
      } catch {
        continue;
      }
      this.watch(name, queue);
    }
  }

  /** Also used by processors for their workers' errors. */
  watch(source: string, emitter: { on(event: 'error', listener: (error: Error) => void): unknown }): void {
    emitter.on('error', (error) => this.errors.report(source, error));
  }

  report(source: string, error: Error): void {
    this.errors.report(source, error);
  }
}
