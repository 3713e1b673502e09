import { NOTIFICATION_JOBS } from '../../src/modules/notifications/notifications.constants';
import type { MikroORM } from '@mikro-orm/postgresql';
import { Queue } from 'bullmq';
import type { EmailMode, NotificationKind } from '@marketplace/contracts';
import type { AppConfig } from '../../src/config/app-config';
import { QUEUE_PREFIX, QUEUES } from '../../src/infrastructure/queue/queue.constants';
import { JOBS_QUEUE_JOBS, moderationEmailJobId } from '../../src/modules/jobs/jobs.queue';
import { JobModerationService } from '../../src/modules/jobs/moderation/job-moderation.service';
import { insertUsers } from '../support/access-context';
import { type RunningStack, startApiAndWorker } from '../support/app-with-worker';
import { openOrm, truncateJobsData } from '../support/database';
import { eventually } from '../support/http-session';
import { fixtureUuid, insertCompany, insertJobs } from '../support/job-fixtures';
import { TestMailbox } from '../support/mailbox';
import { testConfig } from '../support/test-config';

const PUBLIC_URL = 'http://localhost:3000';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const ACME = fixtureUuid(1, 'c');
const OTHER_CO = fixtureUuid(2, 'c');
const ADMIN = fixtureUuid(9, 'f');

/** Acme's employers, one per e-mail mode, a deleted one, and another company's. */
const NOW_EMPLOYER = { id: fixtureUuid(1, 'f'), email: 'now@acme.example' };
const DIGEST_EMPLOYER = { id: fixtureUuid(2, 'f'), email: 'digest@acme.example' };
const OFF_EMPLOYER = { id: fixtureUuid(3, 'f'), email: 'off@acme.example' };
const GONE_EMPLOYER = { id: fixtureUuid(4, 'f'), email: 'gone@acme.example' };
const OTHER_EMPLOYER = { id: fixtureUuid(5, 'f'), email: 'other@otherco.example' };
const ACME_LIVE = [NOW_EMPLOYER, DIGEST_EMPLOYER, OFF_EMPLOYER];

/** Seekers with a job alert each, one per e-mail mode. */
const NOW_SEEKER = { id: fixtureUuid(11, 'f'), email: 'now@seekers.example' };
const DIGEST_SEEKER = { id: fixtureUuid(12, 'f'), email: 'digest@seekers.example' };
const OFF_SEEKER = { id: fixtureUuid(13, 'f'), email: 'off@seekers.example' };

const job = (n: number) => fixtureUuid(n, '9');

interface NotificationRow {
  user_id: string;
  kind: string;
  text: string;
  link: string;
  subject_id: string | null;
  subject_title: string | null;
  dedupe_key: string;
  email_state: string;
}

/**
 * The jobs domain's notifications on PostgreSQL, Redis and SMTP (the capture mailbox) with the real
 * worker: moderation decisions, the notices of listings about to end, and job alerts each record a
 * notification per recipient and reach their inbox as each person's e-mail mode for the kind says.
 */
describe('jobs notifications (moderation, expiring listings, job alerts)', () => {
  let mailbox: TestMailbox;
  let config: AppConfig;
  let stack: RunningStack;
  let orm: MikroORM;
  let jobsQueue: Queue;

  const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
    orm.em.fork().getConnection().execute<T[]>(query, params);
  const notificationsOf = (kind: NotificationKind) =>
    sql<NotificationRow>(
      `select user_id, kind, text, link, subject_id, subject_title, dedupe_key, email_state from notifications where kind = ? order by user_id, created_at, dedupe_key`,
      [kind],
    );
  const prefer = async (userId: string, kind: NotificationKind, email: EmailMode) =>
    sql(
      `insert into notification_preferences (user_id, kind, in_app, email, updated_at) values (?, ?, true, ?, now())
       on conflict (user_id, kind) do update set email = excluded.email`,
      [userId, kind, email],
    );
  /** Runs a job of the jobs queue now and answers what it returned. */
  const run = async <T>(name: string): Promise<T> => {
    const queued = await jobsQueue.add(name, {});
    return eventually(async () => (await jobsQueue.getJob(queued.id!))?.returnvalue as T | undefined);
  };
  /** Waits until every queued e-mail went out, so counting the mailbox is final (the digests wait for tomorrow). */
  const mailSent = async () => {
    const mail = new Queue(QUEUES.notifications, { connection: { url: config.redisUrl }, prefix: QUEUE_PREFIX });
    try {
      await eventually(async () => {
        const pending = await mail.getJobs(['waiting', 'active', 'delayed', 'prioritized']);
        return pending.every((job) => job.name !== NOTIFICATION_JOBS.email) || null;
      });
    } finally {
      await mail.close();
    }
  };
  const subjectsTo = async (address: string) => (await mailbox.messagesTo(address)).map((mail) => mail.subject);

  beforeAll(async () => {
    mailbox = await TestMailbox.start();
    config = testConfig({ SMTP_URL: mailbox.smtpUrl, PUBLIC_URL });
    orm = await openOrm(config);
    await truncateJobsData(orm);
    await sql(`delete from notifications`);
    await sql(`delete from notification_preferences`);
    jobsQueue = new Queue(QUEUES.jobs, { connection: { url: config.redisUrl }, prefix: QUEUE_PREFIX });
    // Fresh schedules: their first runs happen at start and pass before the fixtures exist.
    await jobsQueue.obliterate({ force: true });
    stack = await startApiAndWorker(config);
    for (const name of [JOBS_QUEUE_JOBS.noticeExpiringListings, JOBS_QUEUE_JOBS.sendJobAlerts])
      await eventually(async () => (await jobsQueue.getCompleted()).some((done) => done.name === name) || null);

    await insertCompany(orm, ACME, 'Acme Notices');
    await insertCompany(orm, OTHER_CO, 'Other Notices');
    await insertUsers(orm, [
      ...[NOW_EMPLOYER, DIGEST_EMPLOYER, OFF_EMPLOYER, GONE_EMPLOYER].map((employer) => ({
        id: employer.id,
        email: employer.email,
        role: 'employer' as const,
        companyId: ACME,
      })),
      { id: OTHER_EMPLOYER.id, email: OTHER_EMPLOYER.email, role: 'employer', companyId: OTHER_CO },
      ...[NOW_SEEKER, DIGEST_SEEKER, OFF_SEEKER].map((seeker) => ({
        id: seeker.id,
        email: seeker.email,
        role: 'seeker' as const,
      })),
      { id: ADMIN, email: 'admin@notices.example', role: 'admin' },
    ]);
    await sql(`update users set deleted_at = now() where id = ?`, [GONE_EMPLOYER.id]);
    for (const kind of ['job-approved', 'job-rejected', 'job-expiring'] as const) {
      await prefer(DIGEST_EMPLOYER.id, kind, 'digest');
      await prefer(OFF_EMPLOYER.id, kind, 'off');
    }
    await prefer(DIGEST_SEEKER.id, 'job-alert', 'digest');
    await prefer(OFF_SEEKER.id, 'job-alert', 'off');
    // Today's digest went out already, so what waits for the next one stays waiting through these tests.
    for (const person of [DIGEST_EMPLOYER, DIGEST_SEEKER])
      await sql(
        `insert into notification_settings (user_id, time_zone, last_digest_at, updated_at) values (?, 'UTC', now(), now())`,
        [person.id],
      );
  });

  afterAll(async () => {
    await jobsQueue?.close();
    await stack?.close();
    if (orm) {
      await sql(`delete from notifications`);
      await sql(`delete from notification_preferences`);
      await truncateJobsData(orm);
    }
    await orm?.close(true);
    await mailbox?.stop();
  });

  describe('moderation', () => {
    const moderation = () => stack.app.get(JobModerationService, { strict: false });

    beforeAll(async () => {
      await insertJobs(orm, [
        { id: job(1), companyId: ACME, status: 'pending_review', postedAt: null, title: 'Notice Approved Editor' },
        { id: job(2), companyId: ACME, status: 'pending_review', postedAt: null, title: 'Notice Rejected Editor' },
      ]);
    });

    it('records the approval for each live employer of the company and mails only the one who wants it now', async () => {
      const approved = await moderation().approve({ userId: ADMIN, role: 'admin' } as never, job(1));
      const id = moderationEmailJobId({ kind: 'job-approved', jobId: job(1), decidedAt: approved.postedAt! });
      expect(await eventually(async () => (await jobsQueue.getJob(id))?.returnvalue)).toEqual({ notified: 3, sent: 1 });
      expect(await notificationsOf('job-approved')).toEqual(
        ACME_LIVE.map((employer) => ({
          user_id: employer.id,
          kind: 'job-approved',
          text: 'Your job is live: Notice Approved Editor',
          link: `/employer/jobs/${job(1)}/applications`,
          subject_id: job(1),
          subject_title: 'Notice Approved Editor',
          dedupe_key: id,
          email_state: employer === NOW_EMPLOYER ? 'sent' : employer === DIGEST_EMPLOYER ? 'digest' : 'none',
        })),
      );
      await mailbox.waitFor(NOW_EMPLOYER.email, /^Your job is live: Notice Approved Editor$/);
      await mailSent();
      for (const employer of [DIGEST_EMPLOYER, OFF_EMPLOYER, GONE_EMPLOYER, OTHER_EMPLOYER])
        expect(await subjectsTo(employer.email)).toEqual([]);
    });

    it('records the rejection with the link to the form, and its mail (only once) for the one who wants it now', async () => {
      await moderation().reject({ userId: ADMIN, role: 'admin' } as never, job(2), {
        reason: 'Please add a salary range.',
      });
      await mailbox.waitFor(NOW_EMPLOYER.email, /^Changes needed before Notice Rejected Editor can go live$/);
      const rows = await notificationsOf('job-rejected');
      expect(rows.map((row) => [row.user_id, row.link, row.email_state])).toEqual([
        [NOW_EMPLOYER.id, `/employer/jobs/${job(2)}/edit`, 'sent'],
        [DIGEST_EMPLOYER.id, `/employer/jobs/${job(2)}/edit`, 'digest'],
        [OFF_EMPLOYER.id, `/employer/jobs/${job(2)}/edit`, 'none'],
      ]);
      // The same decision's job again (a retry) records and mails nothing twice.
      const decidedMs = Number(rows[0]!.dedupe_key.slice(`job-rejected-${job(2)}-`.length));
      const data = { kind: 'job-rejected' as const, jobId: job(2), decidedAt: new Date(decidedMs).toISOString() };
      const again = await jobsQueue.add(JOBS_QUEUE_JOBS.moderationEmail, data, { jobId: `retry-${Date.now()}` });
      expect(await eventually(async () => (await jobsQueue.getJob(again.id!))?.returnvalue)).toEqual({
        notified: 3,
        sent: 1,
      });
      await mailSent();
      expect(await notificationsOf('job-rejected')).toHaveLength(3);
      expect((await subjectsTo(NOW_EMPLOYER.email)).filter((subject) => subject.includes('Rejected'))).toHaveLength(1);
    });
  });

  describe('listings about to end', () => {
    let soonEnds: Date;

    beforeAll(async () => {
      const now = Date.now();
      await insertJobs(orm, [
        { id: job(10), companyId: ACME, status: 'approved', postedAt: new Date(now - 20 * DAY), title: 'Ends Soon' },
        { id: job(11), companyId: ACME, status: 'approved', postedAt: new Date(now - 20 * DAY), title: 'Ends Later' },
        { id: job(12), companyId: ACME, status: 'approved', postedAt: new Date(now - 31 * DAY), title: 'Ended' },
        { id: job(13), companyId: ACME, status: 'expired', postedAt: new Date(now - 29 * DAY), title: 'Expired' },
        { id: job(14), companyId: ACME, status: 'filled', postedAt: new Date(now - 29 * DAY), title: 'Filled' },
        { id: job(15), companyId: ACME, status: 'draft', postedAt: null, title: 'Draft' },
        { id: job(16), companyId: OTHER_CO, status: 'approved', postedAt: new Date(now - 29 * DAY), title: 'Theirs' },
      ]);
      soonEnds = new Date(now + 2 * DAY + HOUR);
      const ends: Array<[number, Date]> = [
        [10, soonEnds],
        [11, new Date(now + 5 * DAY)],
        [12, new Date(now - HOUR)],
        [13, new Date(now + DAY)],
        [14, new Date(now + DAY)],
        [15, new Date(now + DAY)],
        [16, new Date(now + DAY + HOUR)],
      ];
      for (const [n, end] of ends) await sql(`update jobs set expires_at = ? where id = ?`, [end, job(n)]);
    });

    it("notifies each live employer of a live job's company once, as their mode says, and nobody about other jobs", async () => {
      expect(await run(JOBS_QUEUE_JOBS.noticeExpiringListings)).toEqual({ jobs: 2, notified: 4 });
      const rows = await notificationsOf('job-expiring');
      expect(rows).toEqual([
        ...ACME_LIVE.map((employer) => ({
          user_id: employer.id,
          kind: 'job-expiring',
          text: 'Ends Soon expires in 3 days',
          link: `/employer/jobs/${job(10)}/applications`,
          subject_id: job(10),
          subject_title: 'Ends Soon',
          dedupe_key: `job-expiring-${job(10)}-${soonEnds.toISOString()}`,
          email_state: employer === NOW_EMPLOYER ? 'sent' : employer === DIGEST_EMPLOYER ? 'digest' : 'none',
        })),
        expect.objectContaining({
          user_id: OTHER_EMPLOYER.id,
          subject_id: job(16),
          text: 'Theirs expires in 2 days',
          email_state: 'sent',
        }),
      ]);
      // Its e-mail is the center's plain mail, to those who want it now.
      await mailbox.waitFor(NOW_EMPLOYER.email, /^Ends Soon expires in 3 days$/);
      await mailbox.waitFor(OTHER_EMPLOYER.email, /^Theirs expires in 2 days$/);
      await mailSent();
      expect(await subjectsTo(DIGEST_EMPLOYER.email)).not.toContain('Ends Soon expires in 3 days');
      expect(await subjectsTo(OFF_EMPLOYER.email)).not.toContain('Ends Soon expires in 3 days');
      expect(await subjectsTo(OTHER_EMPLOYER.email)).toEqual(['Theirs expires in 2 days']);
    });

    it('records nothing twice on the next pass, and tells a renewed listing again for its new end', async () => {
      expect(await run(JOBS_QUEUE_JOBS.noticeExpiringListings)).toEqual({ jobs: 0, notified: 0 });
      expect(await notificationsOf('job-expiring')).toHaveLength(4);
      // Renewed to half a day later: a new end, still within reach.
      const renewedEnd = new Date(soonEnds.getTime() + 12 * HOUR);
      await sql(`update jobs set expires_at = ? where id = ?`, [renewedEnd, job(10)]);
      expect(await run(JOBS_QUEUE_JOBS.noticeExpiringListings)).toEqual({ jobs: 1, notified: 3 });
      const renewed = (await notificationsOf('job-expiring')).filter(
        (row) => row.dedupe_key === `job-expiring-${job(10)}-${renewedEnd.toISOString()}`,
      );
      expect(renewed.map((row) => row.user_id)).toEqual(ACME_LIVE.map((employer) => employer.id));
      expect(await run(JOBS_QUEUE_JOBS.noticeExpiringListings)).toEqual({ jobs: 0, notified: 0 });
      await mailSent();
      expect((await subjectsTo(NOW_EMPLOYER.email)).filter((subject) => subject.startsWith('Ends Soon'))).toHaveLength(
        2,
      );
    });
  });

  describe('job alerts', () => {
    const alertIds = new Map<string, string>();

    beforeAll(async () => {
      const now = Date.now();
      await insertJobs(orm, [
        {
          id: job(20),
          companyId: OTHER_CO,
          status: 'approved',
          postedAt: new Date(now - HOUR),
          title: 'Zephyrologist',
        },
        {
          id: job(21),
          companyId: OTHER_CO,
          status: 'approved',
          postedAt: new Date(now - 2 * HOUR),
          title: 'Senior Zephyrologist',
        },
      ]);
      for (const seeker of [NOW_SEEKER, DIGEST_SEEKER, OFF_SEEKER]) {
        const [row] = await sql<{ id: string }>(
          `insert into job_alerts (id, user_id, query, frequency, paused, notified_up_to, created_at)
           values (gen_random_uuid(), ?, 'q=zephyrologist', 'daily', false, now() - interval '1 day', now() - interval '2 days') returning id`,
          [seeker.id],
        );
        alertIds.set(seeker.id, row!.id);
      }
    });

    it("records one notification per alert run that found jobs, and sends the alert's own mail only to 'immediate'", async () => {
      expect(await run(JOBS_QUEUE_JOBS.sendJobAlerts)).toEqual({ alerts: 3, notified: 3, emails: 1 });
      const rows = await notificationsOf('job-alert');
      expect(rows).toEqual(
        [NOW_SEEKER, DIGEST_SEEKER, OFF_SEEKER].map((seeker) => ({
          user_id: seeker.id,
          kind: 'job-alert',
          text: '2 new jobs match your alert "zephyrologist"',
          link: '/seeker/jobs?q=zephyrologist',
          subject_id: alertIds.get(seeker.id),
          subject_title: '"zephyrologist"',
          dedupe_key: expect.stringMatching(new RegExp(`^job-alert-${alertIds.get(seeker.id)}-`)),
          email_state: seeker === NOW_SEEKER ? 'sent' : seeker === DIGEST_SEEKER ? 'digest' : 'none',
        })),
      );
      const mail = await mailbox.waitFor(NOW_SEEKER.email, /^2 new jobs: "zephyrologist"$/);
      // The alert's own per-alert unsubscribe link still rides along.
      expect(mail.links.some((link) => link.startsWith(`${PUBLIC_URL}/api/job-alerts/unsubscribe?token=`))).toBe(true);
      await mailSent();
      expect(await subjectsTo(DIGEST_SEEKER.email)).toEqual([]);
      expect(await subjectsTo(OFF_SEEKER.email)).toEqual([]);
      // Only the mail that went out counts as the alert's e-mail.
      const deliveries = await sql<{ alert_id: string }>(`select alert_id from job_alert_deliveries`);
      expect(deliveries.map((row) => row.alert_id)).toEqual([alertIds.get(NOW_SEEKER.id)]);
      // Every alert moved on: the next run (once due) does not tell these jobs again.
      const watermarks = await sql<{ moved: boolean }>(
        `select notified_up_to > now() - interval '1 minute' as moved from job_alerts`,
      );
      expect(watermarks.every((row) => row.moved)).toBe(true);
    });
  });
});
