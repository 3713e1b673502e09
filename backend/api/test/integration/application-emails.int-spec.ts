import { Logger } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/postgresql';
import { Queue } from 'bullmq';
import { NOT_SELECTED_EMAIL_DELAY_SECONDS } from '@marketplace/contracts';
import type { AppConfig } from '../../src/config/app-config';
import { DomainEvents, subscribeListeners } from '../../src/core/events/domain-events';
import { QUEUE_PREFIX, QUEUES } from '../../src/infrastructure/queue/queue.constants';
import { ApplicationsRepository } from '../../src/modules/applications/applications.repository';
import type {
  ApplicationStatusChanged,
  ApplicationSubmitted,
} from '../../src/modules/applications/applications.events';
import type { NewApplicantJob, StatusEmailJob } from '../../src/modules/applications/applications.queue';
import { ApplicationEmailListeners } from '../../src/modules/applications/emails/application-email.listeners';
import { ApplicationEmailsRepository } from '../../src/modules/applications/emails/application-emails.repository';
import { ApplicationEmailsService } from '../../src/modules/applications/emails/application-emails.service';
import { NewApplicantNotifications } from '../../src/modules/applications/emails/new-applicant-notifications.service';
import type { JobsService } from '../../src/modules/jobs';
import { FakeClock } from '../support/accounts-fakes';
import { insertUsers } from '../support/access-context';
import { RecordingNotifications } from '../support/application-emails-fakes';
import { FakeJobs } from '../support/applications-fakes';
import { openOrm, truncateJobsData } from '../support/database';
import { fixtureUuid, insertCompany, insertJobs } from '../support/job-fixtures';
import { testConfig } from '../support/test-config';
import { testSeekerAppliedCache } from '../support/seeker-applied-cache';
import { clearNotifications, notificationCenterOn, RecordingDigests } from '../support/notification-center-db';

const NEW_YORK = fixtureUuid(1, 'c');
const TOKYO = fixtureUuid(2, 'c');
const ERIN = fixtureUuid(1, 'e');
const ELI = fixtureUuid(2, 'e');
const GONE = fixtureUuid(3, 'e');
const TARO = fixtureUuid(4, 'e');
const seeker = (n: number) => fixtureUuid(100 + n, 'e');
const job = (n: number) => fixtureUuid(n, 'f');
const SEEKERS = 20;

describe('application notifications on PostgreSQL and Redis', () => {
  let config: AppConfig;
  const appliedCache = testSeekerAppliedCache(testConfig().redisUrl);
  let orm: MikroORM;
  const clock = new FakeClock(new Date('2026-11-25T14:00:00.000Z'));
  const notifications = new RecordingNotifications();
  const digests = new RecordingDigests();
  const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
    orm.em.fork().getConnection().execute<T[]>(query, params);
  const center = () => notificationCenterOn(orm, config, clock as never, notifications, digests);
  const applications = () => new ApplicationsRepository(orm.em.fork(), appliedCache.cache);
  const emails = () => {
    const jobs = new FakeJobs();
    jobs.add(job(6), { title: 'Not Selected Test', company: 'Hudson Books' });
    const { center: notificationCenter, preferences } = center();
    return new ApplicationEmailsService(
      new ApplicationEmailsRepository(orm.em.fork()),
      jobs as unknown as JobsService,
      notificationCenter,
      preferences,
      notifications.asService(),
      config,
    );
  };
  const newApplicants = () =>
    new NewApplicantNotifications(new ApplicationEmailsRepository(orm.em.fork()), center().center);
  /** Sets one person's e-mail mode for one kind, as the preferences page does. */
  const choose = (userId: string, kind: 'application-hired' | 'new-applicant', email: 'immediate' | 'digest' | 'off') =>
    center().preferences.update(
      { userId, role: kind === 'new-applicant' ? 'employer' : 'seeker' },
      { preferences: [{ kind, inApp: true, email }] },
    );
  const rowsOf = (kind: string, subjectId: string) =>
    sql<{ user_id: string; text: string; link: string; subject_title: string; email_state: string; in_app: boolean }>(
      `select user_id, text, link, subject_title, email_state, in_app from notifications where kind = ? and subject_id = ? order by user_id`,
      [kind, subjectId],
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
  /** Changes the applications' status as the employer's change does (history in the same transaction). */
  async function changeTo(ids: string[], to: 'rejected' | 'hired', at: Date) {
    return applications().changeStatuses(
      ids,
      ERIN,
      at,
      (found) => new Map(found.map((application) => [application.id, { to, toStage: application.interviewStage }])),
    );
  }

  beforeAll(async () => {
    jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    config = testConfig({ PUBLIC_URL: 'https://nestwork.example' });
    orm = await openOrm(config);
    await truncateJobsData(orm);
    await clearNotifications(orm);
    await insertCompany(orm, NEW_YORK, 'Hudson Books');
    await insertCompany(orm, TOKYO, 'Kanda Design');
    await insertUsers(orm, [
      { id: ERIN, email: 'erin@hudson.example', role: 'employer', name: 'Erin', companyId: NEW_YORK },
      { id: ELI, email: 'eli@hudson.example', role: 'employer', name: 'Eli', companyId: NEW_YORK },
      { id: GONE, email: 'gone@hudson.example', role: 'employer', name: 'Gone', companyId: NEW_YORK },
      { id: TARO, email: 'taro@kanda.example', role: 'employer', name: 'Taro', companyId: TOKYO },
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
      { id: job(4), companyId: TOKYO, status: 'approved', postedAt: posted, title: 'Illustrator' },
      { id: job(6), companyId: NEW_YORK, status: 'approved', postedAt: posted, title: 'Not Selected Test' },
    ]);
  });

  afterAll(async () => {
    await truncateJobsData(orm);
    await clearNotifications(orm);
    appliedCache.close();
    await orm?.close(true);
  });

  describe("the seeker's notification of a status change, with its e-mail as they chose", () => {
    it('mails a seeker who wants it at once, leaves it for the digest or records it in-app only, each as chosen', async () => {
      const [now, digest, off] = [
        await apply(6, '2026-11-20T10:00:00Z', { status: 'interview' }),
        await apply(6, '2026-11-20T10:01:00Z', { status: 'interview' }),
        await apply(6, '2026-11-20T10:02:00Z', { status: 'interview' }),
      ];
      const [seekerNow, seekerDigest, seekerOff] = [nextSeeker - 2, nextSeeker - 1, nextSeeker].map(seeker);
      await choose(seekerDigest!, 'application-hired', 'digest');
      await choose(seekerOff!, 'application-hired', 'off');
      const at = new Date('2026-11-25T12:00:00.000Z');
      await changeTo([now, digest, off], 'hired', at);
      const before = notifications.sent.length;
      const outcomes = [];
      for (const applicationId of [now, digest, off])
        outcomes.push(await emails().send({ kind: 'application-hired', applicationId, changedAt: at.toISOString() }));
      expect(outcomes).toEqual([
        { notified: true, email: 'immediate' },
        { notified: true, email: 'digest' },
        { notified: true, email: 'off' },
      ]);

      const mails = notifications.sent.slice(before);
      expect(mails.map(({ message }) => [message.to, message.category, message.userId])).toEqual([
        [`seeker${nextSeeker - 2}@example.com`, 'application-hired', seekerNow],
      ]);
      expect(mails[0]!.options.dedupeKey).toBe(`application-hired-${now}-${at.getTime()}`);
      expect(mails[0]!.message.headers?.['List-Unsubscribe']).toMatch(
        /^<https:\/\/nestwork\.example\/api\/notifications\/unsubscribe\?token=[A-Za-z0-9_.%-]+>$/,
      );
      for (const [applicationId, state] of [
        [now, 'sent'],
        [digest, 'digest'],
        [off, 'none'],
      ] as const)
        expect(await rowsOf('application-hired', applicationId)).toEqual([
          {
            user_id: expect.any(String),
            text: 'Congratulations! Hudson Books hired you for Not Selected Test',
            link: '/seeker/applications',
            subject_title: 'Not Selected Test',
            email_state: state,
            in_app: true,
          },
        ]);
      // The digest is scheduled for the one who gathers these e-mails there.
      expect(digests.scheduled).toContain(seekerDigest);
      expect(digests.scheduled).not.toContain(seekerNow);

      // A retried job records nothing new, and its mail carries the same delivery key (the queue keeps one).
      expect(
        await emails().send({ kind: 'application-hired', applicationId: now, changedAt: at.toISOString() }),
      ).toEqual({ notified: true, email: 'immediate' });
      expect(await sql(`select id from notifications where subject_id = ?`, [now])).toHaveLength(1);
      expect(new Set(notifications.sent.slice(before).map((sent) => sent.options.dedupeKey))).toEqual(
        new Set([`application-hired-${now}-${at.getTime()}`]),
      );
    });
  });

  describe('the not-selected notification, delayed past the undo window', () => {
    let queue: Queue<StatusEmailJob | NewApplicantJob>;
    const events = new DomainEvents();
    /** Marks the applications not selected as the employer's change does, then publishes the change. */
    async function reject(ids: string[], at: Date): Promise<void> {
      const { changed } = await changeTo(ids, 'rejected', at);
      await events.publish<ApplicationStatusChanged>({
        type: 'applications.status-changed',
        changes: changed.map((entry) => ({ applicationId: entry.id, from: entry.from, to: entry.to })),
        at,
        undo: false,
        actorId: ERIN,
      });
    }
    const delayedJob = async (applicationId: string) =>
      (await queue.getDelayed()).find(
        (candidate) => 'kind' in candidate.data && candidate.data.applicationId === applicationId,
      ) as { data: StatusEmailJob; opts: { delay?: number } } | undefined;

    beforeAll(async () => {
      queue = new Queue(QUEUES.applications, { connection: { url: config.redisUrl }, prefix: QUEUE_PREFIX });
      await queue.obliterate({ force: true });
      subscribeListeners(events, new ApplicationEmailListeners(queue));
    });

    afterAll(async () => {
      await queue?.obliterate({ force: true });
      await queue?.close();
    });

    it('waits past the undo window and then records and sends nothing for a change that was undone', async () => {
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
      // Nothing is recorded before the job decides.
      expect(await rowsOf('application-not-selected', id)).toEqual([]);
      // The employer undoes within the 10 seconds: the application is back to reviewed.
      await applications().changeStatuses(
        [id],
        ERIN,
        new Date(at.getTime() + 4000),
        () => new Map([[id, { to: 'reviewed' as const, toStage: 'initial_screening' as const }]]),
      );
      expect(await emails().send(delayed!.data)).toEqual({ notified: false, reason: 'changed-since' });
      expect(await rowsOf('application-not-selected', id)).toEqual([]);
    });

    it('records and sends it when the change stands, once per change, and never when the company turned it off', async () => {
      const kept = await apply(6, '2026-11-20T11:00:00Z', { status: 'interview' });
      const at = new Date('2026-11-25T12:01:00.000Z');
      await reject([kept], at);
      const data = (await delayedJob(kept))!.data;
      const before = notifications.sent.length;
      expect(await emails().send(data)).toEqual({ notified: true, email: 'immediate' });
      const { message, options } = notifications.sent[before]!;
      expect(message).toMatchObject({
        to: `seeker${nextSeeker}@example.com`,
        subject: 'An update on your application for Not Selected Test',
        category: 'application-not-selected',
        userId: seeker(nextSeeker),
      });
      expect(message.text).toContain('Thank you for applying to Not Selected Test at Hudson Books.');
      expect(options.dedupeKey).toBe(`application-not-selected-${kept}-${at.getTime()}`);
      expect(await rowsOf('application-not-selected', kept)).toMatchObject([
        { text: 'An update on your application for Not Selected Test at Hudson Books', email_state: 'sent' },
      ]);
      // The same change published again queues no second job.
      await events.publish<ApplicationStatusChanged>({
        type: 'applications.status-changed',
        changes: [{ applicationId: kept, from: 'interview', to: 'rejected' }],
        at,
        undo: false,
        actorId: ERIN,
      });
      expect(
        (await queue.getDelayed()).filter(
          (candidate) => 'kind' in candidate.data && candidate.data.applicationId === kept,
        ),
      ).toHaveLength(1);

      await sql(`update companies set not_selected_emails = false where id = ?`, [NEW_YORK]);
      try {
        const off = await apply(6, '2026-11-20T12:00:00Z', { status: 'reviewed' });
        await reject([off], new Date('2026-11-25T12:02:00.000Z'));
        expect(await emails().send((await delayedJob(off))!.data)).toEqual({
          notified: false,
          reason: 'company-turned-off',
        });
        expect(await rowsOf('application-not-selected', off)).toEqual([]);
      } finally {
        await sql(`update companies set not_selected_emails = true where id = ?`, [NEW_YORK]);
      }
    });

    it('queues one new-applicant job per application when a seeker applies', async () => {
      const id = await apply(1, '2026-11-25T13:00:00Z');
      const submitted: ApplicationSubmitted = {
        type: 'applications.submitted',
        applicationId: id,
        jobId: job(1),
        seekerId: seeker(nextSeeker),
        at: new Date('2026-11-25T13:00:00Z'),
      };
      await events.publish(submitted);
      await events.publish(submitted);
      const waiting = (await queue.getWaiting()).filter((candidate) => candidate.name === 'new-applicant');
      expect(waiting.map((candidate) => [candidate.id, candidate.data])).toEqual([
        [`new-applicant-${id}`, { applicationId: id }],
      ]);
    });
  });

  describe("the employers' new-applicant notification", () => {
    it("tells each live employer of the job's company, not another company's nor a deleted account, and waits for the digest", async () => {
      await choose(ELI, 'new-applicant', 'immediate');
      const id = await apply(1, '2026-11-25T13:30:00Z');
      const before = notifications.sent.length;
      expect(await newApplicants().notify({ applicationId: id })).toEqual({ notified: 2 });
      const rows = await sql<{
        user_id: string;
        text: string;
        link: string;
        subject_id: string;
        subject_title: string;
        email_state: string;
      }>(
        `select user_id, text, link, subject_id, subject_title, email_state from notifications where kind = 'new-applicant' and dedupe_key = ? order by user_id`,
        [`new-applicant-${id}`],
      );
      const expected = (userId: string, state: string) => ({
        user_id: userId,
        text: `New applicant for Remote Bookkeeper: Seeker ${nextSeeker}`,
        link: `/employer/jobs/${job(1)}/applications`,
        subject_id: job(1),
        subject_title: 'Remote Bookkeeper',
        email_state: state,
      });
      expect(rows).toEqual([expected(ERIN, 'digest'), expected(ELI, 'sent')]);
      // Erin's waits for her digest; Eli asked for each at once: the center's own mail, to him alone.
      expect(digests.scheduled).toContain(ERIN);
      expect(notifications.sent.slice(before).map(({ message }) => [message.to, message.userId])).toEqual([
        ['eli@hudson.example', ELI],
      ]);

      // A retried job records nothing and mails nothing again.
      expect(await newApplicants().notify({ applicationId: id })).toEqual({ notified: 0 });
      expect(notifications.sent.length).toBe(before + 1);
      expect(await sql(`select id from notifications where dedupe_key = ?`, [`new-applicant-${id}`])).toHaveLength(2);
    });

    it('tells no one of an application withdrawn before the job ran', async () => {
      const id = await apply(4, '2026-11-25T13:40:00Z', { withdrawn: true });
      expect(await newApplicants().notify({ applicationId: id })).toEqual({ notified: 0, reason: 'withdrawn' });
      expect(await sql(`select id from notifications where dedupe_key = ?`, [`new-applicant-${id}`])).toEqual([]);
    });
  });
});
