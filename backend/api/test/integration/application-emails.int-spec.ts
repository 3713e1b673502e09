import { Logger } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/postgresql';
import { Queue } from 'bullmq';
import { NOT_SELECTED_EMAIL_DELAY_SECONDS } from '@marketplace/contracts';
import type { AppConfig } from '../../src/config/app-config';
import { DomainEvents, subscribeListeners } from '../../src/core/events/domain-events';
import { QUEUE_PREFIX, QUEUES } from '../../src/infrastructure/queue/queue.constants';
import { ApplicationsRepository } from '../../src/modules/applications/applications.repository';
import type { ApplicationStatusChanged } from '../../src/modules/applications/applications.events';
import type { StatusEmailJob } from '../../src/modules/applications/applications.queue';
import { ApplicantsDigestService } from '../../src/modules/applications/emails/applicants-digest.service';
import { ApplicationEmailListeners } from '../../src/modules/applications/emails/application-email.listeners';
import { ApplicationEmailsRepository } from '../../src/modules/applications/emails/application-emails.repository';
import { ApplicationEmailsService } from '../../src/modules/applications/emails/application-emails.service';
import type { JobsService } from '../../src/modules/jobs';
import { EmailPreferences } from '../../src/modules/notifications';
import { EmailPreferencesRepository } from '../../src/modules/notifications/preferences/email-preferences.repository';
import { FakeClock } from '../support/accounts-fakes';
import { insertUsers } from '../support/access-context';
import { RecordingNotifications } from '../support/application-emails-fakes';
import { FakeJobs } from '../support/applications-fakes';
import { openOrm, truncateJobsData } from '../support/database';
import { fixtureUuid, insertCompany, insertJobs } from '../support/job-fixtures';
import { testConfig } from '../support/test-config';
import { testSeekerAppliedCache } from '../support/seeker-applied-cache';

const NEW_YORK = fixtureUuid(1, 'c');
const TOKYO = fixtureUuid(2, 'c');
const LOS_ANGELES = fixtureUuid(3, 'c');
const ERIN = fixtureUuid(1, 'e');
const ELI = fixtureUuid(2, 'e');
const GONE = fixtureUuid(3, 'e');
const TARO = fixtureUuid(4, 'e');
const LUCY = fixtureUuid(5, 'e');
const seeker = (n: number) => fixtureUuid(100 + n, 'e');
const job = (n: number) => fixtureUuid(n, 'f');
const SEEKERS = 20;

describe('application e-mails on PostgreSQL and Redis', () => {
  let config: AppConfig;
  const appliedCache = testSeekerAppliedCache(testConfig().redisUrl);
  let orm: MikroORM;
  const clock = new FakeClock(new Date('2026-11-25T14:00:00.000Z'));
  const notifications = new RecordingNotifications();
  const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
    orm.em.fork().getConnection().execute<T[]>(query, params);
  const preferences = () => new EmailPreferences(new EmailPreferencesRepository(orm.em.fork()), clock as never, config);
  const digest = () =>
    new ApplicantsDigestService(
      new ApplicationEmailsRepository(orm.em.fork()),
      preferences(),
      notifications.asService(),
      clock as never,
      config,
    );
  let nextSeeker = 0;
  /** An application to job n by a new seeker, applied at `at` (withdrawn if asked), with its first history entry. */
  async function apply(
    jobN: number,
    at: string,
    options: { withdrawn?: boolean; status?: string } = {},
  ): Promise<string> {
    nextSeeker += 1;
    const id = fixtureUuid(nextSeeker, 'a');
    await sql(
      `insert into applications (id, job_id, seeker_id, status, interview_stage, applied_at, updated_at, withdrawn_at) values (?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        id,
        job(jobN),
        seeker(nextSeeker),
        options.status ?? 'pending',
        options.status && options.status !== 'pending' ? 'initial_screening' : null,
        at,
        at,
        options.withdrawn ? at : null,
      ],
    );
    await sql(
      `insert into application_status_history (id, application_id, actor_id, from_status, to_status, at) values (gen_random_uuid(), ?, ?, null, 'pending', ?)`,
      [id, seeker(nextSeeker), at],
    );
    return id;
  }
  const digestsTo = () =>
    notifications.sent.filter(({ message }) => message.category === 'applicants-digest').map(({ message }) => message);

  beforeAll(async () => {
    jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    config = testConfig({ PUBLIC_URL: 'https://nestwork.example' });
    orm = await openOrm(config);
    await truncateJobsData(orm);
    await sql(`delete from email_opt_outs`);
    await insertCompany(orm, NEW_YORK, 'Hudson Books');
    await insertCompany(orm, TOKYO, 'Kanda Design');
    await insertCompany(orm, LOS_ANGELES, 'Pacific Support');
    await sql(`update companies set time_zone = 'Asia/Tokyo' where id = ?`, [TOKYO]);
    await sql(`update companies set time_zone = 'America/Los_Angeles' where id = ?`, [LOS_ANGELES]);
    await insertUsers(orm, [
      { id: ERIN, email: 'erin@hudson.example', role: 'employer', name: 'Erin', companyId: NEW_YORK },
      { id: ELI, email: 'eli@hudson.example', role: 'employer', name: 'Eli', companyId: NEW_YORK },
      { id: GONE, email: 'gone@hudson.example', role: 'employer', name: 'Gone', companyId: NEW_YORK },
      { id: TARO, email: 'taro@kanda.example', role: 'employer', name: 'Taro', companyId: TOKYO },
      { id: LUCY, email: 'lucy@pacific.example', role: 'employer', name: 'Lucy', companyId: LOS_ANGELES },
      ...Array.from({ length: SEEKERS }, (_, n) => ({
        id: seeker(n + 1),
        email: `seeker${n + 1}@example.com`,
        role: 'seeker' as const,
        name: `Seeker ${n + 1}`,
      })),
    ]);
    await sql(`update users set deleted_at = now() where id = ?`, [GONE]);
    const posted = new Date('2026-11-01T00:00:00Z');
    await insertJobs(orm, [
      { id: job(1), companyId: NEW_YORK, status: 'approved', postedAt: posted, title: 'Remote Bookkeeper' },
      { id: job(2), companyId: NEW_YORK, status: 'approved', postedAt: posted, title: 'Payroll Assistant' },
      { id: job(3), companyId: NEW_YORK, status: 'approved', postedAt: posted, title: 'Quiet Job' },
      { id: job(4), companyId: TOKYO, status: 'approved', postedAt: posted, title: 'Illustrator' },
      { id: job(5), companyId: LOS_ANGELES, status: 'approved', postedAt: posted, title: 'Support Lead' },
      { id: job(6), companyId: NEW_YORK, status: 'approved', postedAt: posted, title: 'Not Selected Test' },
    ]);
  });

  afterAll(async () => {
    await truncateJobsData(orm);
    await sql(`delete from email_opt_outs`);
    appliedCache.close();
    await orm?.close(true);
  });

  describe("the employer's daily digest of new applicants", () => {
    beforeAll(async () => {
      // Hudson Books is in New York: its yesterday (Nov 24) runs from 05:00 UTC on Nov 24 to 05:00 UTC on Nov 25.
      await apply(1, '2026-11-24T04:59:00Z'); // the day before yesterday
      await apply(1, '2026-11-24T05:00:00Z');
      await apply(1, '2026-11-24T20:00:00Z');
      await apply(1, '2026-11-25T04:59:59Z');
      await apply(1, '2026-11-24T21:00:00Z', { withdrawn: true }); // withdrawn: not a new applicant any more
      await apply(1, '2026-11-25T06:00:00Z'); // today: tomorrow's digest
      await apply(2, '2026-11-24T12:00:00Z');
      // Kanda Design (Tokyo, 23:00 there) had applicants only outside its yesterday (Nov 24 Tokyo time).
      await apply(4, '2026-11-24T16:00:00Z');
      // Pacific Support (Los Angeles, 06:00 there): its morning has not started.
      await apply(5, '2026-11-24T18:00:00Z');
      await apply(5, '2026-11-24T19:00:00Z');
    });

    it('counts per job only the active applicants of the local day before, and leaves out jobs and companies with none', async () => {
      const rows = await new ApplicationEmailsRepository(orm.em.fork()).dueDigests(clock.now(), 8);
      expect(rows).toEqual([
        {
          companyId: NEW_YORK,
          companyName: 'Hudson Books',
          digestDate: '2026-11-25',
          jobId: job(1),
          title: 'Remote Bookkeeper',
          applicants: 3,
        },
        {
          companyId: NEW_YORK,
          companyName: 'Hudson Books',
          digestDate: '2026-11-25',
          jobId: job(2),
          title: 'Payroll Assistant',
          applicants: 1,
        },
      ]);
    });

    it("mails each live employer one digest of their company's jobs, skipping one who unsubscribed, then never again that day", async () => {
      // Eli turned the digest off with the link of an earlier digest.
      const link = new URL(await preferences().unsubscribeUrl(ELI, 'applicants-digest'));
      expect(await preferences().unsubscribe(link.searchParams.get('token'))).toBe('applicants-digest');

      expect(await digest().sendDue()).toEqual({ companies: 1, emails: 1 });
      const [mail] = digestsTo();
      expect(mail).toMatchObject({ to: 'erin@hudson.example', subject: '4 new applicants for 2 of your jobs' });
      expect(mail!.text).toContain(
        `Remote Bookkeeper\n  3 new applicants\n  https://nestwork.example/employer/jobs/${job(1)}/applications`,
      );
      expect(mail!.text).toContain(
        `Payroll Assistant\n  1 new applicant\n  https://nestwork.example/employer/jobs/${job(2)}/applications`,
      );
      expect(mail!.text).not.toContain('Quiet Job');
      expect(mail!.headers?.['List-Unsubscribe']).toMatch(
        /^<https:\/\/nestwork\.example\/api\/notifications\/unsubscribe\?token=[A-Za-z0-9_.%-]+>$/,
      );
      expect(
        await sql(
          `select user_id, company_id, to_char(digest_date, 'YYYY-MM-DD') as digest_date, applicants from applicant_digest_deliveries`,
        ),
      ).toEqual([{ user_id: ERIN, company_id: NEW_YORK, digest_date: '2026-11-25', applicants: 4 }]);

      // A re-run, or the next hourly pass, the same day sends nothing more.
      clock.advance(60 * 60_000);
      expect((await digest().sendDue()).emails).toBe(0);
      expect(digestsTo()).toHaveLength(1);
    });

    it("sends a company's digest once its own morning starts", async () => {
      clock.current = new Date('2026-11-25T16:00:00.000Z'); // 08:00 in Los Angeles
      // Hudson's digest is looked at again for Eli, who turned it off: nothing goes to him.
      expect(await digest().sendDue()).toEqual({ companies: 2, emails: 1 });
      expect(digestsTo()[1]).toMatchObject({ to: 'lucy@pacific.example', subject: '2 new applicants for your job' });
    });

    it('sends nothing when no company had new applicants', async () => {
      clock.current = new Date('2026-11-27T23:30:00.000Z');
      const before = digestsTo().length;
      expect(await digest().sendDue()).toEqual({ companies: 0, emails: 0 });
      expect(digestsTo()).toHaveLength(before);
    });

    it("tells of the next day's applicants the next day, each company by its own calendar", async () => {
      clock.current = new Date('2026-11-26T14:00:00.000Z');
      expect(await digest().sendDue()).toEqual({ companies: 2, emails: 2 });
      // Hudson's Nov 25 (New York) had the one who applied that morning; Kanda's Nov 25 (Tokyo) began at 15:00 UTC on Nov 24.
      expect(
        digestsTo()
          .slice(-2)
          .map((mail) => [mail.to, mail.subject]),
      ).toEqual(
        expect.arrayContaining([
          ['erin@hudson.example', '1 new applicant for your job'],
          ['taro@kanda.example', '1 new applicant for your job'],
        ]),
      );
    });
  });

  describe('the not-selected e-mail, delayed past the undo window', () => {
    let queue: Queue<StatusEmailJob>;
    const events = new DomainEvents();
    const applications = () => new ApplicationsRepository(orm.em.fork(), appliedCache.cache);
    const emails = () => {
      const jobs = new FakeJobs();
      jobs.add(job(6), { title: 'Not Selected Test', company: 'Hudson Books' });
      return new ApplicationEmailsService(
        new ApplicationEmailsRepository(orm.em.fork()),
        jobs as unknown as JobsService,
        preferences(),
        notifications.asService(),
        config,
      );
    };
    /** Marks the applications not selected as the employer's change does (history in the same transaction), then publishes the change. */
    async function reject(ids: string[], at: Date): Promise<void> {
      const { changed } = await applications().changeStatuses(
        ids,
        ERIN,
        at,
        (found) =>
          new Map(
            found.map((application) => [
              application.id,
              { to: 'rejected' as const, toStage: application.interviewStage },
            ]),
          ),
      );
      await events.publish<ApplicationStatusChanged>({
        type: 'applications.status-changed',
        changes: changed.map((entry) => ({ applicationId: entry.id, from: entry.from, to: entry.to })),
        at,
        undo: false,
        actorId: ERIN,
      });
    }
    const delayedJob = async (applicationId: string) =>
      (await queue.getDelayed()).find((candidate) => candidate.data.applicationId === applicationId);

    beforeAll(async () => {
      queue = new Queue(QUEUES.applications, { connection: { url: config.redisUrl }, prefix: QUEUE_PREFIX });
      await queue.obliterate({ force: true });
      subscribeListeners(events, new ApplicationEmailListeners(queue));
    });

    afterAll(async () => {
      await queue?.obliterate({ force: true });
      await queue?.close();
    });

    it('waits past the undo window and then sends nothing for a change that was undone', async () => {
      const id = await apply(6, '2026-11-20T10:00:00Z', { status: 'reviewed' });
      const at = new Date('2026-11-25T12:00:00.000Z');
      await reject([id], at);
      const delayed = await delayedJob(id);
      expect(delayed?.data).toEqual({
        kind: 'application-not-selected',
        applicationId: id,
        changedAt: at.toISOString(),
      });
      expect(delayed?.opts.delay).toBe(NOT_SELECTED_EMAIL_DELAY_SECONDS * 1000);
      expect(NOT_SELECTED_EMAIL_DELAY_SECONDS * 1000).toBeGreaterThan(10_000);
      // The employer undoes within the 10 seconds: the application is back to reviewed.
      await applications().changeStatuses(
        [id],
        ERIN,
        new Date(at.getTime() + 4000),
        () => new Map([[id, { to: 'reviewed' as const, toStage: 'initial_screening' as const }]]),
      );
      expect(await emails().send(delayed!.data)).toEqual({ sent: false, reason: 'changed-since' });
    });

    it('sends the kind mail when the change stands, once per change, and never when the company turned it off', async () => {
      const kept = await apply(6, '2026-11-20T11:00:00Z', { status: 'interview' });
      const at = new Date('2026-11-25T12:01:00.000Z');
      await reject([kept], at);
      const data = (await delayedJob(kept))!.data;
      const before = notifications.sent.length;
      expect(await emails().send(data)).toEqual({ sent: true });
      const { message, options } = notifications.sent[before]!;
      expect(message).toMatchObject({
        to: `seeker${nextSeeker}@example.com`,
        subject: 'An update on your application for Not Selected Test',
        category: 'application-not-selected',
      });
      expect(message.text).toContain('Thank you for applying to Not Selected Test at Hudson Books.');
      expect(options.dedupeKey).toBe(`application-not-selected-${kept}-${at.getTime()}`);
      // The same change published again queues no second job.
      await events.publish<ApplicationStatusChanged>({
        type: 'applications.status-changed',
        changes: [{ applicationId: kept, from: 'interview', to: 'rejected' }],
        at,
        undo: false,
        actorId: ERIN,
      });
      expect((await queue.getDelayed()).filter((candidate) => candidate.data.applicationId === kept)).toHaveLength(1);

      await sql(`update companies set not_selected_emails = false where id = ?`, [NEW_YORK]);
      try {
        const off = await apply(6, '2026-11-20T12:00:00Z', { status: 'reviewed' });
        await reject([off], new Date('2026-11-25T12:02:00.000Z'));
        expect(await emails().send((await delayedJob(off))!.data)).toEqual({
          sent: false,
          reason: 'company-turned-off',
        });
      } finally {
        await sql(`update companies set not_selected_emails = true where id = ?`, [NEW_YORK]);
      }
    });
  });
});
