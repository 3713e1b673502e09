import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { Queue } from 'bullmq';
import { RedisConnectionMonitor, type RedisConnectionEvents } from '../redis/redis-outage';

/** An error that is not about the connection may repeat on every retry; one line per cause and window is enough. */
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

/** A BullMQ queue or worker as far as error reporting goes: its own errors, and its Redis backend's "ready" (which it does not forward). */
export interface QueueEventSource {
  on(event: 'error', listener: (error: Error) => void): unknown;
  getBackend?(): RedisConnectionEvents;
}

/**
 * BullMQ queues and workers emit "error" (e.g. Redis unreachable); without a listener a queue prints
 * raw stacks to stderr. Lost connections go to the process's one Redis outage log (a line when Redis
 * goes, a line when it is back); any other error is logged here, throttled.
 */
@Injectable()
export class QueueErrorReporter implements OnModuleInit {
  private readonly logger = new Logger('Queues');
  private readonly errors = new ThrottledErrorLog((source, error, suppressed) =>
    this.logger.warn(
      { err: error, queue: source, suppressedSinceLast: suppressed },
      `Queue "${source}" error: ${error.message}`,
    ),
  );
  private readonly watched = new WeakSet<object>();

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly connections: RedisConnectionMonitor,
  ) {}

  /** Watches every BullMQ Queue any module of this process registered (registerQueue), found by type rather than by name. */
  onModuleInit(): void {
    for (const wrapper of this.discovery.getProviders()) {
      if (!wrapper.isDependencyTreeStatic()) continue;
      const instance: unknown = wrapper.instance;
      if (instance instanceof Queue) this.watch(instance.name, instance);
    }
  }

  /** Also used by the generic worker (QueueWorkers) for its workers' errors. */
  watch(source: string, emitter: QueueEventSource): void {
    if (this.watched.has(emitter)) return;
    this.watched.add(emitter);
    emitter.on('error', (error) => this.report(source, error));
    emitter.getBackend?.().on('ready', () => this.connections.connectionReady(source));
  }

  report(source: string, error: Error): void {
    if (this.connections.connectionError(source, error)) return;
    this.errors.report(source, error);
  }
}
