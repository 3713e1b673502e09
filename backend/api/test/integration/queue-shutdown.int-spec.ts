import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { type INestApplicationContext, Logger } from '@nestjs/common';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { MikroORM } from '@mikro-orm/postgresql';
import { Redis } from 'ioredis';
import { QUEUES } from '../../src/infrastructure/queue/queue.constants';
import { FORCED_DISCONNECT_WAIT_MS } from '../../src/infrastructure/queue/queue-shutdown';
import { ACCOUNT_JOBS } from '../../src/modules/accounts/accounts.queue';
import { type RunningStack, startApiAndWorker } from '../support/app-with-worker';
import { eventually } from '../support/http-session';
import { testConfig } from '../support/test-config';

// The workspace's own stack scripts (infra is not a TypeScript project to import from).
const REPO_ROOT = path.resolve(__dirname, '../../../..');
const stackModule = <T>(file: string): T => require(path.join(REPO_ROOT, 'infra/stack', file)) as T;
const { freePort } = stackModule<{ freePort(): Promise<number> }>('ports.cjs');
const { redisServerBinary } = stackModule<{ redisServerBinary(log: (line: string) => void): string }>('redis.cjs');
const lifetime = stackModule<{
  watch(pid: number, options: { signal: string; graceMs: number }): void;
  unwatch(pid: number): void;
}>('lifetime.cjs');

/** The bound under test: short, so the suite is quick (the default is 5 s). */
const CLOSE_TIMEOUT_MS = 2_000;
/** What closing a process may take at most: the bound, a forced disconnect, and slack for a busy machine. */
const CLOSE_LIMIT_MS = CLOSE_TIMEOUT_MS + FORCED_DISCONNECT_WAIT_MS + 1_000;
/** Long enough down for every reconnect attempt to have backed off to one per 2 s. */
const OUTAGE_MS = 3_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A throwaway redis-server without persistence, on a fixed port, so a restart comes back where the app looks. */
class PrivateRedis {
  private server: ChildProcess | null = null;

  constructor(
    readonly port: number,
    private readonly binary: string,
  ) {}

  async start(): Promise<void> {
    const args = ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
    const server = spawn(this.binary, args, { stdio: 'ignore' });
    this.server = server;
    // Should the test process die first, the stack's watchdog stops it.
    if (server.pid) lifetime.watch(server.pid, { signal: 'SIGKILL', graceMs: 1_000 });
    await eventually(async () => (await this.clients().catch(() => null)) !== null, 10_000);
  }

  /** Kills it hard, as a crash or an out-of-memory kill would. */
  async kill(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (!server || server.exitCode !== null || server.signalCode !== null) return;
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGKILL');
    await exited;
    if (server.pid) lifetime.unwatch(server.pid);
  }

  /** How many clients besides the asking one are connected. */
  async clients(): Promise<number> {
    const probe = new Redis({
      port: this.port,
      host: '127.0.0.1',
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    try {
      await probe.connect();
      const list = (await probe.call('CLIENT', 'LIST')) as string;
      return list.split('\n').filter((line) => line.trim() !== '').length - 1;
    } finally {
      probe.disconnect();
    }
  }
}

/** Closes `app`: how long it took, and whether it finished at all (given three times the limit). */
async function timeClose(app: INestApplicationContext): Promise<{ ms: number; finished: boolean }> {
  const started = Date.now();
  let timer: NodeJS.Timeout | undefined;
  const finished = await Promise.race([
    app.close().then(() => true),
    new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), CLOSE_LIMIT_MS * 3))),
  ]);
  clearTimeout(timer);
  return { ms: Date.now() - started, finished };
}

/** The API and the worker on a private Redis, with the API enqueueing all along. */
interface Running {
  redis: PrivateRedis;
  stack: RunningStack;
  stopLoad(): Promise<void>;
}

async function startRunning(): Promise<Running> {
  const redis = new PrivateRedis(
    await freePort(),
    redisServerBinary(() => undefined),
  );
  await redis.start();
  const stack = await startApiAndWorker(
    testConfig({ REDIS_URL: `redis://127.0.0.1:${redis.port}/0`, QUEUE_CLOSE_TIMEOUT_MS: String(CLOSE_TIMEOUT_MS) }),
  );
  // A reset request for an unknown address: the worker looks it up and sends nothing.
  const queue = stack.app.get<Queue>(getQueueToken(QUEUES.accounts), { strict: false });
  let loading = true;
  const adding = (async () => {
    while (loading) {
      await queue.add(ACCOUNT_JOBS.passwordResetRequest, { email: 'nobody@shutdown.example' }).catch(() => undefined);
      await sleep(5);
    }
  })();
  await eventually(async () => (await queue.getJobCounts('completed')).completed > 0, 10_000);
  return {
    redis,
    stack,
    stopLoad: async () => {
      loading = false;
      await adding;
    },
  };
}

describe('closing the API and the worker while Redis restarts', () => {
  let running: Running | undefined;
  let warnings: string[];

  const current = (): Running => {
    if (!running) throw new Error('the API and the worker did not start');
    return running;
  };

  beforeEach(async () => {
    warnings = [];
    jest
      .spyOn(Logger.prototype, 'warn')
      .mockImplementation((...args: unknown[]) => void warnings.push(args.map(String).join(' ')));
    running = await startRunning();
  }, 60_000);

  afterEach(async () => {
    try {
      await running?.stopLoad();
      // Closing again is a no-op after a test that closed; a close that hangs must not keep Redis running.
      await Promise.race([
        Promise.allSettled([running?.stack.worker.close(), running?.stack.app.close()]),
        sleep(CLOSE_LIMIT_MS * 2),
      ]);
    } finally {
      await running?.redis.kill();
      running = undefined;
      jest.restoreAllMocks();
    }
  }, 30_000);

  it('closes within QUEUE_CLOSE_TIMEOUT_MS when Redis comes back during the shutdown, and leaves no connection behind', async () => {
    const { redis, stack, stopLoad } = current();
    await redis.kill();
    await sleep(OUTAGE_MS);
    await stopLoad();

    // Redis comes back while both close: BullMQ's own close of a worker then waits forever.
    const closing = Promise.all([timeClose(stack.worker), timeClose(stack.app)]);
    await sleep(300);
    await redis.start();
    const [worker, api] = await closing;

    expect(worker).toEqual({ ms: expect.any(Number), finished: true });
    expect(api).toEqual({ ms: expect.any(Number), finished: true });
    expect(worker.ms).toBeLessThan(CLOSE_LIMIT_MS);
    expect(api.ms).toBeLessThan(CLOSE_LIMIT_MS);
    expect(warnings).toContainEqual(
      expect.stringMatching(/Closing .*queue "accounts" \(worker\).* disconnected forcibly/),
    );
    // What was forced was disconnected, not left reconnecting: past the next attempt, nobody is connected.
    await sleep(3_000);
    expect(await redis.clients()).toBe(0);
  }, 60_000);

  it('settles a job added as Redis dies at once (kept in the outbox), not after about 30 s of reconnect attempts', async () => {
    const { redis, stack, stopLoad } = current();
    await stopLoad();
    const queue = stack.app.get<Queue>(getQueueToken(QUEUES.accounts), { strict: false });
    const started = Date.now();
    const adds = Array.from({ length: 1_000 }, () =>
      queue
        .add(ACCOUNT_JOBS.passwordResetRequest, { email: 'nobody@shutdown.example', padding: 'x'.repeat(5_000) })
        .then(
          () => 'added',
          () => 'failed',
        ),
    );
    await redis.kill();
    const outcomes = await Promise.all(adds);
    // Some were in flight when the connection dropped: within a second they were kept in the
    // outbox (relayed once Redis is back), so no add failed.
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(outcomes).not.toContain('failed');
    const connection = stack.app.get(MikroORM, { strict: false }).em.getConnection();
    const kept = await connection.execute<{ count: number }[]>(
      'select count(*)::int as count from queue_outbox where queue = ?',
      [QUEUES.accounts],
    );
    expect(kept[0]?.count).toBeGreaterThan(0);
    // No later suite's worker may send these.
    await connection.execute('delete from queue_outbox where queue = ?', [QUEUES.accounts]);
  }, 60_000);

  it('closes within QUEUE_CLOSE_TIMEOUT_MS while Redis is down, says what it forced, and stops reconnecting', async () => {
    const { redis, stack, stopLoad } = current();
    await redis.kill();
    await sleep(1_000);
    await stopLoad();

    const worker = await timeClose(stack.worker);
    const api = await timeClose(stack.app);

    expect(worker).toEqual({ ms: expect.any(Number), finished: true });
    expect(api).toEqual({ ms: expect.any(Number), finished: true });
    expect(worker.ms).toBeLessThan(CLOSE_LIMIT_MS);
    expect(api.ms).toBeLessThan(CLOSE_LIMIT_MS);
    // A worker's close waits for Redis: it reached the bound and was disconnected, and said so.
    expect(worker.ms).toBeGreaterThanOrEqual(CLOSE_TIMEOUT_MS - 100);
    expect(warnings).toContainEqual(
      expect.stringMatching(
        /Closing .*queue "accounts" \(worker\).* took longer than QUEUE_CLOSE_TIMEOUT_MS \(2000 ms\); disconnected forcibly/,
      ),
    );
    // The API's producers fail to close at once (no offline queue): disconnected too, one line per process and cause.
    const failed = warnings.filter((line) => / failed \(.*\); disconnected forcibly/.test(line));
    expect(failed).toContainEqual(expect.stringMatching(/Closing .*queue "accounts".* failed/));
    expect(failed.length).toBeLessThanOrEqual(2);

    // Nothing of the closed processes is still trying to reconnect: Redis back, nobody comes.
    await redis.start();
    await sleep(3_000);
    expect(await redis.clients()).toBe(0);
  }, 60_000);
});
