import { EventEmitter } from 'node:events';
import { Logger } from '@nestjs/common';
import { type BackendFactory, type JobJson, type RedisQueueBackend } from 'bullmq';
import { ReplyError } from 'ioredis';
import MaxRetriesPerRequestError from 'ioredis/built/errors/MaxRetriesPerRequestError';
import { DEFAULT_JOB_OPTIONS, QUEUE_PREFIX } from '../queue.constants';
import { belongsInOutbox, DurableQueue, FIRST_CONNECTION_WAIT_MS, type JobOutbox } from './durable-queue';
import type { OutboxEntry } from './queue-outbox.repository';

/** The errors a producer meets, as ioredis, BullMQ and the sockets word them. */
const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:6390'), {
  code: 'ECONNREFUSED',
  syscall: 'connect',
  errno: -111,
});
const offline = new Error("Stream isn't writeable and enableOfflineQueue options is false");
const closed = new Error('Connection is closed.');
const scriptFailed = new ReplyError(
  'ERR Error running script (call to f_4f3c): @user_script:12: attempt to compare nil',
);

describe('belongsInOutbox', () => {
  it.each([
    ['a refused connection', refused],
    ['a command while the connection is down (no offline queue)', offline],
    ['a connection closed under the command', closed],
    ['a reset socket', Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET', syscall: 'read' })],
    ['retries per request used up while reconnecting', new MaxRetriesPerRequestError(1)],
    [
      'a replica that takes no writes during a failover',
      new ReplyError("READONLY You can't write against a read only replica."),
    ],
    [
      'a Redis still loading its data after a restart',
      new ReplyError('LOADING Redis is loading the dataset in memory'),
    ],
  ])('keeps the job for %s', (_what, error) => {
    expect(belongsInOutbox(error)).toBe(true);
  });

  it.each([
    ['a custom id BullMQ refuses', new Error('Custom Id cannot be integers')],
    ['a priority BullMQ refuses', new Error('Priority should not be float')],
    ['a failing script', scriptFailed],
    ['a full Redis', new ReplyError("OOM command not allowed when used memory > 'maxmemory'.")],
    ['a programming error', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['something that is not an error', 'ECONNREFUSED'],
    ['nothing', undefined],
  ])('lets %s reach the caller', (_what, error) => {
    expect(belongsInOutbox(error)).toBe(false);
  });
});

/** BullMQ's Redis backend as far as adding jobs goes: connects when told, adds or fails as told. */
class FakeBackend extends EventEmitter {
  readonly qualifiedName = `${QUEUE_PREFIX}:system`;
  readonly keys = {};
  readonly added: Array<{ id: string; name: string; data: unknown }> = [];
  failWith?: Error;
  answerLostWith?: Error;
  private markReady: () => void = () => undefined;
  private readonly ready = new Promise<void>((resolve) => (this.markReady = resolve));

  toKey(type: string): string {
    return `${this.qualifiedName}:${type}`;
  }

  waitUntilReady(): Promise<void> {
    return this.ready;
  }

  connect(): void {
    this.markReady();
    this.emit('ready');
  }

  lose(): void {
    this.emit('close');
  }

  async addJob(job: JobJson, id?: string): Promise<string> {
    if (this.failWith) throw this.failWith;
    const jobId = id || String(this.added.length + 1);
    this.added.push({ id: jobId, name: job.name, data: JSON.parse(job.data) });
    // Redis took the job, and its answer was lost with the connection.
    if (this.answerLostWith) throw this.answerLostWith;
    return jobId;
  }

  async addJobs(entries: Array<{ job: JobJson; jobId?: string }>): Promise<string[]> {
    if (this.failWith) throw this.failWith;
    return Promise.all(entries.map(({ job, jobId }) => this.addJob(job, jobId)));
  }

  readonly setQueueMeta = (): Promise<void> => Promise.resolve();
  readonly close = (): Promise<void> => Promise.resolve();
  readonly disconnect = (): Promise<void> => Promise.resolve();
}

class FakeOutbox implements JobOutbox {
  readonly kept: OutboxEntry[] = [];
  readonly calls: Array<{ entries: readonly OutboxEntry[]; now: Date }> = [];
  failWith?: Error;

  async keep(entries: readonly OutboxEntry[], now: Date): Promise<void> {
    if (this.failWith) throw this.failWith;
    this.calls.push({ entries, now });
    this.kept.push(...entries);
  }
}

const NOW = new Date('2026-03-02T09:30:00.000Z');

describe('DurableQueue', () => {
  let backend: FakeBackend;
  let outbox: FakeOutbox;
  let queue: DurableQueue;
  let warn: jest.SpyInstance;
  let log: jest.SpyInstance;

  beforeEach(() => {
    warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    log = jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
    jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
  });

  const makeQueue = (armed = true) => {
    backend = new FakeBackend();
    outbox = new FakeOutbox();
    queue = new DurableQueue(
      'system',
      { connection: {}, prefix: QUEUE_PREFIX, defaultJobOptions: DEFAULT_JOB_OPTIONS },
      (() => backend) as unknown as BackendFactory<RedisQueueBackend>,
    );
    if (armed) queue.keepInOutboxWhileRedisIsAway(outbox, () => NOW);
  };

  afterEach(async () => {
    jest.useRealTimers();
    jest.restoreAllMocks();
    await queue.close();
  });

  describe('while Redis answers', () => {
    beforeEach(() => {
      makeQueue();
      backend.connect();
    });

    it('adds to Redis and leaves the outbox alone', async () => {
      const job = await queue.add('heartbeat', { source: 'test' }, { jobId: 'beat-1' });
      expect(job.id).toBe('beat-1');
      expect(backend.added).toEqual([{ id: 'beat-1', name: 'heartbeat', data: { source: 'test' } }]);
      expect(outbox.kept).toEqual([]);
    });

    it('keeps the job when the add fails on the connection, with its options, a jobId and its timestamp', async () => {
      backend.failWith = offline;
      const job = await queue.add('heartbeat', { source: 'test' }, { delay: 60_000, attempts: 2 });

      expect(backend.added).toEqual([]);
      expect(outbox.calls).toHaveLength(1);
      const [entry] = outbox.kept;
      expect(entry).toEqual({
        queue: 'system',
        name: 'heartbeat',
        data: { source: 'test' },
        opts: {
          delay: 60_000,
          attempts: 2,
          jobId: expect.stringMatching(/^outbox-[0-9a-f-]{36}$/),
          timestamp: NOW.getTime(),
        },
      });
      // What the caller gets is the job as it will be in Redis: its id, its time, the queue's defaults.
      expect(job.id).toBe(entry!.opts.jobId);
      expect(job.timestamp).toBe(NOW.getTime());
      expect(job.opts).toMatchObject({
        attempts: 2,
        delay: 60_000,
        removeOnComplete: DEFAULT_JOB_OPTIONS.removeOnComplete,
      });
    });

    it('keeps a job whose answer was lost under the id Redis took it with, so relaying it adds nothing twice', async () => {
      backend.answerLostWith = offline;
      const job = await queue.add('heartbeat', { source: 'test' });
      const [added] = backend.added;
      expect(added?.id).toMatch(/^outbox-[0-9a-f-]{36}$/);
      expect(outbox.kept.map((entry) => entry.opts.jobId)).toEqual([added!.id]);
      expect(job.id).toBe(added!.id);

      await queue.addBulk([
        { name: 'heartbeat', data: { n: 1 } },
        { name: 'heartbeat', data: { n: 2 } },
      ]);
      expect(outbox.kept.slice(1).map((entry) => entry.opts.jobId)).toEqual(
        backend.added.slice(1).map((job) => job.id),
      );
    });

    it("keeps the caller's jobId and timestamp", async () => {
      backend.failWith = closed;
      const job = await queue.add('heartbeat', { source: 'test' }, { jobId: 'beat-2', timestamp: 1_000 });
      expect(job.id).toBe('beat-2');
      expect(outbox.kept[0]?.opts).toEqual({ jobId: 'beat-2', timestamp: 1_000 });
    });

    it('keeps a whole bulk in one write, in order', async () => {
      backend.failWith = refused;
      const jobs = await queue.addBulk([
        { name: 'first', data: { n: 1 }, opts: { jobId: 'bulk-1' } },
        { name: 'second', data: { n: 2 } },
      ]);
      expect(outbox.calls).toHaveLength(1);
      expect(outbox.kept.map((entry) => [entry.name, entry.data])).toEqual([
        ['first', { n: 1 }],
        ['second', { n: 2 }],
      ]);
      expect(jobs.map((job) => job.id)).toEqual(outbox.kept.map((entry) => entry.opts.jobId));
      expect(jobs[0]?.id).toBe('bulk-1');
    });

    it('lets any other failure reach the caller and keeps nothing', async () => {
      backend.failWith = scriptFailed;
      await expect(queue.add('heartbeat', { source: 'test' })).rejects.toBe(scriptFailed);
      await expect(queue.addBulk([{ name: 'heartbeat', data: {} }])).rejects.toBe(scriptFailed);
      expect(outbox.kept).toEqual([]);
    });

    it('gives the caller the Redis error when the outbox fails too', async () => {
      backend.failWith = offline;
      outbox.failWith = new Error('connect ECONNREFUSED 127.0.0.1:5432');
      await expect(queue.add('heartbeat', { source: 'test' })).rejects.toBe(offline);
    });
  });

  describe('once Redis is lost', () => {
    beforeEach(() => {
      makeQueue();
      backend.connect();
      backend.lose();
    });

    it('goes straight to the outbox, without trying Redis', async () => {
      const job = await queue.add('heartbeat', { source: 'test' }, { jobId: 'beat-3' });
      expect(job.id).toBe('beat-3');
      expect(outbox.kept.map((entry) => entry.opts.jobId)).toEqual(['beat-3']);
      expect(backend.added).toEqual([]);
    });

    it('still refuses a job BullMQ would refuse, and keeps nothing of it', async () => {
      await expect(queue.add('heartbeat', { source: 'test' }, { jobId: '42' })).rejects.toThrow(
        'Custom Id cannot be integers',
      );
      await expect(queue.addBulk([{ name: 'heartbeat', data: {}, opts: { priority: 1.5 } }])).rejects.toThrow(
        'Priority should not be float',
      );
      expect(outbox.kept).toEqual([]);
    });

    it('says that neither Redis nor the outbox took the job when the outbox fails', async () => {
      outbox.failWith = new Error('connect ECONNREFUSED 127.0.0.1:5432');
      await expect(queue.add('heartbeat', { source: 'test' })).rejects.toThrow(
        'Queue "system" could not reach Redis nor keep the job in the outbox',
      );
    });

    it('says so once per outage, and how many jobs it kept once Redis is back', async () => {
      await queue.add('heartbeat', { source: 'test' });
      await queue.addBulk([
        { name: 'heartbeat', data: {} },
        { name: 'heartbeat', data: {} },
      ]);
      expect(warn.mock.calls.map(([, message]) => message)).toEqual([
        'Redis is unreachable: jobs of queue "system" go to the outbox until the worker relays them',
      ]);
      backend.connect();
      expect(log.mock.calls.map(([, message]) => message)).toEqual([
        'Redis answers queue "system" again; 3 job(s) wait in the outbox for the relay',
      ]);
      backend.lose();
      await queue.add('heartbeat', { source: 'test' });
      expect(warn).toHaveBeenCalledTimes(2);
    });

    it('adds to Redis again once it is back', async () => {
      backend.connect();
      await queue.add('heartbeat', { source: 'test' }, { jobId: 'beat-4' });
      expect(backend.added.map((job) => job.id)).toEqual(['beat-4']);
      expect(outbox.kept).toEqual([]);
    });
  });

  describe('before its first connection', () => {
    beforeEach(() => {
      jest.useFakeTimers();
      makeQueue();
    });

    it('waits a little for Redis, then keeps the job, and later adds wait no more', async () => {
      let settled = false;
      const first = queue.add('heartbeat', { source: 'test' }, { jobId: 'beat-5' }).finally(() => (settled = true));
      await jest.advanceTimersByTimeAsync(FIRST_CONNECTION_WAIT_MS - 1);
      expect(settled).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      expect((await first).id).toBe('beat-5');

      await queue.add('heartbeat', { source: 'test' }, { jobId: 'beat-6' });
      expect(outbox.kept.map((entry) => entry.opts.jobId)).toEqual(['beat-5', 'beat-6']);
      expect(backend.added).toEqual([]);
    });

    it('adds to Redis when it answers within that wait', async () => {
      const added = queue.add('heartbeat', { source: 'test' }, { jobId: 'beat-7' });
      await jest.advanceTimersByTimeAsync(FIRST_CONNECTION_WAIT_MS / 2);
      backend.connect();
      expect((await added).id).toBe('beat-7');
      expect(backend.added.map((job) => job.id)).toEqual(['beat-7']);
      expect(outbox.kept).toEqual([]);
    });
  });

  it('is a plain BullMQ queue until registerQueue turns the outbox on', async () => {
    makeQueue(false);
    backend.connect();
    backend.failWith = offline;
    await expect(queue.add('heartbeat', { source: 'test' })).rejects.toBe(offline);
    expect(outbox.kept).toEqual([]);
  });
});
