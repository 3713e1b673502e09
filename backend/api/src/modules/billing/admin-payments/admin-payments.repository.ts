import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { AdminPaymentsQuery, RefundMethod } from '@marketplace/contracts';
import { type ChargeView, type ChargeViewRow, toChargeView } from '../receipts/receipts.repository';
import {
  CHARGE_BY_ID_SQL,
  CHARGE_VIEW,
  CLAIM_REFUND_SQL,
  COMPLETE_REFUND_SQL,
  RELEASE_REFUND_SQL,
} from '../receipts/receipts.sql';

/** A LIKE pattern that matches the text literally, anywhere. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * The admin side of `charges` (read with their receipts and the payer from `users`) and the only
 * writer of `charge_refunds`: a refund is claimed (a 'pending' row, one per charge) before the
 * gateway is asked, then completed, or released when the gateway said no.
 */
@Injectable()
export class AdminPaymentsRepository {
  constructor(private readonly em: EntityManager) {}

  /** Every user's charges, newest first, filtered by a part of the payer's e-mail and by status. */
  async page(
    filters: AdminPaymentsQuery,
    offset: number,
    limit: number,
  ): Promise<{ rows: ChargeView[]; total: number }> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (filters.email !== null) {
      where.push(`u."email" ilike ? escape '\\'`);
      params.push(containsPattern(filters.email));
    }
    if (filters.status === 'refunded') where.push(`f."status" = 'completed'`);
    else if (filters.status !== null) {
      where.push(`c."status" = ?`);
      params.push(filters.status);
    }
    const condition = where.length > 0 ? ` where ${where.join(' and ')}` : '';
    const [rows, [count]] = await Promise.all([
      this.em.execute<ChargeViewRow[]>(
        `${CHARGE_VIEW}${condition} order by c."created_at" desc, c."id" desc limit ? offset ?`,
        [...params, limit, offset],
      ),
      this.em.execute<Array<{ total: string | number }>>(
        `select count(*) as "total" from (${CHARGE_VIEW}${condition}) matching`,
        params,
      ),
    ]);
    return { rows: rows.map(toChargeView), total: Number(count?.total ?? 0) };
  }

  async chargeById(id: string): Promise<ChargeView | null> {
    const [row] = await this.em.execute<ChargeViewRow[]>(CHARGE_BY_ID_SQL, [id]);
    return row ? toChargeView(row) : null;
  }

  /** Claims the charge's one refund; false when it has one (done or under way). */
  async claimRefund(input: {
    id: string;
    chargeId: string;
    amountCents: number;
    method: RefundMethod;
    adminId: string;
    at: Date;
  }): Promise<boolean> {
    const rows = await this.em.execute<Array<{ id: string }>>(CLAIM_REFUND_SQL, [
      input.id,
      input.chargeId,
      input.amountCents,
      input.method,
      input.adminId,
      input.at,
    ]);
    return rows.length > 0;
  }

  async completeRefund(id: string, gatewayTransactionId: string | null, at: Date): Promise<void> {
    await this.em.execute(COMPLETE_REFUND_SQL, [gatewayTransactionId, at, id]);
  }

  async releaseRefund(id: string): Promise<void> {
    await this.em.execute(RELEASE_REFUND_SQL, [id]);
  }
}
