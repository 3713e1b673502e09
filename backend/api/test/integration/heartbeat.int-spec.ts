import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { getQueueToken } from '@nestjs/bullmq';
import type { MikroORM } from '@mikro-orm/postgresql';
import { Queue } from 'bullmq';
import {
  HEARTBEAT_EVERY_MS,
  HEARTBEAT_SCHEDULER_ID,
  type HeartbeatJobData,
  QUEUE_PREFIX,
  QUEUES,
  SYSTEM_JOBS,
} from '../../src/infrastructure/queue/queue.constants';
import { WorkerModule } from '../../src/worker.module';
import { openOrm } from '../support/database';
import { testConfig } from '../support/test-config';

async function eventually<T>(check: () => Promise<T | null | undefined>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

interface HeartbeatRow {
  worker_id: string;
  last_job_id: string;
  requested_at: Date | string;
  beats: number;
}

describe('system queue: heartbeat job end to end', () => {
  const config = testConfig();
  let orm: MikroORM;
  let worker: INestApplicationContext;
  let producer: Queue<HeartbeatJobData>;
  let applications: Queue;
  const RETIRED_SCHEDULER_ID = 'applications-applicants-digest';

  const heartbeatFor = async (jobId: string) => {
    const [row] = await orm.em
      .getConnection()
      .execute<HeartbeatRow[]>(
        'select worker_id, last_job_id, requested_at, beats from worker_heartbeats where last_job_id = ?',
        [jobId],
      );
    return row;
  };

  beforeAll(async () => {
    orm = await openOrm(config);
    await orm.em.getConnection().execute('truncate table worker_heartbeats');
    producer = new Queue<HeartbeatJobData>(QUEUES.system, {
      connection: { url: config.redisUrl },
      prefix: QUEUE_PREFIX,
    });
    // A schedule left by an earlier suite would run only within the minute; a fresh one runs at once.
    await producer.removeJobScheduler(HEARTBEAT_SCHEDULER_ID);
    // A schedule the applications queue no longer declares, as an older release left it in Redis.
    applications = new Queue(QUEUES.applications, { connection: { url: config.redisUrl }, prefix: QUEUE_PREFIX });
    await applications.upsertJobScheduler(
      RETIRED_SCHEDULER_ID,
      { every: 24 * 3_600_000 },
      { name: 'applicants-digest' },
    );
    // The real worker process wiring: worker.ts boots exactly this module.
    worker = await NestFactory.createApplicationContext(WorkerModule.forRoot(config), {
      logger: false,
      abortOnError: false,
    });
    await worker.init();
    // The schedule's first run happens at start; let it pass so each test's own jobs are the latest recorded.
    await eventually(
      async () => (await orm.em.getConnection().execute<HeartbeatRow[]>('select worker_id from worker_heartbeats'))[0],
    );
  });

  afterAll(async () => {
    await producer?.close();
    await applications?.close();
    await worker?.close();
    await orm.close(true);
  });

  it('records a heartbeat for each job the worker processes', async () => {
    const job = await producer.add(SYSTEM_JOBS.heartbeat, { source: 'integration-test' });
    const row = await eventually(() => heartbeatFor(job.id!));
    expect(row.worker_id).toMatch(new RegExp(`:${process.pid}$`));
    expect(new Date(row.requested_at).getTime()).toBe(job.timestamp);

    const second = await producer.add(SYSTEM_JOBS.heartbeat, { source: 'integration-test' });
    const updated = await eventually(() => heartbeatFor(second.id!));
    expect(updated.worker_id).toBe(row.worker_id);
    expect(updated.beats).toBe(row.beats + 1);
    expect(await eventually(async () => (await producer.getJobState(second.id!)) === 'completed' || null)).toBe(true);
  });

  it('fails a job it does not know without retrying it', async () => {
    const job = await producer.add(
      'no-such-job' as typeof SYSTEM_JOBS.heartbeat,
      { source: 'integration-test' },
      { attempts: 3 },
    );
    expect(await eventually(async () => ((await producer.getJobState(job.id!)) === 'failed' ? true : null))).toBe(true);
    const failed = await producer.getJob(job.id!);
    expect(failed?.attemptsMade).toBe(1);
    expect(failed?.failedReason).toMatch(/Unknown job "no-such-job"/);
  });

  it('gives jobs from the app the production defaults: retries with backoff, bounded history', async () => {
    const queue = worker.get<Queue>(getQueueToken(QUEUES.system));
    const job = await queue.add(SYSTEM_JOBS.heartbeat, { source: 'integration-test' });
    expect(job.opts).toMatchObject({
      attempts: 5,
      backoff: { type: 'exponential', delay: 1000 },
      removeOnComplete: { count: 1000 },
      removeOnFail: { count: 5000 },
    });
    await eventually(() => heartbeatFor(job.id!));
  });

  it('is scheduled to repeat by the worker', async () => {
    const scheduler = await eventually(() => producer.getJobScheduler(HEARTBEAT_SCHEDULER_ID));
    expect(scheduler).toMatchObject({
      key: HEARTBEAT_SCHEDULER_ID,
      every: HEARTBEAT_EVERY_MS,
      name: SYSTEM_JOBS.heartbeat,
    });
  });

  it('removes a schedule its queue retired, whose runs would find no handler', async () => {
    expect(
      await eventually(async () => ((await applications.getJobScheduler(RETIRED_SCHEDULER_ID)) ? null : true)),
    ).toBe(true);
    expect(await applications.getJobSchedulers()).toEqual([]);
  });

  it("keeps every module's declared schedule, under the ids, intervals and job names it always had", async () => {
    const schedulersOf = async (name: string) => {
      const queue = worker.get<Queue>(getQueueToken(name), { strict: false });
      const schedulers = await queue.getJobSchedulers();
      return schedulers
        .map(({ key, every, name: job }) => ({ key, every, job }))
        .sort((a, b) => a.key.localeCompare(b.key));
    };
    expect(
      await eventually(async () =>
        (await schedulersOf(QUEUES.accounts)).length > 0 ? schedulersOf(QUEUES.accounts) : null,
      ),
    ).toEqual([{ key: 'accounts-purge', every: 24 * 3_600_000, job: 'purge' }]);
    expect(
      await eventually(async () =>
        (await schedulersOf(QUEUES.impersonation)).length > 0 ? schedulersOf(QUEUES.impersonation) : null,
      ),
    ).toEqual([{ key: 'impersonation-sweep', every: 300_000, job: 'sweep-idle' }]);
    expect(
      await eventually(async () => ((await schedulersOf(QUEUES.jobs)).length > 3 ? schedulersOf(QUEUES.jobs) : null)),
    ).toEqual([
      { key: 'jobs-close-orphaned-company-jobs', every: 24 * 3_600_000, job: 'close-orphaned-company-jobs' },
      { key: 'jobs-expire-listings', every: 300_000, job: 'expire-listings' },
      { key: 'jobs-notice-expiring-listings', every: 3_600_000, job: 'notice-expiring-listings' },
      { key: 'jobs-send-alerts', every: 3_600_000, job: 'send-job-alerts' },
    ]);
    expect(
      await eventually(async () =>
        (await schedulersOf(QUEUES.notifications)).length > 0 ? schedulersOf(QUEUES.notifications) : null,
      ),
    ).toEqual([{ key: 'notifications-sweep', every: 3_600_000, job: 'sweep' }]);
  });
});
