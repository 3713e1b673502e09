import { Logger } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/postgresql';
import { INTERVIEW_MESSAGES } from '@marketplace/contracts';
import type { AppConfig } from '../../src/config/app-config';
import type { Actor } from '../../src/core/auth/actor';
import { ContactVisibilityService, SeekerApplicationsToJobs } from '../../src/modules/applications';
import { ApplicationsRepository } from '../../src/modules/applications/applications.repository';
import { InterviewApplicationAccess } from '../../src/modules/interviews/application-access';
import { ApplicationAccessRepository } from '../../src/modules/interviews/application-access.repository';
import { InterviewUpdates } from '../../src/modules/interviews/interview-updates';
import { InterviewsRepository } from '../../src/modules/interviews/interviews.repository';
import { InterviewsService } from '../../src/modules/interviews/interviews.service';
import type { JobsService } from '../../src/modules/jobs';
import type { NotificationsService } from '../../src/modules/notifications';
import { actorOf, FakeClock } from '../support/accounts-fakes';
import { insertUsers } from '../support/access-context';
import { openOrm, truncateJobsData } from '../support/database';
import { attendeeOf, parseIcs } from '../support/ics';
import { FakeNotifications } from '../support/interviews-fakes';
import { clearNotifications, notificationCenterOn } from '../support/notification-center-db';
import { fixtureUuid, insertCompany, insertJobs } from '../support/job-fixtures';
import { testSeekerAppliedCache } from '../support/seeker-applied-cache';
import { testConfig } from '../support/test-config';

const COMPANY = fixtureUuid(1, 'c');
const OTHER_COMPANY = fixtureUuid(2, 'c');
const EMPLOYER = fixtureUuid(1, 'e');
const OTHER_EMPLOYER = fixtureUuid(2, 'e');
const SEEKER = fixtureUuid(3, 'e');
const ADMIN = fixtureUuid(4, 'e');
const job = (n: number) => fixtureUuid(n, 'f');
const app = (n: number) => fixtureUuid(n, 'a');

describe('the interview pipeline on PostgreSQL', () => {
  let config: AppConfig;
  let orm: MikroORM;
  let appliedCache: ReturnType<typeof testSeekerAppliedCache>;
  const clock = new FakeClock(new Date('2026-12-01T12:00:00.000Z'));
  const notifications = new FakeNotifications();
  const employer = actorOf({
    id: EMPLOYER,
    role: 'employer',
    email: 'erin@acme.example',
    name: 'Erin Employer',
    companyId: COMPANY,
  });
  const otherEmployer = actorOf({
    id: OTHER_EMPLOYER,
    role: 'employer',
    email: 'oscar@other.example',
    companyId: OTHER_COMPANY,
  });
  const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
    orm.em.fork().getConnection().execute<T[]>(query, params);
  const service = () =>
    new InterviewsService(
      new InterviewApplicationAccess(new ApplicationAccessRepository(orm.em.fork())),
      new InterviewsRepository(orm.em.fork()),
      new InterviewUpdates(
        orm.em.fork(),
        new InterviewsRepository(orm.em.fork()),
        new SeekerApplicationsToJobs(new ApplicationsRepository(orm.em.fork(), appliedCache.cache)),
      ),
      // The real rule over the real applications; the company's jobs straight from the table.
      new ContactVisibilityService(
        {
          companyJobsOf: async (actor: Actor) =>
            sql<{ id: string; title: string }>('select id, title from jobs where company_id = ?', [
              actor.user.companyId,
            ]),
        } as unknown as JobsService,
        new SeekerApplicationsToJobs(new ApplicationsRepository(orm.em.fork(), appliedCache.cache)),
      ),
      notificationCenterOn(orm, config, clock as never, notifications).center,
      notificationCenterOn(orm, config, clock as never, notifications).preferences,
      notifications as unknown as NotificationsService,
      clock as never,
      config,
    );
  /** Application n, to job n (one application per seeker and job). */
  const addApplication = (
    n: number,
    status: string,
    stage: string | null = status === 'pending' ? null : 'initial_screening',
  ) =>
    sql(
      `insert into applications (id, job_id, seeker_id, status, interview_stage, applied_at, updated_at) values (?, ?, ?, ?, ?, now(), now())`,
      [app(n), job(n), SEEKER, status, stage],
    );

  beforeAll(async () => {
    jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    config = testConfig({ PUBLIC_URL: 'https://nestwork.example' });
    appliedCache = testSeekerAppliedCache(config.redisUrl);
    orm = await openOrm(config);
    await truncateJobsData(orm);
    await clearNotifications(orm);
    await insertCompany(orm, COMPANY, 'Acme Interviews');
    await insertCompany(orm, OTHER_COMPANY, 'Other Interviews');
    await sql(`update companies set time_zone = 'America/Los_Angeles' where id = ?`, [COMPANY]);
    await insertUsers(orm, [
      { id: EMPLOYER, email: 'erin@acme.example', role: 'employer', name: 'Erin Employer', companyId: COMPANY },
      { id: OTHER_EMPLOYER, email: 'oscar@other.example', role: 'employer', companyId: OTHER_COMPANY },
      { id: SEEKER, email: 'maya.interviews@example.com', role: 'seeker', name: 'Maya Seeker' },
      { id: ADMIN, email: 'admin.interviews@example.com', role: 'admin' },
    ]);
    await insertJobs(
      orm,
      Array.from({ length: 10 }, (_, index) => ({
        id: job(index + 1),
        companyId: COMPANY,
        status: 'approved' as const,
        postedAt: new Date('2026-11-20T00:00:00Z'),
        title: 'Remote Bookkeeper',
      })),
    );
  });

  afterAll(async () => {
    await truncateJobsData(orm);
    await clearNotifications(orm);
    await orm?.close(true);
    appliedCache?.close();
  });

  beforeEach(() => notifications.sent.splice(0));

  it('gives companies a time zone, America/New_York unless set', async () => {
    expect(
      await sql(`select time_zone from companies where id in (?, ?) order by slug`, [COMPANY, OTHER_COMPANY]),
    ).toEqual([{ time_zone: 'America/Los_Angeles' }, { time_zone: 'America/New_York' }]);
  });

  it("answers only the company's own, non-pending applications", async () => {
    await addApplication(1, 'pending');
    await addApplication(2, 'reviewed');
    await expect(service().interview(employer, app(1))).rejects.toThrow(INTERVIEW_MESSAGES.pendingApplication);
    await expect(service().interview(otherEmployer, app(2))).rejects.toThrow('Application not found');
    await expect(service().interview(employer, 'not-a-uuid')).rejects.toThrow('Application not found');
    expect(await service().interview(employer, app(2))).toMatchObject({
      id: app(2),
      jobTitle: 'Remote Bookkeeper',
      companyName: 'Acme Interviews',
      currentStage: 'initial_screening',
    });
  });

  it('writes each update with its history entry in one transaction, sets the stage on the application and leaves the status alone', async () => {
    await addApplication(3, 'reviewed');
    await service().update(employer, app(3), {
      stage: 'technical_interview',
      scheduledAt: '2026-12-10T17:00:00.000Z',
      notes: 'Bring a portfolio',
    });
    clock.advance(60_000);
    await service().update(employer, app(3), {
      stage: 'technical_interview',
      completedAt: '2026-12-10T23:59:00.000Z',
      notes: INTERVIEW_MESSAGES.markedDoneNotes,
    });
    expect(await sql(`select status, interview_stage from applications where id = ?`, [app(3)])).toEqual([
      { status: 'reviewed', interview_stage: 'technical_interview' },
    ]);
    const { interviewHistory } = await service().history(employer, app(3));
    expect(interviewHistory.map((entry) => [entry.stage, entry.notes, entry.scheduledAt, entry.completedAt])).toEqual([
      [
        'technical_interview',
        'Interview completed successfully.',
        '2026-12-10T17:00:00.000Z',
        '2026-12-10T23:59:00.000Z',
      ],
      ['technical_interview', 'Bring a portfolio', '2026-12-10T17:00:00.000Z', null],
    ]);
    expect(await sql(`select actor_id from interview_history where application_id = ?`, [app(3)])).toEqual([
      { actor_id: EMPLOYER },
      { actor_id: EMPLOYER },
    ]);

    // A failure at the last write (the history entry) undoes the interview and the stage too.
    await sql(
      `create function interview_history_fail_test() returns trigger language plpgsql as $$ begin raise exception 'history write failed'; end; $$`,
    );
    await sql(
      `create trigger interview_history_fail_test before insert on interview_history for each row execute function interview_history_fail_test()`,
    );
    try {
      await expect(
        service().update(employer, app(3), { stage: 'final_interview', scheduledAt: '2026-12-12T17:00:00.000Z' }),
      ).rejects.toThrow(/history write failed/);
    } finally {
      await sql(`drop trigger interview_history_fail_test on interview_history`);
      await sql(`drop function interview_history_fail_test()`);
    }
    expect(await sql(`select interview_stage from applications where id = ?`, [app(3)])).toEqual([
      { interview_stage: 'technical_interview' },
    ]);
    expect(
      await sql(
        `select stage, completed_at = '2026-12-10T23:59:00Z'::timestamptz as kept from application_interviews where application_id = ?`,
        [app(3)],
      ),
    ).toEqual([{ stage: 'technical_interview', kept: true }]);
    expect(await sql(`select count(*)::int as n from interview_history where application_id = ?`, [app(3)])).toEqual([
      { n: 2 },
    ]);
    // Nothing was queued for the update that rolled back.
    expect(notifications.sent.map((mail) => mail.calendar?.method)).toEqual(['REQUEST']);
  });

  it('keeps the history append-only: updates and deletes are refused by the database', async () => {
    await expect(
      sql(`update interview_history set notes = 'rewritten' where application_id = ?`, [app(3)]),
    ).rejects.toThrow(/append-only/);
    await expect(sql(`delete from interview_history where application_id = ?`, [app(3)])).rejects.toThrow(
      /append-only/,
    );
    expect(await sql(`select count(*)::int as n from interview_history where application_id = ?`, [app(3)])).toEqual([
      { n: 2 },
    ]);
  });

  it('sends invitations whose ICS reads back right: 09:00 in Los Angeles is 17:00Z, one UID, rising SEQUENCE, CANCEL on clearing', async () => {
    await addApplication(4, 'interview');
    await service().update(employer, app(4), { stage: 'technical_interview', scheduledAt: '2026-12-10T17:00:00.000Z' });
    await service().update(employer, app(4), { stage: 'technical_interview', scheduledAt: '2026-12-11T18:30:00.000Z' });
    await service().update(employer, app(4), {
      stage: 'technical_interview',
      scheduledAt: null,
      completedAt: null,
      notes: INTERVIEW_MESSAGES.rescheduledNotes,
    });
    expect(notifications.sent).toHaveLength(3);
    const [invite, reschedule, cancel] = notifications.sent.map((mail) => ({
      mail,
      ics: parseIcs(mail.calendar!.content),
    }));

    expect(invite!.mail).toMatchObject({
      to: 'maya.interviews@example.com',
      subject: 'Interview invitation: Remote Bookkeeper at Acme Interviews',
      calendar: { method: 'REQUEST' },
    });
    expect(invite!.ics.method).toBe('REQUEST');
    // The time-zone trap: a native Date on a zoned event would be written as the process's local time.
    expect(invite!.ics.lines).toContain('DTSTART;TZID=America/Los_Angeles:20261210T090000');
    expect(invite!.ics.event.start.toISOString()).toBe('2026-12-10T17:00:00.000Z');
    expect(invite!.ics.event.start.tz).toBe('America/Los_Angeles');
    expect(invite!.ics.timezones).toEqual(['America/Los_Angeles']);
    expect(invite!.ics.event.organizer).toEqual({ params: { CN: 'Acme Interviews' }, val: 'mailto:erin@acme.example' });
    expect(attendeeOf(invite!.ics.event)).toEqual({
      email: 'maya.interviews@example.com',
      params: expect.objectContaining({ RSVP: true, CN: 'Maya Seeker', PARTSTAT: 'NEEDS-ACTION' }),
    });
    expect(invite!.ics.event.uid).toMatch(/^interview-[0-9a-f-]{36}@nestwork\.example$/);

    expect(reschedule!.mail.subject).toBe('Interview rescheduled: Remote Bookkeeper at Acme Interviews');
    expect(reschedule!.ics.lines).toContain('DTSTART;TZID=America/Los_Angeles:20261211T103000');
    expect(cancel!.ics.method).toBe('CANCEL');
    expect(cancel!.ics.event.status).toBe('CANCELLED');
    expect(cancel!.mail.subject).toBe('Interview cancelled: Remote Bookkeeper at Acme Interviews');
    expect(new Set([invite, reschedule, cancel].map((message) => message!.ics.event.uid)).size).toBe(1);
    expect([invite, reschedule, cancel].map((message) => Number(message!.ics.event.sequence))).toEqual([0, 1, 2]);

    // The stored calendar state and the UID of the next interview stage.
    const [row] = await sql<{ calendar_sequence: number; invited_start: Date | null; calendar_uid: string }>(
      `select calendar_sequence, invited_start, calendar_uid from application_interviews where application_id = ?`,
      [app(4)],
    );
    expect(row).toMatchObject({ calendar_sequence: 2, invited_start: null });
    expect(invite!.ics.event.uid).toBe(`interview-${row!.calendar_uid}@nestwork.example`);
    await service().update(employer, app(4), { stage: 'final_interview', scheduledAt: '2026-12-15T17:00:00.000Z' });
    const final = parseIcs(notifications.sent[3]!.calendar!.content);
    expect(final.event.uid).not.toBe(invite!.ics.event.uid);
    expect(Number(final.event.sequence)).toBe(0);
  });

  it("records the seeker's interview-update notifications, scheduled and cancelled, once each, and mails only a seeker who wants them at once", async () => {
    const notificationsOf = () =>
      sql<{
        text: string;
        link: string;
        subject_id: string;
        subject_title: string;
        email_state: string;
        in_app: boolean;
      }>(
        `select text, link, subject_id, subject_title, email_state, in_app from notifications where user_id = ? and kind = 'interview-update' order by created_at, text`,
        [SEEKER],
      );
    await clearNotifications(orm);
    await addApplication(10, 'interview');
    await service().update(employer, app(10), {
      stage: 'technical_interview',
      scheduledAt: '2026-12-10T17:00:00.000Z',
    });
    clock.advance(1000);
    await service().update(employer, app(10), { stage: 'technical_interview', scheduledAt: null, completedAt: null });
    expect(await notificationsOf()).toEqual([
      {
        text: 'Interview scheduled with Acme Interviews for Remote Bookkeeper: Thursday, December 10, 2026 at 9:00 AM PST (America/Los_Angeles)',
        link: '/seeker/applications',
        subject_id: app(10),
        subject_title: 'Remote Bookkeeper',
        email_state: 'sent',
        in_app: true,
      },
      expect.objectContaining({
        text: 'Interview cancelled with Acme Interviews for Remote Bookkeeper: Thursday, December 10, 2026 at 9:00 AM PST (America/Los_Angeles)',
        email_state: 'sent',
      }),
    ]);
    expect(notifications.sent.map((mail) => [mail.calendar?.method, mail.userId])).toEqual([
      ['REQUEST', SEEKER],
      ['CANCEL', SEEKER],
    ]);

    // The seeker gathers interview e-mails in the digest: the notification waits for it, no calendar mail goes.
    await notificationCenterOn(orm, config, clock as never, notifications).preferences.update(
      { userId: SEEKER, role: 'seeker' },
      { preferences: [{ kind: 'interview-update', inApp: true, email: 'digest' }] },
    );
    try {
      clock.advance(1000);
      await service().update(employer, app(10), {
        stage: 'technical_interview',
        scheduledAt: '2026-12-12T17:00:00.000Z',
      });
      expect((await notificationsOf()).at(-1)).toMatchObject({
        text: 'Interview moved with Acme Interviews for Remote Bookkeeper: now Saturday, December 12, 2026 at 9:00 AM PST (America/Los_Angeles)',
        email_state: 'digest',
      });
      expect(notifications.sent).toHaveLength(2);
    } finally {
      await sql(`delete from notification_preferences where user_id = ?`, [SEEKER]);
    }
  });

  it('cancels the invitation held when the interview moves on to another stage', async () => {
    await addApplication(5, 'interview');
    await service().update(employer, app(5), {
      stage: 'behavioral_interview',
      scheduledAt: '2026-12-10T17:00:00.000Z',
    });
    await service().update(employer, app(5), { stage: 'offer_extended', notes: 'Offer sent' });
    const [request, cancel] = notifications.sent.map((mail) => parseIcs(mail.calendar!.content));
    expect([request!.method, cancel!.method]).toEqual(['REQUEST', 'CANCEL']);
    expect(cancel!.event.uid).toBe(request!.event.uid);
    expect(Number(cancel!.event.sequence)).toBe(1);
  });

  it('serialises concurrent updates of one interview: each sees the other and both are in the history', async () => {
    await addApplication(6, 'reviewed');
    await Promise.all([
      service().update(employer, app(6), { stage: 'technical_interview', notes: 'first' }),
      service().update(employer, app(6), { stage: 'technical_interview', notes: 'second' }),
    ]);
    expect(await sql(`select count(*)::int as n from interview_history where application_id = ?`, [app(6)])).toEqual([
      { n: 2 },
    ]);
  });

  it("finds each application's next interview for the seeker's list: scheduled, not completed, ahead, at the application's stage", async () => {
    await addApplication(7, 'interview');
    await addApplication(8, 'interview');
    await service().update(employer, app(7), {
      stage: 'final_interview',
      scheduledAt: '2026-12-20T17:00:00.000Z',
      timeZone: 'Europe/Berlin',
      location: 'Acme HQ',
      meetingUrl: 'https://meet.example.com/abc',
      messageToCandidate: 'See you there',
      notes: 'Private: strong candidate',
    });
    await service().update(employer, app(8), { stage: 'technical_interview', scheduledAt: '2026-12-20T17:00:00.000Z' });
    await service().update(employer, app(8), { stage: 'technical_interview', completedAt: '2026-12-20T23:59:00.000Z' });
    const repository = new InterviewsRepository(orm.em.fork());
    const ids = [app(3), app(4), app(5), app(7), app(8)];
    // app 3 is completed, app 4 was moved to a final interview on 15 December, app 5 moved on to an offer, app 8 is completed.
    const starts = (found: Map<string, { start: Date }>) =>
      new Map([...found].map(([id, interview]) => [id, interview.start]));
    const upcoming = await repository.upcoming(ids, clock.now());
    expect(starts(upcoming)).toEqual(
      new Map([
        [app(4), new Date('2026-12-15T17:00:00.000Z')],
        [app(7), new Date('2026-12-20T17:00:00.000Z')],
      ]),
    );
    // What the candidate reads of it: the zone and the invitation's details, never the notes.
    expect(upcoming.get(app(7))).toEqual({
      start: new Date('2026-12-20T17:00:00.000Z'),
      timeZone: 'Europe/Berlin',
      location: 'Acme HQ',
      meetingUrl: 'https://meet.example.com/abc',
      messageToCandidate: 'See you there',
    });
    // An interview given no zone is in the company's.
    expect(upcoming.get(app(4))?.timeZone).toBe('America/Los_Angeles');
    expect(starts(await repository.upcoming(ids, new Date('2026-12-16T00:00:00.000Z')))).toEqual(
      new Map([[app(7), new Date('2026-12-20T17:00:00.000Z')]]),
    );
    // A withdrawn application shows none.
    await sql(`update applications set withdrawn_at = now() where id = ?`, [app(4)]);
    expect((await repository.upcoming([app(4)], clock.now())).size).toBe(0);
    // A status change that moved the stage without this module (the undo of a review) hides the time.
    await sql(`update applications set interview_stage = 'initial_screening' where id = ?`, [app(7)]);
    expect((await repository.upcoming([app(7)], clock.now())).size).toBe(0);
  });

  it('refuses in the database a meeting link that is not https, and over-long invitation details', async () => {
    await addApplication(9, 'interview');
    await service().update(employer, app(9), {
      stage: 'technical_interview',
      meetingUrl: 'https://meet.example.com/x',
    });
    for (const [column, value] of [
      ['meeting_url', 'http://meet.example.com/x'],
      ['meeting_url', 'javascript:alert(1)'],
      ['location', 'x'.repeat(201)],
      ['message_to_candidate', 'x'.repeat(2_001)],
      ['time_zone', 'x'.repeat(65)],
    ]) {
      await expect(
        sql(`update application_interviews set ${column} = ? where application_id = ?`, [value, app(9)]),
      ).rejects.toThrow(/check constraint/);
    }
    await sql(`update application_interviews set meeting_url = ? where application_id = ?`, [
      'HTTPS://Meet.Example.com/x',
      app(9),
    ]);
  });
});
