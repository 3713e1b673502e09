import { FakeJobs } from '../../../../test/support/applications-fakes';
import {
  FakeNotificationCenter,
  FakeNotificationPreferences,
  MemoryApplicationEmails,
  RecordingNotifications,
} from '../../../../test/support/application-emails-fakes';
import type { AppConfig } from '../../../config/app-config';
import type { JobsService } from '../../jobs';
import type { StatusEmailJob } from '../applications.queue';
import type { StatusEmailFacts } from './application-emails.repository';
import { ApplicationEmailsService, kindForStatus, statusEmailSkip } from './application-emails.service';

const APP = '0f0f0f0f-0000-4000-8000-00000000a101';
const SEEKER = '0f0f0f0f-0000-4000-8000-00000000a001';
const JOB = '0f0f0f0f-0000-4000-8000-00000000b001';
const CHANGED = '2026-11-25T12:00:00.000Z';

const facts = (overrides: Partial<StatusEmailFacts> = {}): StatusEmailFacts => ({
  id: APP,
  jobId: JOB,
  seekerId: SEEKER,
  status: 'rejected',
  withdrawn: false,
  seekerEmail: 'maya@example.com',
  seekerName: 'Maya',
  seekerDeleted: false,
  notSelectedEmails: true,
  latestChange: { to: 'rejected', at: new Date(CHANGED) },
  ...overrides,
});
const notSelected: StatusEmailJob = { kind: 'application-not-selected', applicationId: APP, changedAt: CHANGED };

describe('kindForStatus', () => {
  it('tells of reviewed, interview, hired and not selected; back to pending tells nothing', () => {
    expect(kindForStatus('reviewed')).toBe('application-reviewed');
    expect(kindForStatus('interview')).toBe('application-interview');
    expect(kindForStatus('hired')).toBe('application-hired');
    expect(kindForStatus('rejected')).toBe('application-not-selected');
    expect(kindForStatus('pending')).toBeNull();
  });
});

describe('statusEmailSkip (the check when the mail is about to go)', () => {
  it('sends while the change is still the latest and the application stands', () => {
    expect(statusEmailSkip(notSelected, facts())).toBeNull();
  });

  it('sends nothing once the change was undone or changed again, even back to the same status', () => {
    expect(
      statusEmailSkip(
        notSelected,
        facts({ status: 'reviewed', latestChange: { to: 'reviewed', at: new Date('2026-11-25T12:00:05.000Z') } }),
      ),
    ).toBe('changed-since');
    expect(
      statusEmailSkip(
        notSelected,
        facts({ latestChange: { to: 'rejected', at: new Date('2026-11-25T12:00:08.000Z') } }),
      ),
    ).toBe('changed-since');
    expect(statusEmailSkip(notSelected, facts({ latestChange: null }))).toBe('changed-since');
  });

  it('sends nothing for a missing or withdrawn application, a deleted seeker, or a company that turned the not-selected mail off', () => {
    expect(statusEmailSkip(notSelected, null)).toBe('missing');
    expect(statusEmailSkip(notSelected, facts({ withdrawn: true }))).toBe('withdrawn');
    expect(statusEmailSkip(notSelected, facts({ seekerDeleted: true }))).toBe('seeker-deleted');
    expect(statusEmailSkip(notSelected, facts({ notSelectedEmails: false }))).toBe('company-turned-off');
    // The switch is about the not-selected mail only.
    expect(
      statusEmailSkip(
        { kind: 'application-hired', applicationId: APP, changedAt: CHANGED },
        facts({ status: 'hired', latestChange: { to: 'hired', at: new Date(CHANGED) }, notSelectedEmails: false }),
      ),
    ).toBeNull();
  });

  it('sends "received" whatever happened to the status since (only a withdrawal stops it)', () => {
    const received: StatusEmailJob = {
      kind: 'application-received',
      applicationId: APP,
      changedAt: '2026-11-25T11:00:00.000Z',
    };
    expect(
      statusEmailSkip(received, facts({ status: 'reviewed', latestChange: { to: 'reviewed', at: new Date(CHANGED) } })),
    ).toBeNull();
    expect(statusEmailSkip(received, facts({ withdrawn: true }))).toBe('withdrawn');
  });
});

describe('ApplicationEmailsService.send', () => {
  function setUp() {
    const emails = new MemoryApplicationEmails();
    const jobs = new FakeJobs();
    jobs.add(JOB, { title: 'Remote Bookkeeper', company: 'Private Company' });
    const center = new FakeNotificationCenter();
    const notifications = new RecordingNotifications();
    const service = new ApplicationEmailsService(
      emails.asRepository(),
      jobs as unknown as JobsService,
      center.asService(),
      new FakeNotificationPreferences().asService(),
      notifications.asService(),
      { publicUrl: 'https://n.example' } as AppConfig,
    );
    return { emails, center, notifications, service };
  }
  const hired = facts({ status: 'hired', latestChange: { to: 'hired', at: new Date(CHANGED) } });
  const hiredJob: StatusEmailJob = { ...notSelected, kind: 'application-hired' };

  it('records the notification about the application and queues its own mail to a seeker who wants it at once, with a key that makes a retry harmless', async () => {
    const { emails, center, notifications, service } = setUp();
    emails.facts.set(APP, facts());
    expect(await service.send(notSelected)).toEqual({ notified: true, email: 'immediate' });
    expect(center.calls).toEqual([
      {
        drafts: [
          {
            userId: SEEKER,
            kind: 'application-not-selected',
            text: 'An update on your application for Remote Bookkeeper at Private Company',
            link: '/seeker/applications',
            subjectId: APP,
            subjectTitle: 'Remote Bookkeeper',
            dedupeKey: `application-not-selected-${APP}-${Date.parse(CHANGED)}`,
          },
        ],
        options: { ownEmail: true },
      },
    ]);
    expect(notifications.sent).toHaveLength(1);
    const [{ message, options }] = notifications.sent as [(typeof notifications.sent)[number]];
    expect(message).toMatchObject({
      to: 'maya@example.com',
      subject: 'An update on your application for Remote Bookkeeper',
      category: 'application-not-selected',
      userId: SEEKER,
    });
    expect(message.text).toContain('Thank you for applying to Remote Bookkeeper at Private Company.');
    expect(message.headers?.['List-Unsubscribe']).toBe(
      `<https://n.example/api/notifications/unsubscribe?token=${SEEKER}.application-not-selected>`,
    );
    expect(options).toEqual({ dedupeKey: `application-not-selected-${APP}-${Date.parse(CHANGED)}` });
  });

  it('sends no mail of its own to a seeker whose choice is the digest or off, and only for that kind', async () => {
    const { emails, center, notifications, service } = setUp();
    emails.facts.set(APP, facts());
    center.modes.set(`${SEEKER}/application-not-selected`, 'digest');
    expect(await service.send(notSelected)).toEqual({ notified: true, email: 'digest' });
    center.modes.set(`${SEEKER}/application-hired`, 'off');
    emails.facts.set(APP, hired);
    expect(await service.send(hiredJob)).toEqual({ notified: true, email: 'off' });
    expect(center.recorded.map((row) => [row.kind, row.email])).toEqual([
      ['application-not-selected', 'digest'],
      ['application-hired', 'off'],
    ]);
    expect(notifications.sent).toEqual([]);
    center.modes.delete(`${SEEKER}/application-hired`);
    emails.facts.set(APP, facts({ status: 'interview', latestChange: { to: 'interview', at: new Date(CHANGED) } }));
    expect(await service.send({ ...notSelected, kind: 'application-interview' })).toEqual({
      notified: true,
      email: 'immediate',
    });
    expect(notifications.sent.map((sent) => sent.message.category)).toEqual(['application-interview']);
  });

  it('leaves the mail of "reviewed" to the center (no mail of its own), whose default is the digest', async () => {
    const { emails, center, notifications, service } = setUp();
    emails.facts.set(APP, facts({ status: 'reviewed', latestChange: { to: 'reviewed', at: new Date(CHANGED) } }));
    expect(await service.send({ ...notSelected, kind: 'application-reviewed' })).toEqual({
      notified: true,
      email: 'digest',
    });
    expect(center.calls[0]?.options).toEqual({ ownEmail: false });
    expect(center.calls[0]?.drafts[0]?.text).toBe('Private Company reviewed your application for Remote Bookkeeper');
    expect(notifications.sent).toEqual([]);
  });

  it('records nothing new when the job runs again, and its mail keeps the same delivery key', async () => {
    const { emails, center, notifications, service } = setUp();
    emails.facts.set(APP, hired);
    await service.send(hiredJob);
    await service.send(hiredJob);
    expect(center.recorded).toHaveLength(1);
    expect(new Set(notifications.sent.map((sent) => sent.options.dedupeKey)).size).toBe(1);
  });

  it('tells nothing when the change no longer holds (undone within the undo window) or the application is gone', async () => {
    const { emails, center, notifications, service } = setUp();
    emails.facts.set(
      APP,
      facts({ status: 'reviewed', latestChange: { to: 'reviewed', at: new Date('2026-11-25T12:00:04.000Z') } }),
    );
    expect(await service.send(notSelected)).toEqual({ notified: false, reason: 'changed-since' });
    expect(await service.send({ ...notSelected, applicationId: '0f0f0f0f-0000-4000-8000-00000000a999' })).toEqual({
      notified: false,
      reason: 'missing',
    });
    emails.facts.set(APP, facts({ notSelectedEmails: false }));
    expect(await service.send(notSelected)).toEqual({ notified: false, reason: 'company-turned-off' });
    expect(center.calls).toEqual([]);
    expect(notifications.sent).toEqual([]);
  });
});
