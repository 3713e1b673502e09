import { Logger } from '@nestjs/common';
import type { ModuleRef } from '@nestjs/core';
import { getQueueToken } from '@nestjs/bullmq';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { JobsOptions } from 'bullmq';
import type { Clock } from '../../../core/clock/clock';
import type { ErrorReporter } from '../../../core/error-reporting/error-reporter';
import type { QueueCatalog } from '../queue-catalog';
import { defineQueue } from '../queue-definition';
import { QUEUES } from '../queue.constants';
import {
  OUTBOX_RELAY_BATCH,
  OUTBOX_RELAY_EVERY_MS,
  OUTBOX_RETRY_FIRST_MS,
  OUTBOX_RETRY_MAX_MS,
  OUTBOX_STALE_AFTER_MS,
  QueueOutboxRelay,
  type RelayTarget,
  retryAt,
} from './queue-outbox-relay';
import type { OutboxBacklog, QueueOutboxRepository, StoredOutboxEntry } from './queue-outbox.repository';

const NOW = new Date('2026-03-02T09:30:00.000Z');

interface Row extends StoredOutboxEntry {
  keptAt: Date;
  availableAt: Date;
  lastError: string | null;
}

/** The outbox table: rows by id, the oldest due first. */
class FakeOutbox {
  readonly rows: Row[] = [];
  readonly locks: number[] = [];
  private next = 1;

  put(queue: string, name: string, jobId: string, extra: JobsOptions = {}, keptAt: Date = NOW): Row {
    const row: Row = {
      id: String(this.next++),
      queue,
      name,
      data: { jobId },
      opts: { ...extra, jobId, timestamp: NOW.getTime() - 60_000 },
      attempts: 0,
      keptAt,
      availableAt: NOW,
      lastError: null,
    };
    this.rows.push(row);
    return row;
  }

  async lockOldest(now: Date, limit: number): Promise<StoredOutboxEntry[]> {
    this.locks.push(limit);
    return this.rows
      .filter((row) => row.availableAt <= now)
      .sort((a, b) => Number(a.id) - Number(b.id))
      .slice(0, limit)
      .map(({ id, queue, name, data, opts, attempts }) => ({ id, queue, name, data, opts, attempts }));
  }

  async backlog(): Promise<OutboxBacklog> {
    const kept = this.rows.map((row) => row.keptAt.getTime());
    return { jobs: this.rows.length, oldestKeptAt: kept.length === 0 ? null : new Date(Math.min(...kept)) };
  }

  async remove(id: string): Promise<void> {
    this.rows.splice(
      this.rows.findIndex((row) => row.id === id),
      1,
    );
  }

  async postpone(id: string, error: string, until: Date): Promise<void> {
    const row = this.rows.find((candidate) => candidate.id === id);
    if (!row) return;
    row.attempts += 1;
    row.lastError = error;
    row.availableAt = until;
  }
}

class FakeQueue implements RelayTarget {
  redisConnected = true;
  readonly added: Array<{ name: string; data: unknown; opts: JobsOptions }> = [];
  readonly readyListeners: Array<() => void> = [];
  fail?: (name: string, opts: JobsOptions) => Error | undefined;

  async addToRedis(name: string, data: unknown, opts: JobsOptions): Promise<unknown> {
    const error = this.fail?.(name, opts);
    if (error) throw error;
    this.added.push({ name, data, opts });
    return { id: opts.jobId };
  }

  onRedisReady(listener: () => void): void {
    this.readyListeners.push(listener);
  }
}

const offline = new Error("Stream isn't writeable and enableOfflineQueue options is false");

describe('QueueOutboxRelay', () => {
  let outbox: FakeOutbox;
  let system: FakeQueue;
  let notifications: FakeQueue;
  let reported: unknown[];
  let relay: QueueOutboxRelay;
  let clockNow: Date;

  beforeEach(() => {
    jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    clockNow = NOW;
    outbox = new FakeOutbox();
    system = new FakeQueue();
    notifications = new FakeQueue();
    reported = [];
    const queues = new Map<string, FakeQueue>([
      [getQueueToken(QUEUES.system), system],
      [getQueueToken(QUEUES.notifications), notifications],
    ]);
    const moduleRef = {
      get: (token: string) => {
        const queue = queues.get(token);
        if (!queue) throw new Error(`Nest could not find ${token}`);
        return queue;
      },
    };
    const catalog = {
      definitions: () => [
        defineQueue({ queue: QUEUES.system, jobs: { heartbeat: 'heartbeat' }, concurrency: 1 }),
        defineQueue({ queue: QUEUES.notifications, jobs: { email: 'email' }, concurrency: 1 }),
      ],
    };
    relay = new QueueOutboxRelay(
      outbox as unknown as QueueOutboxRepository,
      { transactional: <T>(work: () => Promise<T>) => work() } as unknown as EntityManager,
      { now: () => clockNow } as Clock,
      catalog as unknown as QueueCatalog,
      moduleRef as unknown as ModuleRef,
      { report: (error: unknown) => reported.push(error) } as unknown as ErrorReporter,
    );
  });

  afterEach(async () => {
    await relay.beforeApplicationShutdown();
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('adds the oldest rows first, each to its queue with its own options, and deletes them', async () => {
    outbox.put(QUEUES.notifications, 'email', 'email-1', { attempts: 3 });
    outbox.put(QUEUES.system, 'heartbeat', 'outbox-2', { delay: 5_000 });
    outbox.put(QUEUES.notifications, 'email', 'email-3');

    expect(await relay.relayBatch()).toEqual({ locked: 3, relayed: 3, postponed: 0, stopped: false });

    expect(notifications.added).toEqual([
      {
        name: 'email',
        data: { jobId: 'email-1' },
        opts: { attempts: 3, jobId: 'email-1', timestamp: NOW.getTime() - 60_000 },
      },
      { name: 'email', data: { jobId: 'email-3' }, opts: { jobId: 'email-3', timestamp: NOW.getTime() - 60_000 } },
    ]);
    expect(system.added).toEqual([
      {
        name: 'heartbeat',
        data: { jobId: 'outbox-2' },
        opts: { delay: 5_000, jobId: 'outbox-2', timestamp: NOW.getTime() - 60_000 },
      },
    ]);
    expect(outbox.rows).toEqual([]);
  });

  it('stops when Redis goes away under it, and keeps the rest as they were', async () => {
    outbox.put(QUEUES.system, 'heartbeat', 'a');
    outbox.put(QUEUES.system, 'heartbeat', 'b');
    outbox.put(QUEUES.system, 'heartbeat', 'c');
    system.fail = (_name, opts) => (opts.jobId === 'b' ? offline : undefined);

    expect(await relay.relayBatch()).toEqual({ locked: 3, relayed: 1, postponed: 0, stopped: true });
    expect(outbox.rows.map((row) => [row.opts.jobId, row.attempts, row.lastError])).toEqual([
      ['b', 0, null],
      ['c', 0, null],
    ]);
    expect(reported).toEqual([]);
  });

  it('does not try a queue whose connection is down', async () => {
    outbox.put(QUEUES.system, 'heartbeat', 'a');
    system.redisConnected = false;
    expect(await relay.relayBatch()).toEqual({ locked: 1, relayed: 0, postponed: 0, stopped: true });
    expect(system.added).toEqual([]);
    expect(outbox.rows).toHaveLength(1);
  });

  it('keeps a row that fails for another reason, with its error, for a later try, and moves on', async () => {
    outbox.put(QUEUES.system, 'heartbeat', 'poison');
    outbox.put(QUEUES.system, 'heartbeat', 'fine');
    outbox.put('retired-queue', 'old-job', 'orphan');
    const refused = new Error('ERR Error running script: attempt to compare nil');
    system.fail = (_name, opts) => (opts.jobId === 'poison' ? refused : undefined);

    expect(await relay.relayBatch()).toEqual({ locked: 3, relayed: 1, postponed: 2, stopped: false });
    expect(system.added.map((job) => job.opts.jobId)).toEqual(['fine']);
    expect(outbox.rows.map((row) => [row.opts.jobId, row.attempts, row.lastError, row.availableAt])).toEqual([
      ['poison', 1, refused.message, new Date(NOW.getTime() + OUTBOX_RETRY_FIRST_MS)],
      [
        'orphan',
        1,
        'No queue "retired-queue" is registered in the worker',
        new Date(NOW.getTime() + OUTBOX_RETRY_FIRST_MS),
      ],
    ]);
    expect(reported).toHaveLength(2);
    // Not due yet: the next run leaves them be.
    expect(await relay.relayBatch()).toEqual({ locked: 0, relayed: 0, postponed: 0, stopped: false });
  });

  it('waits longer after each failure, up to a maximum', () => {
    expect(retryAt(NOW, 0).getTime() - NOW.getTime()).toBe(OUTBOX_RETRY_FIRST_MS);
    expect(retryAt(NOW, 1).getTime() - NOW.getTime()).toBe(2 * OUTBOX_RETRY_FIRST_MS);
    expect(retryAt(NOW, 3).getTime() - NOW.getTime()).toBe(8 * OUTBOX_RETRY_FIRST_MS);
    expect(retryAt(NOW, 30).getTime() - NOW.getTime()).toBe(OUTBOX_RETRY_MAX_MS);
  });

  it('drains the outbox in bounded batches', async () => {
    const count = 2 * OUTBOX_RELAY_BATCH + 50;
    for (let n = 0; n < count; n += 1) outbox.put(QUEUES.system, 'heartbeat', `job-${n}`);

    expect(await relay.drain()).toEqual({ relayed: count, postponed: 0 });
    expect(outbox.locks).toEqual([OUTBOX_RELAY_BATCH, OUTBOX_RELAY_BATCH, OUTBOX_RELAY_BATCH]);
    expect(system.added.map((job) => job.opts.jobId)).toEqual(Array.from({ length: count }, (_, n) => `job-${n}`));
  });

  it('runs at start, every few seconds and when a queue reconnects, one run at a time, until shutdown', async () => {
    jest.useFakeTimers();
    outbox.put(QUEUES.system, 'heartbeat', 'at-start');
    relay.onApplicationBootstrap();
    await jest.advanceTimersByTimeAsync(0);
    expect(system.added.map((job) => job.opts.jobId)).toEqual(['at-start']);
    expect(system.readyListeners).toHaveLength(1);
    expect(notifications.readyListeners).toHaveLength(1);

    // A reconnection moves what came meanwhile at once; runs asked for while one runs come after it.
    outbox.put(QUEUES.notifications, 'email', 'on-ready');
    notifications.readyListeners[0]!();
    notifications.readyListeners[0]!();
    system.readyListeners[0]!();
    await jest.advanceTimersByTimeAsync(0);
    expect(notifications.added.map((job) => job.opts.jobId)).toEqual(['on-ready']);
    expect(outbox.locks).toHaveLength(3);

    outbox.put(QUEUES.system, 'heartbeat', 'polled');
    await jest.advanceTimersByTimeAsync(OUTBOX_RELAY_EVERY_MS);
    expect(system.added.map((job) => job.opts.jobId)).toEqual(['at-start', 'polled']);

    await relay.beforeApplicationShutdown();
    const locks = outbox.locks.length;
    system.readyListeners[0]!();
    await jest.advanceTimersByTimeAsync(3 * OUTBOX_RELAY_EVERY_MS);
    expect(outbox.locks).toHaveLength(locks);
  });

  it('warns once a minute while a job has waited over a minute, reports the spell once, and stops when it clears', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    system.redisConnected = false;
    outbox.put(QUEUES.system, 'heartbeat', 'fresh');
    await relay.drain();
    expect(await relay.watchBacklog()).toEqual({ jobs: 1, oldestKeptAt: NOW });
    expect(warn).not.toHaveBeenCalled();

    outbox.put(QUEUES.system, 'heartbeat', 'older', {}, new Date(NOW.getTime() - 30_000));
    clockNow = new Date(NOW.getTime() + OUTBOX_STALE_AFTER_MS - 30_000);
    await relay.watchBacklog();
    expect(warn).toHaveBeenCalledWith(
      { jobs: 2, oldestWaitedMs: OUTBOX_STALE_AFTER_MS },
      '2 job(s) wait in the outbox, the oldest for 60 s: Redis is unreachable, or their queue refuses them (queue_outbox.last_error says why)',
    );
    expect(reported).toEqual([
      expect.objectContaining({ message: expect.stringMatching(/^2 job\(s\) wait in the outbox/) }),
    ]);

    clockNow = new Date(clockNow.getTime() + OUTBOX_STALE_AFTER_MS - 1);
    await relay.watchBacklog();
    expect(warn).toHaveBeenCalledTimes(1);
    clockNow = new Date(clockNow.getTime() + 1);
    await relay.watchBacklog();
    expect(warn).toHaveBeenCalledTimes(2);
    expect(reported).toHaveLength(1);

    // Redis is back: the relay empties the outbox, and a later stale spell is reported anew.
    system.redisConnected = true;
    await relay.drain();
    expect(await relay.watchBacklog()).toEqual({ jobs: 0, oldestKeptAt: null });
    outbox.put(QUEUES.notifications, 'email', 'stuck', {}, new Date(clockNow.getTime() - 2 * OUTBOX_STALE_AFTER_MS));
    notifications.redisConnected = false;
    await relay.watchBacklog();
    expect(warn).toHaveBeenCalledTimes(3);
    expect(reported).toHaveLength(2);
  });

  it('looks at the backlog after each run', async () => {
    jest.useFakeTimers();
    const backlog = jest.spyOn(outbox, 'backlog');
    relay.onApplicationBootstrap();
    await jest.advanceTimersByTimeAsync(0);
    expect(backlog).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(OUTBOX_RELAY_EVERY_MS);
    expect(backlog).toHaveBeenCalledTimes(2);
  });

  it('logs a failing run (the database away) and runs again later', async () => {
    jest.useFakeTimers();
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const lockOldest = jest
      .spyOn(outbox, 'lockOldest')
      .mockRejectedValueOnce(new Error('Connection terminated unexpectedly'));
    outbox.put(QUEUES.system, 'heartbeat', 'later');
    relay.onApplicationBootstrap();
    await jest.advanceTimersByTimeAsync(0);
    expect(warn.mock.calls.map(([, message]) => message)).toEqual([
      'The outbox relay failed: Connection terminated unexpectedly',
    ]);
    await jest.advanceTimersByTimeAsync(OUTBOX_RELAY_EVERY_MS);
    expect(lockOldest).toHaveBeenCalledTimes(2);
    expect(system.added.map((job) => job.opts.jobId)).toEqual(['later']);
  });
});
