import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/postgresql';
import {
  type AuthnetClientConfig,
  formatBillingDate,
  RENEWAL_EMAIL_TEXTS,
  subscriptionPlan,
} from '@marketplace/contracts';
import type { AppConfig, PaymentsConfig } from '../../src/config/app-config';
import type { Clock } from '../../src/core/clock/clock';
import { AuthnetPaymentGateway } from '../../src/infrastructure/payments/authnet/authnet-payment-gateway';
import { MembershipPlansService } from '../../src/modules/billing/membership-plans.service';
import { PaymentMethodsRepository } from '../../src/modules/billing/payment-methods/payment-methods.repository';
import { merchantCustomerIdOf } from '../../src/modules/billing/gateway-calls';
import { CardChargesService } from '../../src/modules/billing/charges/card-charges.service';
import { ChargesRepository } from '../../src/modules/billing/charges/charges.repository';
import { ReceiptsRepository } from '../../src/modules/billing/receipts/receipts.repository';
import type { ReceiptsService } from '../../src/modules/billing/receipts/receipts.service';
import { RenewalsRepository } from '../../src/modules/billing/renewals/renewals.repository';
import { type RenewalsSummary, RenewalsService } from '../../src/modules/billing/renewals/renewals.service';
import { addDays } from '../../src/modules/billing/subscriptions/subscriptions.mapper';
import { SubscriptionsRepository } from '../../src/modules/billing/subscriptions/subscriptions.repository';
import { FakeClock } from '../support/accounts-fakes';
import { insertUsers } from '../support/access-context';
import { notificationCenterOn } from '../support/notification-center-on-db';
import { RecordingNotifications } from '../support/application-emails-fakes';
import { openOrm, truncateJobsData } from '../support/database';
import { sandboxAccept } from '../support/sandbox-accept';
import { SANDBOX_APPROVE_ZIP, SANDBOX_DECLINE_ZIP, setStoredCardZip } from '../support/sandbox-cards';
import { testConfig } from '../support/test-config';

const MINUTE_MS = 60_000;

interface ChargeRow {
  period_key: string;
  kind: string;
  item_id: string;
  amount_cents: number;
  status: string;
  gateway_transaction_id: string | null;
}

interface SubscriptionRow {
  plan_id: string;
  pending_plan_id: string | null;
  status: string;
  current_period_start: Date;
  current_period_end: Date;
  cancel_at_period_end: boolean;
  renewal_failures: number;
  retry_at: Date | null;
}

/** ReceiptsService as far as renewals use it: the approved charges it was told about. */
class RecordingReceipts {
  readonly approved: string[] = [];
  async chargeApproved(chargeId: string): Promise<void> {
    this.approved.push(chargeId);
  }
}

/**
 * Subscription renewals on PostgreSQL against the local Authorize.net sandbox, driven by a test
 * clock: each pass charges the stored default card at most once per attempt, a declined card walks
 * the dunning schedule to the end with an e-mail at each step, a cancel at period end ends without a
 * charge, and a plan change takes effect at the renewal.
 */
describe('subscription renewals against the local sandbox', () => {
  let config: AppConfig;
  let payments: PaymentsConfig;
  let orm: MikroORM;
  let gateway: AuthnetPaymentGateway;
  let accept: Awaited<ReturnType<typeof sandboxAccept>>;
  let notifying: ReturnType<typeof notificationCenterOn>;
  const clock = new FakeClock(new Date('2026-12-01T09:00:00.000Z'));
  const notifications = new RecordingNotifications();
  const receipts = new RecordingReceipts();
  const nextYear = String(new Date().getFullYear() + 1);

  const sql = <T>(query: string, params: unknown[] = []) => orm.em.fork().getConnection().execute<T[]>(query, params);
  /** A service over its own EntityManager, as each worker process has. */
  const worker = () => {
    const em = orm.em.fork();
    const charges = new ChargesRepository(em);
    // Receipts are issued as the app issues them; their e-mails are recorded.
    const issuing = { issueFor: (charge: { id: string }) => new ReceiptsRepository(em).issue(charge.id) };
    return new RenewalsService(
      clock as unknown as Clock,
      new RenewalsRepository(em),
      charges,
      new CardChargesService(
        em,
        clock as unknown as Clock,
        charges,
        new PaymentMethodsRepository(em),
        issuing as unknown as ReceiptsService,
        gateway,
      ),
      notifications.asService(),
      notifying.center,
      receipts as unknown as ReceiptsService,
      config,
    );
  };
  const pass = (): Promise<RenewalsSummary> => worker().renewDue();
  const chargesOf = (subscriptionId: string) =>
    sql<ChargeRow>(
      'select period_key, kind, item_id, amount_cents, status, gateway_transaction_id from charges where subscription_id = ? order by created_at, period_key',
      [subscriptionId],
    );
  const subscriptionOf = async (id: string): Promise<SubscriptionRow> => {
    const [row] = await sql<Record<string, unknown>>('select * from subscriptions where id = ?', [id]);
    const date = (value: unknown) => (value === null ? null : new Date(value as string));
    return {
      ...(row as unknown as SubscriptionRow),
      current_period_start: date(row!.current_period_start)!,
      current_period_end: date(row!.current_period_end)!,
      retry_at: date(row!.retry_at),
    };
  };
  const mailsTo = (email: string) => notifications.sent.filter(({ message }) => message.to === email);

  /** A seeker with a card stored at the sandbox (their default) and a subscription ending at `periodEnd`. */
  async function seeker(options: { planId: string; status: 'trialing' | 'active'; periodEnd: Date; card?: boolean }) {
    const userId = randomUUID();
    const email = `renewals-${userId.slice(0, 8)}@example.com`;
    await insertUsers(orm, [{ id: userId, email, role: 'seeker', name: 'Rita Renewal' }]);
    const em = orm.em.fork();
    let card: { customerProfileId: string; paymentProfileId: string } | null = null;
    if (options.card !== false) {
      const settings: AuthnetClientConfig = {
        apiLoginId: payments.apiLoginId,
        clientKey: payments.clientKey,
        environment: payments.environment,
        acceptJsUrl: payments.acceptJsUrl,
      };
      const token = await accept.tokenize(settings, '4111111111111111', nextYear);
      const created = await gateway.createCustomerProfile({
        merchantCustomerId: merchantCustomerIdOf(userId),
        email,
        card: { opaqueData: { dataDescriptor: token.opaqueDataDescriptor, dataValue: token.opaqueDataValue } },
      });
      card = { customerProfileId: created.customerProfileId, paymentProfileId: created.paymentProfileId! };
      const cards = new PaymentMethodsRepository(em);
      await cards.saveCustomerProfile(userId, card.customerProfileId, clock.now());
      await cards.addCard({
        id: randomUUID(),
        userId,
        ...card,
        card: { brand: 'Visa', last4: '1111', expiryMonth: 12, expiryYear: Number(nextYear) },
        makeDefault: true,
        at: clock.now(),
      });
    }
    const plan = subscriptionPlan(options.planId)!;
    const periodStart = addDays(options.periodEnd, -(options.status === 'trialing' ? plan.trialDays : plan.duration));
    const subscription = await new SubscriptionsRepository(em).start({
      id: randomUUID(),
      userId,
      planId: plan.id,
      status: options.status,
      periodStart,
      periodEnd: options.periodEnd,
      at: periodStart,
    });
    return { userId, email, card, subscriptionId: subscription!.id };
  }

  const setCardZip = (card: { customerProfileId: string; paymentProfileId: string }, zip: string) =>
    setStoredCardZip(payments, card, zip);

  beforeAll(async () => {
    config = testConfig({ PUBLIC_URL: 'https://nestwork.example' });
    payments = config.payments!;
    gateway = new AuthnetPaymentGateway(payments);
    accept = await sandboxAccept(config);
    orm = await openOrm(config);
    await truncateJobsData(orm);
    notifying = notificationCenterOn(orm, config, clock as unknown as Clock);
  });

  beforeEach(() => {
    notifications.sent.length = 0;
    receipts.approved.length = 0;
  });

  afterAll(async () => {
    await truncateJobsData(orm);
    await orm?.close(true);
  });

  it("charges a trial once when its 3 free days end, however many passes run: trialing becomes active for the plan's duration", async () => {
    const trialEnd = new Date('2026-12-04T09:00:00.000Z');
    const { subscriptionId, email } = await seeker({ planId: 'trial', status: 'trialing', periodEnd: trialEnd });
    clock.current = new Date(trialEnd.getTime() - MINUTE_MS);
    expect(await pass()).toMatchObject({ renewed: 0, skipped: 0 });
    expect(await chargesOf(subscriptionId)).toEqual([]);

    clock.current = new Date(trialEnd.getTime() + 5 * MINUTE_MS);
    // Two workers at once, then a retried job: one charge.
    const summaries = [...(await Promise.all([pass(), pass()])), await pass()];
    expect(summaries.reduce((sum, summary) => sum + summary.renewed, 0)).toBe(1);
    const charges = await chargesOf(subscriptionId);
    expect(charges).toEqual([
      {
        period_key: `${subscriptionId}/${trialEnd.toISOString()}`,
        kind: 'subscription',
        item_id: 'trial',
        amount_cents: 3499,
        status: 'approved',
        gateway_transaction_id: expect.any(String),
      },
    ]);
    expect(await gateway.getTransaction(charges[0]!.gateway_transaction_id!)).toMatchObject({
      amountCents: 3499,
      responseCode: 1,
    });
    expect(await subscriptionOf(subscriptionId)).toMatchObject({
      plan_id: 'trial',
      status: 'active',
      current_period_start: trialEnd,
      current_period_end: addDays(trialEnd, 33),
      renewal_failures: 0,
      retry_at: null,
    });
    // The confirmation is the charge's receipt (asked for once per pass that saw it approved, sent once per charge).
    expect(new Set(receipts.approved).size).toBe(1);
    expect(mailsTo(email)).toEqual([]);
  });

  it('walks a declined card past_due -> retries after 1, 3 and 7 days -> cancelled, with an e-mail at each step', async () => {
    const renewal = new Date('2026-12-10T12:00:00.000Z');
    const { userId, email, card, subscriptionId } = await seeker({
      planId: 'gold',
      status: 'active',
      periodEnd: renewal,
    });
    await setCardZip(card!, SANDBOX_DECLINE_ZIP);
    const membership = new MembershipPlansService(new SubscriptionsRepository(orm.em.fork()));
    expect(await membership.planOf(userId)).toBe('gold');
    const key = `${subscriptionId}/${renewal.toISOString()}`;

    const steps: Array<{ at: Date; retryAt: Date | null; summary: Partial<RenewalsSummary> }> = [
      { at: renewal, retryAt: addDays(renewal, 1), summary: { failed: 1 } },
      { at: addDays(renewal, 1), retryAt: addDays(renewal, 3), summary: { failed: 1 } },
      { at: addDays(renewal, 3), retryAt: addDays(renewal, 7), summary: { failed: 1 } },
      { at: addDays(renewal, 7), retryAt: null, summary: { cancelled: 1 } },
    ];
    for (const [index, step] of steps.entries()) {
      clock.current = new Date(step.at.getTime() + 3 * MINUTE_MS);
      expect(await pass()).toMatchObject(step.summary);
      // Run again at once: nothing more is charged or sent.
      expect(await pass()).toMatchObject({ renewed: 0, failed: 0, cancelled: 0 });
      const subscription = await subscriptionOf(subscriptionId);
      expect(subscription).toMatchObject({
        status: step.retryAt ? 'past_due' : 'cancelled',
        retry_at: step.retryAt,
        renewal_failures: index + 1,
        current_period_end: renewal,
      });
      expect(
        (await chargesOf(subscriptionId)).map((charge) => [charge.period_key, charge.status, charge.amount_cents]),
      ).toEqual(
        steps
          .slice(0, index + 1)
          .map((_, attempt) => [attempt === 0 ? key : `${key}/retry-${attempt}`, 'declined', 4999]),
      );
      const mails = mailsTo(email);
      expect(mails).toHaveLength(index + 1);
      const last = mails[index]!;
      if (step.retryAt) {
        expect(last.message.subject).toBe(RENEWAL_EMAIL_TEXTS.failed.subject);
        expect(last.message.text).toContain(
          'We could not charge $49.99 to Visa ending in 1111 for your Gold Mom Professional subscription.',
        );
        expect(last.message.text).toContain(RENEWAL_EMAIL_TEXTS.failed.retry(formatBillingDate(step.retryAt)));
        expect(last.message.text).toContain('https://nestwork.example/seeker/billing');
      } else {
        expect(last.message.subject).toBe('Your Gold Mom Professional subscription has been cancelled');
        expect(last.message.text).toContain('https://nestwork.example/seeker/plans');
      }
      expect(last.message.headers?.['List-Unsubscribe']).toBeUndefined();
      // Past due holds the plan back until a retry succeeds.
      expect(await membership.planOf(userId)).toBe('none');
    }
    expect(new Set(notifications.sent.map(({ options }) => options.dedupeKey)).size).toBe(4);
    expect(notifications.sent.every(({ message }) => message.userId === userId)).toBe(true);
    // Each step is one 'payment-failed' notification for the seeker, pointing at Billing, under the mail's key.
    const notices = await notifying.notificationsOf(userId, 'payment-failed');
    expect(notices.map((notice) => [notice.text, notice.link, notice.subject_id, notice.email_state])).toEqual([
      ...Array.from({ length: 3 }, () => [
        'Payment for your Gold Mom Professional plan failed: update your card',
        '/seeker/billing',
        subscriptionId,
        'sent',
      ]),
      [
        'Payment for your Gold Mom Professional plan failed: your plan is cancelled',
        '/seeker/billing',
        subscriptionId,
        'sent',
      ],
    ]);
    expect(notices.map((notice) => notice.dedupe_key).sort()).toEqual(
      notifications.sent.map(({ options }) => options.dedupeKey).sort(),
    );
    expect(receipts.approved).toEqual([]);
    // Cancelled for good: later passes leave it alone.
    clock.current = addDays(renewal, 60);
    await pass();
    expect(await chargesOf(subscriptionId)).toHaveLength(4);
  });

  it('renews a past_due subscription when a retry goes through, for a period starting at the retry', async () => {
    const renewal = new Date('2026-12-12T08:00:00.000Z');
    const { card, subscriptionId } = await seeker({ planId: 'vip-platinum', status: 'active', periodEnd: renewal });
    await setCardZip(card!, SANDBOX_DECLINE_ZIP);
    clock.current = new Date(renewal.getTime() + MINUTE_MS);
    expect(await pass()).toMatchObject({ failed: 1 });
    await setCardZip(card!, SANDBOX_APPROVE_ZIP);
    clock.current = new Date(addDays(renewal, 1).getTime() + MINUTE_MS);
    expect(await pass()).toMatchObject({ renewed: 1 });
    expect(await subscriptionOf(subscriptionId)).toMatchObject({
      status: 'active',
      renewal_failures: 0,
      retry_at: null,
      current_period_start: addDays(renewal, 1),
      current_period_end: addDays(renewal, 91),
    });
    expect((await chargesOf(subscriptionId)).map((charge) => charge.status)).toEqual(['declined', 'approved']);
    expect(receipts.approved).toHaveLength(1);
  });

  it('ends a subscription cancelled at period end without a charge, and renews one the seeker resumed', async () => {
    const end = new Date('2026-12-20T10:00:00.000Z');
    const cancelled = await seeker({ planId: 'gold', status: 'active', periodEnd: end });
    const resumed = await seeker({ planId: 'gold', status: 'active', periodEnd: end });
    const subscriptions = new SubscriptionsRepository(orm.em.fork());
    await subscriptions.cancelAtPeriodEnd(cancelled.userId, clock.now());
    await subscriptions.cancelAtPeriodEnd(resumed.userId, clock.now());
    expect(await subscriptions.resume(resumed.userId, clock.now())).toMatchObject({ cancelAtPeriodEnd: false });

    clock.current = new Date(end.getTime() - MINUTE_MS);
    await pass();
    expect(await subscriptionOf(cancelled.subscriptionId)).toMatchObject({
      status: 'active',
      cancel_at_period_end: true,
    });

    clock.current = new Date(end.getTime() + MINUTE_MS);
    expect(await pass()).toMatchObject({ renewed: 1, ended: 1 });
    expect(await subscriptionOf(cancelled.subscriptionId)).toMatchObject({
      status: 'cancelled',
      current_period_end: end,
    });
    expect(await chargesOf(cancelled.subscriptionId)).toEqual([]);
    expect(mailsTo(cancelled.email).map(({ message }) => message.subject)).toEqual([
      'Your Gold Mom Professional subscription has ended',
    ]);
    expect(await subscriptionOf(resumed.subscriptionId)).toMatchObject({
      status: 'active',
      current_period_end: addDays(end, 60),
    });
    expect((await chargesOf(resumed.subscriptionId)).map((charge) => [charge.item_id, charge.status])).toEqual([
      ['gold', 'approved'],
    ]);
  });

  it("switches plans at the renewal: the new plan's price is charged and its duration starts", async () => {
    const end = new Date('2026-12-22T10:00:00.000Z');
    const { userId, subscriptionId } = await seeker({ planId: 'gold', status: 'active', periodEnd: end });
    const subscriptions = new SubscriptionsRepository(orm.em.fork());
    expect(await subscriptions.changePlan(userId, 'annual-platinum', clock.now())).toMatchObject({
      planId: 'gold',
      pendingPlanId: 'annual-platinum',
    });
    // Nothing is charged until the renewal.
    expect(await chargesOf(subscriptionId)).toEqual([]);

    clock.current = new Date(end.getTime() + MINUTE_MS);
    expect(await pass()).toMatchObject({ renewed: 1 });
    expect(
      (await chargesOf(subscriptionId)).map((charge) => [charge.item_id, charge.amount_cents, charge.status]),
    ).toEqual([['annual-platinum', 29900, 'approved']]);
    expect(await subscriptionOf(subscriptionId)).toMatchObject({
      plan_id: 'annual-platinum',
      pending_plan_id: null,
      status: 'active',
      current_period_end: addDays(end, 365),
    });
  });

  it('counts a renewal without a card on file as a failed attempt, and says so', async () => {
    const end = new Date('2026-12-24T10:00:00.000Z');
    const { email, subscriptionId } = await seeker({ planId: 'gold', status: 'active', periodEnd: end, card: false });
    clock.current = new Date(end.getTime() + MINUTE_MS);
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    expect(await pass()).toMatchObject({ failed: 1 });
    expect(await subscriptionOf(subscriptionId)).toMatchObject({ status: 'past_due', retry_at: addDays(end, 1) });
    expect(await chargesOf(subscriptionId)).toEqual([]);
    expect(mailsTo(email)[0]!.message.text).toContain(
      RENEWAL_EMAIL_TEXTS.failed.noCard('Gold Mom Professional', '$49.99'),
    );
  });

  it('leaves a failed payment to the digest of a seeker who gathers these there: notified, no mail now', async () => {
    const end = new Date('2026-12-26T10:00:00.000Z');
    const { userId, email, subscriptionId } = await seeker({
      planId: 'gold',
      status: 'active',
      periodEnd: end,
      card: false,
    });
    await notifying.choose(userId, 'seeker', 'payment-failed', 'digest');
    clock.current = new Date(end.getTime() + MINUTE_MS);
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    // (The earlier test's subscription without a card is retried in the same pass.)
    await pass();
    expect(await subscriptionOf(subscriptionId)).toMatchObject({ status: 'past_due', renewal_failures: 1 });
    expect(mailsTo(email)).toEqual([]);
    expect(await notifying.notificationsOf(userId, 'payment-failed')).toEqual([
      expect.objectContaining({ link: '/seeker/billing', email_state: 'digest', read_at: null }),
    ]);
    expect(notifying.digests.flat()).toContain(userId);
  });
});
