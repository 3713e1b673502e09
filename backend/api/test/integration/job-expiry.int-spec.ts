import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import { Queue } from 'bullmq';
import { DomainEvents } from '../../src/core/events/domain-events';
import { QUEUE_PREFIX, QUEUES } from '../../src/infrastructure/queue/queue.constants';
import type { AccountDeleted } from '../../src/modules/accounts';
import {
  closeCompanyJobsJobId,
  EXPIRE_LISTINGS_EVERY_MS,
  EXPIRE_LISTINGS_SCHEDULER_ID,
  JOBS_QUEUE_JOBS,
} from '../../src/modules/jobs/jobs.queue';
import { WorkerModule } from '../../src/worker.module';
import { openOrm, truncateJobsData } from '../support/database';
import { eventually } from '../support/http-session';
import { fixtureUuid, insertCompany, insertJobs } from '../support/job-fixtures';
import { insertUsers } from '../support/access-context';
import { testConfig } from '../support/test-config';

const COMPANY = fixtureUuid(1, 'e');
const DAY = 24 * 3600_000;

describe('jobs queue: listing expiry and closing with the real worker', () => {
  const config = testConfig();
  let orm: MikroORM;
  let worker: INestApplicationContext;
  let producer: Queue;

  const statuses = async () => {
    const rows = await orm.em
      .getConnection()
      .execute<Array<{ id: string; status: string }>>('select id, status from jobs order by id');
    return Object.fromEntries(rows.map((row) => [row.id, row.status]));
  };

  beforeAll(async () => {
    orm = await openOrm(config);
    await truncateJobsData(orm);
    worker = await NestFactory.createApplicationContext(WorkerModule.forRoot(config), {
      logger: false,
      abortOnError: false,
    });
    await worker.init();
    producer = new Queue(QUEUES.jobs, { connection: { url: config.redisUrl }, prefix: QUEUE_PREFIX });
    // The schedule's first run happens at start; let it pass so the test's own run does the work.
    await eventually(
      async () => (await producer.getCompleted()).some((job) => job.name === JOBS_QUEUE_JOBS.expireListings) || null,
    );
    await insertCompany(orm, COMPANY, 'Expiry Test Co');
    const now = Date.now();
    await insertJobs(orm, [
      { id: fixtureUuid(1), companyId: COMPANY, status: 'approved', postedAt: new Date(now - 31 * DAY) },
      { id: fixtureUuid(2), companyId: COMPANY, status: 'approved', postedAt: new Date(now - 5 * DAY) },
      { id: fixtureUuid(3), companyId: COMPANY, status: 'filled', postedAt: new Date(now - 40 * DAY) },
      { id: fixtureUuid(4), companyId: COMPANY, status: 'approved', postedAt: new Date(now - 10 * DAY) },
    ]);
    const connection = orm.em.getConnection();
    await connection.execute(`update jobs set expires_at = posted_at + interval '30 days'`);
    // No listing end at all (older data): never expired by the sweep.
    await connection.execute(`update jobs set expires_at = null where id = ?`, [fixtureUuid(4)]);
  });

  afterAll(async () => {
    await producer?.close();
    await worker?.close();
    await truncateJobsData(orm);
    await orm.close(true);
  });

  it('keeps a repeatable expiry job scheduled', async () => {
    const scheduler = await eventually(() => producer.getJobScheduler(EXPIRE_LISTINGS_SCHEDULER_ID));
    expect(scheduler).toMatchObject({ name: JOBS_QUEUE_JOBS.expireListings, every: EXPIRE_LISTINGS_EVERY_MS });
  });

  it('expires only approved jobs past their listing end', async () => {
    const job = await producer.add(JOBS_QUEUE_JOBS.expireListings, {});
    await eventually(async () => (await producer.getJobState(job.id!)) === 'completed' || null);
    const finished = await producer.getJob(job.id!);
    expect(finished?.returnvalue).toEqual({ expired: 1, renewed: 0 });
    expect(await statuses()).toEqual({
      [fixtureUuid(1)]: 'expired',
      [fixtureUuid(2)]: 'approved',
      [fixtureUuid(3)]: 'filled',
      [fixtureUuid(4)]: 'approved',
    });
  });

  it('closes the open jobs of a company whose last employer left, once per deleted account', async () => {
    const events = worker.get(DomainEvents);
    const deleted: AccountDeleted = {
      type: 'accounts.account-deleted',
      userId: fixtureUuid(9, 'e'),
      role: 'employer',
      orphanedCompanyId: COMPANY,
    };
    await events.publish(deleted);
    // A repeated event (say, a retried handler) finds the job already queued under the same id.
    await events.publish(deleted);
    const jobId = closeCompanyJobsJobId(deleted.userId);
    await eventually(async () => (await producer.getJobState(jobId)) === 'completed' || null);
    expect((await producer.getJob(jobId))?.returnvalue).toEqual({ closed: 2 });
    expect(await statuses()).toEqual({
      [fixtureUuid(1)]: 'expired',
      [fixtureUuid(2)]: 'archived',
      [fixtureUuid(3)]: 'filled',
      [fixtureUuid(4)]: 'archived',
    });
    expect(
      (await producer.getJobs(['completed', 'failed', 'active', 'wait', 'delayed'])).filter(
        (job) => job.name === JOBS_QUEUE_JOBS.closeCompanyJobs,
      ),
    ).toHaveLength(1);
  });

  it('closes, in its daily sweep, the open jobs of a company whose employers all left, not those of companies with one', async () => {
    const left = fixtureUuid(7, 'e');
    const staffed = fixtureUuid(8, 'e');
    await insertCompany(orm, left, 'Left Behind Co');
    await insertCompany(orm, staffed, 'Still Staffed Co');
    await insertUsers(orm, [
      { id: fixtureUuid(71, 'f'), email: 'gone.employer@example.com', role: 'employer', companyId: left },
      { id: fixtureUuid(81, 'f'), email: 'staying.employer@example.com', role: 'employer', companyId: staffed },
      { id: fixtureUuid(82, 'f'), email: 'gone.colleague@example.com', role: 'employer', companyId: staffed },
    ]);
    await orm.em
      .getConnection()
      .execute(`update users set deleted_at = now() where id in (?, ?)`, [fixtureUuid(71, 'f'), fixtureUuid(82, 'f')]);
    await insertJobs(orm, [
      { id: fixtureUuid(70), companyId: left, status: 'approved', postedAt: new Date() },
      { id: fixtureUuid(80), companyId: staffed, status: 'approved', postedAt: new Date() },
    ]);
    const job = await producer.add(JOBS_QUEUE_JOBS.closeOrphanedCompanyJobs, {});
    expect(
      await eventually(
        async () => ((await producer.getJob(job.id!))?.returnvalue as { companies: number } | undefined) ?? null,
      ),
    ).toEqual({ companies: 1, closed: 1 });
    expect(await statuses()).toMatchObject({ [fixtureUuid(70)]: 'archived', [fixtureUuid(80)]: 'approved' });
  });

  it('fails unknown job names without retrying', async () => {
    const job = await producer.add('no-such-job', {}, { attempts: 3 });
    await eventually(async () => (await producer.getJobState(job.id!)) === 'failed' || null);
    expect((await producer.getJob(job.id!))?.attemptsMade).toBe(1);
  });
});
