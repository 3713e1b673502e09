import { Logger } from '@nestjs/common';
import { FakeClock } from '../../../../test/support/accounts-fakes';
import { RecordingNotifications } from '../../../../test/support/application-emails-fakes';
import { RecordingNotificationCenter } from '../../../../test/support/notification-center-fakes';
import type { AppConfig } from '../../../config/app-config';
import type { Clock } from '../../../core/clock/clock';
import {
  type ChargeInput,
  type PaymentGateway,
  PaymentGatewayError,
  type TransactionOutcome,
  type TransactionResult,
} from '../../../infrastructure/payments/payment-gateway';
import type { PaymentMethodRecord, PaymentMethodsRepository } from '../payment-methods/payment-methods.repository';
import type { ReceiptsService } from '../receipts/receipts.service';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CardChargesService } from '../charges/card-charges.service';
import type { ChargeAttempt, ChargeOutcome, ChargesRepository, NewCharge } from '../charges/charges.repository';
import type { DueRenewal, RenewalGuard, RenewalsRepository } from './renewals.repository';
import { RenewalsService } from './renewals.service';

const RENEWAL = new Date('2027-01-25T10:00:00.000Z');
const KEY = `sub-1/${RENEWAL.toISOString()}`;

/** A charge row as the memory keeps it (the plan charged as `planId`). */
type MemoryCharge = Omit<NewCharge, 'kind' | 'itemId'> & { planId: string; status: ChargeOutcome | 'pending' };

/** The charge rows and the subscription as the repositories keep them, in memory. */
class MemoryBilling {
  readonly charges = new Map<string, MemoryCharge>();
  readonly changes: Array<{ kind: string; guard: RenewalGuard; change: unknown }> = [];
  due: DueRenewal[] = [];

  chargeRows = {
    open: async ({ kind: _kind, itemId, ...charge }: NewCharge) => {
      if (this.charges.has(charge.periodKey)) return false;
      this.charges.set(charge.periodKey, { ...charge, planId: itemId, status: 'pending' });
      return true;
    },
    finish: async (id: string, status: ChargeOutcome) => {
      for (const charge of this.charges.values()) if (charge.id === id) charge.status = status;
    },
    chargeByKey: async (key: string): Promise<ChargeAttempt | null> => {
      const charge = this.charges.get(key);
      return charge
        ? {
            id: charge.id,
            status: charge.status,
            amountCents: charge.amountCents,
            cardBrand: charge.cardBrand,
            cardLast4: charge.cardLast4,
            itemId: charge.planId,
          }
        : null;
    },
    release: async (id: string) => {
      for (const [key, charge] of this.charges)
        if (charge.id === id && charge.status === 'pending') return this.charges.delete(key);
      return false;
    },
  };

  renewals = {
    due: async () => this.due,
    renewed: async (guard: RenewalGuard, change: unknown) => this.changes.push({ kind: 'renewed', guard, change }) > 0,
    failed: async (guard: RenewalGuard, change: unknown) => this.changes.push({ kind: 'failed', guard, change }) > 0,
    ended: async (guard: RenewalGuard, _at: Date, onlyIfCancelling: boolean) =>
      this.changes.push({ kind: 'ended', guard, change: { onlyIfCancelling } }) > 0,
  };
}

/** A gateway that answers every charge with `outcome`, or throws `failNext` once. */
class ScriptedGateway {
  readonly charges: ChargeInput[] = [];
  outcome: TransactionOutcome = 'approved';
  failNext: Error | null = null;
  async charge(input: ChargeInput): Promise<TransactionResult> {
    if (this.failNext) {
      const error = this.failNext;
      this.failNext = null;
      throw error;
    }
    this.charges.push(input);
    return { outcome: this.outcome, transactionId: `tx-${this.charges.length}`, reasonText: '' } as TransactionResult;
  }
}

const CARD: PaymentMethodRecord = {
  id: 'card-1',
  userId: 'user-1',
  customerProfileId: 'cust-1',
  paymentProfileId: 'pp-1',
  brand: 'Visa',
  last4: '1111',
  expiryMonth: 12,
  expiryYear: 2030,
  isDefault: true,
  createdAt: RENEWAL,
  updatedAt: RENEWAL,
} as PaymentMethodRecord;

function dueGold(fields: Partial<DueRenewal> = {}): DueRenewal {
  return {
    id: 'sub-1',
    userId: 'user-1',
    email: 'rita@example.com',
    name: 'Rita',
    planId: 'gold',
    pendingPlanId: null,
    status: 'active',
    currentPeriodEnd: RENEWAL,
    cancelAtPeriodEnd: false,
    renewalFailures: 0,
    retryAt: null,
    userDeleted: false,
    ...fields,
  };
}

describe('RenewalsService', () => {
  let billing: MemoryBilling;
  let gateway: ScriptedGateway;
  let notifications: RecordingNotifications;
  let center: RecordingNotificationCenter;
  let receipts: { approved: string[]; chargeApproved(id: string): Promise<void>; issueFor(): Promise<void> };
  let cards: PaymentMethodRecord[];
  const clock = new FakeClock(new Date(RENEWAL.getTime() + 60_000));
  const build = (withGateway = true) =>
    new RenewalsService(
      clock as unknown as Clock,
      billing.renewals as unknown as RenewalsRepository,
      billing.chargeRows as unknown as ChargesRepository,
      new CardChargesService(
        { transactional: (work: () => Promise<unknown>) => work() } as unknown as EntityManager,
        clock as unknown as Clock,
        billing.chargeRows as unknown as ChargesRepository,
        { cardsOf: async () => cards } as unknown as PaymentMethodsRepository,
        receipts as unknown as ReceiptsService,
        withGateway ? (gateway as unknown as PaymentGateway) : null,
      ),
      notifications.asService(),
      center.asCenter(),
      receipts as unknown as ReceiptsService,
      { publicUrl: 'https://n.example' } as AppConfig,
    );

  beforeEach(() => {
    billing = new MemoryBilling();
    billing.due = [dueGold()];
    gateway = new ScriptedGateway();
    cards = [CARD];
    notifications = new RecordingNotifications();
    center = new RecordingNotificationCenter();
    receipts = {
      approved: [],
      chargeApproved: async (id) => void receipts.approved.push(id),
      issueFor: async () => undefined,
    };
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => jest.restoreAllMocks());

  it('charges the plan on the default card under the attempt key, asks for the receipt and records the new period', async () => {
    expect(await build().renewDue()).toEqual({ renewed: 1, failed: 0, cancelled: 0, ended: 0, skipped: 0 });
    expect(gateway.charges).toEqual([
      expect.objectContaining({
        amountCents: 4999,
        source: { customerProfileId: 'cust-1', paymentProfileId: 'pp-1' },
        order: expect.objectContaining({ description: 'Gold Mom Professional subscription renewal' }),
      }),
    ]);
    const charge = billing.charges.get(KEY)!;
    expect(charge).toMatchObject({ status: 'approved', planId: 'gold', amountCents: 4999 });
    expect(receipts.approved).toEqual([charge.id]);
    expect(billing.changes).toEqual([
      {
        kind: 'renewed',
        guard: { id: 'sub-1', status: 'active', currentPeriodEnd: RENEWAL, renewalFailures: 0 },
        change: expect.objectContaining({
          planId: 'gold',
          periodStart: RENEWAL,
          periodEnd: new Date('2027-03-26T10:00:00.000Z'),
        }),
      },
    ]);
  });

  it('stops the pass when the gateway is down, forgetting the attempt so the next pass charges it', async () => {
    billing.due = [dueGold(), dueGold({ id: 'sub-2', userId: 'user-2' })];
    gateway.failNext = new PaymentGatewayError('unavailable', null, [], 'connect ECONNREFUSED');
    await expect(build().renewDue()).rejects.toBeInstanceOf(PaymentGatewayError);
    expect(billing.charges.size).toBe(0);
    expect(billing.changes).toEqual([]);
    expect(notifications.sent).toEqual([]);
    billing.due = [dueGold()];
    expect(await build().renewDue()).toMatchObject({ renewed: 1 });
    expect(gateway.charges).toHaveLength(1);
  });

  it('counts a request the gateway refused for this card (its stored profile is gone) as a failed attempt', async () => {
    gateway.failNext = new PaymentGatewayError(
      'rejected',
      'E00040',
      [{ code: 'E00040', text: 'The record cannot be found.' }],
      'The record cannot be found.',
    );
    expect(await build().renewDue()).toMatchObject({ failed: 1 });
    expect(billing.charges.get(KEY)?.status).toBe('error');
    expect(billing.changes[0]).toMatchObject({
      kind: 'failed',
      change: { status: 'past_due', renewalFailures: 1, retryAt: new Date('2027-01-26T10:00:00.000Z') },
    });
    expect(notifications.sent.map(({ message }) => message.subject)).toEqual([
      'Your Nestwork payment did not go through',
    ]);
  });

  it('leaves a charge held for review alone, and never charges its attempt again', async () => {
    gateway.outcome = 'review';
    expect(await build().renewDue()).toMatchObject({ skipped: 1 });
    expect(await build().renewDue()).toMatchObject({ skipped: 1 });
    expect(gateway.charges).toHaveLength(1);
    expect(billing.changes).toEqual([]);
    expect(notifications.sent).toEqual([]);
  });

  it('finishes from a decided attempt a crashed pass left, without charging again: the plan it charged is the plan renewed into', async () => {
    billing.due = [dueGold({ pendingPlanId: 'annual-platinum' })];
    billing.charges.set(KEY, {
      id: 'charge-0',
      userId: 'user-1',
      subscriptionId: 'sub-1',
      planId: 'vip-platinum',
      periodKey: KEY,
      amountCents: 7999,
      cardBrand: 'Visa',
      cardLast4: '1111',
      at: RENEWAL,
      status: 'approved',
    });
    expect(await build().renewDue()).toMatchObject({ renewed: 1 });
    expect(gateway.charges).toEqual([]);
    expect(receipts.approved).toEqual(['charge-0']);
    expect(billing.changes[0]).toMatchObject({
      kind: 'renewed',
      change: { planId: 'vip-platinum', periodEnd: new Date('2027-04-25T10:00:00.000Z') },
    });
  });

  it('waits while another pass holds the attempt undecided', async () => {
    billing.charges.set(KEY, {
      id: 'charge-0',
      userId: 'user-1',
      subscriptionId: 'sub-1',
      planId: 'gold',
      periodKey: KEY,
      amountCents: 4999,
      cardBrand: 'Visa',
      cardLast4: '1111',
      at: RENEWAL,
      status: 'pending',
    });
    expect(await build().renewDue()).toMatchObject({ skipped: 1 });
    expect(gateway.charges).toEqual([]);
    expect(billing.changes).toEqual([]);
  });

  it('finishes from a charge made before the seeker removed the card, rather than failing the renewal', async () => {
    billing.charges.set(KEY, {
      id: 'charge-0',
      userId: 'user-1',
      subscriptionId: 'sub-1',
      planId: 'gold',
      periodKey: KEY,
      amountCents: 4999,
      cardBrand: 'Visa',
      cardLast4: '1111',
      at: RENEWAL,
      status: 'approved',
    });
    cards = [];
    const service = build();
    expect(await service.renewDue()).toMatchObject({ renewed: 1, failed: 0 });
    expect(notifications.sent).toEqual([]);
    billing.charges.get(KEY)!.status = 'pending';
    expect(await service.renewDue()).toMatchObject({ skipped: 1, failed: 0 });
  });

  it('with payments off, charges nothing but still ends what the seekers cancelled', async () => {
    billing.due = [dueGold(), dueGold({ id: 'sub-2', cancelAtPeriodEnd: true, email: 'leaving@example.com' })];
    expect(await build(false).renewDue()).toEqual({ renewed: 0, failed: 0, cancelled: 0, ended: 1, skipped: 1 });
    expect(billing.changes.map((change) => [change.kind, change.guard.id])).toEqual([['ended', 'sub-2']]);
    expect(notifications.sent.map(({ message }) => [message.to, message.subject])).toEqual([
      ['leaving@example.com', 'Your Gold Mom Professional subscription has ended'],
    ]);
  });

  it('notifies the seeker of a failed payment with a link to Billing, and mails it under the same key', async () => {
    gateway.outcome = 'declined';
    expect(await build().renewDue()).toMatchObject({ failed: 1 });
    const key = `renewal-sub-1-${RENEWAL.getTime()}-0-failed`;
    expect(center.calls).toEqual([
      {
        drafts: [
          {
            userId: 'user-1',
            kind: 'payment-failed',
            text: 'Payment for your Gold Mom Professional plan failed: update your card',
            link: '/seeker/billing',
            subjectId: 'sub-1',
            subjectTitle: 'Gold Mom Professional',
            dedupeKey: key,
          },
        ],
        options: { ownEmail: true },
      },
    ]);
    expect(notifications.sent).toEqual([
      {
        message: expect.objectContaining({
          to: 'rita@example.com',
          userId: 'user-1',
          category: 'subscription-payment-failed',
        }),
        options: { dedupeKey: key },
      },
    ]);
    // Payment mails stay transactional: no unsubscribe headers.
    expect(notifications.sent[0]!.message.headers).toBeUndefined();
  });

  it('leaves a failed payment to the digest for a seeker who gathers these there, and says so when the last retry cancels', async () => {
    gateway.outcome = 'declined';
    center.modes.set('user-1', 'payment-failed', 'digest');
    billing.due = [dueGold({ status: 'past_due', renewalFailures: 3, retryAt: RENEWAL })];
    expect(await build().renewDue()).toMatchObject({ cancelled: 1 });
    expect(center.recorded).toEqual([
      expect.objectContaining({
        kind: 'payment-failed',
        text: 'Payment for your Gold Mom Professional plan failed: your plan is cancelled',
      }),
    ]);
    expect(notifications.sent).toEqual([]);
  });

  it('ends the subscription of a deleted account without a charge or a mail', async () => {
    billing.due = [dueGold({ userDeleted: true })];
    expect(await build().renewDue()).toMatchObject({ ended: 1 });
    expect(billing.changes[0]).toMatchObject({ kind: 'ended', change: { onlyIfCancelling: false } });
    expect(gateway.charges).toEqual([]);
    expect(notifications.sent).toEqual([]);
  });
});
