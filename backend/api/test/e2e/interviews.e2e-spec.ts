import type { MikroORM } from '@mikro-orm/postgresql';
import {
  EMPLOYER_APPLICATION_MESSAGES,
  GENERIC_MESSAGES,
  INTERVIEW_MESSAGES,
  type InterviewData,
  type InterviewHistoryResponse,
  type InterviewUpdateResponse,
} from '@marketplace/contracts';
import { runDemoSeed } from '../../src/cli/commands';
import type { AppConfig } from '../../src/config/app-config';
import { SessionService } from '../../src/modules/accounts';
import { ImpersonationService } from '../../src/modules/impersonation';
import { actorOf } from '../support/accounts-fakes';
import { type RunningStack, startApiAndWorker } from '../support/app-with-worker';
import { clearDemoMarket, openOrm, truncateJobsData } from '../support/database';
import { HttpSession } from '../support/http-session';
import { attendeeOf, parseIcs } from '../support/ics';
import { fixtureUuid, insertJobs } from '../support/job-fixtures';
import { browserAs, type DemoActors, demoActors } from '../support/job-posting-context';
import { TestMailbox } from '../support/mailbox';
import { testConfig } from '../support/test-config';

const JOB = fixtureUuid(1, 'd');
const THEIR_JOB = fixtureUuid(2, 'd');
const PENDING_APP = fixtureUuid(1, 'a');
const APP = fixtureUuid(2, 'a');
const THEIR_APP = fixtureUuid(3, 'a');
const PAYROLL_JOB = fixtureUuid(3, 'd');
const PAYROLL_APP = fixtureUuid(4, 'a');
const SEEKER_EMAIL = 'seeker@demo.local';

type Answer = { error?: string; fieldErrors?: Record<string, string[]> };

describe('the interview pipeline over HTTP, with calendar invitations in the mailbox', () => {
  let mailbox: TestMailbox;
  let config: AppConfig;
  let stack: RunningStack;
  let orm: MikroORM;
  let who: DemoActors;
  let anonymous: HttpSession;
  let seeker: HttpSession;
  let employer: HttpSession;
  let otherEmployer: HttpSession;
  let admin: HttpSession;
  let adminAsEmployer: HttpSession;

  const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
    orm.em.fork().getConnection().execute<T[]>(query, params);
  const path = (id: string, suffix = '') => `/api/employer/applications/${id}/interview${suffix}`;
  const put = (session: HttpSession, id: string, body: unknown) =>
    session.request<InterviewUpdateResponse & Answer>('PUT', path(id), { body });
  const routes = (id: string): Array<[string, string, unknown?]> => [
    ['GET', path(id)],
    ['PUT', path(id), { stage: 'technical_interview' }],
    ['GET', path(id, '/history')],
  ];
  /** The calendar mails to the seeker, oldest first, once `count` arrived. */
  const calendarMails = async (count: number) => {
    await mailbox.waitFor(SEEKER_EMAIL, /^Interview /, count);
    const mails = (await mailbox.messagesTo(SEEKER_EMAIL)).filter((mail) => /^Interview /.test(mail.subject)).reverse();
    return Promise.all(mails.map(async (mail) => ({ mail, parts: await mailbox.calendarOf(mail) })));
  };

  beforeAll(async () => {
    mailbox = await TestMailbox.start();
    config = testConfig({ SMTP_URL: mailbox.smtpUrl, PUBLIC_URL: 'http://localhost:3000' });
    orm = await openOrm(config);
    await truncateJobsData(orm);
    await runDemoSeed(config);
    await clearDemoMarket(orm);
    who = await demoActors(orm);
    await sql(`update companies set time_zone = 'America/Los_Angeles' where id = ?`, [who.companyId]);
    const posted = new Date(Date.now() - 3600_000);
    await insertJobs(orm, [
      { id: JOB, companyId: who.companyId, status: 'approved', postedAt: posted, title: 'Remote Bookkeeper' },
      { id: THEIR_JOB, companyId: who.otherCompanyId, status: 'approved', postedAt: posted, title: 'Their Job' },
      { id: PAYROLL_JOB, companyId: who.companyId, status: 'approved', postedAt: posted, title: 'Payroll Specialist' },
    ]);
    const insert = (id: string, jobId: string, seekerId: string, status: string) =>
      sql(
        `insert into applications (id, job_id, seeker_id, status, interview_stage, applied_at, updated_at) values (?, ?, ?, ?, ?, now(), now())`,
        [id, jobId, seekerId, status, status === 'pending' ? null : 'initial_screening'],
      );
    await insert(PENDING_APP, JOB, who.otherSeeker, 'pending');
    await insert(APP, JOB, who.seeker, 'reviewed');
    await insert(THEIR_APP, THEIR_JOB, who.seeker, 'reviewed');
    // Reviewed, not in interview: the candidate's contact details stay withheld for the tests above.
    await insert(PAYROLL_APP, PAYROLL_JOB, who.seeker, 'reviewed');
    stack = await startApiAndWorker(config);
    anonymous = await browserAs(stack, config, null);
    seeker = await browserAs(stack, config, { id: who.seeker, role: 'seeker' });
    employer = await browserAs(stack, config, { id: who.employer, role: 'employer' });
    otherEmployer = await browserAs(stack, config, { id: who.otherEmployer, role: 'employer' });
    admin = await browserAs(stack, config, { id: who.admin, role: 'admin' });
    adminAsEmployer = new HttpSession(stack.baseUrl, config.publicOrigin, '192.0.2.252');
    const issued = await stack.app.get(SessionService, { strict: false }).issue({ id: who.admin, role: 'admin' });
    adminAsEmployer.cookies.set(config.sessionCookie.name, issued.token);
    const adminActor = actorOf(
      { id: who.admin, role: 'admin', email: 'admin@demo.local' },
      { id: issued.sessionId, signedInAt: issued.signedInAt },
    );
    await stack.app.get(ImpersonationService, { strict: false }).start(adminActor, who.employer);
    adminAsEmployer.impersonate(who.admin, { id: who.employer, role: 'employer' });
  });

  afterAll(async () => {
    await stack?.close();
    if (orm) {
      await truncateJobsData(orm);
      await runDemoSeed(config);
    }
    await orm?.close(true);
    await mailbox?.stop();
  });

  it('answers 401 to anonymous callers and 403 to seekers and admins who are not impersonating', async () => {
    for (const [session, status, error] of [
      [anonymous, 401, GENERIC_MESSAGES.unauthorized],
      [seeker, 403, GENERIC_MESSAGES.forbidden],
      [admin, 403, GENERIC_MESSAGES.forbidden],
    ] as const) {
      for (const [method, url, body] of routes(APP)) {
        const answer = await session.request<Answer>(method, url, { body });
        expect({ url, method, status: answer.status, error: answer.body.error }).toEqual({
          url,
          method,
          status,
          error,
        });
      }
    }
  });

  it("answers 404 for another company's application, an unknown id and a malformed one, and changes nothing", async () => {
    for (const [session, id] of [
      [employer, THEIR_APP],
      [otherEmployer, APP],
      [employer, fixtureUuid(99, 'a')],
      [employer, 'not-an-id'],
    ] as const) {
      for (const [method, url, body] of routes(id)) {
        const answer = await session.request<Answer>(method, url, { body });
        expect({ url, method, status: answer.status, error: answer.body.error }).toEqual({
          url,
          method,
          status: 404,
          error: EMPLOYER_APPLICATION_MESSAGES.notFound,
        });
      }
    }
    expect(await sql(`select count(*)::int as n from interview_history`)).toEqual([{ n: 0 }]);
  });

  it('answers 409 for a pending application: the pipeline starts once it is reviewed', async () => {
    for (const [method, url, body] of routes(PENDING_APP)) {
      const answer = await employer.request<Answer>(method, url, { body });
      expect({ url, method, status: answer.status, error: answer.body.error }).toEqual({
        url,
        method,
        status: 409,
        error: INTERVIEW_MESSAGES.pendingApplication,
      });
    }
  });

  it('reads the interview of a reviewed application, without the e-mail before interview status', async () => {
    const answer = await employer.get<InterviewData>(path(APP));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      id: APP,
      jobTitle: 'Remote Bookkeeper',
      companyName: expect.any(String),
      candidateName: expect.any(String),
      currentStage: 'initial_screening',
      formattedCurrentStage: 'Initial Screening',
      interviewScheduledAt: null,
      interviewCompletedAt: null,
      interviewerNotes: null,
      nextActionRequired: null,
      nextActionDeadline: null,
      // No zone until the interview has one: the dialog then offers the employer's browser zone.
      timeZone: null,
      location: null,
      meetingUrl: null,
      messageToCandidate: null,
    });
  });

  it('schedules (an admin acting as the employer), and the candidate gets a calendar invitation with Accept/Decline', async () => {
    const answer = await put(adminAsEmployer, APP, {
      stage: 'technical_interview',
      scheduledAt: '2030-03-14T16:00:00.000Z',
      notes: '  Bring a portfolio  ',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      application: {
        id: APP,
        interviewStage: 'technical_interview',
        interviewScheduledAt: '2030-03-14T16:00:00.000Z',
        interviewCompletedAt: null,
        interviewerNotes: 'Bring a portfolio',
        nextActionRequired: null,
        nextActionDeadline: null,
        // Sent without a zone (an API client's call): the company's, which the invitation is written in.
        timeZone: 'America/Los_Angeles',
        location: null,
        meetingUrl: null,
        messageToCandidate: null,
      },
    });
    expect(await sql(`select status, interview_stage from applications where id = ?`, [APP])).toEqual([
      { status: 'reviewed', interview_stage: 'technical_interview' },
    ]);
    expect(await sql(`select actor_id from interview_history where application_id = ?`, [APP])).toEqual([
      { actor_id: who.admin },
    ]);

    const { mail, parts } = (await calendarMails(1))[0]!;
    expect(mail.subject).toMatch(/^Interview invitation: Remote Bookkeeper at /);
    expect(mail.text).toContain('Thursday, March 14, 2030 at 9:00 AM PDT');
    const calendar = parts.find((part) => part.mimeType === 'text/calendar');
    expect(calendar?.method?.toUpperCase()).toBe('REQUEST');
    const ics = parseIcs(calendar!.content);
    expect(ics.method).toBe('REQUEST');
    // 09:00 in Los Angeles (PDT, UTC-7) is 16:00Z: written with the company zone's TZID and VTIMEZONE.
    expect(ics.lines).toContain('DTSTART;TZID=America/Los_Angeles:20300314T090000');
    expect(ics.event.start.toISOString()).toBe('2030-03-14T16:00:00.000Z');
    expect(ics.timezones).toEqual(['America/Los_Angeles']);
    expect(Number(ics.event.sequence)).toBe(0);
    expect((ics.event.organizer as unknown as { val: string }).val).toBe('mailto:employer@demo.local');
    expect(attendeeOf(ics.event)).toMatchObject({
      email: SEEKER_EMAIL,
      params: expect.objectContaining({ RSVP: true }),
    });

    // The seeker's list shows the stage and the time (their page writes it in their own time zone).
    const listed = await seeker.get<{
      applications: Array<{ id: string; interviewStage: string | null; nextInterviewAt: string | null }>;
    }>('/api/seeker/applications');
    expect(listed.body.applications.find((application) => application.id === APP)).toMatchObject({
      interviewStage: 'technical_interview',
      nextInterviewAt: '2030-03-14T16:00:00.000Z',
    });
  });

  it('answers the rules of spec section 5 with their exact messages (400)', async () => {
    const cases: Array<[unknown, string]> = [
      [{}, 'Please choose an interview stage'],
      [{ stage: 'lunch' }, INTERVIEW_MESSAGES.stageInvalid],
      [{ stage: 'technical_interview', scheduledAt: 'next week' }, INTERVIEW_MESSAGES.dateInvalid],
      [
        { stage: 'final_interview', scheduledAt: '2030-03-14T15:00:00.000Z' },
        'New interview schedule must be after the scheduled time of the current interview.',
      ],
      [
        { stage: 'technical_interview', completedAt: '2030-03-14T15:59:00.000Z' },
        'Completed time must be after scheduled time.',
      ],
    ];
    for (const [body, error] of cases) {
      const answer = await put(employer, APP, body);
      expect({ body, status: answer.status, error: answer.body.error }).toEqual({ body, status: 400, error });
    }
    // Mark as Done, then a new stage must come after the completion.
    expect(
      (
        await put(employer, APP, {
          stage: 'technical_interview',
          completedAt: '2030-03-14T23:59:00.000Z',
          notes: INTERVIEW_MESSAGES.markedDoneNotes,
        })
      ).status,
    ).toBe(200);
    const late = await put(employer, APP, { stage: 'final_interview', scheduledAt: '2030-03-14T20:00:00.000Z' });
    expect({ status: late.status, error: late.body.error }).toEqual({
      status: 400,
      error: 'New interview schedule must be after the completion of the current interview.',
    });
  });

  it('reschedules with the same UID and a higher SEQUENCE, cancels on clearing, and keeps every step in the history', async () => {
    expect(
      (await put(employer, APP, { stage: 'final_interview', scheduledAt: '2030-03-20T16:00:00.000Z' })).status,
    ).toBe(200);
    expect(
      (await put(employer, APP, { stage: 'final_interview', scheduledAt: '2030-03-21T17:30:00.000Z' })).status,
    ).toBe(200);
    expect(
      (
        await put(employer, APP, {
          stage: 'final_interview',
          scheduledAt: null,
          completedAt: null,
          notes: INTERVIEW_MESSAGES.rescheduledNotes,
        })
      ).status,
    ).toBe(200);
    const mails = await calendarMails(4);
    const [, invite, moved, cancelled] = mails.map(({ mail, parts }) => ({
      subject: mail.subject,
      ics: parseIcs(parts.find((part) => part.mimeType === 'text/calendar')!.content),
    }));
    expect(
      [invite, moved, cancelled].map((message) => [message!.ics.method, Number(message!.ics.event.sequence)]),
    ).toEqual([
      ['REQUEST', 0],
      ['REQUEST', 1],
      ['CANCEL', 2],
    ]);
    expect(new Set([invite, moved, cancelled].map((message) => message!.ics.event.uid)).size).toBe(1);
    expect(moved!.subject).toMatch(/^Interview rescheduled: /);
    expect(moved!.ics.lines).toContain('DTSTART;TZID=America/Los_Angeles:20300321T103000');
    expect(cancelled!.subject).toMatch(/^Interview cancelled: /);

    const history = await employer.get<InterviewHistoryResponse>(path(APP, '/history'));
    expect(history.status).toBe(200);
    expect(
      history.body.interviewHistory.map((entry) => [entry.formattedStage, entry.notes, entry.scheduledAt]),
    ).toEqual([
      ['Final Interview', 'Interview rescheduled.', null],
      ['Final Interview', null, '2030-03-21T17:30:00.000Z'],
      ['Final Interview', null, '2030-03-20T16:00:00.000Z'],
      ['Technical Interview', 'Interview completed successfully.', '2030-03-14T16:00:00.000Z'],
      ['Technical Interview', 'Bring a portfolio', '2030-03-14T16:00:00.000Z'],
    ]);
    const current = await employer.get<InterviewData>(path(APP));
    expect(current.body).toMatchObject({
      currentStage: 'final_interview',
      interviewScheduledAt: null,
      interviewerNotes: 'Interview rescheduled.',
    });
  });

  it("shows the candidate's e-mail once the application reached interview status, and refuses changes once withdrawn", async () => {
    await sql(`update applications set status = 'interview' where id = ?`, [APP]);
    expect((await employer.get<InterviewData>(path(APP))).body.candidateEmail).toBe(SEEKER_EMAIL);
    await sql(`update applications set withdrawn_at = now() where id = ?`, [APP]);
    const answer = await put(employer, APP, { stage: 'offer_extended' });
    expect({ status: answer.status, error: answer.body.error }).toEqual({
      status: 409,
      error: INTERVIEW_MESSAGES.withdrawnApplication,
    });
    expect((await employer.get<InterviewData>(path(APP))).body).not.toHaveProperty('candidateEmail');
  });

  describe('the invitation: time zone, location, meeting link and message; the notes stay private', () => {
    const NOTES = 'PRIVATE-NOTE: weak on payroll tax, ask about the gap';
    const invitation = {
      stage: 'technical_interview',
      // 18:00 in Berlin on 2 April 2030 (CEST, UTC+2).
      scheduledAt: '2030-04-02T16:00:00.000Z',
      timeZone: 'Europe/Berlin',
      location: '  Acme Office, Torstrasse 1, Berlin  ',
      meetingUrl: 'https://meet.example.com/payroll-interview',
      messageToCandidate: 'We look forward to meeting you.\nPlease bring a sample reconciliation.',
      notes: NOTES,
    };
    const payrollMails = async (count: number) => {
      await mailbox.waitFor(SEEKER_EMAIL, /Payroll Specialist/, count);
      const mails = (await mailbox.messagesTo(SEEKER_EMAIL)).filter((mail) => /Payroll Specialist/.test(mail.subject));
      return Promise.all(
        mails.reverse().map(async (mail) => ({
          mail,
          ics: parseIcs((await mailbox.calendarOf(mail)).find((part) => part.mimeType === 'text/calendar')!.content),
        })),
      );
    };

    it('round-trips through PUT and GET, and refuses bad details with their messages (400)', async () => {
      const cases: Array<[Record<string, unknown>, string, string]> = [
        [{ meetingUrl: 'http://meet.example.com/x' }, 'meetingUrl', INTERVIEW_MESSAGES.meetingUrlInvalid],
        [{ meetingUrl: 'javascript:alert(1)' }, 'meetingUrl', INTERVIEW_MESSAGES.meetingUrlInvalid],
        [{ timeZone: 'Mars/Olympus_Mons' }, 'timeZone', INTERVIEW_MESSAGES.timeZoneInvalid],
        [{ timeZone: '+02:00' }, 'timeZone', INTERVIEW_MESSAGES.timeZoneInvalid],
        [{ location: 'x'.repeat(201) }, 'location', INTERVIEW_MESSAGES.locationTooLong],
        [{ messageToCandidate: 'x'.repeat(2_001) }, 'messageToCandidate', INTERVIEW_MESSAGES.messageTooLong],
      ];
      for (const [extra, field, error] of cases) {
        const answer = await put(employer, PAYROLL_APP, { ...invitation, ...extra });
        expect({
          extra,
          status: answer.status,
          error: answer.body.error,
          fieldErrors: answer.body.fieldErrors,
        }).toEqual({
          extra,
          status: 400,
          error,
          fieldErrors: { [field]: [error] },
        });
      }
      // A wrongly typed body is refused by its types first, with the field's message.
      const typed = await put(employer, PAYROLL_APP, { ...invitation, location: 7 });
      expect({ status: typed.status, fieldErrors: typed.body.fieldErrors }).toEqual({
        status: 400,
        fieldErrors: { location: [INTERVIEW_MESSAGES.invitationTextInvalid] },
      });
      // Another company's employer and a seeker cannot set them: 404 and 403, and nothing is written.
      expect((await put(otherEmployer, PAYROLL_APP, invitation)).status).toBe(404);
      expect((await put(seeker, PAYROLL_APP, invitation)).status).toBe(403);
      expect(
        await sql(`select count(*)::int as n from interview_history where application_id = ?`, [PAYROLL_APP]),
      ).toEqual([{ n: 0 }]);

      const answer = await put(employer, PAYROLL_APP, invitation);
      expect(answer.status).toBe(200);
      const saved = {
        timeZone: 'Europe/Berlin',
        location: 'Acme Office, Torstrasse 1, Berlin',
        meetingUrl: 'https://meet.example.com/payroll-interview',
        messageToCandidate: 'We look forward to meeting you.\nPlease bring a sample reconciliation.',
      };
      expect(answer.body.application).toEqual({
        id: PAYROLL_APP,
        interviewStage: 'technical_interview',
        interviewScheduledAt: '2030-04-02T16:00:00.000Z',
        interviewCompletedAt: null,
        interviewerNotes: NOTES,
        nextActionRequired: null,
        nextActionDeadline: null,
        ...saved,
      });
      expect((await employer.get<InterviewData>(path(PAYROLL_APP))).body).toMatchObject({
        ...saved,
        interviewerNotes: NOTES,
        interviewScheduledAt: '2030-04-02T16:00:00.000Z',
      });
    });

    it("e-mails the time in the interview's zone with the place, link and message, never the notes", async () => {
      const [{ mail, ics }] = await payrollMails(1);
      expect(mail!.subject).toMatch(/^Interview invitation: Payroll Specialist at /);
      expect(mail!.text).toContain('Tuesday, April 2, 2030 at 6:00 PM CEST (Europe/Berlin)');
      expect(mail!.text).toContain('Where: Acme Office, Torstrasse 1, Berlin');
      expect(mail!.text).toContain('Join the meeting: https://meet.example.com/payroll-interview');
      expect(mail!.text).toContain('We look forward to meeting you.\nPlease bring a sample reconciliation.');
      expect(ics!.lines).toEqual(
        expect.arrayContaining([
          'DTSTART;TZID=Europe/Berlin:20300402T180000',
          'URL;VALUE=URI:https://meet.example.com/payroll-interview',
        ]),
      );
      expect(ics!.timezones).toEqual(['Europe/Berlin']);
      expect(ics!.event.start.toISOString()).toBe('2030-04-02T16:00:00.000Z');
      expect(ics!.event.location).toBe('Acme Office, Torstrasse 1, Berlin');
      expect(ics!.event.description).toContain('Please bring a sample reconciliation.');
      expect(ics!.event.description).toContain('Join: https://meet.example.com/payroll-interview');
      const raw = [mail!.text, mail!.html, ics!.lines.join('\n')].join('\n');
      expect(raw).not.toContain('PRIVATE-NOTE');
    });

    it('shows the seeker the time, zone, place, link and message, and never the notes', async () => {
      const listed = await seeker.get<{ applications: Array<Record<string, unknown> & { id: string }> }>(
        '/api/seeker/applications',
      );
      expect(listed.status).toBe(200);
      expect(listed.body.applications.find((application) => application.id === PAYROLL_APP)).toMatchObject({
        interviewStage: 'technical_interview',
        nextInterviewAt: '2030-04-02T16:00:00.000Z',
        nextInterview: {
          scheduledAt: '2030-04-02T16:00:00.000Z',
          timeZone: 'Europe/Berlin',
          location: 'Acme Office, Torstrasse 1, Berlin',
          meetingUrl: 'https://meet.example.com/payroll-interview',
          messageToCandidate: 'We look forward to meeting you.\nPlease bring a sample reconciliation.',
        },
      });
      const text = JSON.stringify(listed.body);
      expect(text).not.toContain('PRIVATE-NOTE');
      expect(text).not.toContain('interviewerNotes');
      // The employer's interview routes stay closed to the seeker.
      expect((await seeker.get(path(PAYROLL_APP))).status).toBe(403);
    });

    it('re-sends the invitation when the link changes at the same time, and sends nothing for new notes alone', async () => {
      expect((await put(employer, PAYROLL_APP, { stage: 'technical_interview', notes: 'PRIVATE-NOTE 2' })).status).toBe(
        200,
      );
      const moved = await put(employer, PAYROLL_APP, {
        stage: 'technical_interview',
        meetingUrl: 'https://meet.example.com/new-room',
        location: null,
      });
      expect(moved.status).toBe(200);
      expect(moved.body.application).toMatchObject({
        location: null,
        meetingUrl: 'https://meet.example.com/new-room',
        timeZone: 'Europe/Berlin',
        interviewerNotes: 'PRIVATE-NOTE 2',
      });
      const mails = await payrollMails(2);
      expect(mails).toHaveLength(2);
      const updated = mails[1]!;
      expect(updated.mail.subject).toMatch(/^Interview details updated: Payroll Specialist at /);
      expect(Number(updated.ics.event.sequence)).toBe(1);
      expect(updated.ics.event.uid).toBe(mails[0]!.ics.event.uid);
      expect(updated.ics.event.location).toBe('https://meet.example.com/new-room');
      expect([updated.mail.text, updated.mail.html, updated.ics.lines.join('\n')].join('\n')).not.toContain(
        'PRIVATE-NOTE',
      );
    });
  });
});
