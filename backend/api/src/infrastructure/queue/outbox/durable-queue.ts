import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import {
  type BackendFactory,
  type BulkJobOptions,
  Job,
  type JobsOptions,
  Queue,
  type QueueOptions,
  type RedisQueueBackend,
} from 'bullmq';
import { isConnectionError } from '../../redis/redis-outage';
import type { OutboxEntry } from './queue-outbox.repository';

/** Where a producer keeps the jobs Redis could not take (QueueOutboxRepository). */
export interface JobOutbox {
  keep(entries: readonly OutboxEntry[], now: Date): Promise<void>;
}

/** Replies of a Redis that answers but takes no writes until it has failed over or loaded its data. */
const NOT_WRITABLE_YET = /^(READONLY|MASTERDOWN|LOADING) /;

/**
 * Whether a failed add goes to the outbox: Redis is unreachable (a refused, lost or closed
 * connection) or not writable yet. Anything else (a job BullMQ refuses, a failing script) would
 * fail again later, so it reaches the caller as before.
 */
export function belongsInOutbox(error: unknown): boolean {
  if (isConnectionError(error)) return true;
  const message = typeof error === 'object' && error !== null ? (error as { message?: unknown }).message : undefined;
  return typeof message === 'string' && NOT_WRITABLE_YET.test(message);
}

/** How long the first adds wait for a queue's first connection before they go to the outbox (once per queue). */
export const FIRST_CONNECTION_WAIT_MS = 2_000;

/** A job Redis has not seen yet: BullMQ's own checks before sending it, and what `add` returns instead. */
class OutboxedJobDraft extends Job {
  /** The options and data checks BullMQ runs before it sends a job (e.g. a numeric custom id, data that is not JSON). */
  check(): void {
    this.validateOptions(this.asJSON());
  }
}

/** The id of a job its producer named none for. */
function newJobId(): string {
  return `outbox-${randomUUID()}`;
}

/**
 * The options with a jobId, given before Redis is tried: when an add reaches Redis but its answer is
 * lost with the connection, the job kept in the outbox has the same id, and the relay's add of it
 * is then a no-op in BullMQ (while the job is kept there: a day, queue.constants) instead of a
 * second run.
 */
function withJobId<Options extends JobsOptions | BulkJobOptions>(opts: Options | undefined): Options {
  return { ...opts, jobId: opts?.jobId ?? newJobId() } as Options;
}

interface JobToAdd {
  name: string;
  data: unknown;
  opts?: JobsOptions | BulkJobOptions;
}

/**
 * The queue every module injects (registerQueue): a BullMQ Queue whose `add` and `addBulk` keep a
 * job in the PostgreSQL outbox when Redis is unreachable, instead of failing the caller and losing
 * the job. The job keeps its options, with its jobId (one is given before Redis is tried when the
 * caller gave none) and its timestamp (a delay counts from the original add), and the worker's
 * relay adds it once Redis answers. The Job returned for a kept job carries that id and timestamp but is not in Redis yet.
 */
export class DurableQueue extends Queue {
  private readonly logger = new Logger('Queues');
  /** Where jobs go while Redis is away, and the clock that stamps them; none until registerQueue turns it on. */
  private fallback?: { outbox: JobOutbox; now: () => Date };
  private connected = false;
  private firstConnection?: Promise<void>;
  private keptSinceConnected = 0;

  /** `backendFactory` is BullMQ's own seam, for tests without Redis; @nestjs/bullmq passes none. */
  constructor(name: string, opts: QueueOptions, backendFactory?: BackendFactory<RedisQueueBackend>) {
    super(name, opts, backendFactory as BackendFactory<RedisQueueBackend>);
    // ioredis says "ready" on every (re)connection and "close" whenever it is lost.
    const backend = this.getBackend();
    backend.on('ready', () => {
      this.connected = true;
      if (this.keptSinceConnected > 0)
        this.logger.log(
          { queue: this.name, kept: this.keptSinceConnected },
          `Redis answers queue "${this.name}" again; ${this.keptSinceConnected} job(s) wait in the outbox for the relay`,
        );
      this.keptSinceConnected = 0;
    });
    backend.on('close', () => {
      this.connected = false;
    });
  }

  /** Turns the fallback on (registerQueue does, for every queue a module registers). */
  keepInOutboxWhileRedisIsAway(outbox: JobOutbox, now: () => Date): void {
    this.fallback = { outbox, now };
  }

  /** Whether the queue's Redis connection is up right now. */
  get redisConnected(): boolean {
    return this.connected;
  }

  override async add(name: string, data: unknown, given?: JobsOptions): Promise<Job> {
    if (!this.fallback) return super.add(name, data, given);
    const opts = withJobId(given);
    if (!(await this.reachable())) return this.keepOne({ name, data, opts });
    try {
      return await super.add(name, data, opts);
    } catch (error) {
      if (!belongsInOutbox(error)) throw error;
      return this.keepOne({ name, data, opts }, error);
    }
  }

  override async addBulk(given: Array<{ name: string; data: unknown; opts?: BulkJobOptions }>): Promise<Job[]> {
    if (!this.fallback || given.length === 0) return super.addBulk(given);
    const jobs = given.map((job) => ({ ...job, opts: withJobId(job.opts) }));
    if (!(await this.reachable())) return this.keep(jobs);
    try {
      return await super.addBulk(jobs);
    } catch (error) {
      if (!belongsInOutbox(error)) throw error;
      return this.keep(jobs, error);
    }
  }

  /** Calls `listener` on every (re)connection to Redis: the relay moves the outbox then. */
  onRedisReady(listener: () => void): void {
    this.getBackend().on('ready', listener);
  }

  /** Adds straight to Redis, never to the outbox: the relay's way in. */
  addToRedis(name: string, data: unknown, opts?: JobsOptions): Promise<Job> {
    return super.add(name, data, opts);
  }

  /**
   * Whether to try Redis at all. A queue that was connected and lost it fails every command at
   * once (no offline queue), so it is not tried; one that never connected would hold the add
   * until Redis comes, so the first adds wait a little for it, and then no more.
   */
  private async reachable(): Promise<boolean> {
    if (this.connected) return true;
    this.firstConnection ??= new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, FIRST_CONNECTION_WAIT_MS);
      timer.unref();
      this.waitUntilReady().then(
        () => {
          clearTimeout(timer);
          resolve();
        },
        () => undefined,
      );
    });
    await this.firstConnection;
    return this.connected;
  }

  private async keepOne(job: JobToAdd, cause?: unknown): Promise<Job> {
    const [kept] = await this.keep([job], cause);
    if (!kept) throw new Error(`Queue "${this.name}" kept no job`);
    return kept;
  }

  private async keep(jobs: readonly JobToAdd[], cause?: unknown): Promise<Job[]> {
    const fallback = this.fallback;
    if (!fallback) throw new Error(`Queue "${this.name}" has no outbox`);
    const now = fallback.now();
    const drafts = jobs.map((job) => this.draft(job, now));
    await this.store(fallback.outbox, drafts, now, cause);
    return drafts.map((draft) => draft.job);
  }

  /** The job as the outbox keeps it (with a jobId and a timestamp) and as `add` returns it; throws what BullMQ would refuse. */
  private draft({ name, data, opts }: JobToAdd, now: Date): { job: Job; entry: OutboxEntry } {
    const jobId = opts?.jobId ?? newJobId();
    const kept = { ...opts, jobId, timestamp: opts?.timestamp ?? now.getTime() };
    const job = new OutboxedJobDraft(this, name, data, { ...this.jobsOpts, ...kept }, jobId);
    job.check();
    return { job, entry: { queue: this.name, name, data, opts: kept } };
  }

  /** Writes the entries in one statement; when that fails too, the caller gets `cause` (the Redis error) as before. */
  private async store(
    outbox: JobOutbox,
    drafts: ReadonlyArray<{ entry: OutboxEntry }>,
    now: Date,
    cause: unknown,
  ): Promise<void> {
    try {
      await outbox.keep(
        drafts.map((draft) => draft.entry),
        now,
      );
    } catch (outboxError) {
      this.logger.error(
        { err: outboxError, queue: this.name, jobs: drafts.map((draft) => draft.entry.name) },
        `Redis is unreachable and the outbox failed too: ${drafts.length} job(s) of queue "${this.name}" were not kept`,
      );
      if (cause !== undefined) throw cause;
      throw new Error(`Queue "${this.name}" could not reach Redis nor keep the job in the outbox`, {
        cause: outboxError,
      });
    }
    if (this.keptSinceConnected === 0)
      this.logger.warn(
        { queue: this.name, err: cause },
        `Redis is unreachable: jobs of queue "${this.name}" go to the outbox until the worker relays them`,
      );
    this.keptSinceConnected += drafts.length;
  }
}
