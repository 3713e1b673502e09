import { CRITIQUE_PRICE_CENTS, CRITIQUE_PRODUCT_ID } from '@marketplace/contracts';
import { PaymentGatewayError } from '../../../infrastructure/payments/payment-gateway';
import type { CardChargeOutcome, CardChargeRequest, CardChargesService } from '../charges/card-charges.service';
import type { ChargesRepository, ChargeView } from '../charges/charges.repository';
import type { IdempotentRequests } from '../idempotent-requests.service';
import type { ReceiptsService } from '../receipts/receipts.service';
import { CritiquePurchases } from './critique-purchases.service';

const SEEKER = 'a0000000-0000-4000-8000-000000000001';
const CARD = { brand: 'Visa', last4: '1111', customerProfileId: '1', paymentProfileId: '2', isDefault: true };

/** CardChargesService as critiques use it: the next outcome (or what it throws), and the requests made. */
class FakeCardCharges {
  available = true;
  card: typeof CARD | null = CARD;
  next: CardChargeOutcome<unknown> | Error = {
    status: 'declined',
    chargeId: 'c1',
    transactionId: null,
    reasonText: '',
  };
  readonly requests: Array<CardChargeRequest<unknown>> = [];

  async defaultCardOf() {
    return this.card;
  }

  async charge<Granted>(request: CardChargeRequest<Granted>): Promise<CardChargeOutcome<Granted>> {
    this.requests.push(request as CardChargeRequest<unknown>);
    if (this.next instanceof Error) throw this.next;
    if (this.next.status !== 'approved') return this.next as CardChargeOutcome<Granted>;
    const granted = await request.onApproved?.(this.next.chargeId);
    return { ...this.next, granted };
  }
}

function setUp() {
  const cards = new FakeCardCharges();
  const emailed: string[] = [];
  const receipts = { chargeApproved: async (id: string) => void emailed.push(id) };
  const charges = {
    chargeById: async (id: string) =>
      ({ id, receipt: { number: '42', issuedAt: new Date('2026-11-28T00:00:00Z') } }) as unknown as ChargeView,
  };
  const purchases = new CritiquePurchases(
    cards as unknown as CardChargesService,
    charges as unknown as ChargesRepository,
    receipts as unknown as ReceiptsService,
    { run: async () => 'replayed' } as unknown as IdempotentRequests,
  );
  return { cards, emailed, purchases };
}

describe('CritiquePurchases', () => {
  it('charges the critique’s price to the default card and grants it in the approval, with its receipt', async () => {
    const { cards, emailed, purchases } = setUp();
    cards.next = { status: 'approved', chargeId: 'c1', transactionId: 't1', granted: undefined };
    const outcome = await purchases.buy(SEEKER, async (chargeId) => `critique for ${chargeId}`);
    expect(outcome).toEqual({
      status: 'approved',
      chargeId: 'c1',
      amountCents: CRITIQUE_PRICE_CENTS,
      receiptNumber: 'NW-2026-000042',
      granted: 'critique for c1',
    });
    expect(cards.requests[0]).toMatchObject({
      payer: { userId: SEEKER },
      item: { kind: 'critique', id: CRITIQUE_PRODUCT_ID, subscriptionId: null },
      amountCents: CRITIQUE_PRICE_CENTS,
      ifUndecided: 'record',
    });
    expect(emailed).toEqual(['c1']);
  });

  it('answers no-card and unavailable without charging', async () => {
    const { cards, purchases } = setUp();
    cards.card = null;
    expect(await purchases.buy(SEEKER, async () => 1)).toEqual({ status: 'no-card' });
    cards.available = false;
    expect(await purchases.buy(SEEKER, async () => 1)).toEqual({ status: 'unavailable' });
    expect(cards.requests).toEqual([]);
  });

  it('answers declined for a decline, a hold and a refused card, and unavailable when the gateway is down', async () => {
    const { cards, purchases } = setUp();
    let granted = 0;
    const grant = async () => ++granted;
    cards.next = { status: 'declined', chargeId: 'c1', transactionId: null, reasonText: 'Declined.' };
    expect(await purchases.buy(SEEKER, grant)).toEqual({ status: 'declined', reasonText: 'Declined.' });
    cards.next = { status: 'review', chargeId: 'c2', transactionId: null, reasonText: 'Held.' };
    expect(await purchases.buy(SEEKER, grant)).toMatchObject({ status: 'declined' });
    cards.next = {
      status: 'refused',
      chargeId: 'c3',
      error: new PaymentGatewayError('rejected', 'E00040', [{ code: 'E00040', text: 'Record not found.' }], 'x'),
    };
    expect(await purchases.buy(SEEKER, grant)).toMatchObject({ status: 'declined' });
    cards.next = new PaymentGatewayError('unavailable', null, [], 'down');
    expect(await purchases.buy(SEEKER, grant)).toEqual({ status: 'unavailable' });
    expect(granted).toBe(0);
  });

  it('runs a request once per Idempotency-Key, and plainly without one', async () => {
    const { purchases } = setUp();
    expect(await purchases.once(SEEKER, undefined, {}, async () => 'ran')).toBe('ran');
    expect(await purchases.once(SEEKER, '3f1c2d9e-8a7b-4c6d-9e0f-1a2b3c4d5e6f', {}, async () => 'ran')).toBe(
      'replayed',
    );
    await expect(purchases.once(SEEKER, 'not a key', {}, async () => 'ran')).rejects.toMatchObject({
      fieldErrors: { idempotencyKey: expect.any(Array) },
    });
  });
});
