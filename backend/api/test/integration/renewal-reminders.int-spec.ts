import type { MikroORM } from '@mikro-orm/postgresql';
import { subscriptionPlan } from '@marketplace/contracts';
import type { Clock } from '../../src/core/clock/clock';
import { RenewalRemindersService } from '../../src/modules/billing/renewals/renewal-reminders.service';
import { RenewalsRepository } from '../../src/modules/billing/renewals/renewals.repository';
import { addDays } from '../../src/modules/billing/subscriptions/subscriptions.mapper';
import { SubscriptionsRepository } from '../../src/modules/billing/subscriptions/subscriptions.repository';
import { FakeClock } from '../support/accounts-fakes';
import { insertUsers } from '../support/access-context';
import { openOrm, truncateJobsData } from '../support/database';
import { fixtureUuid } from '../support/job-fixtures';
import { notificationCenterOn, QueuedMail } from '../support/notification-center-on-db';
import { testConfig } from '../support/test-config';

const SOON = fixtureUuid(1, 'd');
const LATER = fixtureUuid(2, 'd');
const ENDING = fixtureUuid(3, 'd');
const CANCELLED = fixtureUuid(4, 'd');
const DIGEST = fixtureUuid(5, 'd');
const NOW = new Date('2026-11-28T09:00:00.000Z');

/**
 * The reminders ahead of renewals on PostgreSQL, through the real notification center and
 * preferences: a plan renewing within the week gets one 'renewal-coming' notification and one
 * reminder e-mail however many passes run; later renewals wait their turn, plans that end renew
 * nothing and get nothing, and a seeker who chose the digest gets no mail now.
 */
describe('renewal reminders on PostgreSQL', () => {
  const config = testConfig({ PUBLIC_URL: 'https://nestwork.test' });
  const clock = new FakeClock(new Date(NOW));
  const mail = new QueuedMail();
  let orm: MikroORM;
  let notifying: ReturnType<typeof notificationCenterOn>;
  const subscriptionIds = new Map<string, string>();

  const sql = <T>(query: string, params: unknown[] = []) => orm.em.fork().getConnection().execute<T[]>(query, params);
  /** The service over its own EntityManager, as each worker pass has. */
  const pass = () =>
    new RenewalRemindersService(
      clock as unknown as Clock,
      new RenewalsRepository(orm.em.fork()),
      notifying.center,
      notifying.preferences,
      mail.asService(),
      config,
    ).remindDue();
  /** A seeker with a subscription to `planId` renewing `days` from NOW. */
  const subscribe = async (userId: string, planId: string, days: number) => {
    const plan = subscriptionPlan(planId)!;
    const periodEnd = addDays(NOW, days);
    const periodStart = addDays(periodEnd, -plan.duration);
    const row = await new SubscriptionsRepository(orm.em.fork()).start({
      id: fixtureUuid(subscriptionIds.size + 1, 'e'),
      userId,
      planId,
      status: 'active',
      periodStart,
      periodEnd,
      at: periodStart,
    });
    subscriptionIds.set(userId, row!.id);
    return row!;
  };
  const remindedFor = async (userId: string) => {
    const [row] = await sql<{ renewal_reminded_for: string | null }>(
      'select renewal_reminded_for from subscriptions where id = ?',
      [subscriptionIds.get(userId)],
    );
    return row!.renewal_reminded_for === null ? null : new Date(row!.renewal_reminded_for);
  };

  beforeAll(async () => {
    orm = await openOrm(config);
    await truncateJobsData(orm);
    await insertUsers(orm, [
      { id: SOON, email: 'remind.soon@example.com', name: 'Rita Soon', role: 'seeker' },
      { id: LATER, email: 'remind.later@example.com', name: 'Lena Later', role: 'seeker' },
      { id: ENDING, email: 'remind.ending@example.com', name: 'Erin Ending', role: 'seeker' },
      { id: CANCELLED, email: 'remind.cancelled@example.com', name: 'Cora Cancelled', role: 'seeker' },
      { id: DIGEST, email: 'remind.digest@example.com', name: 'Dora Digest', role: 'seeker' },
    ]);
    notifying = notificationCenterOn(orm, config, clock as unknown as Clock);
    await subscribe(SOON, 'gold', 5);
    await subscribe(LATER, 'vip-platinum', 10);
    // Set to end at its period end (the seeker cancelled): the renewal charges nothing.
    await subscribe(ENDING, 'gold', 3);
    await new SubscriptionsRepository(orm.em.fork()).cancelAtPeriodEnd(ENDING, NOW);
    // Ended already (the last dunning retry failed): nothing renews.
    const cancelled = await subscribe(CANCELLED, 'gold', 4);
    await new SubscriptionsRepository(orm.em.fork()).setStatus(cancelled.id, 'cancelled', NOW);
  });

  afterAll(async () => {
    await truncateJobsData(orm);
    await orm.close(true);
  });

  it('notifies and mails a plan renewing in 5 days once, and nothing for one in 10 days or one that ends', async () => {
    expect(await pass()).toEqual({ reminded: 1, mailed: 1, passed: 0, failed: 0 });
    const renewsAt = addDays(NOW, 5);
    const key = `renewal-coming-${subscriptionIds.get(SOON)}-${renewsAt.toISOString()}`;
    expect(await notifying.notificationsOf(SOON, 'renewal-coming')).toEqual([
      expect.objectContaining({
        text: 'Your Gold Mom Professional plan renews on December 3, 2026: $49.99',
        link: '/seeker/billing',
        subject_id: subscriptionIds.get(SOON),
        subject_title: 'Gold Mom Professional',
        dedupe_key: key,
        email_state: 'sent',
      }),
    ]);
    expect(mail.sent).toHaveLength(1);
    const [{ message, options }] = mail.sent as [(typeof mail.sent)[number]];
    expect(options).toEqual({ dedupeKey: key });
    expect(message).toMatchObject({
      to: 'remind.soon@example.com',
      userId: SOON,
      category: 'renewal-coming',
      subject: 'Your Gold Mom Professional plan renews on December 3, 2026',
    });
    expect(message.text).toContain('$49.99 will be charged');
    // The center sent no plain mail of its own: this one is the kind's e-mail.
    expect(notifying.mail.sent).toEqual([]);
    // Its unsubscribe link turns this kind's e-mail off.
    const token = new URL(message.headers!['List-Unsubscribe']!.slice(1, -1)).searchParams.get('token');
    expect(await notifying.preferences.readLink(token)).toMatchObject({
      status: 'valid',
      claim: { userId: SOON, kind: 'renewal-coming' },
    });
    expect(await remindedFor(SOON)).toEqual(renewsAt);

    for (const userId of [LATER, ENDING, CANCELLED])
      expect(await notifying.notificationsOf(userId, 'renewal-coming')).toEqual([]);
    expect([await remindedFor(LATER), await remindedFor(ENDING), await remindedFor(CANCELLED)]).toEqual([
      null,
      null,
      null,
    ]);
  });

  it('adds nothing when it runs again', async () => {
    clock.advance(3_600_000);
    expect(await pass()).toEqual({ reminded: 0, mailed: 0, passed: 0, failed: 0 });
    expect(await notifying.notificationsOf(SOON, 'renewal-coming')).toHaveLength(1);
    expect(mail.sent).toHaveLength(1);
  });

  it('reminds the later plan once its renewal comes within the week', async () => {
    clock.current = addDays(NOW, 3.5);
    expect(await pass()).toEqual({ reminded: 1, mailed: 1, passed: 0, failed: 0 });
    expect(await notifying.notificationsOf(LATER, 'renewal-coming')).toEqual([
      expect.objectContaining({ text: 'Your VIP Platinum Mom Professional plan renews on December 8, 2026: $79.99' }),
    ]);
    expect(mail.sent.map(({ message }) => message.to)).toEqual(['remind.soon@example.com', 'remind.later@example.com']);
    for (const userId of [ENDING, CANCELLED])
      expect(await notifying.notificationsOf(userId, 'renewal-coming')).toEqual([]);
  });

  it('gathers the reminder in the digest of a seeker who chose so, with no mail now', async () => {
    clock.current = new Date(NOW);
    await notifying.choose(DIGEST, 'seeker', 'renewal-coming', 'digest');
    await subscribe(DIGEST, 'gold', 5);
    mail.sent.length = 0;
    expect(await pass()).toEqual({ reminded: 1, mailed: 0, passed: 0, failed: 0 });
    expect(await notifying.notificationsOf(DIGEST, 'renewal-coming')).toEqual([
      expect.objectContaining({ link: '/seeker/billing', email_state: 'digest' }),
    ]);
    expect(mail.sent).toEqual([]);
    expect(notifying.mail.sent).toEqual([]);
    expect(notifying.digests.flat()).toContain(DIGEST);
    expect(await pass()).toEqual({ reminded: 0, mailed: 0, passed: 0, failed: 0 });
  });
});
