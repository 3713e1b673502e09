import {
  chargeItemName,
  formatReceiptAmount,
  formatReceiptNumber,
  readAdminPaymentsFilters,
  RECEIPT_MESSAGES,
} from '@marketplace/contracts';
import {
  decodeHistoryCursor,
  encodeHistoryCursor,
  isRefundable,
  receiptPdfPath,
  toAdminPayment,
  toBillingHistoryEntry,
  toReceipt,
} from './receipts.mapper';
import type { ChargeView } from '../charges/charges.repository';

const CHARGE_ID = '0b6f3d3e-8f0a-4c39-9a53-2f5c1d0e7a11';

function charge(overrides: Partial<ChargeView> = {}): ChargeView {
  return {
    id: CHARGE_ID,
    userId: 'f1f1f1f1-0000-4000-8000-000000000001',
    userEmail: 'payer@example.com',
    userName: 'Pat Payer',
    userRole: 'seeker',
    kind: 'subscription',
    itemId: 'gold',
    amountCents: 4999,
    status: 'approved',
    cardBrand: 'Visa',
    cardLast4: '1111',
    gatewayTransactionId: '60000000001',
    createdAt: new Date('2026-11-26T10:15:00.123Z'),
    receipt: { number: '123', issuedAt: new Date('2026-11-26T10:15:01.000Z') },
    refund: null,
    ...overrides,
  };
}

describe('receipt numbers and amounts', () => {
  it('reads NW-<year issued>-<six digits at least>, and keeps numbers past a million whole', () => {
    expect(formatReceiptNumber(123, new Date('2026-11-26T10:00:00Z'))).toBe('NW-2026-000123');
    expect(formatReceiptNumber('1', new Date('2027-01-01T00:00:00Z'))).toBe('NW-2027-000001');
    expect(formatReceiptNumber(12345678, new Date('2026-06-01T00:00:00Z'))).toBe('NW-2026-12345678');
    // The year is the UTC year the receipt was issued, whatever the server's zone.
    expect(formatReceiptNumber(7, new Date('2026-12-31T23:30:00-05:00'))).toBe('NW-2027-000007');
  });

  it('prints amounts with cents and thousands separators', () => {
    expect(formatReceiptAmount(4999)).toBe('$49.99');
    expect(formatReceiptAmount(9700)).toBe('$97.00');
    expect(formatReceiptAmount(129500)).toBe('$1,295.00');
  });

  it('names the plan or the package from the catalogue, and an unknown id as itself', () => {
    expect(chargeItemName('subscription', 'gold')).toBe('Gold Mom Professional subscription');
    expect(chargeItemName('package', 'featured-job-post')).toBe('Featured Job Post');
    expect(chargeItemName('package', 'retired-package')).toBe('retired-package');
  });
});

describe('receipts mapper', () => {
  it('makes the receipt of an approved charge: number, item, total, card, date', () => {
    expect(toReceipt(charge())).toEqual({
      id: CHARGE_ID,
      number: 'NW-2026-000123',
      date: '2026-11-26T10:15:00.123Z',
      items: [{ description: 'Gold Mom Professional subscription', amount: 4999 }],
      total: 4999,
      cardBrand: 'Visa',
      cardLast4: '1111',
      refund: null,
    });
  });

  it('has no receipt for a charge that was not approved', () => {
    expect(toReceipt(charge({ status: 'declined', receipt: null }))).toBeNull();
    expect(toBillingHistoryEntry(charge({ status: 'declined', receipt: null }), 'seeker')).toMatchObject({
      status: 'declined',
      receiptNumber: null,
      receiptPdfUrl: null,
    });
  });

  it('links the PDF under the payer’s own billing path', () => {
    expect(toBillingHistoryEntry(charge(), 'employer').receiptPdfUrl).toBe(
      `/api/employer/billing/receipts/${CHARGE_ID}/pdf`,
    );
    expect(receiptPdfPath('seeker', CHARGE_ID)).toBe(`/api/seeker/billing/receipts/${CHARGE_ID}/pdf`);
  });

  it('shows a refund once the gateway confirmed it, and never offers a second one', () => {
    const pending = charge({
      refund: { id: 'r', amountCents: 4999, method: 'void', status: 'pending', completedAt: null },
    });
    expect(toReceipt(pending)?.refund).toBeNull();
    expect(isRefundable(pending)).toBe(false);
    const done = charge({
      refund: {
        id: 'r',
        amountCents: 4999,
        method: 'refund',
        status: 'completed',
        completedAt: new Date('2026-11-27T09:00:00Z'),
      },
    });
    expect(toAdminPayment(done)).toMatchObject({
      refund: { amount: 4999, method: 'refund', refundedAt: '2026-11-27T09:00:00.000Z' },
      refundable: false,
      receiptNumber: 'NW-2026-000123',
    });
    expect(isRefundable(charge())).toBe(true);
    expect(isRefundable(charge({ gatewayTransactionId: null }))).toBe(false);
    expect(isRefundable(charge({ status: 'error', receipt: null }))).toBe(false);
  });
});

describe('history cursors', () => {
  it('round-trip the last row’s time and id', () => {
    const cursor = encodeHistoryCursor(charge());
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeHistoryCursor(cursor)).toEqual({ createdAt: new Date('2026-11-26T10:15:00.123Z'), id: CHARGE_ID });
  });

  it('refuse anything this API did not hand out', () => {
    const encode = (text: string) => Buffer.from(text).toString('base64url');
    for (const bad of [
      '',
      'not a cursor!',
      encode('2026-11-26T10:15:00.123Z'),
      encode(`yesterday|${CHARGE_ID}`),
      encode('2026-11-26T10:15:00.123Z|x'),
      encode(`2026-11-26T10:15:00.123Z|${CHARGE_ID}|more`),
      'A'.repeat(300),
    ]) {
      expect(decodeHistoryCursor(bad)).toBeNull();
    }
  });
});

describe('admin payments filters', () => {
  it('read an e-mail part and a status, or say what is wrong', () => {
    expect(readAdminPaymentsFilters({})).toEqual({ filters: { email: null, status: null }, errors: {} });
    expect(readAdminPaymentsFilters({ email: '  Payer@ ', status: 'refunded' })).toEqual({
      filters: { email: 'Payer@', status: 'refunded' },
      errors: {},
    });
    expect(readAdminPaymentsFilters({ status: 'paid' }).errors).toEqual({ status: [RECEIPT_MESSAGES.invalidStatus] });
    expect(readAdminPaymentsFilters({ email: 'x'.repeat(255) }).errors).toEqual({
      email: [RECEIPT_MESSAGES.emailTooLong],
    });
  });
});
