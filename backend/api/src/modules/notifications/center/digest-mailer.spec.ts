import { fakeEm } from '../../../../test/support/accounts-fakes';
import type { NotificationKind } from '@marketplace/contracts';
import type { Clock } from '../../../core/clock/clock';
import type { AppConfig } from '../../../config/app-config';
import type { NotificationRecipients } from '../notification-recipients.port';
import type { EmailMessage } from '../notifications.constants';
import type { NotificationsService, SendEmailOptions } from '../notifications.service';
import type { NotificationPreferences } from '../preferences/notification-preferences.service';
import { DigestMailer } from './digest-mailer';
import type { DigestScheduler } from './digest-scheduler';
import type { NotificationRecord, NotificationsRepository } from './notifications.repository';

const USER = '0f0f0f0f-0000-4000-8000-00000000e001';
const GONE = '0f0f0f0f-0000-4000-8000-00000000e002';
const JOB = '0f0f0f0f-0000-4000-8000-00000000e003';
// 23:30 in New York on Nov 27 is already Nov 28 in UTC: the day of the mail key is New York's.
const NOW = new Date('2026-11-28T04:30:00.000Z');

function row(n: number, kind: NotificationKind, readAt: Date | null = null): NotificationRecord {
  return {
    id: `0f0f0f0f-0000-4000-8000-${String(n).padStart(12, '0')}`,
    userId: USER,
    kind,
    subjectId: JOB,
    subjectTitle: 'Remote Bookkeeper',
    text: `New applicant for Remote Bookkeeper: Person ${n}`,
    link: `/employer/jobs/${JOB}/applicants`,
    dedupeKey: `k${n}`,
    inApp: true,
    emailState: 'digest',
    createdAt: new Date(NOW.getTime() - n * 60_000),
    seenAt: null,
    readAt,
  };
}

function setup(pending: NotificationRecord[]) {
  const sent: Array<{ message: EmailMessage; options: SendEmailOptions }> = [];
  const digested: string[][] = [];
  const recorded: Array<[string, Date]> = [];
  const notifications = {
    pendingDigest: async (userId: string) => (userId === USER ? pending : []),
    markDigested: async (ids: string[]) => (digested.push(ids), ids.length),
  } as unknown as NotificationsRepository;
  const preferences = {
    timeZonesOf: async (ids: string[], fallbacks: ReadonlyMap<string, string | null>) =>
      new Map(ids.map((id) => [id, fallbacks.get(id) ?? 'UTC'])),
    unsubscribeUrl: async (userId: string, kind: string) => `https://nestwork.example/u?${userId}.${kind}`,
    recordDigest: async (userId: string, at: Date) => void recorded.push([userId, at]),
  } as unknown as NotificationPreferences;
  const recipients: NotificationRecipients = {
    recipientsOf: async (ids) =>
      new Map(
        ids
          .filter((id) => id === USER)
          .map((id) => [
            id,
            {
              userId: id,
              email: 'jordan@example.com',
              name: 'Jordan',
              role: 'employer',
              defaultTimeZone: 'America/New_York',
            },
          ]),
      ),
  };
  const mail = {
    sendEmail: async (message: EmailMessage, options: SendEmailOptions = {}) => (sent.push({ message, options }), '1'),
  } as unknown as NotificationsService;
  const clock = { now: () => NOW } as Clock;
  const config = { publicUrl: 'https://nestwork.example' } as AppConfig;
  const mailer = new DigestMailer(
    notifications,
    preferences,
    recipients,
    mail,
    {} as DigestScheduler,
    clock,
    config,
    fakeEm as never,
  );
  return { mailer, sent, digested, recorded };
}

describe('DigestMailer.send', () => {
  it('mails the unread ones in one digest for the person, keyed by their local day, and marks all of them', async () => {
    const pending = [
      row(1, 'new-applicant'),
      row(2, 'new-applicant', NOW),
      row(3, 'new-applicant'),
      row(4, 'new-applicant'),
    ];
    const { mailer, sent, digested, recorded } = setup(pending);
    expect(await mailer.send(USER)).toEqual({ mailed: 3, digested: 4 });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.options).toEqual({ dedupeKey: `digest-${USER}-2026-11-27` });
    expect(sent[0]!.message).toMatchObject({
      to: 'jordan@example.com',
      userId: USER,
      subject: 'Your Nestwork digest: 3 updates',
      category: 'digest',
    });
    expect(sent[0]!.message.text).toContain('3 new applicants for Remote Bookkeeper');
    expect(sent[0]!.message.text).toContain(`https://nestwork.example/employer/jobs/${JOB}/applicants`);
    expect(sent[0]!.message.text).toContain('https://nestwork.example/settings/notifications');
    expect(digested).toEqual([pending.map((item) => item.id)]);
    expect(recorded).toEqual([[USER, NOW]]);
  });

  it('sends nothing when everything waiting was read in-app meanwhile, but marks it digested', async () => {
    const pending = [row(1, 'new-applicant', NOW), row(2, 'chat-message', NOW)];
    const { mailer, sent, digested, recorded } = setup(pending);
    expect(await mailer.send(USER)).toEqual({ mailed: 0, digested: 2 });
    expect(sent).toEqual([]);
    expect(digested).toEqual([pending.map((item) => item.id)]);
    expect(recorded).toEqual([]);
  });

  it('never mails a deleted account, and does nothing when nothing waits', async () => {
    const { mailer, sent, digested } = setup([row(1, 'new-applicant')]);
    expect(await mailer.send(GONE)).toEqual({ mailed: 0, digested: 0 });
    expect(sent).toEqual([]);
    expect(digested).toEqual([]);
    const empty = setup([]);
    expect(await empty.mailer.send(USER)).toEqual({ mailed: 0, digested: 0 });
    expect(empty.sent).toEqual([]);
  });
});
