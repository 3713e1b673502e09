import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { ChargeKind, ChargeStatus, RefundMethod, Role } from '@marketplace/contracts';
import { CHARGE_BY_ID_SQL, HISTORY_AFTER_SQL, HISTORY_FIRST_PAGE_SQL } from './receipts.sql';

/** A charge with its receipt and refund, and who paid. */
export interface ChargeView {
  id: string;
  userId: string;
  userEmail: string;
  userName: string;
  userRole: Role | null;
  kind: ChargeKind;
  itemId: string;
  amountCents: number;
  status: ChargeStatus;
  cardBrand: string;
  cardLast4: string;
  gatewayTransactionId: string | null;
  createdAt: Date;
  /** The receipt's sequence number and when it was issued; null unless approved. */
  receipt: { number: string; issuedAt: Date } | null;
  /** The refund: 'pending' while the gateway is asked. */
  refund: {
    id: string;
    amountCents: number;
    method: RefundMethod;
    status: 'pending' | 'completed';
    completedAt: Date | null;
  } | null;
}

/** A row of CHARGE_VIEW. */
export interface ChargeViewRow {
  id: string;
  user_id: string;
  kind: string;
  item_id: string;
  amount_cents: number;
  status: string;
  card_brand: string;
  card_last4: string;
  gateway_transaction_id: string | null;
  created_at: Date | string;
  receipt_number: string | number | null;
  receipt_issued_at: Date | string | null;
  refund_id: string | null;
  refund_amount_cents: number | null;
  refund_method: string | null;
  refund_status: string | null;
  refunded_at: Date | string | null;
  user_email: string;
  user_name: string;
  user_role: string | null;
}

export function toChargeView(row: ChargeViewRow): ChargeView {
  return {
    id: row.id,
    userId: row.user_id,
    userEmail: row.user_email,
    userName: row.user_name,
    userRole: row.user_role as Role | null,
    kind: row.kind as ChargeKind,
    itemId: row.item_id,
    amountCents: Number(row.amount_cents),
    status: row.status as ChargeStatus,
    cardBrand: row.card_brand,
    cardLast4: row.card_last4,
    gatewayTransactionId: row.gateway_transaction_id,
    createdAt: new Date(row.created_at),
    receipt:
      row.receipt_number === null || row.receipt_issued_at === null
        ? null
        : { number: String(row.receipt_number), issuedAt: new Date(row.receipt_issued_at) },
    refund:
      row.refund_id === null
        ? null
        : {
            id: row.refund_id,
            amountCents: Number(row.refund_amount_cents),
            method: row.refund_method as RefundMethod,
            status: row.refund_status as 'pending' | 'completed',
            completedAt: row.refunded_at === null ? null : new Date(row.refunded_at),
          },
  };
}

/** Where a history page starts: after this charge. */
export interface HistoryCursor {
  createdAt: Date;
  id: string;
}

/**
 * Reads `charges` with `receipts` and `charge_refunds` (receipts are written by the database's
 * trigger charges_issue_receipt, never here) and the payer's e-mail and name from `users`.
 */
@Injectable()
export class ReceiptsRepository {
  constructor(private readonly em: EntityManager) {}

  /** The user's charges, newest first, `limit` of them after the cursor. */
  async historyOf(userId: string, after: HistoryCursor | null, limit: number): Promise<ChargeView[]> {
    const rows = after
      ? await this.em.execute<ChargeViewRow[]>(HISTORY_AFTER_SQL, [userId, after.createdAt, after.id, limit])
      : await this.em.execute<ChargeViewRow[]>(HISTORY_FIRST_PAGE_SQL, [userId, limit]);
    return rows.map(toChargeView);
  }

  async chargeById(id: string): Promise<ChargeView | null> {
    const [row] = await this.em.execute<ChargeViewRow[]>(CHARGE_BY_ID_SQL, [id]);
    return row ? toChargeView(row) : null;
  }
}
