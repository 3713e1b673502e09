import { randomUUID } from 'node:crypto';
import { Test } from '@nestjs/testing';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { MikroORM } from '@mikro-orm/postgresql';
import { type Job, Queue, Worker } from 'bullmq';
import { NOTIFICATION_CENTER_MESSAGES, NOTIFICATION_MESSAGES } from '@marketplace/contracts';
import type { AppConfig } from '../../src/config/app-config';
import { registerFormPostParsers } from '../../src/core/http/form-post';
import { Clock } from '../../src/core/clock/clock';
import { APP_CONFIG } from '../../src/config/config.module';
import { QUEUES } from '../../src/infrastructure/queue/queue.constants';
import type { RealtimeHub } from '../../src/infrastructure/realtime/realtime-hub';
import { DigestMailer } from '../../src/modules/notifications/center/digest-mailer';
import { DigestScheduler, digestDeduplicationId } from '../../src/modules/notifications/center/digest-scheduler';
import { NotificationCenter } from '../../src/modules/notifications/center/notification-center.service';
import { NotificationsRepository } from '../../src/modules/notifications/center/notifications.repository';
import { EmailDeliveryFailuresRepository } from '../../src/modules/notifications/deliveries/email-delivery-failures.repository';
import { EmailDeliveryFailures } from '../../src/modules/notifications/deliveries/email-delivery-failures.service';
import { DigestProcessor } from '../../src/modules/notifications/digest.processor';
import { MailProcessor } from '../../src/modules/notifications/mail.processor';
import type { Mailer } from '../../src/modules/notifications/mailer';
import type {
  NotificationRecipient,
  NotificationRecipients,
} from '../../src/modules/notifications/notification-recipients.port';
import { type EmailMessage, NOTIFICATION_JOBS } from '../../src/modules/notifications/notifications.constants';
import { NotificationsService } from '../../src/modules/notifications/notifications.service';
import { EmailUnsubscribeController } from '../../src/modules/notifications/preferences/email-unsubscribe.controller';
import { NotificationPreferencesRepository } from '../../src/modules/notifications/preferences/notification-preferences.repository';
import { NotificationPreferences } from '../../src/modules/notifications/preferences/notification-preferences.service';
import { FakeClock } from '../support/accounts-fakes';
import { eventually } from '../support/http-session';
import { fixtureUuid } from '../support/job-fixtures';
import { openOrm } from '../support/database';
import { testConfig } from '../support/test-config';

const EMPLOYER = fixtureUuid(1, 'd');
const SEEKER = fixtureUuid(2, 'd');
const GONE = fixtureUuid(3, 'd');
const JOB = fixtureUuid(1, 'f');
const OTHER_JOB = fixtureUuid(2, 'f');
// 05:00 in New York: the employer's digest waits for 08:00 (13:00 UTC).
const START = new Date('2026-11-28T10:00:00.000Z');

const LIVE: Record<string, NotificationRecipient> = {
  [EMPLOYER]: {
    userId: EMPLOYER,
    email: 'jordan@example.com',
    name: 'Jordan',
    role: 'employer',
    defaultTimeZone: 'America/New_York',
  },
  [SEEKER]: { userId: SEEKER, email: 'maya@example.com', name: 'Maya', role: 'seeker', defaultTimeZone: null },
};
const recipients: NotificationRecipients = {
  recipientsOf: async (ids) => new Map(ids.filter((id) => LIVE[id]).map((id) => [id, LIVE[id]!])),
};

describe('the daily digest and unsubscribe links on PostgreSQL and Redis', () => {
  let config: AppConfig;
  let orm: MikroORM;
  let queue: Queue;
  let worker: Worker | null = null;
  const clock = new FakeClock(START);
  const sent: EmailMessage[] = [];
  const prefix = `nestwork-test-digest-${randomUUID().slice(0, 8)}`;
  const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
    orm.em.fork().getConnection().execute<T[]>(query, params);

  const preferences = () =>
    new NotificationPreferences(new NotificationPreferencesRepository(orm.em.fork()), clock as Clock, config);
  const scheduler = () => new DigestScheduler(queue, preferences(), recipients, clock as Clock);
  const center = () =>
    new NotificationCenter(
      new NotificationsRepository(orm.em.fork()),
      preferences(),
      recipients,
      new NotificationsService(queue),
      scheduler(),
      { toUsers: async () => undefined } as unknown as RealtimeHub,
      clock as Clock,
      config,
    );
  const digests = () =>
    new DigestMailer(
      new NotificationsRepository(orm.em.fork()),
      preferences(),
      recipients,
      new NotificationsService(queue),
      scheduler(),
      clock as Clock,
      config,
      orm.em.fork(),
    );

  /** The worker's two processors on this queue; the mailer only collects what it is given. */
  function startWorker(): void {
    const mailer = {
      configured: true,
      send: async (m: EmailMessage) => (sent.push(m), { messageId: `<${sent.length}@t>` }),
    };
    const mail = new MailProcessor(
      mailer as unknown as Mailer,
      recipients,
      new EmailDeliveryFailures(new EmailDeliveryFailuresRepository(orm.em.fork()), clock as Clock),
    );
    const digest = new DigestProcessor(digests());
    worker = new Worker(
      QUEUES.notifications,
      async (job: Job) => {
        if (job.name === NOTIFICATION_JOBS.email) return mail.email(job as never);
        if (job.name === NOTIFICATION_JOBS.digest) return digest.digest(job as never);
        return digest.sweep();
      },
      { connection: { url: config.redisUrl }, prefix, concurrency: 2 },
    );
  }

  const jobsNamed = async (name: string, states: Array<'delayed' | 'waiting' | 'active' | 'completed' | 'failed'>) =>
    (await queue.getJobs(states)).filter((job) => job.name === name);

  beforeAll(async () => {
    config = testConfig({ PUBLIC_URL: 'https://nestwork.example' });
    orm = await openOrm(config);
    queue = new Queue(QUEUES.notifications, { connection: { url: config.redisUrl }, prefix });
    for (const table of ['notifications', 'notification_preferences', 'notification_settings'])
      await sql(`delete from ${table}`);
  });

  afterAll(async () => {
    await worker?.close();
    await queue.obliterate({ force: true });
    await queue.close();
    await orm.close(true);
  });

  it('makes one delayed digest job of a burst of 50 notifications, and one e-mail of it', async () => {
    const drafts = Array.from({ length: 50 }, (_, n) => ({
      userId: EMPLOYER,
      kind: 'new-applicant' as const,
      text: `New applicant for ${n % 5 === 0 ? 'Payroll Clerk' : 'Remote Bookkeeper'}: Person ${n}`,
      link: `/employer/jobs/${n % 5 === 0 ? OTHER_JOB : JOB}/applicants`,
      subjectId: n % 5 === 0 ? OTHER_JOB : JOB,
      subjectTitle: n % 5 === 0 ? 'Payroll Clerk' : 'Remote Bookkeeper',
      dedupeKey: `new-applicant-${n}`,
    }));
    // As senders do: one call per event, many at once.
    const answers = await Promise.all(drafts.map((draft) => center().notify([draft])));
    expect(answers.flat().every((answer) => answer.created && answer.email === 'digest')).toBe(true);
    // A deleted account gets nothing recorded, so nothing to digest.
    await center().notify([{ ...drafts[0]!, userId: GONE }]);

    const waiting = await jobsNamed(NOTIFICATION_JOBS.digest, ['delayed', 'waiting']);
    expect(waiting).toHaveLength(1);
    expect(waiting[0]!.data).toEqual({ userId: EMPLOYER });
    expect(waiting[0]!.opts.delay).toBe(3 * 3_600_000);
    expect(await queue.getDeduplicationJobId(digestDeduplicationId(EMPLOYER))).toBe(waiting[0]!.id);
    // Scheduling again while it waits (the sweep, a repeated event) adds nothing.
    await scheduler().schedule([EMPLOYER, EMPLOYER]);
    expect(await jobsNamed(NOTIFICATION_JOBS.digest, ['delayed', 'waiting'])).toHaveLength(1);

    // Two of them (one about each job) were read in-app before 08:00: they stay out of the mail.
    const [first, second] = answers.flat();
    await sql(`update notifications set read_at = ? where id in (?, ?)`, [
      START,
      first!.notificationId,
      second!.notificationId,
    ]);

    clock.current = new Date('2026-11-28T13:00:00.000Z');
    startWorker();
    await waiting[0]!.promote();
    await eventually(async () => (sent.length >= 1 ? true : null));
    await eventually(async () =>
      (await jobsNamed(NOTIFICATION_JOBS.digest, ['completed'])).length === 1 ? true : null,
    );
    expect(sent).toHaveLength(1);
    const mail = sent[0]!;
    expect(mail).toMatchObject({ to: 'jordan@example.com', userId: EMPLOYER, category: 'digest' });
    expect(mail.subject).toBe(NOTIFICATION_CENTER_MESSAGES.digestSubject(48));
    expect(mail.text).toContain('39 new applicants for Remote Bookkeeper');
    expect(mail.text).toContain('9 new applicants for Payroll Clerk');
    expect(mail.text).toContain(`https://nestwork.example/employer/jobs/${JOB}/applicants`);
    expect(mail.text).toContain('https://nestwork.example/settings/notifications');

    const states = await sql<{ email_state: string; count: string }>(
      `select email_state, count(*) from notifications where user_id = ? group by email_state`,
      [EMPLOYER],
    );
    expect(states).toEqual([{ email_state: 'digested', count: '50' }]);
    const [setting] = await sql<{ last_digest_at: string | Date }>(
      `select last_digest_at from notification_settings where user_id = ?`,
      [EMPLOYER],
    );
    expect(new Date(setting!.last_digest_at).toISOString()).toBe('2026-11-28T13:00:00.000Z');

    // The same day's digest queued again (a retried job) mails nothing new.
    await new NotificationsService(queue).sendEmail(mail, { dedupeKey: `digest-${EMPLOYER}-2026-11-28` });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sent).toHaveLength(1);
  });

  it('sweeps: reschedules a digest whose job was lost (for tomorrow, after today went out) and prunes old notifications', async () => {
    await center().notify([
      {
        userId: EMPLOYER,
        kind: 'new-applicant',
        text: 'New applicant for Remote Bookkeeper: Late',
        link: `/employer/jobs/${JOB}/applicants`,
        subjectId: JOB,
        subjectTitle: 'Remote Bookkeeper',
        dedupeKey: 'late-1',
      },
    ]);
    const [job] = await jobsNamed(NOTIFICATION_JOBS.digest, ['delayed', 'waiting']);
    expect(job).toBeDefined();
    // The enqueue was lost: no job waits for the pending notification.
    await job!.remove();
    expect(await jobsNamed(NOTIFICATION_JOBS.digest, ['delayed', 'waiting'])).toHaveLength(0);
    await sql(
      `insert into notifications (id, user_id, kind, text, link, dedupe_key, in_app, email_state, created_at)
       values (gen_random_uuid(), ?, 'chat-message', 'Old', '/messages', 'old-1', true, 'none', ?)`,
      [SEEKER, new Date(clock.current.getTime() - 181 * 86_400_000)],
    );
    expect(await digests().sweep()).toEqual({ rescheduled: 1, pruned: 1 });
    const again = await jobsNamed(NOTIFICATION_JOBS.digest, ['delayed', 'waiting']);
    expect(again).toHaveLength(1);
    // Today's digest went out at 13:00 UTC: the next is tomorrow's 08:00 in New York.
    expect(again[0]!.opts.delay).toBe(24 * 3_600_000);
    expect(await digests().sweep()).toEqual({ rescheduled: 1, pruned: 0 });
    expect(await jobsNamed(NOTIFICATION_JOBS.digest, ['delayed', 'waiting'])).toHaveLength(1);
  });

  describe('the unsubscribe route', () => {
    let app: NestFastifyApplication;
    let baseUrl: string;

    beforeAll(async () => {
      const moduleRef = await Test.createTestingModule({
        controllers: [EmailUnsubscribeController],
        providers: [
          { provide: NotificationPreferences, useFactory: () => preferences() },
          { provide: Clock, useValue: clock },
          { provide: APP_CONFIG, useValue: config },
        ],
      }).compile();
      app = moduleRef.createNestApplication<NestFastifyApplication>(new FastifyAdapter());
      app.setGlobalPrefix('api');
      await app.init();
      registerFormPostParsers(app.getHttpAdapter().getInstance());
      await app.listen({ port: 0, host: '127.0.0.1' });
      baseUrl = await app.getUrl();
    });

    afterAll(async () => {
      await app.close();
    });

    const choice = async (userId: string, kind: string) =>
      (await preferences().choicesOf([userId], kind as never)).get(userId)?.email;

    it('turns one kind off with a valid link (GET, and the one-click POST), leaving the others', async () => {
      const url = new URL(await preferences().unsubscribeUrl(SEEKER, 'application-reviewed'));
      expect(url.origin).toBe('https://nestwork.example');
      expect(await choice(SEEKER, 'application-reviewed')).toBe('digest');
      const page = await fetch(`${baseUrl}${url.pathname}${url.search}`);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await page.text()).toContain(NOTIFICATION_MESSAGES.unsubscribedTitle);
      expect(await choice(SEEKER, 'application-reviewed')).toBe('off');
      expect(await choice(SEEKER, 'application-hired')).toBe('immediate');

      const oneClick = new URL(await preferences().unsubscribeUrl(SEEKER, 'job-alert'));
      const post = await fetch(`${baseUrl}${oneClick.pathname}${oneClick.search}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      expect(post.status).toBe(200);
      expect(await choice(SEEKER, 'job-alert')).toBe('off');
      // Repeating it is fine.
      expect((await fetch(`${baseUrl}${url.pathname}${url.search}`)).status).toBe(200);
    });

    it('answers 410 for an expired link and 400 for a tampered one, changing nothing', async () => {
      const link = new URL(await preferences().unsubscribeUrl(SEEKER, 'interview-update'));
      clock.advance(61 * 86_400_000);
      try {
        const expired = await fetch(`${baseUrl}${link.pathname}${link.search}`);
        expect(expired.status).toBe(410);
        expect(await expired.text()).toContain(NOTIFICATION_CENTER_MESSAGES.unsubscribeExpiredTitle);
        const expiredPost = await fetch(`${baseUrl}${link.pathname}${link.search}`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'List-Unsubscribe=One-Click',
        });
        expect(expiredPost.status).toBe(410);
      } finally {
        clock.advance(-61 * 86_400_000);
      }
      const token = link.searchParams.get('token')!;
      const [payload, signature] = token.split('.') as [string, string];
      const someoneElse = Buffer.from(
        Buffer.from(payload, 'base64url').toString('utf8').replace(SEEKER, EMPLOYER),
      ).toString('base64url');
      for (const bad of [`${someoneElse}.${signature}`, `${payload}.${signature.slice(0, -2)}xx`, 'nonsense']) {
        const answer = await fetch(`${baseUrl}${link.pathname}?token=${encodeURIComponent(bad)}`);
        expect(answer.status).toBe(400);
        expect(await answer.text()).toContain(NOTIFICATION_MESSAGES.unsubscribeInvalidTitle);
      }
      expect((await fetch(`${baseUrl}${link.pathname}`)).status).toBe(400);
      expect(await choice(SEEKER, 'interview-update')).toBe('immediate');
      expect(await choice(EMPLOYER, 'interview-update')).toBe('immediate');
    });
  });

  it('carries the earlier e-mail opt-outs over into preferences (the migration)', async () => {
    const before = 'Migration20261128180000_critiques';
    await orm.migrator.down({ to: before });
    try {
      await sql(
        `insert into email_opt_outs (user_id, kind, created_at) values (?, 'applicants-digest', ?), (?, 'job-alert', ?) on conflict do nothing`,
        [EMPLOYER, START, SEEKER, START],
      );
    } finally {
      await orm.migrator.up();
    }
    const rows = await sql<{ user_id: string; kind: string; in_app: boolean; email: string }>(
      `select user_id, kind, in_app, email from notification_preferences
       where user_id in (?, ?) and kind in ('job-alert', 'new-applicant') order by kind`,
      [EMPLOYER, SEEKER],
    );
    expect(rows).toEqual([
      { user_id: SEEKER, kind: 'job-alert', in_app: true, email: 'off' },
      { user_id: EMPLOYER, kind: 'new-applicant', in_app: true, email: 'off' },
    ]);
    expect(await preferences().emailModesOf([EMPLOYER], 'new-applicant')).toEqual(new Map([[EMPLOYER, 'off']]));
  });
});
