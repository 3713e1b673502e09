import { NOTIFICATION_JOBS } from '../../src/modules/notifications/notifications.constants';
import type { MikroORM } from '@mikro-orm/postgresql';
import { Queue } from 'bullmq';
import { JOB_POSTING_MESSAGES, type JobAlert, type JobAlertsResponse } from '@marketplace/contracts';
import { runDemoSeed } from '../../src/cli/commands';
import type { AppConfig } from '../../src/config/app-config';
import { QUEUE_PREFIX, QUEUES } from '../../src/infrastructure/queue/queue.constants';
import { JOBS_QUEUE_JOBS } from '../../src/modules/jobs/jobs.queue';
import { type RunningStack, startApiAndWorker } from '../support/app-with-worker';
import { openOrm, truncateJobsData } from '../support/database';
import { eventually, type HttpSession } from '../support/http-session';
import { fixtureUuid, insertCompany, insertJobs } from '../support/job-fixtures';
import { browserAs, type DemoActors, demoActors } from '../support/job-posting-context';
import { TestMailbox } from '../support/mailbox';
import { testConfig } from '../support/test-config';

const CO = fixtureUuid(1, '7');
const job = (n: number) => fixtureUuid(n, '6');
const SEEKER_EMAIL = 'seeker@demo.local';
const ALERT_SUBJECT = /^\d+ new jobs?: "designer" · Remote$/;

describe('job alerts: saved searches e-mailed by the worker, with one-click unsubscribe', () => {
  let mailbox: TestMailbox;
  let config: AppConfig;
  let stack: RunningStack;
  let orm: MikroORM;
  let who: DemoActors;
  let seeker: HttpSession;
  let otherSeeker: HttpSession;
  let producer: Queue;

  beforeAll(async () => {
    mailbox = await TestMailbox.start();
    config = testConfig({ SMTP_URL: mailbox.smtpUrl, PUBLIC_URL: 'http://localhost:3000' });
    orm = await openOrm(config);
    await truncateJobsData(orm);
    await runDemoSeed(config);
    who = await demoActors(orm);
    await insertCompany(orm, CO, 'Alert Test Studio');
    stack = await startApiAndWorker(config);
    seeker = await browserAs(stack, config, { id: who.seeker, role: 'seeker' });
    otherSeeker = await browserAs(stack, config, { id: who.otherSeeker, role: 'seeker' });
    producer = new Queue(QUEUES.jobs, { connection: { url: config.redisUrl }, prefix: QUEUE_PREFIX });
  });

  afterAll(async () => {
    await producer?.close();
    await stack?.close();
    if (orm) {
      await truncateJobsData(orm);
      await runDemoSeed(config);
    }
    await orm?.close(true);
    await mailbox?.stop();
  });

  const sql = (text: string, params: unknown[] = []) => orm.em.getConnection().execute(text, params);
  /** Runs the worker's alert pass now and waits for it. */
  const runAlerts = async () => {
    const queued = await producer.add(JOBS_QUEUE_JOBS.sendJobAlerts, {});
    await eventually(async () => (await producer.getJobState(queued.id!)) === 'completed' || null);
  };
  /** Waits until every queued e-mail went out, so counting the mailbox is final. */
  const mailSent = async () => {
    const mail = new Queue(QUEUES.notifications, { connection: { url: config.redisUrl }, prefix: QUEUE_PREFIX });
    try {
      await eventually(async () => {
        // Only e-mails: a digest waits for its morning hour.
        const pending = await mail.getJobs(['waiting', 'active', 'delayed', 'prioritized']);
        return pending.every((job) => job.name !== NOTIFICATION_JOBS.email) || null;
      });
    } finally {
      await mail.close();
    }
  };
  const alertMails = async () =>
    (await mailbox.messagesTo(SEEKER_EMAIL)).filter((mail) => ALERT_SUBJECT.test(mail.subject));

  let alert: JobAlert;

  it('saves the current search as an alert, in canonical form without paging or sort', async () => {
    const created = await seeker.post<JobAlert>('/api/seeker/job-alerts', {
      query: '?remote=true&q=designer&sort=relevance&cursor=abc',
      frequency: 'daily',
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(String),
      query: 'q=designer&remote=true',
      label: '"designer" · Remote',
      frequency: 'daily',
      paused: false,
      createdAt: expect.any(String),
      lastSentAt: null,
      lastSentJobCount: null,
      jobsMatched: 0,
    });
    alert = created.body;
    expect((await seeker.get<JobAlertsResponse>('/api/seeker/job-alerts')).body.alerts.map((row) => row.id)).toEqual([
      alert.id,
    ]);
    expect((await otherSeeker.get<JobAlertsResponse>('/api/seeker/job-alerts')).body.alerts).toEqual([]);
  });

  it('answers 409 with a clear message for the same search saved again, in any spelling, even two at once', async () => {
    for (const query of ['q=Designer&remote=true', '?remote=true&q=designer%20%20&sort=newest']) {
      expect(await seeker.post('/api/seeker/job-alerts', { query, frequency: 'weekly' })).toMatchObject({
        status: 409,
        body: { error: JOB_POSTING_MESSAGES.alertExists },
      });
    }
    // Two identical requests racing: the seeker's alert lock lets exactly one through.
    const racing = await Promise.all(
      [1, 2].map(() => seeker.post<JobAlert>('/api/seeker/job-alerts', { query: 'q=illustrator', frequency: 'daily' })),
    );
    expect(racing.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const kept = racing.find((answer) => answer.status === 201)!.body;
    expect((await seeker.get<JobAlertsResponse>('/api/seeker/job-alerts')).body.alerts.map((row) => row.query)).toEqual(
      ['q=illustrator', 'q=designer&remote=true'],
    );
    // Another seeker may save the same search.
    expect(
      (await otherSeeker.post('/api/seeker/job-alerts', { query: 'q=designer&remote=true', frequency: 'daily' }))
        .status,
    ).toBe(201);
    expect((await seeker.request('DELETE', `/api/seeker/job-alerts/${kept.id}`)).status).toBe(204);
  });

  it('edits the search and frequency with PUT: 409 when another alert has that search, 400 with fieldErrors, 404 for others', async () => {
    const other = await seeker.post<JobAlert>('/api/seeker/job-alerts', { query: 'q=editor', frequency: 'daily' });
    const edited = await seeker.request<JobAlert>('PUT', `/api/seeker/job-alerts/${other.body.id}`, {
      body: { query: 'q=copy editor&category=Writing&sort=newest', frequency: 'weekly' },
    });
    expect(edited).toMatchObject({
      status: 200,
      body: {
        id: other.body.id,
        query: 'q=copy+editor&category=Writing',
        label: '"copy editor" · Writing',
        frequency: 'weekly',
      },
    });
    const taken = await seeker.request('PUT', `/api/seeker/job-alerts/${other.body.id}`, {
      body: { query: 'remote=true&q=designer', frequency: 'weekly' },
    });
    expect(taken).toMatchObject({ status: 409, body: { error: JOB_POSTING_MESSAGES.alertExists } });
    expect(
      await seeker.request('PUT', `/api/seeker/job-alerts/${other.body.id}`, {
        body: { query: 'category=Nope', frequency: 'hourly' },
      }),
    ).toMatchObject({
      status: 400,
      body: {
        fieldErrors: {
          frequency: [JOB_POSTING_MESSAGES.alertFrequencyInvalid],
          query: [JOB_POSTING_MESSAGES.alertQueryInvalid],
        },
      },
    });
    expect(
      (
        await otherSeeker.request('PUT', `/api/seeker/job-alerts/${other.body.id}`, {
          body: { query: 'q=x', frequency: 'daily' },
        })
      ).status,
    ).toBe(404);
    const listed = (await seeker.get<JobAlertsResponse>('/api/seeker/job-alerts')).body.alerts.find(
      (row) => row.id === other.body.id,
    );
    expect(listed).toMatchObject({ query: 'q=copy+editor&category=Writing', frequency: 'weekly' });
    expect((await seeker.request('DELETE', `/api/seeker/job-alerts/${other.body.id}`)).status).toBe(204);
  });

  it('refuses a bad frequency or a search GET /api/jobs would refuse', async () => {
    const answer = await seeker.post('/api/seeker/job-alerts', { query: 'category=Nope', frequency: 'hourly' });
    expect(answer).toMatchObject({
      status: 400,
      body: {
        fieldErrors: {
          frequency: [JOB_POSTING_MESSAGES.alertFrequencyInvalid],
          query: [JOB_POSTING_MESSAGES.alertQueryInvalid],
        },
      },
    });
  });

  it('pauses, resumes and changes frequency of own alerts only', async () => {
    const paused = await seeker.patch<JobAlert>(`/api/seeker/job-alerts/${alert.id}`, {
      paused: true,
      frequency: 'weekly',
    });
    expect(paused.body).toMatchObject({ paused: true, frequency: 'weekly' });
    const resumed = await seeker.patch<JobAlert>(`/api/seeker/job-alerts/${alert.id}`, {
      paused: false,
      frequency: 'daily',
    });
    expect(resumed.body).toMatchObject({ paused: false, frequency: 'daily' });
    expect((await otherSeeker.patch(`/api/seeker/job-alerts/${alert.id}`, { paused: true })).status).toBe(404);
    expect((await otherSeeker.request('DELETE', `/api/seeker/job-alerts/${alert.id}`)).status).toBe(404);
    expect((await seeker.patch(`/api/seeker/job-alerts/${alert.id}`, { paused: 'yes' })).status).toBe(400);
  });

  it('e-mails only matching jobs new since the last e-mail, once', async () => {
    const now = Date.now();
    // The alert was made two days ago and last told about jobs an hour ago.
    await sql(`update job_alerts set created_at = now() - interval '2 days', notified_up_to = ? where id = ?`, [
      new Date(now - 3600_000),
      alert.id,
    ]);
    await insertJobs(orm, [
      {
        id: job(1),
        companyId: CO,
        status: 'approved',
        postedAt: new Date(now - 2 * 3600_000),
        title: 'Old Product Designer',
      },
      {
        id: job(2),
        companyId: CO,
        status: 'approved',
        postedAt: new Date(now - 30 * 60_000),
        title: 'New Product Designer',
      },
      {
        id: job(3),
        companyId: CO,
        status: 'approved',
        postedAt: new Date(now - 20 * 60_000),
        title: 'Office Designer',
      },
    ]);
    await sql(`update jobs set location = 'Austin, TX' where id = ?`, [job(3)]);
    await runAlerts();
    const mail = await mailbox.waitFor(SEEKER_EMAIL, ALERT_SUBJECT);
    expect(mail.subject).toBe('1 new job: "designer" · Remote');
    expect(mail.text).toContain('New Product Designer');
    expect(mail.text).toContain(`http://localhost:3000/seeker/jobs/${job(2)}`);
    expect(mail.text).not.toContain('Old Product Designer');
    expect(mail.text).not.toContain('Office Designer');
    expect((await seeker.get<JobAlertsResponse>('/api/seeker/job-alerts')).body.alerts[0]!.lastSentAt).not.toBeNull();

    // Due again (a day later) with nothing new: no e-mail.
    await sql(`update job_alerts set last_run_at = now() - interval '25 hours' where id = ?`, [alert.id]);
    await runAlerts();
    await mailSent();
    expect(await alertMails()).toHaveLength(1);

    // Something new: only that job.
    await insertJobs(orm, [
      { id: job(4), companyId: CO, status: 'approved', postedAt: new Date(), title: 'Newest Brand Designer' },
    ]);
    await sql(`update job_alerts set last_run_at = now() - interval '25 hours' where id = ?`, [alert.id]);
    await runAlerts();
    const second = await mailbox.waitFor(SEEKER_EMAIL, ALERT_SUBJECT, 2);
    expect(second.text).toContain('Newest Brand Designer');
    expect(second.text).not.toContain('New Product Designer');
    await mailSent();
    expect(await alertMails()).toHaveLength(2);
    // The list shows the last e-mail and what all of them carried.
    const listed = (await seeker.get<JobAlertsResponse>('/api/seeker/job-alerts')).body.alerts.find(
      (row) => row.id === alert.id,
    );
    expect(listed).toMatchObject({ lastSentAt: expect.any(String), lastSentJobCount: 1, jobsMatched: 2 });
  });

  it('does not e-mail an alert that is not due yet', async () => {
    await insertJobs(orm, [
      { id: job(5), companyId: CO, status: 'approved', postedAt: new Date(), title: 'Too Soon Designer' },
    ]);
    await runAlerts();
    await mailSent();
    expect((await alertMails()).some((mail) => mail.text.includes('Too Soon Designer'))).toBe(false);
  });

  it("carries one-click List-Unsubscribe headers; a mail provider's POST to that address pauses the alert", async () => {
    // The older of the two mails: its delivery has a token of its own.
    const mail = (await alertMails())[1]!;
    const headers = await mailbox.headersOf(mail);
    expect(headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const address = /^<(https?:\/\/[^>]+)>$/.exec(headers['list-unsubscribe'] ?? '')?.[1];
    expect(address).toMatch(/^http:\/\/localhost:3000\/api\/job-alerts\/unsubscribe\?token=[A-Za-z0-9_-]+$/);
    // The same address the mail's own unsubscribe link opens.
    expect(mail.links).toContain(address);
    const oneClick = `${stack.baseUrl}${new URL(address!).pathname}${new URL(address!).search}`;
    const paused = async () => (await seeker.get<JobAlertsResponse>('/api/seeker/job-alerts')).body.alerts[0]!.paused;

    // As RFC 8058 has providers send it: from their servers (no Origin, no cookie), a form body.
    const answer = await fetch(oneClick, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain(JOB_POSTING_MESSAGES.unsubscribed);
    expect(await paused()).toBe(true);

    // The multipart/form-data form of the same POST works too (pressing the button twice is fine).
    await seeker.patch(`/api/seeker/job-alerts/${alert.id}`, { paused: false });
    const form = new FormData();
    form.append('List-Unsubscribe', 'One-Click');
    expect((await fetch(oneClick, { method: 'POST', body: form })).status).toBe(200);
    expect(await paused()).toBe(true);

    // A made-up token is refused and pauses nothing; other routes still refuse form bodies.
    await seeker.patch(`/api/seeker/job-alerts/${alert.id}`, { paused: false });
    const bad = await fetch(`${stack.baseUrl}/api/job-alerts/unsubscribe?token=not-a-real-token-0123456789`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(bad.status).toBe(404);
    expect(await paused()).toBe(false);
    const elsewhere = await fetch(`${stack.baseUrl}/api/auth/sign-in`, {
      method: 'POST',
      headers: { origin: 'http://localhost:3000', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=seeker%40demo.local',
    });
    expect(elsewhere.status).toBe(415);
  });

  it('unsubscribes with the e-mail link, without signing in; a bad token says so', async () => {
    const mail = (await alertMails())[0]!;
    const link = mail.links.find((candidate) => new URL(candidate).pathname === '/api/job-alerts/unsubscribe');
    expect(link).toBeDefined();
    const token = new URL(link!).searchParams.get('token')!;
    const answer = await fetch(`${stack.baseUrl}/api/job-alerts/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await answer.text()).toContain(JOB_POSTING_MESSAGES.unsubscribed);
    expect((await seeker.get<JobAlertsResponse>('/api/seeker/job-alerts')).body.alerts[0]!.paused).toBe(true);
    // Paused alerts are not e-mailed.
    await sql(`update job_alerts set last_run_at = now() - interval '25 hours' where id = ?`, [alert.id]);
    await runAlerts();
    await mailSent();
    expect((await alertMails()).some((candidate) => candidate.text.includes('Too Soon Designer'))).toBe(false);

    const bad = await fetch(`${stack.baseUrl}/api/job-alerts/unsubscribe?token=not-a-real-token-0123456789`);
    expect(bad.status).toBe(404);
    expect(await bad.text()).toContain(JOB_POSTING_MESSAGES.unsubscribeInvalid);
  });

  it('deletes an alert, and Undo restores it as it was (history included); only the owner, only within the undo time', async () => {
    expect((await seeker.request('DELETE', `/api/seeker/job-alerts/${alert.id}`)).status).toBe(204);
    expect((await seeker.get<JobAlertsResponse>('/api/seeker/job-alerts')).body.alerts).toEqual([]);
    expect((await otherSeeker.post(`/api/seeker/job-alerts/${alert.id}/restore`, {})).status).toBe(404);
    const restored = await seeker.post<JobAlert>(`/api/seeker/job-alerts/${alert.id}/restore`, {});
    expect(restored).toMatchObject({
      status: 200,
      body: { id: alert.id, query: 'q=designer&remote=true', jobsMatched: 2, lastSentJobCount: 1 },
    });
    expect((await seeker.get<JobAlertsResponse>('/api/seeker/job-alerts')).body.alerts.map((row) => row.id)).toEqual([
      alert.id,
    ]);
    expect((await seeker.post(`/api/seeker/job-alerts/${alert.id}/restore`, {})).status).toBe(404);

    // Deleted longer ago than the undo time: too late, and the worker's pass purges it.
    expect((await seeker.request('DELETE', `/api/seeker/job-alerts/${alert.id}`)).status).toBe(204);
    await sql(`update job_alerts set deleted_at = now() - interval '1 minute' where id = ?`, [alert.id]);
    expect(await seeker.post(`/api/seeker/job-alerts/${alert.id}/restore`, {})).toMatchObject({
      status: 409,
      body: { error: JOB_POSTING_MESSAGES.alertUndoExpired },
    });
    await runAlerts();
    expect(await sql(`select id from job_alerts where id = ?`, [alert.id])).toEqual([]);
    expect(await sql(`select id from job_alert_deliveries where alert_id = ?`, [alert.id])).toEqual([]);
  });
});
