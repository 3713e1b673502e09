import { Logger } from '@nestjs/common';
import { FakeClock } from '../../../../test/support/accounts-fakes';
import {
  FakeEmailPreferences,
  MemoryApplicationEmails,
  RecordingNotifications,
} from '../../../../test/support/application-emails-fakes';
import type { AppConfig } from '../../../config/app-config';
import type { DueDigestRow } from './application-emails.repository';
import { ApplicantsDigestService, groupDigests } from './applicants-digest.service';

const row = (companyId: string, jobId: string, applicants: number, title = `Job ${jobId}`): DueDigestRow => ({
  companyId,
  companyName: `Company ${companyId}`,
  digestDate: '2026-11-25',
  jobId,
  title,
  applicants,
});

describe('groupDigests', () => {
  it('makes one digest per company with its jobs in the order given', () => {
    expect(groupDigests([row('c1', 'j1', 3), row('c1', 'j2', 1), row('c2', 'j3', 2)])).toEqual([
      {
        companyId: 'c1',
        companyName: 'Company c1',
        digestDate: '2026-11-25',
        jobs: [
          { id: 'j1', title: 'Job j1', applicants: 3 },
          { id: 'j2', title: 'Job j2', applicants: 1 },
        ],
      },
      {
        companyId: 'c2',
        companyName: 'Company c2',
        digestDate: '2026-11-25',
        jobs: [{ id: 'j3', title: 'Job j3', applicants: 2 }],
      },
    ]);
  });
});

describe('ApplicantsDigestService.sendDue', () => {
  function setUp() {
    const emails = new MemoryApplicationEmails();
    const preferences = new FakeEmailPreferences();
    const notifications = new RecordingNotifications();
    const clock = new FakeClock(new Date('2026-11-25T14:00:00.000Z'));
    const service = new ApplicantsDigestService(
      emails.asRepository(),
      preferences.asService(),
      notifications.asService(),
      clock as never,
      { publicUrl: 'https://n.example' } as AppConfig,
    );
    emails.due = [row('c1', 'j1', 3, 'Remote Bookkeeper'), row('c1', 'j2', 1, 'Support Lead'), row('c2', 'j3', 2)];
    emails.recipients = [
      { id: 'erin', email: 'erin@c1.example', name: 'Erin', companyId: 'c1' },
      { id: 'eli', email: 'eli@c1.example', name: 'Eli', companyId: 'c1' },
      { id: 'olga', email: 'olga@c2.example', name: 'Olga', companyId: 'c2' },
    ];
    return { emails, preferences, notifications, clock, service };
  }

  it("mails each employer their own company's jobs, records each employer's digest of the day, and keys each mail by employer and day", async () => {
    const { service, notifications, emails } = setUp();
    expect(await service.sendDue()).toEqual({ companies: 2, emails: 3 });
    expect(notifications.sent.map(({ message }) => [message.to, message.subject])).toEqual([
      ['erin@c1.example', '4 new applicants for 2 of your jobs'],
      ['eli@c1.example', '4 new applicants for 2 of your jobs'],
      ['olga@c2.example', '2 new applicants for your job'],
    ]);
    expect(notifications.sent[2]!.message.text).not.toContain('Remote Bookkeeper');
    expect(notifications.sent.map(({ options }) => options.dedupeKey)).toEqual([
      'applicants-digest-erin-2026-11-25',
      'applicants-digest-eli-2026-11-25',
      'applicants-digest-olga-2026-11-25',
    ]);
    expect(emails.claims.get('erin/2026-11-25')).toMatchObject({
      companyId: 'c1',
      applicants: 4,
      sentAt: new Date('2026-11-25T14:00:00.000Z'),
    });
  });

  it('sends nothing twice: a re-run of the day finds every digest claimed', async () => {
    const { service, notifications } = setUp();
    await service.sendDue();
    expect(await service.sendDue()).toEqual({ companies: 2, emails: 0 });
    expect(notifications.sent).toHaveLength(3);
  });

  it('skips an employer who turned the digest off, and sends nothing when no company has new applicants', async () => {
    const { service, notifications, preferences, emails } = setUp();
    preferences.optOuts.add('eli/applicants-digest');
    expect((await service.sendDue()).emails).toBe(2);
    expect(notifications.sent.map(({ message }) => message.to)).toEqual(['erin@c1.example', 'olga@c2.example']);
    expect(emails.claims.has('eli/2026-11-25')).toBe(false);
    emails.due = [];
    expect(await service.sendDue()).toEqual({ companies: 0, emails: 0 });
  });

  it('gives the claim back when the mail cannot be queued, so the next pass sends it', async () => {
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const { service, notifications, emails } = setUp();
    notifications.failing = true;
    expect((await service.sendDue()).emails).toBe(0);
    expect(emails.claims.size).toBe(0);
    notifications.failing = false;
    expect((await service.sendDue()).emails).toBe(3);
  });
});
