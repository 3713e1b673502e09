import { randomUUID } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import {
  GENERIC_MESSAGES,
  type SeekerSubscriptionResponse,
  type SubscribeResponse,
  SUBSCRIPTION_MESSAGES,
} from '@marketplace/contracts';
import { createAdmin } from '../../src/cli/commands';
import type { AppConfig } from '../../src/config/app-config';
import { type RunningApi, startApi } from '../support/api-server';
import { clearRateLimits, openOrm } from '../support/database';
import { BillingUsers, idempotencyKey } from '../support/billing-users';
import { testConfig } from '../support/test-config';

const PASSWORD = 'Correct-horse-9';
const PATH = '/api/seeker/subscription';

/**
 * Switching plans at the next renewal and resuming a cancelled subscription, over HTTP: nothing is
 * charged when the switch is chosen (the renewal worker charges the new plan); seekers only.
 */
describe('plan changes at renewal over HTTP', () => {
  let config: AppConfig;
  let api: RunningApi;
  let orm: MikroORM;
  let users: BillingUsers;

  const browser = () => users.browser();
  const unique = () => `${Date.now().toString(36)}-${randomUUID().slice(0, 6)}`;
  const signUp = (role: 'seeker' | 'employer' = 'seeker') => users.signUp(role);

  const subscribed = async (planId: string) => {
    const seeker = await users.withCard('seeker');
    const started = await seeker.session.post<SubscribeResponse>(PATH, { planId }, idempotencyKey());
    expect(started.status).toBe(200);
    return { ...seeker, subscription: started.body.subscription };
  };

  const chargeCount = async (userId: string) =>
    (
      await orm.em
        .fork()
        .getConnection()
        .execute<Array<{ n: number }>>('select count(*)::int as n from charges where user_id = ?', [userId])
    )[0]!.n;

  beforeAll(async () => {
    config = testConfig({ PUBLIC_URL: 'http://localhost:3000' });
    orm = await openOrm(config);
    await clearRateLimits(config.redisUrl);
    api = await startApi(config);
    users = new BillingUsers(api, config, 'switch', 150);
  });

  afterAll(async () => {
    await api?.close();
    await orm?.close(true);
  });

  it('sets the plan of the next renewal without charging, shows it, and drops it when the current plan is chosen again', async () => {
    const { session, userId, subscription } = await subscribed('gold');
    expect(await chargeCount(userId)).toBe(1);

    const switched = await session.request<SeekerSubscriptionResponse>('PUT', PATH, {
      body: { planId: 'vip-platinum' },
    });
    expect(switched.status).toBe(200);
    expect(switched.body.subscription).toEqual({ ...subscription, pendingPlanId: 'vip-platinum' });
    expect((await session.get<SeekerSubscriptionResponse>(PATH)).body.subscription).toEqual({
      ...subscription,
      pendingPlanId: 'vip-platinum',
    });
    // No charge and no proration now: the renewal charges the new plan.
    expect(await chargeCount(userId)).toBe(1);

    const other = await session.request<SeekerSubscriptionResponse>('PUT', PATH, {
      body: { planId: 'annual-platinum' },
    });
    expect(other.body.subscription?.pendingPlanId).toBe('annual-platinum');
    const kept = await session.request<SeekerSubscriptionResponse>('PUT', PATH, { body: { planId: 'gold' } });
    expect(kept).toMatchObject({ status: 200, body: { subscription: { planId: 'gold', pendingPlanId: null } } });
  });

  it('undoes a pending cancel by resuming, or by switching plans', async () => {
    const { session, subscription } = await subscribed('gold');
    expect(
      (await session.post<SeekerSubscriptionResponse>(`${PATH}/cancel`)).body.subscription?.cancelAtPeriodEnd,
    ).toBe(true);
    const resumed = await session.post<SeekerSubscriptionResponse>(`${PATH}/resume`);
    expect(resumed).toMatchObject({
      status: 200,
      body: { subscription: { ...subscription, cancelAtPeriodEnd: false } },
    });
    // Resuming what is not cancelled changes nothing.
    expect((await session.post<SeekerSubscriptionResponse>(`${PATH}/resume`)).body).toEqual(resumed.body);

    await session.post(`${PATH}/cancel`);
    const switched = await session.request<SeekerSubscriptionResponse>('PUT', PATH, { body: { planId: 'trial' } });
    expect(switched.body.subscription).toMatchObject({ cancelAtPeriodEnd: false, pendingPlanId: 'trial' });
  });

  it('refuses an unknown plan with the field error, and answers 404 without a subscription', async () => {
    const { session } = await subscribed('vip-platinum');
    for (const body of [{ planId: 'platinum' }, { planId: '' }]) {
      const answer = await session.request('PUT', PATH, { body });
      expect(answer).toMatchObject({
        status: 400,
        body: { fieldErrors: { planId: [SUBSCRIPTION_MESSAGES.unknownPlan] } },
      });
    }
    for (const body of [{ planId: 7 }, {}]) {
      const wrongType = await session.request<{ fieldErrors?: Record<string, string[]> }>('PUT', PATH, { body });
      expect(wrongType.status).toBe(400);
      expect(Object.keys(wrongType.body.fieldErrors ?? {})).toEqual(['planId']);
    }
    expect((await session.get<SeekerSubscriptionResponse>(PATH)).body.subscription?.pendingPlanId).toBeNull();

    const { session: none } = await signUp();
    expect(await none.request('PUT', PATH, { body: { planId: 'gold' } })).toMatchObject({
      status: 404,
      body: { error: SUBSCRIPTION_MESSAGES.noSubscription },
    });
    expect(await none.post(`${PATH}/resume`)).toMatchObject({
      status: 404,
      body: { error: SUBSCRIPTION_MESSAGES.noSubscription },
    });
  });

  it('is for seekers only: 401 anonymous, 403 employers and admins', async () => {
    const employer = await signUp('employer');
    const adminEmail = `switch-admin-${unique()}@example.com`;
    await createAdmin(config, { email: adminEmail, name: 'Avery Admin', password: PASSWORD });
    const admin = browser();
    await admin.signIn(adminEmail, PASSWORD);
    for (const [method, path] of [
      ['PUT', PATH],
      ['POST', `${PATH}/resume`],
    ] as const) {
      const body = method === 'PUT' ? { planId: 'gold' } : undefined;
      expect(await browser().request(method, path, { body })).toMatchObject({
        status: 401,
        body: { error: GENERIC_MESSAGES.unauthorized },
      });
      expect(await employer.session.request(method, path, { body })).toMatchObject({
        status: 403,
        body: { error: GENERIC_MESSAGES.forbidden },
      });
      expect(await admin.request(method, path, { body })).toMatchObject({
        status: 403,
        body: { error: GENERIC_MESSAGES.forbidden },
      });
    }
  });
});
