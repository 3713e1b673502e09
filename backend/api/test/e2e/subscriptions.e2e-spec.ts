import { randomUUID } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import {
  type AuthnetClientConfig,
  JOB_PACKAGES,
  type JobPackagesResponse,
  type SeekerSubscriptionResponse,
  type SessionResponse,
  type SubscribeResponse,
  SUBSCRIPTION_MESSAGES,
  SUBSCRIPTION_PLANS,
  type SubscriptionPlansResponse,
} from '@marketplace/contracts';
import type { AppConfig } from '../../src/config/app-config';
import type { PaymentGateway } from '../../src/infrastructure/payments/payment-gateway';
import { MEMBERSHIP_PLANS, type MembershipPlans } from '../../src/modules/billing';
import { PAYMENT_GATEWAY } from '../../src/modules/billing/payment-gateway.provider';
import { type RunningApi, startApi } from '../support/api-server';
import { clearRateLimits, openOrm } from '../support/database';
import { HttpSession } from '../support/http-session';
import { sandboxAccept } from '../support/sandbox-accept';
import { testConfig } from '../support/test-config';

const PASSWORD = 'Correct-horse-9';
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The catalogue and seeker subscriptions over HTTP against the local Authorize.net sandbox: cards
 * come from the sandbox's Accept.js stand-in, charges go to the sandbox.
 */
describe('plans, packages and subscriptions over HTTP', () => {
  let config: AppConfig;
  let api: RunningApi;
  let orm: MikroORM;
  let accept: Awaited<ReturnType<typeof sandboxAccept>>;
  let gateway: PaymentGateway;
  let ip = 0;
  const nextYear = String(new Date().getFullYear() + 1);

  const browser = () => new HttpSession(api.baseUrl, config.publicOrigin, `198.51.100.${100 + ++ip}`);
  const key = () => ({ headers: { 'Idempotency-Key': randomUUID() } });

  const signUp = async (role: 'seeker' | 'employer' = 'seeker') => {
    const session = browser();
    const email = `plans-${role}-${Date.now().toString(36)}-${ip}@example.com`;
    const answer = await session.post<SessionResponse>('/api/auth/sign-up', {
      email,
      password: PASSWORD,
      name: 'Plan Tester',
      role,
      ...(role === 'employer' ? { companyName: `Plans ${email}` } : {}),
    });
    expect(answer.status).toBe(201);
    return { session, userId: answer.body.user!.id };
  };

  const seekerWithCard = async (cardNumber = '4111111111111111') => {
    const seeker = await signUp();
    const settings = (await browser().get<AuthnetClientConfig>('/api/payments/authnet/config')).body;
    const saved = await seeker.session.post('/api/seeker/subscription/payment-methods', {
      ...(await accept.tokenize(settings, cardNumber, nextYear)),
      expiryMonth: '12',
      expiryYear: nextYear,
    });
    expect(saved.status).toBe(200);
    return seeker;
  };

  const chargesOf = (userId: string) =>
    orm.em.getConnection().execute<
      Array<{
        period_key: string;
        amount_cents: number;
        gateway_transaction_id: string | null;
        card_brand: string;
        card_last4: string;
        status: string;
        subscription_id: string;
      }>
    >('select period_key, amount_cents, gateway_transaction_id, card_brand, card_last4, status, subscription_id from charges where user_id = ?', [userId]);

  beforeAll(async () => {
    config = testConfig({ PUBLIC_URL: 'http://localhost:3000' });
    orm = await openOrm(config);
    await clearRateLimits(config.redisUrl);
    api = await startApi(config);
    accept = await sandboxAccept(config);
    gateway = api.app.get<PaymentGateway>(PAYMENT_GATEWAY, { strict: false });
  });

  afterEach(() => jest.restoreAllMocks());

  afterAll(async () => {
    await api?.close();
    await orm?.close(true);
  });

  it('answers the plans and the packages to anyone, in cents; no package is current yet', async () => {
    const plans = await browser().get<SubscriptionPlansResponse>('/api/billing/plans');
    expect(plans.status).toBe(200);
    expect(plans.body.plans).toEqual(SUBSCRIPTION_PLANS);
    expect(plans.body.plans.map((plan) => [plan.id, plan.price, plan.duration, plan.trialDays, plan.popular])).toEqual([
      ['trial', 3499, 33, 3, false],
      ['gold', 4999, 60, 0, true],
      ['vip-platinum', 7999, 90, 0, false],
      ['annual-platinum', 29900, 365, 0, false],
    ]);
    const employer = await signUp('employer');
    for (const session of [browser(), employer.session]) {
      const packages = await session.get<JobPackagesResponse>('/api/billing/packages');
      expect(packages.status).toBe(200);
      expect(packages.body.packages).toEqual(JOB_PACKAGES.map((offer) => ({ ...offer, current: false })));
    }
  });

  it('refuses a subscribe without an Idempotency-Key, with an unknown plan, or without a card', async () => {
    const { session, userId } = await signUp();
    const noKey = await session.post('/api/seeker/subscription', { planId: 'gold' });
    expect(noKey).toMatchObject({ status: 400, body: { error: SUBSCRIPTION_MESSAGES.idempotencyKeyMissing } });
    const unknown = await session.post('/api/seeker/subscription', { planId: 'platinum' }, key());
    expect(unknown).toMatchObject({
      status: 400,
      body: { fieldErrors: { planId: [SUBSCRIPTION_MESSAGES.unknownPlan] } },
    });
    const noCard = await session.post('/api/seeker/subscription', { planId: 'gold' }, key());
    expect(noCard).toMatchObject({ status: 400, body: { error: SUBSCRIPTION_MESSAGES.noCard } });
    expect((await session.get<SeekerSubscriptionResponse>('/api/seeker/subscription')).body).toEqual({
      subscription: null,
    });
    expect(await chargesOf(userId)).toEqual([]);
  });

  it('subscribes to Gold with the default card: charged at once, active for 60 days, the membership plan it gives', async () => {
    const { session, userId } = await seekerWithCard();
    const membership = api.app.get<MembershipPlans>(MEMBERSHIP_PLANS, { strict: false });
    expect(await membership.planOf(userId)).toBe('none');
    const before = Date.now();
    const answer = await session.post<SubscribeResponse>('/api/seeker/subscription', { planId: 'gold' }, key());
    expect(answer.status).toBe(200);
    expect(answer.body.charge).toEqual({ amount: 4999, cardBrand: 'Visa', cardLast4: '1111' });
    const { subscription } = answer.body;
    expect(subscription).toMatchObject({
      planId: 'gold',
      planName: 'Gold Mom Professional',
      status: 'active',
      cancelAtPeriodEnd: false,
      pendingPlanId: null,
    });
    const start = Date.parse(subscription.currentPeriodStart);
    expect(start).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(subscription.currentPeriodEnd) - start).toBe(60 * DAY_MS);

    const [charge, ...more] = await chargesOf(userId);
    expect(more).toEqual([]);
    expect(charge).toMatchObject({
      amount_cents: 4999,
      card_brand: 'Visa',
      card_last4: '1111',
      status: 'approved',
      subscription_id: subscription.id,
    });
    expect(charge!.period_key).toBe(`${subscription.id}/${subscription.currentPeriodStart}`);
    const atGateway = await gateway.getTransaction(charge!.gateway_transaction_id!);
    expect(atGateway).toMatchObject({ amountCents: 4999, responseCode: 1 });

    expect((await session.get<SeekerSubscriptionResponse>('/api/seeker/subscription')).body).toEqual({ subscription });
    const again = await session.post('/api/seeker/subscription', { planId: 'vip-platinum' }, key());
    expect(again).toMatchObject({ status: 409, body: { error: SUBSCRIPTION_MESSAGES.alreadySubscribed } });

    const cancelled = await session.post<SeekerSubscriptionResponse>('/api/seeker/subscription/cancel');
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.subscription).toEqual({ ...subscription, cancelAtPeriodEnd: true });
    expect((await session.get<SeekerSubscriptionResponse>('/api/seeker/subscription')).body.subscription).toMatchObject(
      { status: 'active', cancelAtPeriodEnd: true },
    );
    // Cancelled at period end: the plan is held until then.
    expect(await membership.planOf(userId)).toBe('gold');
  });

  it('starts the trial with no charge, trialing for its 3 free days', async () => {
    const { session, userId } = await seekerWithCard('5424000000000015');
    const charge = jest.spyOn(gateway, 'charge');
    const answer = await session.post<SubscribeResponse>('/api/seeker/subscription', { planId: 'trial' }, key());
    expect(answer.status).toBe(200);
    expect(answer.body.charge).toBeNull();
    const { subscription } = answer.body;
    expect(subscription).toMatchObject({ planId: 'trial', status: 'trialing' });
    expect(await api.app.get<MembershipPlans>(MEMBERSHIP_PLANS, { strict: false }).planOf(userId)).toBe('trial');
    expect(Date.parse(subscription.currentPeriodEnd) - Date.parse(subscription.currentPeriodStart)).toBe(3 * DAY_MS);
    expect(charge).not.toHaveBeenCalled();
    expect(await chargesOf(userId)).toEqual([]);
  });

  it('answers a retried request with the first answer, and refuses the key with another body', async () => {
    const { session, userId } = await seekerWithCard();
    const headers = key();
    const first = await session.post<SubscribeResponse>(
      '/api/seeker/subscription',
      { planId: 'vip-platinum' },
      headers,
    );
    expect(first.status).toBe(200);
    const retried = await session.post<SubscribeResponse>(
      '/api/seeker/subscription',
      { planId: 'vip-platinum' },
      headers,
    );
    expect(retried).toMatchObject({ status: 200, body: first.body });
    const other = await session.post('/api/seeker/subscription', { planId: 'gold' }, headers);
    expect(other).toMatchObject({ status: 422, body: { error: SUBSCRIPTION_MESSAGES.idempotencyKeyReused } });
    expect(await chargesOf(userId)).toHaveLength(1);

    // Keys are per user: the same key from someone else is their own request.
    const stranger = await seekerWithCard();
    const theirs = await stranger.session.post<SubscribeResponse>(
      '/api/seeker/subscription',
      { planId: 'trial' },
      headers,
    );
    expect(theirs.status).toBe(200);
    expect(theirs.body.subscription.id).not.toBe(first.body.subscription.id);
  });

  it('turns 50 concurrent identical subscribes into exactly one charge and one gateway transaction, all answered alike', async () => {
    const { session, userId } = await seekerWithCard();
    const charge = jest.spyOn(gateway, 'charge');
    const headers = key();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        session.post<SubscribeResponse>('/api/seeker/subscription', { planId: 'annual-platinum' }, headers),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(200));
    const ids = new Set(answers.map((answer) => answer.body.subscription.id));
    expect(ids.size).toBe(1);
    expect(charge).toHaveBeenCalledTimes(1);
    const charges = await chargesOf(userId);
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({ amount_cents: 29900, status: 'approved' });
    expect(await gateway.getTransaction(charges[0]!.gateway_transaction_id!)).toMatchObject({ amountCents: 29900 });
  });

  it('answers 404 to a cancel without a subscription', async () => {
    const { session } = await signUp();
    const answer = await session.post('/api/seeker/subscription/cancel');
    expect(answer).toMatchObject({ status: 404, body: { error: SUBSCRIPTION_MESSAGES.noSubscription } });
  });
});
