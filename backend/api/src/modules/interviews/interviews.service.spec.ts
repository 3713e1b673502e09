import { ConflictException, Logger } from '@nestjs/common';
import { EMPLOYER_APPLICATION_MESSAGES, INTERVIEW_MESSAGES } from '@marketplace/contracts';
import { actorOf, FakeClock } from '../../../test/support/accounts-fakes';
import { FakeApplicationAccess, FakeNotifications, MemoryInterviews } from '../../../test/support/interviews-fakes';
import type { Actor } from '../../core/auth/actor';
import { RequestValidationException } from '../../core/errors/request-validation.exception';
import { FakeNotificationCenter, FakeNotificationPreferences } from '../../../test/support/application-emails-fakes';
import type { AppConfig } from '../../config/app-config';
import type { NotificationsService } from '../notifications';
import type { InterviewUpdates } from './interview-updates';
import type { InterviewsRepository } from './interviews.repository';
import { InterviewsService } from './interviews.service';
import { asHttpException } from '../../../test/support/assertions';

const COMPANY = '0f0f0f0f-0000-4000-8000-00000000c001';
const OTHER_COMPANY = '0f0f0f0f-0000-4000-8000-00000000c002';
const APP = '0f0f0f0f-0000-4000-8000-00000000a001';
const PENDING_APP = '0f0f0f0f-0000-4000-8000-00000000a002';
const WITHDRAWN_APP = '0f0f0f0f-0000-4000-8000-00000000a003';
const HIRED_APP = '0f0f0f0f-0000-4000-8000-00000000a004';
const THEIR_APP = '0f0f0f0f-0000-4000-8000-00000000a005';

const employer = actorOf({
  id: '0f0f0f0f-0000-4000-8000-00000000e001',
  role: 'employer',
  email: 'erin@acme.example',
  name: 'Erin Employer',
  companyId: COMPANY,
});
const otherEmployer = actorOf({
  id: '0f0f0f0f-0000-4000-8000-00000000e002',
  role: 'employer',
  email: 'oscar@other.example',
  companyId: OTHER_COMPANY,
});
const admin = actorOf({ id: '0f0f0f0f-0000-4000-8000-00000000e003', role: 'admin', email: 'admin@example.com' });
const adminAsEmployer: Actor = { ...admin, user: employer.user, impersonation: { id: 'imp', adminId: admin.user.id } };

function application(id: string, extra: Record<string, unknown> = {}) {
  return {
    id,
    companyId: COMPANY,
    jobId: 'job',
    jobTitle: 'Remote Bookkeeper',
    companyName: 'Acme',
    companyTimeZone: 'America/Los_Angeles',
    seekerId: 'seeker',
    candidateName: 'Maya Seeker',
    candidateEmail: 'maya@example.com',
    status: 'reviewed' as const,
    interviewStage: 'initial_screening' as const,
    withdrawn: false,
    ...extra,
  };
}

function setUp() {
  const clock = new FakeClock(new Date('2026-12-01T12:00:00.000Z'));
  const access = new FakeApplicationAccess();
  const interviews = new MemoryInterviews();
  const notifications = new FakeNotifications();
  const center = new FakeNotificationCenter();
  access.add(application(APP));
  access.add(application(PENDING_APP, { status: 'pending', interviewStage: null }));
  access.add(application(WITHDRAWN_APP, { withdrawn: true }));
  interviews.seed(APP);
  interviews.seed(PENDING_APP, { status: 'pending', applicationStage: null });
  interviews.seed(WITHDRAWN_APP, { withdrawn: true });
  const config = { publicUrl: 'https://nestwork.example' } as AppConfig;
  const service = new InterviewsService(
    access,
    interviews.asRepository() as unknown as InterviewsRepository,
    interviews.asUpdates() as unknown as InterviewUpdates,
    access.asContactVisibility(),
    center.asService(),
    new FakeNotificationPreferences().asService(),
    notifications as unknown as NotificationsService,
    clock as never,
    config,
  );
  return { access, clock, interviews, notifications, center, service };
}

async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (thrown) {
    const error = asHttpException(thrown);
    const response = (error as { getResponse?: () => unknown }).getResponse?.() as { message?: string } | undefined;
    return { type: (error as Error).constructor.name, message: response?.message ?? (error as Error).message };
  }
  throw new Error('expected a refusal');
}

describe('InterviewsService', () => {
  beforeAll(() => jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined));

  it('reads the interview of an application of the employer’s company; another company’s is not found', async () => {
    const { service } = setUp();
    expect(await service.interview(employer, APP)).toEqual({
      id: APP,
      jobTitle: 'Remote Bookkeeper',
      companyName: 'Acme',
      candidateName: 'Maya Seeker',
      currentStage: 'initial_screening',
      formattedCurrentStage: 'Initial Screening',
      interviewScheduledAt: null,
      interviewCompletedAt: null,
      interviewerNotes: null,
      nextActionRequired: null,
      nextActionDeadline: null,
      timeZone: null,
      location: null,
      meetingUrl: null,
      messageToCandidate: null,
    });
    await expect(service.interview(otherEmployer, APP)).rejects.toMatchObject({ status: 404 });
    await expect(service.update(otherEmployer, APP, { stage: 'technical_interview' })).rejects.toThrow(
      EMPLOYER_APPLICATION_MESSAGES.notFound,
    );
    await expect(service.history(otherEmployer, APP)).rejects.toMatchObject({ status: 404 });
  });

  it("shows the candidate's e-mail only once one of their applications to this company is in interview or hired", async () => {
    const { service, access } = setUp();
    access.add(application(THEIR_APP, { companyId: OTHER_COMPANY, jobId: 'their-job', status: 'hired' }));
    expect(await service.interview(employer, APP)).not.toHaveProperty('candidateEmail');
    access.add(application(HIRED_APP, { jobId: 'job-2', status: 'hired' }));
    expect(await service.interview(employer, APP)).toMatchObject({ candidateEmail: 'maya@example.com' });
  });

  it('answers 409 for a pending application on every call, and refuses changes to a withdrawn one', async () => {
    const { service } = setUp();
    for (const call of [
      service.interview(employer, PENDING_APP),
      service.history(employer, PENDING_APP),
      service.update(employer, PENDING_APP, { stage: 'technical_interview' }),
    ]) {
      expect(await refusal(call)).toEqual({
        type: ConflictException.name,
        message: INTERVIEW_MESSAGES.pendingApplication,
      });
    }
    expect(await refusal(service.update(employer, WITHDRAWN_APP, { stage: 'technical_interview' }))).toEqual({
      type: ConflictException.name,
      message: INTERVIEW_MESSAGES.withdrawnApplication,
    });
    expect((await service.history(employer, WITHDRAWN_APP)).interviewHistory).toEqual([]);
  });

  it('answers the rules of spec section 5 with their exact messages and writes nothing', async () => {
    const { service, interviews } = setUp();
    await service.update(employer, APP, { stage: 'technical_interview', scheduledAt: '2026-12-10T17:00:00.000Z' });
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{}, INTERVIEW_MESSAGES.stageRequired, 'stage'],
      [{ stage: 'lunch' }, INTERVIEW_MESSAGES.stageInvalid, 'stage'],
      [
        { stage: 'final_interview', scheduledAt: '2026-12-10T16:00:00.000Z' },
        'New interview schedule must be after the scheduled time of the current interview.',
        'scheduledAt',
      ],
      [
        { stage: 'technical_interview', completedAt: '2026-12-10T16:00:00.000Z' },
        'Completed time must be after scheduled time.',
        'completedAt',
      ],
      [{ stage: 'technical_interview', notes: 7 }, INTERVIEW_MESSAGES.textInvalid, 'notes'],
      [
        { stage: 'technical_interview', nextActionDeadline: 'tomorrow' },
        INTERVIEW_MESSAGES.dateInvalid,
        'nextActionDeadline',
      ],
      [{ stage: 'technical_interview', timeZone: 'Mars/Olympus_Mons' }, INTERVIEW_MESSAGES.timeZoneInvalid, 'timeZone'],
      [{ stage: 'technical_interview', timeZone: '+05:00' }, INTERVIEW_MESSAGES.timeZoneInvalid, 'timeZone'],
      [{ stage: 'technical_interview', timeZone: 7 }, INTERVIEW_MESSAGES.timeZoneInvalid, 'timeZone'],
      [
        { stage: 'technical_interview', meetingUrl: 'http://meet.example.com/abc' },
        INTERVIEW_MESSAGES.meetingUrlInvalid,
        'meetingUrl',
      ],
      [
        { stage: 'technical_interview', meetingUrl: `https://meet.example.com/${'a'.repeat(2_000)}` },
        INTERVIEW_MESSAGES.meetingUrlTooLong,
        'meetingUrl',
      ],
      [{ stage: 'technical_interview', location: 'x'.repeat(201) }, INTERVIEW_MESSAGES.locationTooLong, 'location'],
      [
        { stage: 'technical_interview', messageToCandidate: 'x'.repeat(2_001) },
        INTERVIEW_MESSAGES.messageTooLong,
        'messageToCandidate',
      ],
      [{ stage: 'technical_interview', location: ['Berlin'] }, INTERVIEW_MESSAGES.invitationTextInvalid, 'location'],
    ];
    for (const [body, message, field] of cases) {
      const error = await service.update(employer, APP, body).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(RequestValidationException);
      expect({
        message: (error as RequestValidationException).message,
        fieldErrors: (error as RequestValidationException).fieldErrors,
      }).toEqual({ message, fieldErrors: { [field]: [message] } });
    }
    expect(interviews.history.get(APP)).toHaveLength(1);
  });

  it('updates with interviewAfterUpdate, writes a history entry by the real user, and leaves the status alone', async () => {
    const { service, interviews, clock } = setUp();
    const answer = await service.update(adminAsEmployer, APP, {
      stage: 'technical_interview',
      scheduledAt: '2026-12-10T17:00:00.000Z',
      notes: '  Bring a portfolio  ',
    });
    expect(answer).toEqual({
      application: {
        id: APP,
        interviewStage: 'technical_interview',
        interviewScheduledAt: '2026-12-10T17:00:00.000Z',
        interviewCompletedAt: null,
        interviewerNotes: 'Bring a portfolio',
        nextActionRequired: null,
        nextActionDeadline: null,
        // No zone sent: the interview is in the company's, as its invitations always were.
        timeZone: 'America/Los_Angeles',
        location: null,
        meetingUrl: null,
        messageToCandidate: null,
      },
    });
    clock.advance(60_000);
    await service.update(employer, APP, {
      stage: 'technical_interview',
      completedAt: '2026-12-10T23:59:00.000Z',
      notes: INTERVIEW_MESSAGES.markedDoneNotes,
    });
    expect(interviews.current.get(APP)?.status).toBe('reviewed');
    const { interviewHistory } = await service.history(employer, APP);
    expect(interviewHistory.map((entry) => [entry.formattedStage, entry.notes, entry.completedAt])).toEqual([
      ['Technical Interview', 'Interview completed successfully.', '2026-12-10T23:59:00.000Z'],
      ['Technical Interview', 'Bring a portfolio', null],
    ]);
    expect(interviews.history.get(APP)!.map((entry) => entry.actorId)).toEqual([admin.user.id, employer.user.id]);
  });

  it('e-mails the candidate an invitation, a reschedule with the same UID and a higher SEQUENCE, then a cancellation', async () => {
    const { service, notifications } = setUp();
    await service.update(employer, APP, { stage: 'technical_interview', scheduledAt: '2026-12-10T17:00:00.000Z' });
    await service.update(employer, APP, { stage: 'technical_interview', scheduledAt: '2026-12-11T17:00:00.000Z' });
    await service.update(employer, APP, {
      stage: 'technical_interview',
      scheduledAt: null,
      completedAt: null,
      notes: INTERVIEW_MESSAGES.rescheduledNotes,
    });
    await service.update(employer, APP, { stage: 'technical_interview', notes: 'no schedule change' });
    expect(notifications.sent.map((mail) => [mail.to, mail.subject, mail.calendar?.method])).toEqual([
      ['maya@example.com', 'Interview invitation: Remote Bookkeeper at Acme', 'REQUEST'],
      ['maya@example.com', 'Interview rescheduled: Remote Bookkeeper at Acme', 'REQUEST'],
      ['maya@example.com', 'Interview cancelled: Remote Bookkeeper at Acme', 'CANCEL'],
    ]);
    const field = (ics: string, name: string) =>
      ics.split('\r\n').find((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`));
    const uids = notifications.sent.map((mail) => field(mail.calendar!.content, 'UID'));
    expect(new Set(uids).size).toBe(1);
    expect(uids[0]).toMatch(/^UID:interview-[0-9a-f-]{36}@nestwork\.example$/);
    expect(notifications.sent.map((mail) => field(mail.calendar!.content, 'SEQUENCE'))).toEqual([
      'SEQUENCE:0',
      'SEQUENCE:1',
      'SEQUENCE:2',
    ]);
    expect(notifications.sent[0]!.calendar!.content.split('\r\n')).toContain(
      'DTSTART;TZID=America/Los_Angeles:20261210T090000',
    );
    expect(field(notifications.sent[0]!.calendar!.content, 'ORGANIZER')).toBe(
      'ORGANIZER;CN="Acme":mailto:erin@acme.example',
    );
    expect(notifications.sent[0]!.text).toContain('Thursday, December 10, 2026 at 9:00 AM PST');
  });

  it('records an interview-update notification for each calendar message, and sends each mail with its unsubscribe link and once', async () => {
    const { service, notifications, center } = setUp();
    await service.update(employer, APP, { stage: 'technical_interview', scheduledAt: '2026-12-10T17:00:00.000Z' });
    await service.update(employer, APP, { stage: 'technical_interview', scheduledAt: '2026-12-11T17:00:00.000Z' });
    await service.update(employer, APP, { stage: 'technical_interview', scheduledAt: null, completedAt: null });
    expect(
      center.recorded.map(({ userId, kind, text, link, subjectId, subjectTitle }) => ({
        userId,
        kind,
        text,
        link,
        subjectId,
        subjectTitle,
      })),
    ).toEqual([
      {
        userId: 'seeker',
        kind: 'interview-update',
        text: 'Interview scheduled with Acme for Remote Bookkeeper: Thursday, December 10, 2026 at 9:00 AM PST (America/Los_Angeles)',
        link: '/seeker/applications',
        subjectId: APP,
        subjectTitle: 'Remote Bookkeeper',
      },
      expect.objectContaining({
        text: 'Interview moved with Acme for Remote Bookkeeper: now Friday, December 11, 2026 at 9:00 AM PST (America/Los_Angeles)',
      }),
      expect.objectContaining({
        text: 'Interview cancelled with Acme for Remote Bookkeeper: Friday, December 11, 2026 at 9:00 AM PST (America/Los_Angeles)',
      }),
    ]);
    expect(center.calls.every((call) => call.options.ownEmail === true)).toBe(true);
    expect(new Set(center.recorded.map((row) => row.dedupeKey)).size).toBe(3);
    expect(notifications.sent.map((mail) => mail.userId)).toEqual(['seeker', 'seeker', 'seeker']);
    expect(notifications.sent[0]!.headers?.['List-Unsubscribe']).toBe(
      '<https://n.example/api/notifications/unsubscribe?token=seeker.interview-update>',
    );
  });

  it('sends no calendar mail to a candidate whose interview e-mails go in the digest or are off (the notification stays)', async () => {
    for (const mode of ['digest', 'off'] as const) {
      const { service, notifications, center } = setUp();
      center.modes.set('seeker/interview-update', mode);
      await service.update(employer, APP, { stage: 'technical_interview', scheduledAt: '2026-12-10T17:00:00.000Z' });
      expect(center.recorded.map((row) => row.email)).toEqual([mode]);
      expect(notifications.sent).toEqual([]);
    }
  });

  it("sends the zone, place, link and message with the invitation, and never the interviewer's notes", async () => {
    const { service, notifications } = setUp();
    const notes = 'Private: weak on payroll, ask about the gap';
    const answer = await service.update(employer, APP, {
      stage: 'technical_interview',
      // 18:00 in Berlin (CET, UTC+1).
      scheduledAt: '2026-12-10T17:00:00.000Z',
      timeZone: 'Europe/Berlin',
      location: '  Acme HQ, Hauptstrasse 1  ',
      meetingUrl: 'https://meet.example.com/abc-defg',
      messageToCandidate: 'Looking forward to it.\nBring a portfolio.',
      notes,
    });
    expect(answer.application).toMatchObject({
      timeZone: 'Europe/Berlin',
      location: 'Acme HQ, Hauptstrasse 1',
      meetingUrl: 'https://meet.example.com/abc-defg',
      messageToCandidate: 'Looking forward to it.\nBring a portfolio.',
      interviewerNotes: notes,
    });
    expect(await service.interview(employer, APP)).toMatchObject({
      timeZone: 'Europe/Berlin',
      location: 'Acme HQ, Hauptstrasse 1',
      meetingUrl: 'https://meet.example.com/abc-defg',
      messageToCandidate: 'Looking forward to it.\nBring a portfolio.',
    });
    const [mail] = notifications.sent;
    expect(mail!.text).toContain('Thursday, December 10, 2026 at 6:00 PM CET (Europe/Berlin)');
    expect(mail!.text).toContain('Where: Acme HQ, Hauptstrasse 1');
    expect(mail!.text).toContain('Join the meeting: https://meet.example.com/abc-defg');
    expect(mail!.text).toContain('Looking forward to it.\nBring a portfolio.');
    const ics = mail!.calendar!.content.replace(/\r\n[ \t]/g, '');
    expect(ics.split('\r\n')).toEqual(
      expect.arrayContaining([
        'DTSTART;TZID=Europe/Berlin:20261210T180000',
        'TZID:Europe/Berlin',
        'LOCATION:Acme HQ\\, Hauptstrasse 1',
        'URL;VALUE=URI:https://meet.example.com/abc-defg',
      ]),
    );
    expect(ics).toContain('Bring a portfolio.');
    for (const part of [mail!.text, mail!.html, ics]) expect(part).not.toContain('weak on payroll');

    // A new link at the same time re-sends the invitation as an update; new notes alone send nothing.
    await service.update(employer, APP, { stage: 'technical_interview', notes: 'More private notes' });
    await service.update(employer, APP, { stage: 'technical_interview', meetingUrl: 'https://meet.example.com/new' });
    expect(notifications.sent.map((sent) => sent.subject)).toEqual([
      'Interview invitation: Remote Bookkeeper at Acme',
      'Interview details updated: Remote Bookkeeper at Acme',
    ]);
    expect(notifications.sent[1]!.calendar!.content).toContain('SEQUENCE:1');
    expect(notifications.sent[1]!.text).not.toContain('More private notes');
  });

  it('clears a detail sent as null and keeps the others; a stage sent alone starts afresh', async () => {
    const { service } = setUp();
    await service.update(employer, APP, {
      stage: 'technical_interview',
      scheduledAt: '2026-12-10T17:00:00.000Z',
      timeZone: 'Asia/Tokyo',
      location: 'Acme HQ',
      meetingUrl: 'https://meet.example.com/abc',
    });
    const cleared = await service.update(employer, APP, { stage: 'technical_interview', location: null });
    expect(cleared.application).toMatchObject({
      timeZone: 'Asia/Tokyo',
      location: null,
      meetingUrl: 'https://meet.example.com/abc',
    });
    const afresh = await service.update(employer, APP, { stage: 'technical_interview' });
    expect(afresh.application).toMatchObject({ timeZone: null, meetingUrl: null, interviewScheduledAt: null });
  });

  it('keeps the update when the e-mail cannot be queued', async () => {
    const { service, notifications, interviews } = setUp();
    notifications.failing = true;
    await service.update(employer, APP, { stage: 'technical_interview', scheduledAt: '2026-12-10T17:00:00.000Z' });
    expect(interviews.current.get(APP)?.stored?.calendar.sequence).toBe(0);
  });
});
