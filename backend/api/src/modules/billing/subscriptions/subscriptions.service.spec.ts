import {
  BadRequestException,
  ConflictException,
  Logger,
  NotFoundException,
  ServiceUnavailableException,
  UnprocessableEntityException,
} from '@nestjs/common';
import { SUBSCRIPTION_MESSAGES, SUBSCRIPTION_PLANS } from '@marketplace/contracts';
import { actorOf, FakeClock } from '../../../../test/support/accounts-fakes';
import type { Clock } from '../../../core/clock/clock';
import { RequestValidationException } from '../../../core/errors/request-validation.exception';
import {
  type ChargeInput,
  PaymentGateway,
  PaymentGatewayError,
  type TransactionOutcome,
  type TransactionResult,
} from '../../../infrastructure/payments/payment-gateway';
import type { IdempotentRequestRecord, IdempotentRequestsRepository } from '../idempotent-requests.repository';
import { IdempotentRequests } from '../idempotent-requests.service';
import { MembershipPlansService } from '../membership-plans.service';
import type { PaymentMethodRecord, PaymentMethodsRepository } from '../payment-methods/payment-methods.repository';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CardChargesService } from '../charges/card-charges.service';
import type { ChargeOutcome, ChargesRepository, NewCharge } from '../charges/charges.repository';
import type { ReceiptsService } from '../receipts/receipts.service';
import type { StoredSubscriptionStatus, SubscriptionRecord, SubscriptionsRepository } from './subscriptions.repository';
import { SubscriptionsService } from './subscriptions.service';
import { asHttpException } from '../../../../test/support/assertions';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A gateway that records charges and answers them with `outcome` (or throws `failNext`). */
class FakeGateway extends PaymentGateway {
  charges: ChargeInput[] = [];
  outcome: TransactionOutcome = 'approved';
  failNext: PaymentGatewayError | null = null;
  async charge(input: ChargeInput): Promise<TransactionResult> {
    const error = this.failNext;
    this.failNext = null;
    if (error) throw error;
    this.charges.push(input);
    const approved = this.outcome === 'approved';
    return {
      outcome: this.outcome,
      transactionId: approved ? `tx-${this.charges.length}` : null,
      responseCode: approved ? '1' : '2',
      reasonCode: approved ? 1 : 2,
      reasonText: approved ? 'This transaction has been approved.' : 'This transaction has been declined.',
      duplicate: false,
      authCode: null,
      avsResultCode: null,
      cvvResultCode: null,
      accountNumber: 'XXXX1111',
      accountType: 'Visa',
      messages: [],
    };
  }
  createCustomerProfile = unused;
  getCustomerProfile = unused;
  deleteCustomerProfile = unused;
  addCard = unused;
  getCard = unused;
  updateCard = unused;
  deleteCard = unused;
  refund = unused;
  void = unused;
  getTransaction = unused;
  ensureWebhook = unused;
  verifyWebhook = unused;
}
function unused(): never {
  throw new Error('not used by subscriptions');
}

/** subscriptions and charges in memory, with the database's rules (one live subscription per user, unique period keys). */
class MemorySubscriptions {
  rows: SubscriptionRecord[] = [];
  charges: Array<NewCharge & { status: ChargeOutcome | 'pending'; transactionId: string | null }> = [];
  async currentOf(userId: string) {
    return (
      this.rows.find((row) => row.userId === userId && ['trialing', 'active', 'past_due'].includes(row.status)) ?? null
    );
  }
  async heldPlanOf(userId: string) {
    return (
      this.rows.find((row) => row.userId === userId && ['trialing', 'active'].includes(row.status))?.planId ?? null
    );
  }
  async start(input: {
    id: string;
    userId: string;
    planId: string;
    status: StoredSubscriptionStatus;
    periodStart: Date;
    periodEnd: Date;
    at: Date;
  }) {
    if (this.rows.some((row) => row.userId === input.userId && row.status !== 'cancelled')) return null;
    const row: SubscriptionRecord = {
      id: input.id,
      userId: input.userId,
      planId: input.planId,
      status: input.status,
      currentPeriodStart: input.periodStart,
      currentPeriodEnd: input.periodEnd,
      cancelAtPeriodEnd: false,
      pendingPlanId: null,
      createdAt: input.at,
      updatedAt: input.at,
    };
    this.rows.push(row);
    return { ...row };
  }
  async setStatus(id: string, status: StoredSubscriptionStatus) {
    const row = this.rows.find((candidate) => candidate.id === id);
    if (row) row.status = status;
    return row ? { ...row } : null;
  }
  async cancelAtPeriodEnd(userId: string) {
    const row = await this.currentOf(userId);
    if (row) row.cancelAtPeriodEnd = true;
    return row ? { ...row } : null;
  }
  async open(charge: NewCharge) {
    if (this.charges.some((other) => other.periodKey === charge.periodKey)) return false;
    this.charges.push({ ...charge, status: 'pending', transactionId: null });
    return true;
  }
  async finish(id: string, status: ChargeOutcome, transactionId: string | null) {
    Object.assign(
      this.charges.find((charge) => charge.id === id)!,
      { status, transactionId },
    );
  }
}

class MemoryIdempotentRequests {
  rows = new Map<string, IdempotentRequestRecord>();
  async claim(userId: string, key: string, scope: string, requestHash: string) {
    if (this.rows.has(`${userId}:${key}`)) return false;
    this.rows.set(`${userId}:${key}`, { scope, requestHash, responseStatus: null, responseBody: null });
    return true;
  }
  async find(userId: string, key: string) {
    return this.rows.get(`${userId}:${key}`) ?? null;
  }
  async answer(userId: string, key: string, status: number, body: unknown) {
    Object.assign(this.rows.get(`${userId}:${key}`)!, {
      responseStatus: status,
      responseBody: JSON.parse(JSON.stringify(body)),
    });
  }
  async release(userId: string, key: string) {
    if (this.rows.get(`${userId}:${key}`)?.responseStatus === null) this.rows.delete(`${userId}:${key}`);
  }
}

const SEEKER = actorOf({ id: '3f9a2c1e-8d4b-4e6f-9a1b-2c3d4e5f6a7b', role: 'seeker', email: 'seeker@example.com' });
const NO_CARD = actorOf({ id: '7b6a5f4e-3d2c-4b1a-8f9e-0d1c2b3a4e5f', role: 'seeker', email: 'other@example.com' });
const CARD: PaymentMethodRecord = {
  id: 'card-1',
  userId: SEEKER.user.id,
  customerProfileId: '500000001',
  paymentProfileId: '520000001',
  brand: 'Visa',
  last4: '1111',
  expiryMonth: 12,
  expiryYear: 2030,
  isDefault: true,
  createdAt: new Date(),
  updatedAt: new Date(),
};

describe('SubscriptionsService', () => {
  let gateway: FakeGateway;
  let subscriptions: MemorySubscriptions;
  let idempotentRows: MemoryIdempotentRequests;
  let clock: FakeClock;
  let service: SubscriptionsService;
  let counter = 0;
  const key = () => `key-${++counter}`;

  const build = (withGateway: boolean) => {
    const cards = {
      cardsOf: async (userId: string) =>
        userId === SEEKER.user.id ? [{ ...CARD, isDefault: false, id: 'card-0' }, CARD] : [],
    };
    const idempotent = new IdempotentRequests(
      idempotentRows as unknown as IdempotentRequestsRepository,
      clock as unknown as Clock,
    );
    const cardCharges = new CardChargesService(
      { transactional: (work: () => Promise<unknown>) => work() } as unknown as EntityManager,
      clock as unknown as Clock,
      subscriptions as unknown as ChargesRepository,
      cards as unknown as PaymentMethodsRepository,
      { issueFor: async () => undefined } as unknown as ReceiptsService,
      withGateway ? gateway : null,
    );
    return new SubscriptionsService(
      clock as unknown as Clock,
      subscriptions as unknown as SubscriptionsRepository,
      idempotent,
      cardCharges,
    );
  };

  beforeEach(() => {
    gateway = new FakeGateway();
    subscriptions = new MemorySubscriptions();
    idempotentRows = new MemoryIdempotentRequests();
    clock = new FakeClock(new Date('2026-11-26T10:00:00.000Z'));
    service = build(true);
  });

  afterEach(() => jest.restoreAllMocks());

  const rejectionOf = async (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (error: unknown) => asHttpException(error),
    );

  it("answers the plans' catalogue", () => {
    expect(service.plans()).toEqual({ plans: SUBSCRIPTION_PLANS });
  });

  it('starts the trial trialing for its 3 free days, with no charge', async () => {
    const { subscription, charge } = await service.subscribe(SEEKER, key(), { planId: 'trial' });
    expect(charge).toBeNull();
    expect(subscription).toMatchObject({
      planId: 'trial',
      planName: 'Trial',
      status: 'trialing',
      currentPeriodStart: '2026-11-26T10:00:00.000Z',
      currentPeriodEnd: '2026-11-29T10:00:00.000Z',
    });
    expect(gateway.charges).toEqual([]);
    expect(subscriptions.charges).toEqual([]);
    expect(
      await new MembershipPlansService(subscriptions as unknown as SubscriptionsRepository).planOf(SEEKER.user.id),
    ).toBe('trial');
  });

  it('charges a paid plan at once on the default stored card and starts it active for its duration', async () => {
    const { subscription, charge } = await service.subscribe(SEEKER, key(), { planId: 'vip-platinum' });
    expect(charge).toEqual({ amount: 7999, cardBrand: 'Visa', cardLast4: '1111' });
    expect(subscription).toMatchObject({
      planId: 'vip-platinum',
      status: 'active',
      cancelAtPeriodEnd: false,
      pendingPlanId: null,
    });
    expect(Date.parse(subscription.currentPeriodEnd) - Date.parse(subscription.currentPeriodStart)).toBe(90 * DAY_MS);
    expect(gateway.charges).toHaveLength(1);
    expect(gateway.charges[0]).toMatchObject({
      amountCents: 7999,
      source: { customerProfileId: '500000001', paymentProfileId: '520000001' },
    });
    expect(gateway.charges[0]!.order!.invoiceNumber!.length).toBeLessThanOrEqual(20);
    expect(subscriptions.charges).toEqual([
      expect.objectContaining({
        subscriptionId: subscription.id,
        periodKey: `${subscription.id}/2026-11-26T10:00:00.000Z`,
        amountCents: 7999,
        status: 'approved',
        transactionId: 'tx-1',
      }),
    ]);
  });

  it('cancels the subscription that never started when the card is declined, and answers 400 with the reason', async () => {
    gateway.outcome = 'declined';
    const error = await rejectionOf(service.subscribe(SEEKER, key(), { planId: 'gold' }));
    expect(error).toBeInstanceOf(BadRequestException);
    expect((error as Error).message).toBe('This transaction has been declined.');
    expect(subscriptions.rows.map((row) => row.status)).toEqual(['cancelled']);
    expect(subscriptions.charges.map((charge) => charge.status)).toEqual(['declined']);
    expect((await service.current(SEEKER)).subscription).toBeNull();
    gateway.outcome = 'approved';
    expect((await service.subscribe(SEEKER, key(), { planId: 'gold' })).subscription.status).toBe('active');
  });

  it('refuses without a key, an unknown plan, without a card, when subscribed already, and when payments are off', async () => {
    expect(await rejectionOf(service.subscribe(SEEKER, undefined, { planId: 'gold' }))).toMatchObject({
      message: SUBSCRIPTION_MESSAGES.idempotencyKeyMissing,
    });
    expect(await rejectionOf(service.subscribe(SEEKER, '  ', { planId: 'gold' }))).toBeInstanceOf(
      RequestValidationException,
    );
    expect(await rejectionOf(service.subscribe(SEEKER, key(), { planId: 'platinum' }))).toMatchObject({
      fieldErrors: { planId: [SUBSCRIPTION_MESSAGES.unknownPlan] },
    });
    const noCard = await rejectionOf(service.subscribe(NO_CARD, key(), { planId: 'gold' }));
    expect(noCard).toBeInstanceOf(BadRequestException);
    expect((noCard as Error).message).toBe(SUBSCRIPTION_MESSAGES.noCard);
    await service.subscribe(SEEKER, key(), { planId: 'trial' });
    const again = await rejectionOf(service.subscribe(SEEKER, key(), { planId: 'gold' }));
    expect(again).toBeInstanceOf(ConflictException);
    expect((again as Error).message).toBe(SUBSCRIPTION_MESSAGES.alreadySubscribed);
    expect(await rejectionOf(build(false).subscribe(SEEKER, key(), { planId: 'gold' }))).toBeInstanceOf(
      ServiceUnavailableException,
    );
    expect(gateway.charges).toEqual([]);
  });

  it('answers a retry with the first answer, refusals included; the same key with another body is 422', async () => {
    const same = key();
    const first = await service.subscribe(SEEKER, same, { planId: 'gold' });
    expect(await service.subscribe(SEEKER, same, { planId: 'gold' })).toEqual(first);
    expect(await rejectionOf(service.subscribe(SEEKER, same, { planId: 'trial' }))).toBeInstanceOf(
      UnprocessableEntityException,
    );
    expect(gateway.charges).toHaveLength(1);

    const refused = key();
    const conflict = await rejectionOf(service.subscribe(SEEKER, refused, { planId: 'vip-platinum' }));
    const replayed = await rejectionOf(service.subscribe(SEEKER, refused, { planId: 'vip-platinum' }));
    expect(replayed).toBeInstanceOf(Error);
    expect([(replayed as ConflictException).getStatus(), (replayed as Error).message]).toEqual([
      (conflict as ConflictException).getStatus(),
      (conflict as Error).message,
    ]);
  });

  it('frees the key when the gateway is unreachable, so a retry runs again', async () => {
    const same = key();
    gateway.failNext = new PaymentGatewayError('unavailable', null, [], 'connect ECONNREFUSED');
    jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    expect(await rejectionOf(service.subscribe(SEEKER, same, { planId: 'gold' }))).toBeInstanceOf(
      ServiceUnavailableException,
    );
    expect(subscriptions.charges.map((charge) => charge.status)).toEqual(['error']);
    expect((await service.subscribe(SEEKER, same, { planId: 'gold' })).subscription.status).toBe('active');
    expect(gateway.charges).toHaveLength(1);
  });

  it('runs concurrent requests with one key once, and answers them all alike', async () => {
    const same = key();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => service.subscribe(SEEKER, same, { planId: 'annual-platinum' })),
    );
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(gateway.charges).toHaveLength(1);
    expect(subscriptions.charges).toHaveLength(1);
  });

  it('cancels at the end of the period, keeping the plan until then; 404 without a subscription', async () => {
    await service.subscribe(SEEKER, key(), { planId: 'gold' });
    const { subscription } = await service.cancel(SEEKER);
    expect(subscription).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    expect(await service.current(SEEKER)).toEqual({ subscription });
    expect(
      await new MembershipPlansService(subscriptions as unknown as SubscriptionsRepository).planOf(SEEKER.user.id),
    ).toBe('gold');
    expect(
      await new MembershipPlansService(subscriptions as unknown as SubscriptionsRepository).planOf(NO_CARD.user.id),
    ).toBe('none');
    const none = await rejectionOf(service.cancel(NO_CARD));
    expect(none).toBeInstanceOf(NotFoundException);
    expect((none as Error).message).toBe(SUBSCRIPTION_MESSAGES.noSubscription);
  });
});
