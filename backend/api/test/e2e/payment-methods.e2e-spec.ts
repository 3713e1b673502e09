import type { MikroORM } from '@mikro-orm/postgresql';
import {
  PAYMENT_MESSAGES,
  type AuthnetClientConfig,
  type PaymentMethodsResponse,
  type SavePaymentMethodResponse,
  type SessionResponse,
} from '@marketplace/contracts';
import type { AppConfig } from '../../src/config/app-config';
import { type RunningApi, startApi } from '../support/api-server';
import { clearRateLimits, openOrm } from '../support/database';
import { HttpSession } from '../support/http-session';
import { sandboxAccept } from '../support/sandbox-accept';
import { testConfig } from '../support/test-config';

const PASSWORD = 'Correct-horse-9';

/**
 * Card payment methods over HTTP against the local Authorize.net sandbox: cards are tokenised by
 * the sandbox's Accept.js stand-in (as the browser does), and only the opaque data reaches the API.
 */
describe('payment methods over HTTP', () => {
  let config: AppConfig;
  let api: RunningApi;
  let orm: MikroORM;
  let accept: Awaited<ReturnType<typeof sandboxAccept>>;
  let ip = 0;
  const nextYear = String(new Date().getFullYear() + 1);

  const browser = () => new HttpSession(api.baseUrl, config.publicOrigin, `198.51.100.${++ip}`);

  const signUp = async (role: 'seeker' | 'employer') => {
    const session = browser();
    const email = `cards-${role}-${Date.now().toString(36)}-${ip}@example.com`;
    const answer = await session.post<SessionResponse>('/api/auth/sign-up', {
      email,
      password: PASSWORD,
      name: 'Card Tester',
      role,
      ...(role === 'employer' ? { companyName: `Cards ${email}` } : {}),
    });
    expect(answer.status).toBe(201);
    return session;
  };

  /** Opaque data for a card, from the sandbox's Accept.js, with the credentials the API hands out. */
  async function tokenize(cardNumber: string): Promise<{ opaqueDataDescriptor: string; opaqueDataValue: string }> {
    const settings = (await browser().get<AuthnetClientConfig>('/api/payments/authnet/config')).body;
    return accept.tokenize(settings, cardNumber, nextYear);
  }

  beforeAll(async () => {
    config = testConfig({ PUBLIC_URL: 'http://localhost:3000' });
    orm = await openOrm(config);
    await clearRateLimits(config.redisUrl);
    api = await startApi(config);
    accept = await sandboxAccept(config);
  });

  afterAll(async () => {
    await api?.close();
    await orm?.close(true);
  });

  it('answers the public Accept.js settings, never the secret keys', async () => {
    const answer = await browser().get<AuthnetClientConfig>('/api/payments/authnet/config');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      apiLoginId: config.payments!.apiLoginId,
      clientKey: config.payments!.clientKey,
      environment: 'local',
      acceptJsUrl: config.payments!.acceptJsUrl,
    });
    expect(JSON.stringify(answer.body)).not.toContain(config.payments!.transactionKey);
    // The page may load the sandbox's Accept.js, and Accept.js may post the card to the sandbox.
    const sandbox = new URL(config.payments!.acceptJsUrl).origin;
    const policy = answer.headers.get('content-security-policy') ?? '';
    expect(policy).toContain(`script-src 'self' ${sandbox}`);
    expect(policy).toMatch(new RegExp(`connect-src [^;]*${sandbox.replace(/[.:/]/g, '\\$&')}`));
  });

  it.each([
    ['seeker', '/api/seeker/subscription/payment-methods'],
    ['employer', '/api/employer/billing/payment-methods'],
  ] as const)('lets the %s add, list, update, choose the default and delete cards', async (role, path) => {
    const session = await signUp(role);
    expect((await session.get<PaymentMethodsResponse>(path)).body).toEqual({ paymentMethods: [] });

    const first = await session.post<SavePaymentMethodResponse>(path, {
      ...(await tokenize('4111111111111111')),
      isDefault: false,
      expiryMonth: '12',
      expiryYear: nextYear,
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      success: true,
      paymentMethod: { brand: 'Visa', last4: '1111', expiryMonth: 12, expiryYear: Number(nextYear), isDefault: true },
    });
    const second = await session.post<SavePaymentMethodResponse>(path, {
      ...(await tokenize('5424000000000015')),
      isDefault: false,
      expiryMonth: '12',
      expiryYear: nextYear,
    });
    expect(second.body.paymentMethod).toMatchObject({ brand: 'MasterCard', last4: '0015', isDefault: false });

    const listed = await session.get<PaymentMethodsResponse>(path);
    expect(listed.body.paymentMethods.map((card) => [card.last4, card.isDefault])).toEqual([
      ['1111', true],
      ['0015', false],
    ]);
    // Brand, last four and expiry only: nothing of the gateway's ids.
    expect(Object.keys(listed.body.paymentMethods[0]!).sort()).toEqual([
      'brand',
      'createdAt',
      'expiryMonth',
      'expiryYear',
      'id',
      'isDefault',
      'last4',
    ]);

    const updated = await session.post<SavePaymentMethodResponse>(path, {
      paymentMethodId: second.body.paymentMethod.id,
      action: 'update',
      ...(await tokenize('6011000000000012')),
      expiryMonth: '05',
      expiryYear: nextYear,
    });
    expect(updated.status).toBe(200);
    expect(updated.body.paymentMethod).toMatchObject({
      id: second.body.paymentMethod.id,
      brand: 'Discover',
      last4: '0012',
      expiryMonth: 5,
    });

    const madeDefault = await session.request<PaymentMethodsResponse>(
      'PUT',
      `${path}/${second.body.paymentMethod.id}/default`,
    );
    expect(madeDefault.status).toBe(200);
    expect(madeDefault.body.paymentMethods.map((card) => [card.last4, card.isDefault])).toEqual([
      ['0012', true],
      ['1111', false],
    ]);

    const deleted = await session.request<PaymentMethodsResponse>('DELETE', `${path}/${second.body.paymentMethod.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.paymentMethods.map((card) => [card.last4, card.isDefault])).toEqual([['1111', true]]);

    // One customer profile per user at the gateway, holding just the remaining card.
    const rows = await orm.em
      .getConnection()
      .execute<Array<{ customer_profile_id: string }>>(
        `select distinct c.customer_profile_id from billing_customers c join payment_methods p on p.user_id = c.user_id and p.customer_profile_id = c.customer_profile_id where p.id = ?`,
        [first.body.paymentMethod.id],
      );
    expect(rows).toHaveLength(1);
  });

  it("answers 404 for another user's card, and leaves it alone", async () => {
    const owner = await signUp('seeker');
    const path = '/api/seeker/subscription/payment-methods';
    const { body } = await owner.post<SavePaymentMethodResponse>(path, {
      ...(await tokenize('4007000000027')),
      expiryMonth: '12',
      expiryYear: nextYear,
    });
    const id = body.paymentMethod.id;
    const stranger = await signUp('seeker');
    const answers = [
      await stranger.request('DELETE', `${path}/${id}`),
      await stranger.request('PUT', `${path}/${id}/default`),
      await stranger.post(path, {
        paymentMethodId: id,
        action: 'update',
        ...(await tokenize('4012888818888')),
        expiryMonth: '12',
        expiryYear: nextYear,
      }),
    ];
    expect(answers.map((answer) => [answer.status, (answer.body as { error: string }).error])).toEqual(
      Array(3).fill([404, PAYMENT_MESSAGES.paymentMethodNotFound]),
    );
    expect((await stranger.get<PaymentMethodsResponse>(path)).body.paymentMethods).toEqual([]);
    expect((await owner.get<PaymentMethodsResponse>(path)).body.paymentMethods.map((card) => card.last4)).toEqual([
      '0027',
    ]);
  });

  it("refuses a missing token and out-of-range expiry with the contract's messages, and a used token with the gateway's", async () => {
    const session = await signUp('employer');
    const path = '/api/employer/billing/payment-methods';
    const invalid = await session.post<{ error: string; fieldErrors: Record<string, string[]> }>(path, {
      opaqueDataDescriptor: '',
      opaqueDataValue: '',
      expiryMonth: '13',
      expiryYear: '1999',
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.fieldErrors).toEqual({
      opaqueDataValue: [PAYMENT_MESSAGES.cardTokenMissing],
      expiryMonth: [PAYMENT_MESSAGES.invalidExpiryMonth],
      expiryYear: [PAYMENT_MESSAGES.invalidExpiryYear],
    });

    const token = await tokenize('4111111111111111');
    expect((await session.post(path, { ...token, expiryMonth: '12', expiryYear: nextYear })).status).toBe(200);
    // Opaque data is single use: the gateway refuses it again, in its own words.
    const reused = await session.post<{ error: string }>(path, { ...token, expiryMonth: '12', expiryYear: nextYear });
    expect(reused.status).toBe(400);
    expect(reused.body.error).toEqual(expect.any(String));
    expect(reused.body.error).not.toBe('');
    expect((await session.get<PaymentMethodsResponse>(path)).body.paymentMethods).toHaveLength(1);
  });

  it('answers 503 with a clear message on every payment route when payments are off', async () => {
    const off = Object.fromEntries(
      [
        'AUTHNET_ENVIRONMENT',
        'AUTHNET_API_LOGIN_ID',
        'AUTHNET_TRANSACTION_KEY',
        'AUTHNET_CLIENT_KEY',
        'AUTHNET_SIGNATURE_KEY',
        'AUTHNET_ENDPOINT',
      ].map((name) => [name, '']),
    );
    const offConfig = testConfig({ PUBLIC_URL: 'http://localhost:3000', ...off });
    expect(offConfig.payments).toBeNull();
    const offApi = await startApi(offConfig);
    try {
      const session = new HttpSession(offApi.baseUrl, offConfig.publicOrigin, `198.51.100.${++ip}`);
      const answer = await session.get<{ error: string }>('/api/payments/authnet/config');
      expect([answer.status, answer.body.error]).toEqual([503, PAYMENT_MESSAGES.paymentsUnavailable]);
      const signedUp = await session.post('/api/auth/sign-up', {
        email: `cards-off-${Date.now().toString(36)}@example.com`,
        password: PASSWORD,
        name: 'Card Tester',
        role: 'seeker',
      });
      expect(signedUp.status).toBe(201);
      const list = await session.get<{ error: string }>('/api/seeker/subscription/payment-methods');
      expect([list.status, list.body.error]).toEqual([503, PAYMENT_MESSAGES.paymentsUnavailable]);
      const add = await session.post<{ error: string }>('/api/seeker/subscription/payment-methods', {
        opaqueDataDescriptor: 'x',
        opaqueDataValue: 'y',
        expiryMonth: '12',
        expiryYear: nextYear,
      });
      expect([add.status, add.body.error]).toEqual([503, PAYMENT_MESSAGES.paymentsUnavailable]);
    } finally {
      await offApi.close();
    }
  });
});
