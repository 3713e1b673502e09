import { Injectable, Logger } from '@nestjs/common';
import { CONNECTION_CODES } from '../../core/errors/store-outage';

/** Messages of a Redis connection that is gone or refused, as ioredis and BullMQ report them. */
const CONNECTION_MESSAGES =
  /Connection is closed|Stream isn't writeable|Reached the max retries per request|connect ETIMEDOUT|socket (hang up|closed)|^LOADING /i;

/** True for the errors of a lost or refused Redis connection (which retry by themselves), as opposed to a failing command. */
export function isConnectionError(error: unknown): boolean {
  // By shape, not `instanceof Error`: socket errors may come from another realm (e.g. a test sandbox).
  if (typeof error !== 'object' || error === null) return false;
  const { code, syscall, name, message } = error as Partial<NodeJS.ErrnoException>;
  if (typeof code === 'string' && CONNECTION_CODES.has(code)) return true;
  if (syscall === 'connect' || syscall === 'read' || syscall === 'write') return true;
  return name === 'MaxRetriesPerRequestError' || (typeof message === 'string' && CONNECTION_MESSAGES.test(message));
}

/** What the outage log says, kept apart from Nest's logger so that the bookkeeping can be tested alone. */
export interface OutageReport {
  lost(source: string, error: Error): void;
  restored(downForMs: number, failedAttempts: number, sources: readonly string[]): void;
}

/**
 * Every Redis connection of a process (the general client, each queue, each worker) retries on its
 * own and fails once per attempt; this turns those failures into one line when the first connection
 * is lost and one when the last of them is back.
 */
export class RedisOutageLog {
  private readonly down = new Set<string>();
  private readonly seen = new Set<string>();
  private since = 0;
  private failures = 0;

  constructor(
    private readonly report: OutageReport,
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether some connection is down right now. */
  get outage(): boolean {
    return this.down.size > 0;
  }

  /**
   * Records an error of `source`. Returns true when it belongs to an outage (a connection error, or
   * any error of a connection that is down), so the caller need not log it again.
   */
  error(source: string, error: Error): boolean {
    const isDown = this.down.has(source);
    if (!isDown && !isConnectionError(error)) return false;
    this.failures += 1;
    if (!isDown) {
      if (this.down.size === 0) {
        this.since = this.now();
        this.failures = 1;
        this.seen.clear();
        this.report.lost(source, error);
      }
      this.down.add(source);
      this.seen.add(source);
    }
    return true;
  }

  /** Records that `source` is connected (again); the outage ends when no connection is down. */
  ready(source: string): void {
    if (!this.down.delete(source) || this.down.size > 0) return;
    this.report.restored(this.now() - this.since, this.failures, [...this.seen]);
  }
}

/** An event source whose connection to Redis can fail and come back: an ioredis client, or a BullMQ queue backend. */
export interface RedisConnectionEvents {
  on(event: 'error' | 'ready', listener: (error: Error) => void): unknown;
}

/**
 * The process's one outage log, shared by every Redis connection: "Redis is unreachable" once when
 * the first connection fails, "Redis is reachable again" once when the last one is back, instead of
 * a line (or an unhandled-error stack) per retry and connection.
 */
@Injectable()
export class RedisConnectionMonitor {
  private readonly logger = new Logger('Redis');
  private readonly log = new RedisOutageLog({
    lost: (source, error) =>
      this.logger.warn(
        { err: error, connection: source },
        `Redis is unreachable (${source}: ${error.message}); work that needs it fails until it is back, and every connection keeps retrying`,
      ),
    restored: (downForMs, failedAttempts, sources) =>
      this.logger.log(
        { downForMs, failedAttempts, connections: sources },
        `Redis is reachable again after ${(downForMs / 1000).toFixed(1)} s (${failedAttempts} failed attempt${failedAttempts === 1 ? '' : 's'} on ${sources.length} connection${sources.length === 1 ? '' : 's'})`,
      ),
  });

  /** Whether some Redis connection of this process is down right now. */
  get outage(): boolean {
    return this.log.outage;
  }

  /**
   * Listens to a connection's 'error' and 'ready' events. The 'error' listener is also what keeps
   * an error without a listener from being printed (ioredis) or thrown (an EventEmitter) at all.
   * Errors that are not about the connection go to `otherwise`, or are logged as warnings.
   */
  watch(source: string, events: RedisConnectionEvents, otherwise?: (error: Error) => void): void {
    events.on('error', (error: Error) => {
      if (this.connectionError(source, error)) return;
      if (otherwise) otherwise(error);
      else this.logger.warn({ err: error, connection: source }, `Redis error (${source}): ${error.message}`);
    });
    events.on('ready', () => this.connectionReady(source));
  }

  /** Records an error of `source`; true when it is part of an outage (and so already logged). */
  connectionError(source: string, error: Error): boolean {
    return this.log.error(source, error);
  }

  /** Records that `source` is connected again. */
  connectionReady(source: string): void {
    this.log.ready(source);
  }
}
