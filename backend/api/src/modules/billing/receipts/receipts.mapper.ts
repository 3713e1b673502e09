import {
  type AdminPayment,
  type BillingHistoryEntry,
  chargeItemName,
  type ChargeRefund,
  formatReceiptNumber,
  type Receipt,
} from '@marketplace/contracts';
import type { ChargeView, HistoryCursor } from '../charges/charges.repository';

/** Whose billing pages: seekers and employers read their receipts under their own paths. */
export type ReceiptAudience = 'seeker' | 'employer';

/** The API path of a receipt's PDF for the payer. */
export function receiptPdfPath(audience: ReceiptAudience, chargeId: string): string {
  return `/api/${audience}/billing/receipts/${encodeURIComponent(chargeId)}/pdf`;
}

/** The payer's billing pages by their role (an account without one reads the seeker's). */
export function audienceOf(role: string | null): ReceiptAudience {
  return role === 'employer' ? 'employer' : 'seeker';
}

/** The refund as shown: only once the gateway confirmed it. */
export function toChargeRefund(charge: ChargeView): ChargeRefund | null {
  const refund = charge.refund;
  if (!refund || refund.status !== 'completed' || refund.completedAt === null) return null;
  return { amount: refund.amountCents, method: refund.method, refundedAt: refund.completedAt.toISOString() };
}

/** The receipt number of a charge, or null when it has no receipt (not approved). */
export function receiptNumberOf(charge: ChargeView): string | null {
  return charge.receipt ? formatReceiptNumber(charge.receipt.number, charge.receipt.issuedAt) : null;
}

/** The receipt of an approved charge; null for any other. */
export function toReceipt(charge: ChargeView): Receipt | null {
  const number = receiptNumberOf(charge);
  if (charge.status !== 'approved' || number === null) return null;
  return {
    id: charge.id,
    number,
    date: charge.createdAt.toISOString(),
    items: [{ description: chargeItemName(charge.kind, charge.itemId), amount: charge.amountCents }],
    total: charge.amountCents,
    cardBrand: charge.cardBrand,
    cardLast4: charge.cardLast4,
    refund: toChargeRefund(charge),
  };
}

export function toBillingHistoryEntry(charge: ChargeView, audience: ReceiptAudience): BillingHistoryEntry {
  const receipt = toReceipt(charge);
  return {
    id: charge.id,
    date: charge.createdAt.toISOString(),
    kind: charge.kind,
    description: chargeItemName(charge.kind, charge.itemId),
    amount: charge.amountCents,
    status: charge.status,
    cardBrand: charge.cardBrand,
    cardLast4: charge.cardLast4,
    receiptNumber: receipt?.number ?? null,
    receiptPdfUrl: receipt ? receiptPdfPath(audience, charge.id) : null,
    refund: toChargeRefund(charge),
  };
}

/** Refundable: approved, known to the gateway, and with no refund done or under way. */
export function isRefundable(charge: ChargeView): boolean {
  return charge.status === 'approved' && charge.gatewayTransactionId !== null && charge.refund === null;
}

export function toAdminPayment(charge: ChargeView): AdminPayment {
  return {
    id: charge.id,
    userId: charge.userId,
    userEmail: charge.userEmail,
    userName: charge.userName,
    kind: charge.kind,
    itemId: charge.itemId,
    description: chargeItemName(charge.kind, charge.itemId),
    amount: charge.amountCents,
    status: charge.status,
    cardBrand: charge.cardBrand,
    cardLast4: charge.cardLast4,
    date: charge.createdAt.toISOString(),
    receiptNumber: receiptNumberOf(charge),
    refund: toChargeRefund(charge),
    refundable: isRefundable(charge),
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a charge id the database could hold (anything else is simply not found). */
export function isChargeId(value: string): boolean {
  return UUID.test(value);
}

/** The opaque ?cursor= of the next page: the last row's time and id. */
export function encodeHistoryCursor(charge: Pick<ChargeView, 'createdAt' | 'id'>): string {
  return Buffer.from(`${charge.createdAt.toISOString()}|${charge.id}`, 'utf8').toString('base64url');
}

/** The cursor back, or null when it is not one this API handed out. */
export function decodeHistoryCursor(cursor: string): HistoryCursor | null {
  if (cursor.length > 200 || !/^[A-Za-z0-9_-]+$/.test(cursor)) return null;
  const [time, id, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (rest.length > 0 || time === undefined || id === undefined || !isChargeId(id)) return null;
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(time)) return null;
  const createdAt = new Date(time);
  return Number.isNaN(createdAt.getTime()) ? null : { createdAt, id };
}
