import { randomUUID } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import { Queue } from 'bullmq';
import {
  type AuthnetClientConfig,
  formatBillingDate,
  RENEWAL_EMAIL_TEXTS,
  type SeekerSubscriptionResponse,
  type SessionResponse,
  type SubscribeResponse,
} from '@marketplace/contracts';
import type { AppConfig } from '../../src/config/app-config';
import { QUEUE_PREFIX, QUEUES } from '../../src/infrastructure/queue/queue.constants';
import { BILLING_JOBS } from '../../src/modules/billing/billing.queue';
import { type RunningStack, startApiAndWorker } from '../support/app-with-worker';
import { clearRateLimits, openOrm } from '../support/database';
import { eventually, HttpSession } from '../support/http-session';
import { TestMailbox } from '../support/mailbox';
import { sandboxAccept } from '../support/sandbox-accept';
import { SANDBOX_DECLINE_ZIP, setStoredCardZip } from '../support/sandbox-cards';
import { testConfig } from '../support/test-config';

const PASSWORD = 'Correct-horse-9';
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Renewals as `npm start` runs them: the worker process finds the billing queue's handler at boot,
 * a renewal job charges the sandbox, and the seeker's e-mail arrives over SMTP in the mailbox.
 */
describe('subscription renewals in the worker', () => {
  let config: AppConfig;
  let mailbox: TestMailbox;
  let stack: RunningStack;
  let orm: MikroORM;
  let producer: Queue;
  let accept: Awaited<ReturnType<typeof sandboxAccept>>;
  let ip = 0;
  const nextYear = String(new Date().getFullYear() + 1);
  const sql = <T>(text: string, params: unknown[] = []) => orm.em.fork().getConnection().execute<T[]>(text, params);
  const browser = () => new HttpSession(stack.baseUrl, config.publicOrigin, `198.51.100.${200 + ++ip}`);

  /** A seeker with a sandbox card, subscribed to `planId` over HTTP. */
  async function subscribedSeeker(planId: string) {
    const session = browser();
    const email = `renewal-${Date.now().toString(36)}-${randomUUID().slice(0, 6)}@example.com`;
    const signedUp = await session.post<SessionResponse>('/api/auth/sign-up', {
      email,
      password: PASSWORD,
      name: 'Rene Wall',
      role: 'seeker',
    });
    expect(signedUp.status).toBe(201);
    const settings = (await session.get<AuthnetClientConfig>('/api/payments/authnet/config')).body;
    expect(
      (
        await session.post('/api/seeker/subscription/payment-methods', {
          ...(await accept.tokenize(settings, '4111111111111111', nextYear)),
          expiryMonth: '12',
          expiryYear: nextYear,
        })
      ).status,
    ).toBe(200);
    const started = await session.post<SubscribeResponse>(
      '/api/seeker/subscription',
      { planId },
      { headers: { 'Idempotency-Key': randomUUID() } },
    );
    expect(started.status).toBe(200);
    return { session, email, userId: signedUp.body.user!.id, subscriptionId: started.body.subscription.id };
  }

  /** Moves the subscription's renewal date an hour into the past (the worker's clock is the real one). */
  const makeDue = (subscriptionId: string) =>
    sql(
      `update subscriptions set current_period_end = now() - interval '1 hour', current_period_start = now() - interval '61 days' where id = ?`,
      [subscriptionId],
    );

  /** Runs a renewal pass in the worker and waits for it. */
  const renew = async () => {
    const job = await producer.add(BILLING_JOBS.renewSubscriptions, {});
    await eventually(async () => (await producer.getJobState(job.id!)) === 'completed' || null);
  };

  beforeAll(async () => {
    mailbox = await TestMailbox.start();
    config = testConfig({ SMTP_URL: mailbox.smtpUrl, PUBLIC_URL: 'http://localhost:3000' });
    orm = await openOrm(config);
    await clearRateLimits(config.redisUrl);
    stack = await startApiAndWorker(config);
    accept = await sandboxAccept(config);
    producer = new Queue(QUEUES.billing, { connection: { url: config.redisUrl }, prefix: QUEUE_PREFIX });
  });

  afterAll(async () => {
    await producer?.close();
    await stack?.close();
    await orm?.close(true);
    await mailbox?.stop();
  });

  it('puts a subscription whose card is declined past due and e-mails the seeker the retry date', async () => {
    const { session, email, userId, subscriptionId } = await subscribedSeeker('gold');
    const [card] = await sql<{ customer_profile_id: string; payment_profile_id: string }>(
      'select customer_profile_id, payment_profile_id from payment_methods where user_id = ? and is_default',
      [userId],
    );
    await setStoredCardZip(
      config.payments!,
      { customerProfileId: card!.customer_profile_id, paymentProfileId: card!.payment_profile_id },
      SANDBOX_DECLINE_ZIP,
    );
    await makeDue(subscriptionId);
    const [{ current_period_end: renewalDate }] = (await sql<{ current_period_end: string }>(
      'select current_period_end from subscriptions where id = ?',
      [subscriptionId],
    )) as [{ current_period_end: string }];

    await renew();
    const mail = await mailbox.waitFor(email, new RegExp(RENEWAL_EMAIL_TEXTS.failed.subject));
    expect(mail.text).toContain(
      'We could not charge $49.99 to Visa ending in 1111 for your Gold Mom Professional subscription.',
    );
    expect(mail.text).toContain(
      RENEWAL_EMAIL_TEXTS.failed.retry(formatBillingDate(new Date(new Date(renewalDate).getTime() + DAY_MS))),
    );
    expect(mail.links).toContain('http://localhost:3000/seeker/billing');
    const { subscription } = (await session.get<SeekerSubscriptionResponse>('/api/seeker/subscription')).body;
    expect(subscription).toMatchObject({ status: 'past_due', planId: 'gold' });

    // Another pass before the retry date charges nothing more and sends nothing more.
    await renew();
    expect((await sql('select id from charges where subscription_id = ?', [subscriptionId])).length).toBe(2);
    expect(
      (await mailbox.messagesTo(email)).filter((message) => message.subject === RENEWAL_EMAIL_TEXTS.failed.subject),
    ).toHaveLength(1);
  });

  it('renews a due subscription on its card and keeps it active for another period', async () => {
    const { session, subscriptionId } = await subscribedSeeker('gold');
    await makeDue(subscriptionId);
    await renew();
    const { subscription } = (await session.get<SeekerSubscriptionResponse>('/api/seeker/subscription')).body;
    expect(subscription?.status).toBe('active');
    expect(Date.parse(subscription!.currentPeriodEnd) - Date.now()).toBeGreaterThan(58 * DAY_MS);
    const charges = await sql<{ status: string; amount_cents: number }>(
      'select status, amount_cents from charges where subscription_id = ? order by created_at',
      [subscriptionId],
    );
    expect(charges).toEqual([
      { status: 'approved', amount_cents: 4999 },
      { status: 'approved', amount_cents: 4999 },
    ]);
  });
});
