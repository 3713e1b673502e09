import type { MikroORM } from '@mikro-orm/postgresql';
import { NOTIFICATION_CENTER_MESSAGES, NOTIFICATION_LIMITS, NOTIFICATION_SOCKET_EVENTS } from '@marketplace/contracts';
import type { Actor } from '../../src/core/auth/actor';
import type { RealtimeHub } from '../../src/infrastructure/realtime/realtime-hub';
import { AccountNotificationRecipients } from '../../src/modules/accounts/notification-recipients';
import { UsersRepository } from '../../src/modules/accounts/users.repository';
import type { EmailMessage, NotificationDraft } from '../../src/modules/notifications';
import type { DigestScheduler } from '../../src/modules/notifications/center/digest-scheduler';
import { NotificationCenter } from '../../src/modules/notifications/center/notification-center.service';
import { NotificationInbox } from '../../src/modules/notifications/center/notification-inbox.service';
import { NotificationsRepository } from '../../src/modules/notifications/center/notifications.repository';
import type { NotificationsService, SendEmailOptions } from '../../src/modules/notifications/notifications.service';
import { NotificationPreferencesRepository } from '../../src/modules/notifications/preferences/notification-preferences.repository';
import { NotificationPreferences } from '../../src/modules/notifications/preferences/notification-preferences.service';
import { insertUsers } from '../support/access-context';
import { FakeClock } from '../support/accounts-fakes';
import { openOrm, truncateJobsData } from '../support/database';
import { fixtureUuid } from '../support/job-fixtures';
import { testConfig } from '../support/test-config';

const DANA = fixtureUuid(1, 'd');
const ELI = fixtureUuid(2, 'd');
const GONE = fixtureUuid(3, 'd');
const JOB = fixtureUuid(4, 'd');

class SentMail {
  sent: Array<{ message: EmailMessage; options: SendEmailOptions }> = [];
  async sendEmail(message: EmailMessage, options: SendEmailOptions = {}) {
    this.sent.push({ message, options });
    return String(this.sent.length);
  }
}

class HeardPages {
  events: Array<{ event: string; payloads: Map<string, unknown> }> = [];
  async toUsers(event: string, payloads: ReadonlyMap<string, unknown>) {
    this.events.push({ event, payloads: new Map(payloads) });
  }
}

class QueuedDigests {
  users: string[] = [];
  async schedule(userIds: readonly string[]) {
    this.users.push(...userIds);
  }
}

function actorOf(id: string, role: 'seeker' | 'employer' | 'admin'): Actor {
  const user = { id, role, email: `${id}@example.com`, name: id, companyId: null };
  return { user, realUser: user, impersonation: null, session: { id: 'session', signedInAt: new Date() } };
}

function applicant(userId: string, n: number, overrides: Partial<NotificationDraft> = {}): NotificationDraft {
  return {
    userId,
    kind: 'new-applicant',
    text: `New applicant for Remote Bookkeeper: Person ${n}`,
    link: `/employer/jobs/${JOB}/applicants`,
    subjectId: JOB,
    subjectTitle: 'Remote Bookkeeper',
    dedupeKey: `new-applicant-${n}`,
    ...overrides,
  };
}

/** The notification center on PostgreSQL: what it records per preference, once, for live accounts only; the bell's list, count and marks. */
describe('the notification center on PostgreSQL', () => {
  const config = testConfig();
  let orm: MikroORM;
  let clock: FakeClock;
  let mail: SentMail;
  let pages: HeardPages;
  let digests: QueuedDigests;
  let center: NotificationCenter;
  let inbox: NotificationInbox;
  let preferences: NotificationPreferences;
  const query = <T>(sql: string, params: unknown[] = []) => orm.em.getConnection().execute<T[]>(sql, params);

  beforeAll(async () => {
    orm = await openOrm(config);
  });

  beforeEach(async () => {
    await truncateJobsData(orm);
    await insertUsers(orm, [
      { id: DANA, email: 'dana@example.com', name: 'Dana Employer', role: 'employer' },
      { id: ELI, email: 'eli@example.com', name: 'Eli Seeker', role: 'seeker' },
      { id: GONE, email: 'gone@example.com', name: 'Gone', role: 'seeker' },
    ]);
    await query(`update users set deleted_at = now() where id = ?`, [GONE]);
    clock = new FakeClock(new Date('2026-11-28T12:00:00.000Z'));
    mail = new SentMail();
    pages = new HeardPages();
    digests = new QueuedDigests();
    const em = orm.em.fork();
    const recipients = new AccountNotificationRecipients(new UsersRepository(em));
    preferences = new NotificationPreferences(new NotificationPreferencesRepository(em), clock as never, config);
    const notifications = new NotificationsRepository(em);
    center = new NotificationCenter(
      notifications,
      preferences,
      recipients,
      mail as unknown as NotificationsService,
      digests as unknown as DigestScheduler,
      pages as unknown as RealtimeHub,
      clock as never,
      config,
    );
    inbox = new NotificationInbox(notifications, preferences, center, recipients, clock as never);
  });

  afterAll(async () => {
    await orm.close(true);
  });

  it('records a notification as the default says, e-mails it as it happens with a one-click unsubscribe, and tells the open pages', async () => {
    const [delivery] = await center.notify([
      {
        userId: ELI,
        kind: 'application-reviewed',
        text: 'Your application for Remote Bookkeeper was reviewed',
        link: '/seeker/applications',
        dedupeKey: 'reviewed-1',
      },
    ]);
    // application-reviewed waits for the digest by default.
    expect(delivery).toMatchObject({
      userId: ELI,
      created: true,
      email: 'digest',
      recipient: { email: 'eli@example.com' },
    });
    expect(digests.users).toEqual([ELI]);
    expect(mail.sent).toEqual([]);

    const [interview] = await center.notify([
      {
        userId: ELI,
        kind: 'job-expiring',
        text: 'An update',
        link: '/seeker/applications',
        dedupeKey: 'plain-1',
      },
    ]);
    expect(interview!.email).toBe('immediate');
    expect(mail.sent).toHaveLength(1);
    const [{ message, options }] = mail.sent as [{ message: EmailMessage; options: SendEmailOptions }];
    expect(message).toMatchObject({
      to: 'eli@example.com',
      subject: 'An update',
      userId: ELI,
      category: 'notification',
    });
    expect(message.html).toContain(`${config.publicUrl}/seeker/applications`);
    expect(message.headers?.['List-Unsubscribe']).toMatch(/\/api\/notifications\/unsubscribe\?token=/);
    expect(message.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(options.dedupeKey).toBe(`notification-${interview!.notificationId}`);
    expect(pages.events.at(-1)).toEqual({
      event: NOTIFICATION_SOCKET_EVENTS.changed,
      payloads: new Map([[ELI, { unreadCount: 2 }]]),
    });
  });

  it('follows the person: own mail left to the caller, e-mail off keeps the bell, both off records nothing', async () => {
    await inbox.updatePreferences(actorOf(DANA, 'employer'), {
      preferences: [
        { kind: 'new-applicant', inApp: true, email: 'immediate' },
        { kind: 'job-approved', inApp: true, email: 'off' },
        { kind: 'job-rejected', inApp: false, email: 'off' },
      ],
    });
    const deliveries = await center.notify(
      [
        applicant(DANA, 1),
        applicant(DANA, 2, {
          kind: 'job-approved',
          text: 'Your job is live: Remote Bookkeeper',
          dedupeKey: 'approved',
        }),
        applicant(DANA, 3, { kind: 'job-rejected', text: 'Changes needed', dedupeKey: 'rejected' }),
      ],
      { ownEmail: true },
    );
    expect(deliveries.map(({ email, created, notificationId }) => [email, created, notificationId !== null])).toEqual([
      ['immediate', true, true],
      ['off', true, true],
      ['off', false, false],
    ]);
    // The caller sends its own mail to the immediate ones.
    expect(mail.sent).toEqual([]);
    expect(await query(`select kind, email_state, in_app from notifications order by kind`)).toEqual([
      { kind: 'job-approved', email_state: 'none', in_app: true },
      { kind: 'new-applicant', email_state: 'sent', in_app: true },
    ]);
  });

  it('records nothing for a deleted account, and nothing twice for a repeated draft, however it races', async () => {
    const [gone] = await center.notify([applicant(GONE, 1, { kind: 'job-alert' })]);
    expect(gone).toMatchObject({ notificationId: null, created: false, email: 'off', recipient: null });

    const first = await Promise.all([center.notify([applicant(DANA, 7)]), center.notify([applicant(DANA, 7)])]);
    const again = await center.notify([applicant(DANA, 7)]);
    const ids = [...first.flat(), ...again].map((delivery) => delivery.notificationId);
    expect(new Set(ids).size).toBe(1);
    expect([...first.flat(), ...again].filter((delivery) => delivery.created)).toHaveLength(1);
    expect(again[0]!.email).toBe('digest');
    expect(await query(`select count(*)::int as count from notifications`)).toEqual([{ count: 1 }]);
    // One digest scheduling for the one new notification.
    expect(digests.users).toEqual([DANA]);
  });

  it("pages the bell's list newest first, marks read and seen only the caller's own, and counts unread", async () => {
    for (let n = 1; n <= 25; n += 1) {
      await center.notify([applicant(DANA, n)]);
      clock.advance(1_000);
    }
    await center.notify([applicant(ELI, 1, { kind: 'job-alert', dedupeKey: 'eli-1' })]);
    const dana = actorOf(DANA, 'employer');
    const first = await inbox.page(dana, undefined);
    expect(first.notifications).toHaveLength(NOTIFICATION_LIMITS.pageSize);
    expect(first.unreadCount).toBe(25);
    expect(first.notifications[0]!.text).toBe('New applicant for Remote Bookkeeper: Person 25');
    const second = await inbox.page(dana, first.nextCursor!);
    expect(second.notifications.map((item) => item.text)).toEqual(
      [5, 4, 3, 2, 1].map((n) => `New applicant for Remote Bookkeeper: Person ${n}`),
    );
    expect(second.nextCursor).toBeNull();
    await expect(inbox.page(dana, 'bm90LWEtY3Vyc29y')).rejects.toMatchObject({
      message: NOTIFICATION_CENTER_MESSAGES.cursorInvalid,
    });

    // Eli's notification cannot be marked by Dana.
    const eliId = (await inbox.page(actorOf(ELI, 'seeker'), undefined)).notifications[0]!.id;
    expect(await inbox.markRead(dana, { ids: [first.notifications[0]!.id, eliId] })).toEqual({ unreadCount: 24 });
    expect((await inbox.page(actorOf(ELI, 'seeker'), undefined)).unreadCount).toBe(1);
    await inbox.markSeen(dana, { ids: [first.notifications[1]!.id, eliId] });
    expect(await query(`select user_id from notifications where seen_at is not null`)).toEqual([{ user_id: DANA }]);
    await expect(inbox.markRead(dana, { ids: [] })).rejects.toMatchObject({
      message: NOTIFICATION_CENTER_MESSAGES.idsInvalid,
    });
    expect(await inbox.markRead(dana, { all: true })).toEqual({ unreadCount: 0 });
    expect((await inbox.page(actorOf(ELI, 'seeker'), undefined)).unreadCount).toBe(1);
    // Marking also updates the person's other pages.
    expect(pages.events.at(-1)!.payloads).toEqual(new Map([[DANA, { unreadCount: 0 }]]));
  });

  it('keeps choices per kind for the role, the time zone, and turns e-mail off by the link while the bell stays', async () => {
    const eli = actorOf(ELI, 'seeker');
    const initial = await inbox.preferencesOf(eli);
    expect(initial.timeZone).toBe('America/New_York');
    expect(initial.preferences.find((choice) => choice.kind === 'job-alert')).toEqual({
      kind: 'job-alert',
      inApp: true,
      email: 'immediate',
    });
    const saved = await inbox.updatePreferences(eli, {
      preferences: [{ kind: 'job-alert', inApp: false, email: 'digest' }],
      timeZone: 'Asia/Tokyo',
    });
    expect(saved.timeZone).toBe('Asia/Tokyo');
    expect(saved.preferences.find((choice) => choice.kind === 'job-alert')).toEqual({
      kind: 'job-alert',
      inApp: false,
      email: 'digest',
    });
    await expect(
      inbox.updatePreferences(eli, { preferences: [{ kind: 'new-applicant', inApp: true, email: 'off' }] }),
    ).rejects.toMatchObject({ message: NOTIFICATION_CENTER_MESSAGES.kindNotYours });

    const link = new URL(await preferences.unsubscribeUrl(ELI, 'job-alert'));
    expect(await preferences.unsubscribe(link.searchParams.get('token'))).toEqual({
      status: 'unsubscribed',
      kind: 'job-alert',
    });
    expect((await inbox.preferencesOf(eli)).preferences.find((choice) => choice.kind === 'job-alert')).toEqual({
      kind: 'job-alert',
      inApp: false,
      email: 'off',
    });
    // The link stops working after its days.
    clock.advance((NOTIFICATION_LIMITS.unsubscribeLinkDays + 1) * 86_400_000);
    expect(await preferences.unsubscribe(link.searchParams.get('token'))).toEqual({ status: 'expired' });
  });

  it('forgets a deleted account with its choices', async () => {
    await center.notify([applicant(DANA, 1)]);
    await inbox.updatePreferences(actorOf(DANA, 'employer'), { timeZone: 'Europe/Berlin' });
    await center.forget(DANA);
    expect(await query(`select count(*)::int as count from notifications`)).toEqual([{ count: 0 }]);
    expect(await query(`select count(*)::int as count from notification_settings`)).toEqual([{ count: 0 }]);
  });
});
