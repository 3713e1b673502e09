import type { MikroORM } from '@mikro-orm/postgresql';
import { Queue } from 'bullmq';
import { NOTIFICATION_MESSAGES, type SeekerApplication } from '@marketplace/contracts';
import { runDemoSeed } from '../../src/cli/commands';
import type { AppConfig } from '../../src/config/app-config';
import { QUEUE_PREFIX, QUEUES } from '../../src/infrastructure/queue/queue.constants';
import { type RunningStack, startApiAndWorker } from '../support/app-with-worker';
import { holdPlan } from '../support/billing-fixtures';
import { clearDemoMarket, openOrm, truncateJobsData } from '../support/database';
import { eventually, type HttpSession } from '../support/http-session';
import { fixtureUuid, insertJobs } from '../support/job-fixtures';
import { browserAs, type DemoActors, demoActors } from '../support/job-posting-context';
import { type CapturedMail, TestMailbox } from '../support/mailbox';
import { testConfig } from '../support/test-config';

const job = (n: number) => fixtureUuid(n, '5');
const RESUME = fixtureUuid(1, '4');
const SEEKER_EMAIL = 'seeker@demo.local';
const UNSUBSCRIBE = '/api/notifications/unsubscribe';

describe('application e-mails: sent by the worker, each kind with an unsubscribe that needs no sign-in', () => {
  let mailbox: TestMailbox;
  let config: AppConfig;
  let stack: RunningStack;
  let orm: MikroORM;
  let who: DemoActors;
  let seeker: HttpSession;
  let employer: HttpSession;
  let applicationsQueue: Queue;
  let received: CapturedMail;

  const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
    orm.em.fork().getConnection().execute<T[]>(query, params);
  const optOuts = () =>
    sql<{ user_id: string; kind: string }>(
      `select user_id, kind from notification_preferences where email = 'off' order by kind`,
    );
  const clearNotifications = async () => {
    await sql(`delete from notifications`);
    await sql(`delete from notification_preferences`);
    await sql(`delete from notification_settings`);
  };
  /** The unsubscribe address as the test server serves it (mails link to PUBLIC_URL). */
  const onServer = (address: string) => `${stack.baseUrl}${new URL(address).pathname}${new URL(address).search}`;
  const apply = (n: number) =>
    seeker.post<SeekerApplication>('/api/seeker/applications', { jobId: job(n), resumeId: RESUME });

  beforeAll(async () => {
    mailbox = await TestMailbox.start();
    config = testConfig({ SMTP_URL: mailbox.smtpUrl, PUBLIC_URL: 'http://localhost:3000' });
    orm = await openOrm(config);
    await truncateJobsData(orm);
    await clearNotifications();
    await runDemoSeed(config);
    await clearDemoMarket(orm);
    who = await demoActors(orm);
    // The employers' digest went out today already, so new applicants wait for tomorrow's.
    await sql(
      `insert into notification_settings (user_id, time_zone, last_digest_at, updated_at)
       select id, 'UTC', now(), now() from users where company_id = ? and role = 'employer'
       on conflict (user_id) do update set last_digest_at = excluded.last_digest_at`,
      [who.companyId],
    );
    const posted = new Date(Date.now() - 3600_000);
    await insertJobs(
      orm,
      [1, 2].map((n) => ({
        id: job(n),
        companyId: who.companyId,
        status: 'approved' as const,
        postedAt: posted,
        title: `Mailroom Coordinator ${n}`,
      })),
    );
    const uploadId = fixtureUuid(1, '3');
    await sql(
      `insert into uploads (id, owner_id, upload_type, purpose, file_name, file_type, file_size, file_key, created_at) values (?, ?, 'document', 'resume', 'cv.pdf', 'application/pdf', 100, ?, now())`,
      [uploadId, who.seeker, `uploads/${who.seeker}/${uploadId}/original`],
    );
    await sql(
      `insert into seeker_resumes (id, user_id, upload_id, name, is_default, created_at) values (?, ?, ?, 'CV', true, now())`,
      [RESUME, who.seeker, uploadId],
    );
    // Applying needs a plan.
    await holdPlan(orm, who.seeker, 'gold');
    stack = await startApiAndWorker(config);
    seeker = await browserAs(stack, config, { id: who.seeker, role: 'seeker' });
    employer = await browserAs(stack, config, { id: who.employer, role: 'employer' });
    applicationsQueue = new Queue(QUEUES.applications, { connection: { url: config.redisUrl }, prefix: QUEUE_PREFIX });
  });

  afterAll(async () => {
    await applicationsQueue?.close();
    await stack?.close();
    if (orm) {
      await clearNotifications();
      await truncateJobsData(orm);
      await runDemoSeed(config);
    }
    await orm?.close(true);
    await mailbox?.stop();
  });

  it('e-mails the seeker when the application is received, with one-click List-Unsubscribe headers and the same link in the mail', async () => {
    expect((await apply(1)).status).toBe(201);
    received = await mailbox.waitFor(SEEKER_EMAIL, /^Application received: Mailroom Coordinator 1 at /);
    const headers = await mailbox.headersOf(received);
    expect(headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const address = /^<(https?:\/\/[^>]+)>$/.exec(headers['list-unsubscribe'] ?? '')?.[1];
    expect(address).toMatch(/^http:\/\/localhost:3000\/api\/notifications\/unsubscribe\?token=[A-Za-z0-9_.-]+$/);
    expect(received.links).toContain(address);
    expect(received.text).toContain('Thank you for applying to Mailroom Coordinator 1');
  });

  it("records the seeker's notification and tells the company's employers of the new applicant (their e-mail waits for the digest)", async () => {
    const [application] = await sql<{ id: string }>(`select id from applications where job_id = ?`, [job(1)]);
    const employers = (
      await sql<{ id: string }>(
        `select id from users where company_id = ? and role = 'employer' and deleted_at is null order by id`,
        [who.companyId],
      )
    ).map((row) => row.id);
    expect(employers).toContain(who.employer);
    const rows = await eventually(async () => {
      const found = await sql<{ user_id: string; kind: string; text: string; link: string; email_state: string }>(
        `select user_id, kind, text, link, email_state from notifications where subject_id in (?, ?) order by kind, user_id`,
        [application!.id, job(1)],
      );
      return found.length >= 1 + employers.length ? found : undefined;
    });
    expect(rows).toEqual([
      {
        user_id: who.seeker,
        kind: 'application-received',
        text: expect.stringMatching(/^Application sent: Mailroom Coordinator 1 at /),
        link: '/seeker/applications',
        email_state: 'sent',
      },
      ...employers.map((userId) => ({
        user_id: userId,
        kind: 'new-applicant',
        text: expect.stringMatching(/^New applicant for Mailroom Coordinator 1: /),
        link: `/employer/jobs/${job(1)}/applications`,
        email_state: 'digest',
      })),
    ]);
  });

  it('e-mails the seeker when the employer moves the application to interview', async () => {
    const [application] = await sql<{ id: string }>(`select id from applications where job_id = ?`, [job(1)]);
    expect(
      (
        await employer.request('PUT', `/api/employer/applications/${application!.id}/status`, {
          body: { status: 'reviewed' },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await employer.request('PUT', `/api/employer/applications/${application!.id}/status`, {
          body: { status: 'interview' },
        })
      ).status,
    ).toBe(200);
    const mail = await mailbox.waitFor(SEEKER_EMAIL, /would like to interview you for Mailroom Coordinator 1$/);
    // Its link turns off interview mails, not the "received" ones: one token per kind.
    expect(TestMailbox.tokenFrom(mail, UNSUBSCRIBE)).not.toBe(TestMailbox.tokenFrom(received, UNSUBSCRIBE));
  });

  it('unsubscribes with the link without signing in, says what was turned off, and clicking again is fine', async () => {
    const link = received.links.find((candidate) => new URL(candidate).pathname === UNSUBSCRIBE)!;
    for (let click = 0; click < 2; click += 1) {
      // A plain fetch: no session cookie, no Origin.
      const answer = await fetch(onServer(link));
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(await answer.text()).toContain(NOTIFICATION_MESSAGES.unsubscribed('application-received'));
    }
    expect(await optOuts()).toEqual([{ user_id: who.seeker, kind: 'application-received' }]);
  });

  it("takes a mail provider's one-click POST (RFC 8058) to the same address", async () => {
    const interview = await mailbox.waitFor(SEEKER_EMAIL, /would like to interview you/);
    const address = /^<(https?:\/\/[^>]+)>$/.exec((await mailbox.headersOf(interview))['list-unsubscribe'] ?? '')![1]!;
    const answer = await fetch(onServer(address), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain(NOTIFICATION_MESSAGES.unsubscribed('application-interview'));
    expect(await optOuts()).toEqual([
      { user_id: who.seeker, kind: 'application-interview' },
      { user_id: who.seeker, kind: 'application-received' },
    ]);
  });

  it('answers 400 with a clear message for a missing, malformed or forged token, and turns nothing off', async () => {
    const token = TestMailbox.tokenFrom(received, UNSUBSCRIBE);
    const [, signature] = token.split('.');
    const forged = `${Buffer.from(`${who.otherSeeker}:application-received`).toString('base64url')}.${signature}`;
    for (const query of [
      '',
      '?token=',
      '?token=not-a-signed-token-0123456789',
      `?token=${encodeURIComponent(forged)}`,
      `?token=${encodeURIComponent(token)}x`,
    ]) {
      const answer = await fetch(`${stack.baseUrl}${UNSUBSCRIBE}${query}`);
      expect(answer.status).toBe(400);
      expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await answer.text()).toContain(NOTIFICATION_MESSAGES.unsubscribeInvalid);
    }
    const post = await fetch(`${stack.baseUrl}${UNSUBSCRIBE}?token=${encodeURIComponent(forged)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(post.status).toBe(400);
    expect((await optOuts()).some((row) => row.user_id === who.otherSeeker)).toBe(false);
  });

  it('sends no more mails of a kind the seeker turned off', async () => {
    const answer = await apply(2);
    expect(answer.status).toBe(201);
    const jobId = `application-received-${answer.body.id}-${Date.parse(answer.body.appliedAt)}`;
    const outcome = await eventually(
      async () =>
        (await applicationsQueue.getJob(jobId))?.returnvalue as { sent: boolean; reason?: string } | undefined,
    );
    // Recorded for the bell all the same; only its e-mail is off.
    expect(outcome).toEqual({ notified: true, email: 'off' });
    expect(
      (await mailbox.messagesTo(SEEKER_EMAIL)).filter((mail) => mail.subject.includes('Mailroom Coordinator 2')),
    ).toEqual([]);
  });
});
