import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/postgresql';
import { Queue } from 'bullmq';
import type { BillingHistoryPage, EmployerCreditsResponse, PurchasePackageResponse } from '@marketplace/contracts';
import type { AppConfig } from '../../src/config/app-config';
import { authnetSignature } from '../../src/infrastructure/payments/authnet/authnet-signature';
import {
  type ChargeInput,
  type PaymentGateway,
  PaymentGatewayError,
  type TransactionResult,
} from '../../src/infrastructure/payments/payment-gateway';
import { QUEUE_PREFIX, QUEUES } from '../../src/infrastructure/queue/queue.constants';
import {
  CAPTURE_RECHECK_ATTEMPTS,
  CAPTURE_RECHECK_DELAY_MS,
  type RecheckCaptureJob,
  recheckCaptureJobId,
} from '../../src/modules/billing/billing.queue';
import { PAYMENT_GATEWAY } from '../../src/modules/billing/payment-gateway.provider';
import {
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_PATH,
  WEBHOOK_SIGNATURE_INVALID,
} from '../../src/modules/billing/webhooks/payment-webhooks.service';
import { type RunningStack, startApiAndWorker } from '../support/app-with-worker';
import { clearRateLimits, openOrm } from '../support/database';
import { eventually } from '../support/http-session';
import { BillingUsers, idempotencyKey } from '../support/billing-users';
import { testConfig } from '../support/test-config';

/**
 * The card provider's webhooks over HTTP: the local sandbox posts signed notifications to the app,
 * which takes only a valid signature, records each notification once, records refunds and voids
 * made outside the app (the merchant interface) on their charges, and reconciles captures with the
 * charges, checking again from the worker's queue when a capture comes before its purchase settled.
 */
describe('payment webhooks over HTTP', () => {
  let config: AppConfig;
  let api: RunningStack;
  let orm: MikroORM;
  let gateway: PaymentGateway;
  let users: BillingUsers;
  let queue: Queue<RecheckCaptureJob>;
  /** What the app logged as errors (API and worker, both in this process), each call's arguments. */
  let errors: unknown[][];

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
  /** The errors logged for an operator. */
  const operatorErrors = () => errors.filter((args) => String(args.at(-1)).endsWith('it needs an operator'));
  const outcomeOf = async (notificationId: string) =>
    (
      await orm.em
        .getConnection()
        .execute<Array<{ outcome: string }>>(`select outcome from payment_webhook_events where notification_id = ?`, [
          notificationId,
        ])
    )[0]?.outcome;
  /** The transaction's re-check job once it waits (delayed) after `attemptsMade` failed checks. */
  const waitingRecheck = (transactionId: string, attemptsMade = 0) =>
    eventually(async () => {
      const job = await queue.getJob(recheckCaptureJobId(transactionId));
      return job && job.attemptsMade === attemptsMade && (await job.getState()) === 'delayed' ? job : null;
    });
  /** Runs the transaction's waiting re-check now (its delay is the queue's business) and answers its result. */
  const runRecheck = async (transactionId: string, attemptsMade = 0) => {
    await (await waitingRecheck(transactionId, attemptsMade)).promote();
    return eventually(async () => {
      const job = await queue.getJob(recheckCaptureJobId(transactionId));
      const state = await job?.getState();
      if (state === 'completed') return { done: job!.returnvalue as string };
      return state === 'delayed' && job!.attemptsMade > attemptsMade ? { failed: job!.failedReason } : null;
    });
  };
  /**
   * The next charge at the gateway runs `meanwhile` once the gateway has answered and before the
   * app has recorded the answer (then answers as `after` says: as the gateway did, or as if the
   * answer never came).
   */
  const onNextCharge = (
    meanwhile: (result: TransactionResult, input: ChargeInput) => Promise<void>,
    after: 'answer' | 'lose the answer' = 'answer',
  ) => {
    const charge = gateway.charge.bind(gateway);
    jest.spyOn(gateway, 'charge').mockImplementationOnce(async (input) => {
      const result = await charge(input);
      await meanwhile(result, input);
      if (after === 'answer') return result;
      throw new PaymentGatewayError('unavailable', null, [], 'The gateway did not answer in time');
    });
  };
  /** The gateway's capture notification of a charge, posted: its id and the app's answer. */
  const notifyCapture = async (transactionId: string, invoiceNumber?: string) => {
    const body = notification('net.authorize.payment.authcapture.created', transactionId, {
      responseCode: 1,
      authAmount: 49,
      ...(invoiceNumber ? { invoiceNumber } : {}),
    });
    const answer = await post(body, sign(body));
    expect(answer.status).toBe(200);
    return {
      notificationId: (JSON.parse(body) as { notificationId: string }).notificationId,
      answer: await answer.json(),
    };
  };

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
    api = await startApiAndWorker(config);
    gateway = api.app.get<PaymentGateway>(PAYMENT_GATEWAY, { strict: false });
    users = new BillingUsers(api, config, 'webhooks', 60);
    queue = new Queue(QUEUES.billing, { connection: { url: config.redisUrl }, prefix: QUEUE_PREFIX });
  });

  beforeEach(() => {
    errors = [];
    jest.spyOn(Logger.prototype, 'error').mockImplementation((...args: unknown[]) => void errors.push(args));
  });

  afterEach(() => jest.restoreAllMocks());

  afterAll(async () => {
    await queue?.close();
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

  it('a capture notified before the purchase recorded it logs nothing; its re-check finds the charge approved', async () => {
    let notified: Awaited<ReturnType<typeof notifyCapture>> | null = null;
    onNextCharge(async (result, input) => {
      notified = await notifyCapture(result.transactionId!, input.order!.invoiceNumber);
    });
    const { charge } = await buyer();
    const { notificationId, answer } = notified!;
    // The fast answer: taken, and to be checked again once the purchase has settled.
    expect(answer).toEqual({ received: true, outcome: 'rechecking: its charge is still pending' });
    const job = await waitingRecheck(charge.gateway_transaction_id);
    expect(job.opts).toMatchObject({
      delay: CAPTURE_RECHECK_DELAY_MS,
      attempts: CAPTURE_RECHECK_ATTEMPTS,
      backoff: { type: 'exponential', delay: CAPTURE_RECHECK_DELAY_MS },
    });
    expect(job.data).toEqual({
      notificationId,
      eventType: 'net.authorize.payment.authcapture.created',
      transactionId: charge.gateway_transaction_id,
      verdict: 'captured',
      invoiceNumber: expect.any(String),
    });
    expect(await runRecheck(charge.gateway_transaction_id)).toEqual({ done: 'known charge' });
    expect(await outcomeOf(notificationId)).toBe('known charge');
    // A later notice of the same transaction is simply acknowledged.
    expect(await notifyCapture(charge.gateway_transaction_id)).toMatchObject({
      answer: { received: true, outcome: 'known charge' },
    });
    expect(errors).toEqual([]);
  });

  it('a capture of a transaction no charge records needs an operator only once every re-check found nothing', async () => {
    const transactionId = `9${Date.now()}`;
    const { notificationId, answer } = await notifyCapture(transactionId);
    expect(answer).toEqual({ received: true, outcome: 'rechecking: no charge records it' });
    for (let check = 0; check < CAPTURE_RECHECK_ATTEMPTS - 1; check += 1) {
      expect(await runRecheck(transactionId, check)).toEqual({
        failed: `Transaction ${transactionId}: no charge records it; checking again`,
      });
      expect(operatorErrors()).toEqual([]);
    }
    expect(await runRecheck(transactionId, CAPTURE_RECHECK_ATTEMPTS - 1)).toEqual({
      done: 'needs attention: no charge records it',
    });
    expect(await outcomeOf(notificationId)).toBe('needs attention: no charge records it');
    expect(operatorErrors()).toEqual([
      [
        { transactionId, chargeId: null, eventType: 'net.authorize.payment.authcapture.created' },
        `The gateway took transaction ${transactionId} (net.authorize.payment.authcapture.created) but no charge records it after the last re-check: it needs an operator`,
      ],
    ]);
  });

  it('a capture of a charge recorded as failed (the gateway took it, the app never heard) needs an operator at once', async () => {
    let transactionId = '';
    onNextCharge(async (result) => {
      transactionId = result.transactionId!;
    }, 'lose the answer');
    const { session, userId } = await users.withCard('employer');
    const bought = await session.post(
      '/api/employer/packages/purchase',
      { packageId: 'standard-job-post' },
      idempotencyKey(),
    );
    expect(bought.status).toBeGreaterThanOrEqual(500);
    const [charge] = await orm.em
      .getConnection()
      .execute<Array<{ id: string; status: string }>>(`select id, status from charges where user_id = ?`, [userId]);
    expect(charge!.status).toBe('error');
    const invoiceNumber = charge!.id.replace(/-/g, '').slice(0, 20);
    errors = [];
    const { answer } = await notifyCapture(transactionId, invoiceNumber);
    expect(answer).toEqual({ received: true, outcome: 'needs attention: its charge is recorded as error' });
    expect(await queue.getJob(recheckCaptureJobId(transactionId))).toBeUndefined();
    // Logged once, with the transaction and the charge, and no card data.
    expect(operatorErrors()).toEqual([
      [
        { transactionId, chargeId: charge!.id, eventType: 'net.authorize.payment.authcapture.created' },
        `The gateway took transaction ${transactionId} (net.authorize.payment.authcapture.created) but its charge is recorded as error: it needs an operator`,
      ],
    ]);
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
    // The sandbox posts the capture as it answers the purchase: when it came first, its re-check
    // (made due now) settles it.
    const outcomes = await eventually(async () => {
      const recheck = await queue.getJob(recheckCaptureJobId(charge.gateway_transaction_id));
      if (recheck && (await recheck.getState()) === 'delayed') await recheck.promote();
      const rows = await orm.em
        .getConnection()
        .execute<Array<{ event_type: string; outcome: string }>>(
          `select event_type, outcome from payment_webhook_events where entity_id = ?`,
          [charge.gateway_transaction_id],
        );
      return rows.some((row) => row.outcome === 'known charge') ? rows : null;
    });
    expect(outcomes).toEqual(
      expect.arrayContaining([
        { event_type: 'net.authorize.payment.authcapture.created', outcome: 'known charge' },
        { event_type: 'net.authorize.payment.void.created', outcome: 'void recorded' },
      ]),
    );
  });
});
