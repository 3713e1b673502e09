import { Logger } from '@nestjs/common';
import { INTERVIEW_MESSAGES } from '@marketplace/contracts';
import { actorOf, FakeClock } from '../../../test/support/accounts-fakes';
import {
  FakeApplicationAccess,
  FakeCancellationApplications,
  FakeNotifications,
  MemoryInterviews,
} from '../../../test/support/interviews-fakes';
import { FakeNotificationCenter, FakeNotificationPreferences } from '../../../test/support/application-emails-fakes';
import type { AppConfig } from '../../config/app-config';
import type { NotificationsService } from '../notifications';
import type { ApplicationAccessRepository } from './application-access.repository';
import { decideCancellation, InterviewCancellationsService } from './interview-cancellations.service';
import type { InterviewUpdates } from './interview-updates';
import type { InterviewsRepository } from './interviews.repository';
import { InterviewsService } from './interviews.service';

const COMPANY = '0f0f0f0f-0000-4000-8000-00000000c001';
const APP = '0f0f0f0f-0000-4000-8000-00000000a001';
const SEEKER = '0f0f0f0f-0000-4000-8000-00000000b001';
const employer = actorOf({
  id: '0f0f0f0f-0000-4000-8000-00000000e001',
  role: 'employer',
  email: 'erin@acme.example',
  companyId: COMPANY,
});

const mailApplication = {
  id: APP,
  seekerId: SEEKER,
  jobTitle: 'Remote Bookkeeper',
  companyName: 'Acme',
  companyTimeZone: 'America/Los_Angeles',
  candidateName: 'Maya Seeker',
  candidateEmail: 'maya@example.com',
};
const field = (ics: string, name: string) =>
  ics.split('\r\n').find((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`));

/** An application with an invitation sent for 2026-12-10 17:00Z (the clock reads 2026-12-01). */
async function setUp() {
  const clock = new FakeClock(new Date('2026-12-01T12:00:00.000Z'));
  const access = new FakeApplicationAccess();
  access.add({
    ...mailApplication,
    companyId: COMPANY,
    jobId: 'job',
    seekerId: SEEKER,
    status: 'interview',
    interviewStage: 'initial_screening',
    withdrawn: false,
  });
  const interviews = new MemoryInterviews();
  interviews.seed(APP, { status: 'interview' });
  const notifications = new FakeNotifications();
  const center = new FakeNotificationCenter();
  const applications = new FakeCancellationApplications();
  applications.applications.set(APP, { ...mailApplication, organizerEmail: 'erin@acme.example' });
  const config = { publicUrl: 'https://nestwork.example', supportEmail: 'support@nestwork.example' } as AppConfig;
  const repository = interviews.asRepository() as unknown as InterviewsRepository;
  const updates = interviews.asUpdates() as unknown as InterviewUpdates;
  const pipeline = new InterviewsService(
    access,
    repository,
    updates,
    access.asContactVisibility(),
    center.asService(),
    new FakeNotificationPreferences().asService(),
    notifications as unknown as NotificationsService,
    clock as never,
    config,
  );
  await pipeline.update(employer, APP, { stage: 'technical_interview', scheduledAt: '2026-12-10T17:00:00.000Z' });
  const service = new InterviewCancellationsService(
    updates,
    applications as unknown as ApplicationAccessRepository,
    center.asService(),
    new FakeNotificationPreferences().asService(),
    notifications as unknown as NotificationsService,
    clock as never,
    config,
  );
  const leave = (state: { status?: 'rejected' | 'hired' | 'reviewed'; withdrawn?: boolean }) =>
    Object.assign(interviews.current.get(APP)!, state);
  return { clock, interviews, notifications, center, applications, pipeline, service, leave };
}

describe('InterviewCancellationsService', () => {
  beforeAll(() => jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined));

  it('cancels the invitation of a withdrawn application once: the same UID, the next SEQUENCE, a history entry by the seeker', async () => {
    const { service, notifications, center, interviews, leave, clock } = await setUp();
    leave({ withdrawn: true });
    expect(await service.afterWithdrawal([APP], SEEKER)).toBe(1);
    expect(notifications.sent.map((mail) => [mail.to, mail.subject, mail.calendar?.method])).toEqual([
      ['maya@example.com', 'Interview invitation: Remote Bookkeeper at Acme', 'REQUEST'],
      ['maya@example.com', 'Interview cancelled: Remote Bookkeeper at Acme', 'CANCEL'],
    ]);
    // The seeker's notifications: the invitation, then its cancellation, about the application.
    expect(center.recorded.map((row) => [row.userId, row.kind, row.subjectId, row.text])).toEqual([
      [
        SEEKER,
        'interview-update',
        APP,
        'Interview scheduled with Acme for Remote Bookkeeper: Thursday, December 10, 2026 at 9:00 AM PST (America/Los_Angeles)',
      ],
      [
        SEEKER,
        'interview-update',
        APP,
        'Interview cancelled with Acme for Remote Bookkeeper: Thursday, December 10, 2026 at 9:00 AM PST (America/Los_Angeles)',
      ],
    ]);
    const [invite, cancel] = notifications.sent.map((mail) => mail.calendar!.content);
    expect(field(cancel!, 'UID')).toBe(field(invite!, 'UID'));
    expect([field(invite!, 'SEQUENCE'), field(cancel!, 'SEQUENCE')]).toEqual(['SEQUENCE:0', 'SEQUENCE:1']);
    expect(field(cancel!, 'ORGANIZER')).toBe('ORGANIZER;CN="Acme":mailto:erin@acme.example');
    expect(interviews.current.get(APP)?.stored).toMatchObject({
      stage: 'technical_interview',
      scheduledAt: null,
      notes: INTERVIEW_MESSAGES.cancelledWithdrawnNotes,
      calendar: { sequence: 1, invitedStart: null },
    });
    expect(interviews.history.get(APP)!.at(-1)).toMatchObject({
      actorId: SEEKER,
      scheduledAt: null,
      notes: INTERVIEW_MESSAGES.cancelledWithdrawnNotes,
      createdAt: clock.now(),
    });

    // Heard again (a repeated event, the account deleted later): nothing left to cancel, nothing written.
    expect(await service.afterWithdrawal([APP], SEEKER)).toBe(0);
    expect(notifications.sent).toHaveLength(2);
    expect(interviews.history.get(APP)).toHaveLength(2);
  });

  it('cancels a rejected application only while it is still rejected, by the employer who rejected it', async () => {
    const { service, notifications, interviews, leave } = await setUp();
    // Undone within the window: back to reviewed, the job finds nothing to do.
    leave({ status: 'reviewed' });
    expect(
      await service.afterRejection({
        applicationId: APP,
        actorId: employer.user.id,
        rejectedAt: '2026-12-01T11:59:50.000Z',
      }),
    ).toEqual({ cancelled: false });
    leave({ status: 'hired' });
    expect(
      await service.afterRejection({
        applicationId: APP,
        actorId: employer.user.id,
        rejectedAt: '2026-12-01T11:59:50.000Z',
      }),
    ).toEqual({ cancelled: false });
    expect(notifications.sent).toHaveLength(1);

    leave({ status: 'rejected' });
    expect(
      await service.afterRejection({
        applicationId: APP,
        actorId: employer.user.id,
        rejectedAt: '2026-12-01T11:59:50.000Z',
      }),
    ).toEqual({ cancelled: true });
    expect(notifications.sent.map((mail) => mail.calendar?.method)).toEqual(['REQUEST', 'CANCEL']);
    expect(interviews.history.get(APP)!.at(-1)).toMatchObject({
      actorId: employer.user.id,
      notes: INTERVIEW_MESSAGES.cancelledNotSelectedNotes,
    });
    // The job of a second rejection (rejected, undone, rejected again) finds it cancelled already.
    expect(
      await service.afterRejection({
        applicationId: APP,
        actorId: employer.user.id,
        rejectedAt: '2026-12-01T11:59:58.000Z',
      }),
    ).toEqual({ cancelled: false });
    expect(notifications.sent).toHaveLength(2);
  });

  it('leaves a past or completed interview alone, and one whose application is not withdrawn', async () => {
    const past = await setUp();
    past.leave({ withdrawn: true });
    past.clock.current = new Date('2026-12-10T17:00:00.000Z');
    expect(await past.service.afterWithdrawal([APP], SEEKER)).toBe(0);

    const completed = await setUp();
    await completed.pipeline.update(employer, APP, {
      stage: 'technical_interview',
      completedAt: '2026-12-10T18:00:00.000Z',
    });
    completed.leave({ withdrawn: true });
    expect(await completed.service.afterWithdrawal([APP], SEEKER)).toBe(0);

    const active = await setUp();
    expect(await active.service.afterWithdrawal([APP], SEEKER)).toBe(0);
    for (const { notifications, interviews } of [past, completed, active]) {
      expect(notifications.sent.map((mail) => mail.calendar?.method)).toEqual(['REQUEST']);
      expect(interviews.current.get(APP)?.stored?.scheduledAt).toEqual(new Date('2026-12-10T17:00:00.000Z'));
    }
  });

  it("records the cancellation of a deleted seeker's invitation without a mail (their address is erased), and uses the support address as organizer when the employer's account is gone", async () => {
    const deleted = await setUp();
    deleted.applications.applications.set(APP, {
      ...mailApplication,
      candidateEmail: null,
      organizerEmail: 'erin@acme.example',
    });
    deleted.leave({ withdrawn: true });
    expect(await deleted.service.afterWithdrawal([APP], SEEKER)).toBe(1);
    expect(deleted.notifications.sent).toHaveLength(1);
    expect(deleted.interviews.current.get(APP)?.stored?.calendar.invitedStart).toBeNull();

    const orphan = await setUp();
    orphan.applications.applications.set(APP, { ...mailApplication, organizerEmail: null });
    orphan.leave({ withdrawn: true });
    expect(await orphan.service.afterWithdrawal([APP], SEEKER)).toBe(1);
    expect(field(orphan.notifications.sent[1]!.calendar!.content, 'ORGANIZER')).toBe(
      'ORGANIZER;CN="Acme":mailto:support@nestwork.example',
    );
  });

  it('goes on with the other applications when one fails, and a failure to queue the mail keeps the cancellation', async () => {
    const { service, notifications, interviews, leave } = await setUp();
    leave({ withdrawn: true });
    notifications.failing = true;
    expect(await service.afterWithdrawal(['0f0f0f0f-0000-4000-8000-00000000a0ff', APP], SEEKER)).toBe(1);
    expect(interviews.current.get(APP)?.stored?.calendar).toMatchObject({ sequence: 1, invitedStart: null });
  });
});

describe('decideCancellation', () => {
  it('answers nothing for an unknown application or a row of an earlier stage', () => {
    const now = new Date('2026-12-01T12:00:00.000Z');
    expect(decideCancellation(null, 'withdrawn', now, SEEKER)).toBeNull();
    const stored = {
      stage: 'technical_interview' as const,
      scheduledAt: new Date('2026-12-10T17:00:00.000Z'),
      completedAt: null,
      notes: null,
      nextActionRequired: null,
      nextActionDeadline: null,
      timeZone: 'Europe/Berlin',
      location: null,
      meetingUrl: 'https://meet.example.com/abc',
      messageToCandidate: null,
      calendar: { uid: 'u', sequence: 0, invitedStart: new Date('2026-12-10T17:00:00.000Z') },
    };
    expect(
      decideCancellation(
        { status: 'interview', withdrawn: true, applicationStage: 'final_interview', stored },
        'withdrawn',
        now,
        SEEKER,
      ),
    ).toBeNull();
    expect(
      decideCancellation(
        { status: 'interview', withdrawn: true, applicationStage: 'technical_interview', stored },
        'withdrawn',
        now,
        SEEKER,
      )?.messages,
    ).toEqual([
      {
        method: 'CANCEL',
        uid: 'u',
        sequence: 1,
        start: stored.scheduledAt,
        stage: 'technical_interview',
        rescheduled: false,
        updated: false,
        details: {
          timeZone: 'Europe/Berlin',
          location: null,
          meetingUrl: 'https://meet.example.com/abc',
          messageToCandidate: null,
        },
      },
    ]);
  });
});
