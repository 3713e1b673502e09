import { FakeJobs } from '../../../../test/support/applications-fakes';
import {
  FakeEmailPreferences,
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
  it('mails interview, hired and not selected; marking reviewed (or back to pending) sends nothing', () => {
    expect(kindForStatus('interview')).toBe('application-interview');
    expect(kindForStatus('hired')).toBe('application-hired');
    expect(kindForStatus('rejected')).toBe('application-not-selected');
    expect(kindForStatus('reviewed')).toBeNull();
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
    const preferences = new FakeEmailPreferences();
    const notifications = new RecordingNotifications();
    const service = new ApplicationEmailsService(
      emails.asRepository(),
      jobs as unknown as JobsService,
      preferences.asService(),
      notifications.asService(),
      { publicUrl: 'https://n.example' } as AppConfig,
    );
    return { emails, preferences, notifications, service };
  }

  it('queues the mail to the seeker with the job as their lists show it, its unsubscribe link, and a key that makes a retry harmless', async () => {
    const { emails, notifications, service } = setUp();
    emails.facts.set(APP, facts());
    expect(await service.send(notSelected)).toEqual({ sent: true });
    expect(notifications.sent).toHaveLength(1);
    const [{ message, options }] = notifications.sent as [(typeof notifications.sent)[number]];
    expect(message).toMatchObject({
      to: 'maya@example.com',
      subject: 'An update on your application for Remote Bookkeeper',
      category: 'application-not-selected',
    });
    expect(message.text).toContain('Thank you for applying to Remote Bookkeeper at Private Company.');
    expect(message.headers?.['List-Unsubscribe']).toBe(
      `<https://n.example/api/notifications/unsubscribe?token=${SEEKER}.application-not-selected>`,
    );
    expect(options).toEqual({ dedupeKey: `application-not-selected-${APP}-${Date.parse(CHANGED)}` });
  });

  it('skips a seeker who turned this kind off, and only this kind', async () => {
    const { emails, preferences, notifications, service } = setUp();
    emails.facts.set(APP, facts());
    preferences.optOuts.add(`${SEEKER}/application-not-selected`);
    expect(await service.send(notSelected)).toEqual({ sent: false, reason: 'opted-out' });
    emails.facts.set(APP, facts({ status: 'hired', latestChange: { to: 'hired', at: new Date(CHANGED) } }));
    expect(await service.send({ ...notSelected, kind: 'application-hired' })).toEqual({ sent: true });
    expect(notifications.sent.map((sent) => sent.message.category)).toEqual(['application-hired']);
  });

  it('sends nothing when the change no longer holds (undone within the undo window)', async () => {
    const { emails, notifications, service } = setUp();
    emails.facts.set(
      APP,
      facts({ status: 'reviewed', latestChange: { to: 'reviewed', at: new Date('2026-11-25T12:00:04.000Z') } }),
    );
    expect(await service.send(notSelected)).toEqual({ sent: false, reason: 'changed-since' });
    expect(await service.send({ ...notSelected, applicationId: '0f0f0f0f-0000-4000-8000-00000000a999' })).toEqual({
      sent: false,
      reason: 'missing',
    });
    expect(notifications.sent).toEqual([]);
  });
});
