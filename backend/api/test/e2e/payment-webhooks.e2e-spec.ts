import { randomUUID } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { BillingHistoryPage, EmployerCreditsResponse, PurchasePackageResponse } from '@marketplace/contracts';
import type { AppConfig } from '../../src/config/app-config';
import { authnetSignature } from '../../src/infrastructure/payments/authnet/authnet-signature';
import type { PaymentGateway } from '../../src/infrastructure/payments/payment-gateway';
import { PAYMENT_GATEWAY } from '../../src/modules/billing/payment-gateway.provider';
import {
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_PATH,
  WEBHOOK_SIGNATURE_INVALID,
} from '../../src/modules/billing/webhooks/payment-webhooks.service';
import { type RunningApi, startApi } from '../support/api-server';
import { clearRateLimits, openOrm } from '../support/database';
import { eventually } from '../support/http-session';
import { BillingUsers, idempotencyKey } from '../support/billing-users';
import { testConfig } from '../support/test-config';

/**
 * The card provider's webhooks over HTTP: the local sandbox posts signed notifications to the app,
 * which takes only a valid signature, records each notification once and records refunds and voids
 * made outside the app (the merchant interface) on their charges.
 */
describe('payment webhooks over HTTP', () => {
  let config: AppConfig;
  let api: RunningApi;
  let orm: MikroORM;
  let gateway: PaymentGateway;
  let users: BillingUsers;

  const post = (body: string, signature?: string) =>
    fetch(`${api.baseUrl}${WEBHOOK_PATH}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(signature === undefined ? {} : { 'x-anet-signature': signature }),
      },
      body,
    });
  const notification = (eventType: string, id: string, extra: Record<string, unknown> = {}) =>
    JSON.stringify({
      notificationId: randomUUID(),
      eventType,
      eventDate: new Date().toISOString(),
      webhookId: randomUUID(),
      payload: { entityName: 'transaction', id, ...extra },
    });
  const sign = (body: string) => authnetSignature(body, config.payments!.signatureKey);

  /** A new employer who bought a Standard Job Post with the sandbox card. */
  const buyer = async () => {
    const { session, userId } = await users.withCard('employer');
    const bought = await session.post<PurchasePackageResponse>(
      '/api/employer/packages/purchase',
      { packageId: 'standard-job-post' },
      idempotencyKey(),
    );
    expect(bought.status).toBe(200);
    const [charge] = await orm.em
      .getConnection()
      .execute<Array<{ id: string; gateway_transaction_id: string }>>(
        `select id, gateway_transaction_id from charges where user_id = ?`,
        [userId],
      );
    return { session, charge: charge! };
  };

  beforeAll(async () => {
    config = testConfig({ PUBLIC_URL: 'http://localhost:3000' });
    orm = await openOrm(config);
    await clearRateLimits(config.redisUrl);
    api = await startApi(config);
    gateway = api.app.get<PaymentGateway>(PAYMENT_GATEWAY, { strict: false });
    users = new BillingUsers(api, config, 'webhooks', 60);
  });

  afterAll(async () => {
    await api?.close();
    await orm?.close(true);
  });

  it('refuses a notification without a signature, with a wrong one, or for another body', async () => {
    const count = async () =>
      Number(
        (
          await orm.em.getConnection().execute<Array<{ count: string }>>(`select count(*) from payment_webhook_events`)
        )[0]!.count,
      );
    const before = await count();
    const body = notification('net.authorize.payment.void.created', '60000000001');
    for (const signature of [
      undefined,
      'sha512=00',
      sign(`${body} `),
      sign(body).toLowerCase().replace('sha512=', 'sha256='),
    ]) {
      const answer = await post(body, signature);
      expect(answer.status).toBe(401);
      expect(await answer.json()).toMatchObject({ error: WEBHOOK_SIGNATURE_INVALID });
    }
    expect(await count()).toBe(before);
  });

  it('records a void made outside the app on its charge once, and lapses the job posts it paid for', async () => {
    const { session, charge } = await buyer();
    const body = notification('net.authorize.payment.void.created', charge.gateway_transaction_id);
    const first = await post(body, sign(body));
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true, outcome: 'void recorded' });
    // The gateway delivers again until it hears 2xx: a redelivery changes nothing.
    expect(await (await post(body, sign(body))).json()).toEqual({ received: true, outcome: 'already received' });
    const [entry] = (await session.get<BillingHistoryPage>('/api/employer/billing/history')).body.entries;
    expect(entry).toMatchObject({ id: charge.id, refund: expect.objectContaining({ method: 'void' }) });
    expect((await session.get<EmployerCreditsResponse>('/api/employer/packages/credits')).body.postingsLeft).toBe(0);
    // Notifications about transactions that are not ours are taken and ignored.
    const stranger = notification('net.authorize.payment.refund.created', '99999999999');
    expect(await (await post(stranger, sign(stranger))).json()).toEqual({
      received: true,
      outcome: 'ignored: not a refund of our charges',
    });
  });

  it('hears from the sandbox itself once registered: a void in the merchant interface shows on the charge', async () => {
    await gateway.ensureWebhook(`${api.baseUrl}${WEBHOOK_PATH}`, WEBHOOK_EVENT_TYPES);
    const { session, charge } = await buyer();
    // The merchant voids the charge at the gateway, not through the app.
    expect((await gateway.void(charge.gateway_transaction_id)).outcome).toBe('approved');
    const voided = await eventually(async () => {
      const [entry] = (await session.get<BillingHistoryPage>('/api/employer/billing/history')).body.entries;
      return entry?.refund ? entry : null;
    });
    expect(voided.refund).toMatchObject({ method: 'void' });
    const outcomes = await orm.em
      .getConnection()
      .execute<Array<{ event_type: string; outcome: string }>>(
        `select event_type, outcome from payment_webhook_events where entity_id = ?`,
        [charge.gateway_transaction_id],
      );
    expect(outcomes).toEqual(
      expect.arrayContaining([
        { event_type: 'net.authorize.payment.authcapture.created', outcome: 'known charge' },
        { event_type: 'net.authorize.payment.void.created', outcome: 'void recorded' },
      ]),
    );
  });
});
