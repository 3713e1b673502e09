import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type DynamicModule, type INestApplicationContext, Module, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Test } from '@nestjs/testing';
import { getQueueToken } from '@nestjs/bullmq';
import type { MikroORM } from '@mikro-orm/postgresql';
import { Queue } from 'bullmq';
import { platformModules } from '../../src/app.module';
import type { AppConfig } from '../../src/config/app-config';
import type { ProcessRole } from '../../src/core/logging/logging.module';
import { HeartbeatModule } from '../../src/infrastructure/queue/heartbeat/heartbeat.module';
import { DurableQueue } from '../../src/infrastructure/queue/outbox/durable-queue';
import { QueueOutboxRelay } from '../../src/infrastructure/queue/outbox/queue-outbox-relay';
import { QueueOutboxRepository } from '../../src/infrastructure/queue/outbox/queue-outbox.repository';
import { QUEUE_PREFIX, QUEUES, SYSTEM_JOBS } from '../../src/infrastructure/queue/queue.constants';
import { QueueWorkerModule } from '../../src/infrastructure/queue/queue-worker.module';
import { openOrm } from '../support/database';
import { eventually } from '../support/http-session';
import { testConfig } from '../support/test-config';

/** A server started by infra/stack/redis.cjs. */
interface RedisServer {
  port: number;
  stop(): Promise<void>;
}

// The workspace's own stack scripts (infra is not a TypeScript project to import from).
const REPO_ROOT = path.resolve(__dirname, '../../../..');
const { startRedis } = require(path.join(REPO_ROOT, 'infra/stack/redis.cjs')) as {
  startRedis(options: {
    dataRoot: string;
    repoRoot: string;
    password: string;
    log(line: string): void;
    port?: number;
  }): Promise<RedisServer>;
};
const { freePort } = require(path.join(REPO_ROOT, 'infra/stack/ports.cjs')) as { freePort(): Promise<number> };

/** Jobs added in one bulk while Redis is down: more than two relay batches, so two relays share the work. */
const BULK = 250;

interface OutboxRow {
  queue: string;
  job_name: string;
  data: unknown;
  opts: { jobId: string; timestamp: number; delay?: number };
}

@Module({})
class OutboxTestProcess {}

/** A process of the app with only the system queue: the producer side ('api') or a worker ('worker'). */
function processModule(config: AppConfig, role: ProcessRole, extra: Array<Type | DynamicModule>): DynamicModule {
  return { module: OutboxTestProcess, imports: [...platformModules(config, role), HeartbeatModule, ...extra] };
}

describe('the queue outbox: jobs added while Redis is down reach their queue once it is back', () => {
  const log: string[] = [];
  let dataRoot = '';
  let password = '';
  let port = 0;
  let redis: RedisServer | undefined;
  let config: AppConfig;
  let orm: MikroORM;
  let producer: INestApplicationContext | undefined;
  let worker: INestApplicationContext | undefined;
  let queue: DurableQueue;
  let inspect: Queue | undefined;

  const outboxRows = () =>
    orm.em
      .fork()
      .getConnection()
      .execute<OutboxRow[]>('select queue, job_name, data, opts from queue_outbox order by id');
  const startOurRedis = async () => {
    redis = await startRedis({ dataRoot, repoRoot: REPO_ROOT, password, log: (line) => log.push(line), port });
  };

  beforeAll(async () => {
    dataRoot = mkdtempSync(path.join(tmpdir(), 'nestwork-outbox-'));
    password = randomBytes(12).toString('base64url');
    // Nothing listens on this port until the suite starts its own Redis there.
    port = await freePort();
    config = testConfig({ REDIS_URL: `redis://:${password}@127.0.0.1:${port}/0` });
    orm = await openOrm(config);
    await orm.em.getConnection().execute('delete from queue_outbox');
    producer = await NestFactory.createApplicationContext(processModule(config, 'api', []), {
      logger: false,
      abortOnError: false,
    });
    queue = producer.get<DurableQueue>(getQueueToken(QUEUES.system), { strict: false });
  }, 60_000);

  afterAll(async () => {
    await worker?.close();
    await producer?.close();
    await inspect?.close();
    await redis?.stop();
    await orm?.close(true);
    if (dataRoot) rmSync(dataRoot, { recursive: true, force: true });
  }, 60_000);

  it('keeps every job added while Redis is unreachable in PostgreSQL, and the caller gets its job', async () => {
    expect(queue).toBeInstanceOf(DurableQueue);
    expect(queue.redisConnected).toBe(false);

    const single = await queue.add(SYSTEM_JOBS.heartbeat, { source: 'outbox-single' }, { jobId: 'outbox-test-single' });
    const bulk = await queue.addBulk(
      Array.from({ length: BULK }, (_, n) => ({
        name: SYSTEM_JOBS.heartbeat,
        data: { source: `outbox-bulk-${n}` },
        opts: n === 0 ? { delay: 60_000 } : undefined,
      })),
    );

    expect(single.id).toBe('outbox-test-single');
    const rows = await outboxRows();
    expect(rows).toHaveLength(BULK + 1);
    expect(rows[0]).toEqual({
      queue: 'system',
      job_name: 'heartbeat',
      data: { source: 'outbox-single' },
      opts: { jobId: 'outbox-test-single', timestamp: single.timestamp },
    });
    expect(rows[1]?.opts).toEqual({ delay: 60_000, jobId: bulk[0]?.id, timestamp: bulk[0]?.timestamp });
    expect(rows.slice(1).map((row) => row.opts.jobId)).toEqual(bulk.map((job) => job.id));
    expect(new Set(bulk.map((job) => job.id)).size).toBe(BULK);

    // What the relay watches: how many wait, and since when the oldest.
    const backlog = await producer!.get(QueueOutboxRepository, { strict: false }).backlog();
    expect(backlog).toEqual({ jobs: BULK + 1, oldestKeptAt: expect.any(Date) });
    expect(Math.abs(backlog.oldestKeptAt!.getTime() - single.timestamp)).toBeLessThan(5_000);
  }, 30_000);

  it('relays them into BullMQ exactly once when Redis is back, even with two relays at once', async () => {
    const expectedIds = (await outboxRows()).map((row) => row.opts.jobId);
    const timestampOfSingle = (await outboxRows())[0]?.opts.timestamp;
    await startOurRedis();
    await eventually(async () => queue.redisConnected, 15_000);

    // Two worker processes' relays (compiled only: no queue workers take the jobs meanwhile).
    const relays = await Promise.all(
      [0, 1].map(async () => {
        const context = await Test.createTestingModule({
          imports: [processModule(config, 'worker', [QueueWorkerModule])],
        })
          .setLogger(false as never)
          .compile();
        const own = context.get<DurableQueue>(getQueueToken(QUEUES.system), { strict: false });
        await eventually(async () => own.redisConnected, 15_000);
        return { context, relay: context.get(QueueOutboxRelay) };
      }),
    );
    try {
      const [first, second] = await Promise.all(relays.map(({ relay }) => relay.drain()));
      expect(first!.relayed + second!.relayed).toBe(BULK + 1);
      expect(first!.postponed + second!.postponed).toBe(0);
      expect(await outboxRows()).toEqual([]);
      expect(await relays[0]!.relay.watchBacklog()).toEqual({ jobs: 0, oldestKeptAt: null });

      inspect = new Queue(QUEUES.system, { connection: { url: config.redisUrl }, prefix: QUEUE_PREFIX });
      // It sees Redis go in the last test; its errors are expected there.
      inspect.on('error', () => undefined);
      const inQueue = await inspect.getJobs(['waiting', 'delayed', 'prioritized']);
      expect(inQueue.map((job) => job.id).sort()).toEqual([...expectedIds].sort());
      const single = await inspect.getJob('outbox-test-single');
      expect(single?.timestamp).toBe(timestampOfSingle);
      expect(single?.data).toEqual({ source: 'outbox-single' });
      // The delay still counts from the add that failed, and the app's default job options apply.
      expect(await inspect.getJobState(expectedIds[1]!)).toBe('delayed');
      expect(single?.opts).toMatchObject({ attempts: 5, removeOnComplete: { count: 1000 } });

      // A row relayed a second time (a commit lost after the add) adds nothing: its jobId is taken.
      await producer!.get(QueueOutboxRepository, { strict: false }).keep(
        [
          {
            queue: QUEUES.system,
            name: SYSTEM_JOBS.heartbeat,
            data: { source: 'outbox-single' },
            opts: { jobId: 'outbox-test-single', timestamp: 1 },
          },
        ],
        new Date(),
      );
      expect(await relays[0]!.relay.drain()).toEqual({ relayed: 1, postponed: 0 });
      expect(await inspect.getJobCountByTypes('waiting', 'delayed', 'prioritized')).toBe(BULK + 1);
      expect((await inspect.getJob('outbox-test-single'))?.timestamp).toBe(timestampOfSingle);
    } finally {
      await Promise.all(relays.map(({ context }) => context.close()));
    }
  }, 60_000);

  it('lets a running worker relay by itself once Redis restarts, and the job runs', async () => {
    await inspect!.obliterate({ force: true });
    worker = await NestFactory.createApplicationContext(processModule(config, 'worker', [QueueWorkerModule]), {
      logger: false,
      abortOnError: false,
    });
    await eventually(async () => queue.redisConnected, 15_000);

    await redis!.stop();
    await eventually(async () => !queue.redisConnected, 15_000);
    const job = await queue.add(SYSTEM_JOBS.heartbeat, { source: 'outbox-restart' }, { jobId: 'outbox-test-restart' });
    expect((await outboxRows()).map((row) => row.opts.jobId)).toEqual([job.id]);

    await startOurRedis();
    // The worker's relay moves it when its queues reconnect, and its heartbeat handler runs it.
    await eventually(async () => (await inspect!.getJobState('outbox-test-restart')) === 'completed', 30_000);
    expect(await outboxRows()).toEqual([]);
    expect((await inspect!.getJob('outbox-test-restart'))?.timestamp).toBe(job.timestamp);
  }, 60_000);
});
