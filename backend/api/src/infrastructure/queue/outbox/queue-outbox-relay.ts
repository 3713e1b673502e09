import { type BeforeApplicationShutdown, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { getQueueToken } from '@nestjs/bullmq';
import { EntityManager } from '@mikro-orm/postgresql';
import type { JobsOptions } from 'bullmq';
import { Clock } from '../../../core/clock/clock';
import { ErrorReporter } from '../../../core/error-reporting/error-reporter';
import { inTransaction } from '../../database/typed-sql';
import { QueueCatalog } from '../queue-catalog';
import { ThrottledErrorLog } from '../queue-error-reporter';
import { belongsInOutbox } from './durable-queue';
import { type OutboxBacklog, QueueOutboxRepository, type StoredOutboxEntry } from './queue-outbox.repository';

/** How often each worker looks at the outbox, besides whenever one of its queues (re)connects to Redis. */
export const OUTBOX_RELAY_EVERY_MS = 5_000;
/** Rows one relay transaction locks and moves at most. */
export const OUTBOX_RELAY_BATCH = 100;
/** After a failure other than Redis being away, a row waits this long, doubled per failure up to the maximum. */
export const OUTBOX_RETRY_FIRST_MS = 30_000;
export const OUTBOX_RETRY_MAX_MS = 3_600_000;
/**
 * A job kept longer than this means Redis stays away or a queue keeps refusing it: the relay then
 * warns, at most this often, until the outbox is empty again.
 */
export const OUTBOX_STALE_AFTER_MS = 60_000;
/** How long shutdown waits for a relay transaction in flight. */
const SHUTDOWN_WAIT_MS = 2_000;

/** What the relay needs of a queue (a DurableQueue). */
export interface RelayTarget {
  readonly redisConnected: boolean;
  addToRedis(name: string, data: unknown, opts: JobsOptions): Promise<unknown>;
  onRedisReady(listener: () => void): void;
}

function isRelayTarget(queue: unknown): queue is RelayTarget {
  return typeof queue === 'object' && queue !== null && typeof (queue as RelayTarget).addToRedis === 'function';
}

/** What one relay transaction did. */
export interface RelayBatch {
  /** Rows it locked (up to the batch size; rows other relays held are not among them). */
  locked: number;
  /** Added to their queue and deleted. */
  relayed: number;
  /** Kept for a later try after a failure other than Redis being away. */
  postponed: number;
  /** Redis was away: the rest of the batch stays for the next run. */
  stopped: boolean;
}

/** When a row that failed `attempts` times before may be tried again. */
export function retryAt(now: Date, attempts: number): Date {
  return new Date(now.getTime() + Math.min(OUTBOX_RETRY_FIRST_MS * 2 ** attempts, OUTBOX_RETRY_MAX_MS));
}

/**
 * Moves the outbox into BullMQ (worker process only): every few seconds and whenever a queue
 * reconnects, it locks the oldest rows (FOR UPDATE SKIP LOCKED, so several workers share the work
 * and never take the same row), adds each to its queue with its own options and deletes it in the
 * same transaction, in bounded batches until the outbox is empty. A row is deleted only once its
 * add succeeded; should the commit still fail, the row is relayed again and its jobId keeps BullMQ
 * from adding it twice. A row that fails for another reason than Redis stays, with its error, and
 * is tried again later; it is never dropped.
 */
@Injectable()
export class QueueOutboxRelay implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('QueueOutbox');
  private readonly failures = new ThrottledErrorLog((source, error, suppressed) =>
    this.logger.warn({ err: error, suppressedSinceLast: suppressed }, `The ${source} failed: ${error.message}`),
  );
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private again = false;
  private stopped = false;
  /** When the relay last warned of a stale backlog; none while the backlog is fresh. */
  private staleWarnedAt?: number;

  constructor(
    private readonly outbox: QueueOutboxRepository,
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly catalog: QueueCatalog,
    private readonly moduleRef: ModuleRef,
    private readonly errorReporter: ErrorReporter,
  ) {}

  onApplicationBootstrap(): void {
    for (const definition of this.catalog.definitions()) this.queueOf(definition.queue)?.onRedisReady(() => this.run());
    this.timer = setInterval(() => this.run(), OUTBOX_RELAY_EVERY_MS);
    this.run();
  }

  /** Starts a relay now, or right after the one running (never two at once in one process). */
  run(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .then(() => (this.stopped ? undefined : this.watchBacklog()))
      .then(() => undefined)
      .catch((error: unknown) =>
        this.failures.report('outbox relay', error instanceof Error ? error : new Error(String(error))),
      )
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.run();
        }
      });
  }

  /** Relays batch after batch until the outbox holds nothing due, or Redis is away. */
  async drain(): Promise<{ relayed: number; postponed: number }> {
    const total = { relayed: 0, postponed: 0 };
    for (;;) {
      const batch = await this.relayBatch();
      total.relayed += batch.relayed;
      total.postponed += batch.postponed;
      if (batch.stopped || batch.locked < OUTBOX_RELAY_BATCH || this.stopped) break;
    }
    if (total.relayed > 0) this.logger.log(total, `Relayed ${total.relayed} job(s) from the outbox to their queues`);
    return total;
  }

  /**
   * Looks at what the outbox still holds after a relay: while its oldest job has waited over
   * OUTBOX_STALE_AFTER_MS it warns (once per that interval) and, on the first warning of a stale
   * spell, tells the error reporter, so a stuck outbox is seen rather than growing silently.
   */
  async watchBacklog(): Promise<OutboxBacklog> {
    const backlog = await this.outbox.backlog();
    const now = this.clock.now().getTime();
    const waitedMs = backlog.oldestKeptAt === null ? 0 : now - backlog.oldestKeptAt.getTime();
    if (waitedMs < OUTBOX_STALE_AFTER_MS) {
      this.staleWarnedAt = undefined;
      return backlog;
    }
    if (this.staleWarnedAt !== undefined && now - this.staleWarnedAt < OUTBOX_STALE_AFTER_MS) return backlog;
    const message =
      `${backlog.jobs} job(s) wait in the outbox, the oldest for ${Math.round(waitedMs / 1000)} s: ` +
      'Redis is unreachable, or their queue refuses them (queue_outbox.last_error says why)';
    this.logger.warn({ jobs: backlog.jobs, oldestWaitedMs: waitedMs }, message);
    if (this.staleWarnedAt === undefined)
      this.errorReporter.report(new Error(message), { tags: { component: 'queue-outbox' } });
    this.staleWarnedAt = now;
    return backlog;
  }

  /** One transaction: lock the oldest due rows, add each to its queue, delete what was added. */
  async relayBatch(): Promise<RelayBatch> {
    const now = this.clock.now();
    return inTransaction(this.em, async () => {
      const entries = await this.outbox.lockOldest(now, OUTBOX_RELAY_BATCH);
      const batch: RelayBatch = { locked: entries.length, relayed: 0, postponed: 0, stopped: false };
      for (const entry of entries) {
        const queue = this.queueOf(entry.queue);
        // A queue that is not connected fails at once, or waits for Redis while the rows stay locked.
        if (queue && !queue.redisConnected) {
          batch.stopped = true;
          break;
        }
        try {
          if (!queue) throw new Error(`No queue "${entry.queue}" is registered in the worker`);
          await queue.addToRedis(entry.name, entry.data, entry.opts);
        } catch (error) {
          if (belongsInOutbox(error)) {
            batch.stopped = true;
            break;
          }
          await this.postpone(entry, error, now);
          batch.postponed += 1;
          continue;
        }
        await this.outbox.remove(entry.id);
        batch.relayed += 1;
      }
      return batch;
    });
  }

  private async postpone(entry: StoredOutboxEntry, error: unknown, now: Date): Promise<void> {
    const message = error instanceof Error ? error.message : String(error);
    const until = retryAt(now, entry.attempts);
    await this.outbox.postpone(entry.id, message, until);
    this.logger.error(
      { err: error, queue: entry.queue, job: entry.name, jobId: entry.opts.jobId, attempts: entry.attempts + 1, until },
      `Could not relay job "${entry.name}" of queue "${entry.queue}" from the outbox; it stays there and is tried again later`,
    );
    this.errorReporter.report(error, { tags: { queue: entry.queue, job: entry.name } });
  }

  private queueOf(name: string): RelayTarget | undefined {
    try {
      const queue: unknown = this.moduleRef.get(getQueueToken(name), { strict: false });
      return isRelayTarget(queue) ? queue : undefined;
    } catch {
      return undefined;
    }
  }

  /** Stops relaying; a transaction in flight may finish (a row it could not delete is relayed again, harmlessly). */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([this.running, new Promise<void>((resolve) => (timer = setTimeout(resolve, SHUTDOWN_WAIT_MS)))]);
    clearTimeout(timer);
  }
}
