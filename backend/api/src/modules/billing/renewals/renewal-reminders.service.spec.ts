import { Logger } from '@nestjs/common';
import { FakeClock } from '../../../../test/support/accounts-fakes';
import { RecordingNotifications } from '../../../../test/support/application-emails-fakes';
import {
  FakeNotificationPreferences,
  RecordingNotificationCenter,
} from '../../../../test/support/notification-center-fakes';
import type { AppConfig } from '../../../config/app-config';
import type { Clock } from '../../../core/clock/clock';
import { RenewalRemindersService, renewalReminderKey } from './renewal-reminders.service';
import type { ComingRenewal, RenewalsRepository } from './renewals.repository';

const NOW = new Date('2026-11-28T09:00:00.000Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

interface StoredSubscription extends ComingRenewal {
  status: string;
  cancelAtPeriodEnd: boolean;
  remindedFor: Date | null;
}

/** RenewalsRepository's reminder statements over an array, as the SQL reads them. */
class MemorySubscriptions {
  rows: StoredSubscription[] = [];
  failMark = false;
  async remindersDue(now: Date, until: Date, limit: number): Promise<ComingRenewal[]> {
    return this.rows
      .filter(
        (row) =>
          (row.status === 'trialing' || row.status === 'active') &&
          !row.cancelAtPeriodEnd &&
          row.currentPeriodEnd > now &&
          row.currentPeriodEnd <= until &&
          row.remindedFor?.getTime() !== row.currentPeriodEnd.getTime(),
      )
      .sort((a, b) => a.currentPeriodEnd.getTime() - b.currentPeriodEnd.getTime())
      .slice(0, limit)
      .map(({ status: _s, cancelAtPeriodEnd: _c, remindedFor: _r, ...subject }) => subject);
  }
  async markReminded(id: string, periodEnd: Date): Promise<void> {
    if (this.failMark) throw new Error('The database is down');
    const row = this.rows.find((r) => r.id === id && r.currentPeriodEnd.getTime() === periodEnd.getTime());
    if (row) row.remindedFor = periodEnd;
  }
  asRepository(): RenewalsRepository {
    return this as unknown as RenewalsRepository;
  }
}

function setUp() {
  const clock = new FakeClock(NOW);
  const subscriptions = new MemorySubscriptions();
  const center = new RecordingNotificationCenter();
  const preferences = new FakeNotificationPreferences();
  const mail = new RecordingNotifications();
  const service = new RenewalRemindersService(
    clock as unknown as Clock,
    subscriptions.asRepository(),
    center.asCenter(),
    preferences.asService(),
    mail.asService(),
    { publicUrl: 'https://nestwork.test' } as AppConfig,
  );
  const subscription = (id: string, renewsIn: number, fields: Partial<StoredSubscription> = {}) => {
    const row: StoredSubscription = {
      id,
      userId: `user-${id}`,
      email: `${id}@example.com`,
      name: 'Rita',
      planId: 'gold',
      pendingPlanId: null,
      currentPeriodEnd: new Date(NOW.getTime() + renewsIn),
      userDeleted: false,
      status: 'active',
      cancelAtPeriodEnd: false,
      remindedFor: null,
      ...fields,
    };
    subscriptions.rows.push(row);
    return row;
  };
  return { clock, subscriptions, center, preferences, mail, service, subscription };
}

describe('renewalReminderKey', () => {
  it('names the subscription and the renewal date', () => {
    expect(renewalReminderKey('sub-1', new Date('2026-12-03T09:00:00.000Z'))).toBe(
      'renewal-coming-sub-1-2026-12-03T09:00:00.000Z',
    );
  });
});

describe('RenewalRemindersService.remindDue', () => {
  afterEach(() => jest.restoreAllMocks());

  it('notifies the seeker once with the plan, date and price, and mails the reminder with its unsubscribe link', async () => {
    const { service, center, mail, subscription } = setUp();
    const sub = subscription('s1', 5 * DAY);
    expect(await service.remindDue()).toEqual({ reminded: 1, mailed: 1, passed: 0, failed: 0 });
    const key = `renewal-coming-s1-${sub.currentPeriodEnd.toISOString()}`;
    expect(center.calls).toEqual([
      {
        drafts: [
          {
            userId: 'user-s1',
            kind: 'renewal-coming',
            text: 'Your Gold Mom Professional plan renews on December 3, 2026: $49.99',
            link: '/seeker/billing',
            subjectId: 's1',
            subjectTitle: 'Gold Mom Professional',
            dedupeKey: key,
          },
        ],
        options: { ownEmail: true },
      },
    ]);
    expect(mail.sent).toHaveLength(1);
    const [{ message, options }] = mail.sent as [(typeof mail.sent)[number]];
    expect(options).toEqual({ dedupeKey: key });
    expect(message).toMatchObject({
      to: 's1@example.com',
      userId: 'user-s1',
      category: 'renewal-coming',
      subject: 'Your Gold Mom Professional plan renews on December 3, 2026',
      headers: {
        'List-Unsubscribe': '<https://n.example/api/notifications/unsubscribe?token=user-s1.renewal-coming>',
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
    expect(message.text).toContain('$49.99 will be charged to your default card');
    expect(message.text).toContain('https://nestwork.test/seeker/billing');
  });

  it('reminds each renewal date once: a later pass does nothing, the next period is reminded again', async () => {
    const { service, center, mail, clock, subscription } = setUp();
    const sub = subscription('s1', 2 * DAY);
    await service.remindDue();
    clock.advance(HOUR);
    expect(await service.remindDue()).toEqual({ reminded: 0, mailed: 0, passed: 0, failed: 0 });
    expect(center.calls).toHaveLength(1);
    // Renewed: the next period's end comes within reach later and is reminded in its turn.
    sub.currentPeriodEnd = new Date(sub.currentPeriodEnd.getTime() + 60 * DAY);
    clock.advance(55 * DAY);
    expect(await service.remindDue()).toEqual({ reminded: 1, mailed: 1, passed: 0, failed: 0 });
    expect(center.recorded.map((draft) => draft.dedupeKey)).toEqual([
      `renewal-coming-s1-${new Date(NOW.getTime() + 2 * DAY).toISOString()}`,
      `renewal-coming-s1-${sub.currentPeriodEnd.toISOString()}`,
    ]);
    expect(mail.sent).toHaveLength(2);
  });

  it('leaves renewals beyond the window, past ones, plans set to end, and ended or past-due subscriptions', async () => {
    const { service, center, mail, subscription } = setUp();
    subscription('later', 7 * DAY + HOUR);
    subscription('past', -HOUR);
    subscription('ending', 3 * DAY, { cancelAtPeriodEnd: true });
    subscription('cancelled', 3 * DAY, { status: 'cancelled' });
    subscription('past-due', 3 * DAY, { status: 'past_due' });
    subscription('incomplete', 3 * DAY, { status: 'incomplete' });
    expect(await service.remindDue()).toEqual({ reminded: 0, mailed: 0, passed: 0, failed: 0 });
    expect(center.calls).toEqual([]);
    expect(mail.sent).toEqual([]);
  });

  it('names the plan the renewal charges: a pending change, and a trial renewing into its first paid month', async () => {
    const { service, center, subscription } = setUp();
    subscription('change', DAY, { pendingPlanId: 'vip-platinum' });
    subscription('trial', 2 * DAY, { planId: 'trial', status: 'trialing' });
    await service.remindDue();
    expect(center.recorded.map((draft) => draft.text)).toEqual([
      'Your VIP Platinum Mom Professional plan renews on November 29, 2026: $79.99',
      'Your Trial plan renews on November 30, 2026: $34.99',
    ]);
  });

  it('records the notification without a mail for digest and off, and reminds a deleted account or unknown plan of nothing', async () => {
    const { service, center, mail, subscriptions, subscription } = setUp();
    subscription('digest', DAY);
    subscription('off', DAY);
    subscription('deleted', DAY, { userDeleted: true });
    subscription('unknown', DAY, { planId: 'retired-plan' });
    center.modes.set('user-digest', 'renewal-coming', 'digest');
    center.modes.set('user-off', 'renewal-coming', 'off');
    expect(await service.remindDue()).toEqual({ reminded: 2, mailed: 0, passed: 2, failed: 0 });
    expect(center.recorded.map((draft) => draft.userId)).toEqual(['user-digest', 'user-off']);
    expect(mail.sent).toEqual([]);
    // All four are marked: none is looked at again.
    expect(subscriptions.rows.every((row) => row.remindedFor !== null)).toBe(true);
  });

  it('leaves a subscription unmarked when its reminder fails, so the next pass reminds it without a second record or mail', async () => {
    jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const { service, center, mail, subscriptions, subscription } = setUp();
    subscription('s1', DAY);
    center.failing = true;
    expect(await service.remindDue()).toEqual({ reminded: 0, mailed: 0, passed: 0, failed: 1 });
    expect(subscriptions.rows[0]!.remindedFor).toBeNull();
    center.failing = false;
    // The mark fails after the notification and mail were queued: the next pass repeats them under the same keys.
    subscriptions.failMark = true;
    expect(await service.remindDue()).toEqual({ reminded: 1, mailed: 1, passed: 0, failed: 1 });
    subscriptions.failMark = false;
    expect(await service.remindDue()).toEqual({ reminded: 0, mailed: 1, passed: 0, failed: 0 });
    expect(center.recorded).toHaveLength(1);
    expect(new Set(mail.sent.map(({ options }) => options.dedupeKey)).size).toBe(1);
    expect(await service.remindDue()).toEqual({ reminded: 0, mailed: 0, passed: 0, failed: 0 });
  });

  it('reminds at most `limit` per pass, the earliest renewal first', async () => {
    const { service, center, subscription } = setUp();
    subscription('late', 3 * DAY);
    subscription('early', DAY);
    expect(await service.remindDue(1)).toMatchObject({ reminded: 1 });
    expect(center.recorded.map((draft) => draft.subjectId)).toEqual(['early']);
    expect(await service.remindDue(1)).toMatchObject({ reminded: 1 });
    expect(center.recorded.map((draft) => draft.subjectId)).toEqual(['early', 'late']);
  });
});
