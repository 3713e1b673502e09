import type { MikroORM } from '@mikro-orm/postgresql';
import { Queue } from 'bullmq';
import { NOTIFICATION_MESSAGES, publicJobPath } from '@marketplace/contracts';
import { runDemoSeed } from '../../src/cli/commands';
import type { AppConfig } from '../../src/config/app-config';
import { QUEUE_PREFIX, QUEUES } from '../../src/infrastructure/queue/queue.constants';
import { JOBS_QUEUE_JOBS, type ModerationEmailJob, moderationEmailJobId } from '../../src/modules/jobs/jobs.queue';
import { type RunningStack, startApiAndWorker } from '../support/app-with-worker';
import { openOrm, truncateJobsData } from '../support/database';
import { eventually, type HttpSession } from '../support/http-session';
import { fixtureUuid, insertJobs } from '../support/job-fixtures';
import { browserAs, type DemoActors, demoActors } from '../support/job-posting-context';
import { TestMailbox } from '../support/mailbox';
import { testConfig } from '../support/test-config';

const job = (n: number) => fixtureUuid(n, '6');
const EMPLOYER_EMAIL = 'employer@demo.local';
const UNSUBSCRIBE = '/api/notifications/unsubscribe';
const PUBLIC_URL = 'http://localhost:3000';

describe('job moderation e-mails: the employer hears when an admin approves or rejects their job', () => {
  let mailbox: TestMailbox;
  let config: AppConfig;
  let stack: RunningStack;
  let orm: MikroORM;
  let who: DemoActors;
  let admin: HttpSession;
  let jobsQueue: Queue;

  const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
    orm.em.fork().getConnection().execute<T[]>(query, params);
  const onServer = (address: string) => `${stack.baseUrl}${new URL(address).pathname}${new URL(address).search}`;
  const mailsAbout = async (title: string) =>
    (await mailbox.messagesTo(EMPLOYER_EMAIL)).filter((mail) => mail.subject.includes(title));

  beforeAll(async () => {
    mailbox = await TestMailbox.start();
    config = testConfig({ SMTP_URL: mailbox.smtpUrl, PUBLIC_URL });
    orm = await openOrm(config);
    await truncateJobsData(orm);
    await sql(`delete from notification_preferences`);
    await sql(`delete from notifications`);
    await runDemoSeed(config);
    who = await demoActors(orm);
    await insertJobs(
      orm,
      [1, 2, 3, 4].map((n) => ({
        id: job(n),
        companyId: who.companyId,
        status: 'pending_review' as const,
        postedAt: null,
        title: `Moderated Editor ${n}`,
      })),
    );
    stack = await startApiAndWorker(config);
    admin = await browserAs(stack, config, { id: who.admin, role: 'admin' });
    jobsQueue = new Queue(QUEUES.jobs, { connection: { url: config.redisUrl }, prefix: QUEUE_PREFIX });
  });

  afterAll(async () => {
    await jobsQueue?.close();
    await stack?.close();
    if (orm) {
      await sql(`delete from notification_preferences`);
      await sql(`delete from notifications`);
      await truncateJobsData(orm);
      await runDemoSeed(config);
    }
    await orm?.close(true);
    await mailbox?.stop();
  });

  it("e-mails the company's employer once the job is approved, linking to the live job and to their jobs, with one-click unsubscribe", async () => {
    expect((await admin.post(`/api/admin/jobs/${job(1)}/approve`, {})).status).toBe(200);
    const mail = await mailbox.waitFor(EMPLOYER_EMAIL, /^Your job is live: Moderated Editor 1$/);
    expect(mail.links).toContain(`${PUBLIC_URL}${publicJobPath(job(1), 'Moderated Editor 1')}`);
    expect(mail.links).toContain(`${PUBLIC_URL}/employer/jobs`);
    const headers = await mailbox.headersOf(mail);
    expect(headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const address = /^<(https?:\/\/[^>]+)>$/.exec(headers['list-unsubscribe'] ?? '')?.[1];
    expect(address).toMatch(/^http:\/\/localhost:3000\/api\/notifications\/unsubscribe\?token=[A-Za-z0-9_.-]+$/);
    expect(mail.links).toContain(address);
    // The employer's bell has it too, opening the live job's page in the employer area.
    expect(
      await sql(`select user_id, text, link from notifications where kind = 'job-approved' and subject_id = ?`, [
        job(1),
      ]),
    ).toEqual([
      {
        user_id: who.employer,
        text: 'Your job is live: Moderated Editor 1',
        link: `/employer/jobs/${job(1)}/applications`,
      },
    ]);
  });

  it("e-mails the rejection with the admin's reason and a link to edit the job", async () => {
    const reason = 'Please add a salary range & the <time zone> you hire in.';
    expect((await admin.post(`/api/admin/jobs/${job(2)}/reject`, { reason })).status).toBe(200);
    const mail = await mailbox.waitFor(EMPLOYER_EMAIL, /^Changes needed before Moderated Editor 2 can go live$/);
    expect(mail.text).toContain(reason);
    expect(mail.links).toContain(`${PUBLIC_URL}/employer/jobs/${job(2)}/edit`);
    expect(mail.links).not.toContain(`${PUBLIC_URL}${publicJobPath(job(2), 'Moderated Editor 2')}`);
  });

  it('a retried mail job sends nothing twice', async () => {
    const [{ updated_at: decidedAt }] = (await sql<{ updated_at: Date }>(`select updated_at from jobs where id = ?`, [
      job(2),
    ])) as [{ updated_at: Date }];
    const data: ModerationEmailJob = {
      kind: 'job-rejected',
      jobId: job(2),
      decidedAt: new Date(decidedAt).toISOString(),
    };
    // The event's job already ran; the same work again under another id stands for a retry after a crash.
    const again = await jobsQueue.add(JOBS_QUEUE_JOBS.moderationEmail, data, {
      jobId: `${moderationEmailJobId(data)}-retry`,
    });
    const outcome = await eventually(
      async () => (await jobsQueue.getJob(again.id!))?.returnvalue as { sent: number } | undefined,
    );
    expect(outcome).toEqual({ notified: 1, sent: 1 });
    // Give a second delivery the time it would need to arrive.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await mailsAbout('Moderated Editor 2')).toHaveLength(1);
  });

  it('the link turns off that kind without signing in, and no more mails of it go to that employer', async () => {
    const [approved] = await mailsAbout('Moderated Editor 1');
    const link = approved!.links.find((candidate) => new URL(candidate).pathname === UNSUBSCRIBE)!;
    const answer = await fetch(onServer(link));
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain(NOTIFICATION_MESSAGES.unsubscribed('job-approved'));
    expect(await sql(`select user_id, kind, in_app, email from notification_preferences`)).toEqual([
      { user_id: who.employer, kind: 'job-approved', in_app: true, email: 'off' },
    ]);

    const answered = await admin.post<{ postedAt: string }>(`/api/admin/jobs/${job(3)}/approve`, {});
    expect(answered.status).toBe(200);
    const jobId = moderationEmailJobId({ kind: 'job-approved', jobId: job(3), decidedAt: answered.body.postedAt });
    const outcome = await eventually(
      async () => (await jobsQueue.getJob(jobId))?.returnvalue as { sent: number } | undefined,
    );
    // Still under the bell, without the mail.
    expect(outcome).toEqual({ notified: 1, sent: 0 });
    // Rejections still arrive: the opt-out is per kind.
    expect(
      (await admin.post(`/api/admin/jobs/${job(4)}/reject`, { reason: 'Duplicate of another posting.' })).status,
    ).toBe(200);
    await mailbox.waitFor(EMPLOYER_EMAIL, /^Changes needed before Moderated Editor 4 can go live$/);
    expect(await mailsAbout('Moderated Editor 3')).toEqual([]);
  });
});
