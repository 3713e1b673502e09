import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { RefundMethod } from '@marketplace/contracts';
import { GenerateSql, SQL_SAMPLE } from '../../../infrastructure/database/generate-sql';
import { typedSql } from '../../../infrastructure/database/typed-sql';
import type { ChargeRefundEntity } from '../entities/charge-refund.entity';

/**
 * The writer of `charge_refunds` (with the webhooks' outside refunds; ChargesRepository reads the
 * charges with their refunds): a refund is claimed (a 'pending' row, one per charge) before the
 * gateway is asked, then completed, or released when the gateway said no.
 */
@Injectable()
export class AdminPaymentsRepository {
  constructor(private readonly em: EntityManager) {}

  private get db() {
    return typedSql<ChargeRefundEntity>(this.em);
  }

  /** Claims the charge's one refund; false when it has one, done or under way (charge_refunds_charge_id_unique). */
  @GenerateSql({
    params: [
      {
        id: SQL_SAMPLE.uuid,
        chargeId: SQL_SAMPLE.otherUuid,
        amountCents: 1000,
        method: 'refund',
        adminId: SQL_SAMPLE.uuid,
        at: SQL_SAMPLE.date,
      },
    ],
  })
  async claimRefund(input: {
    id: string;
    chargeId: string;
    amountCents: number;
    method: RefundMethod;
    adminId: string;
    at: Date;
  }): Promise<boolean> {
    const row = await this.db
      .insertInto('ChargeRefundEntity')
      .values({
        id: input.id,
        charge: input.chargeId,
        amountCents: input.amountCents,
        method: input.method,
        status: 'pending',
        gatewayTransactionId: null,
        refundedBy: input.adminId,
        createdAt: input.at,
        completedAt: null,
      })
      .onConflict((oc) => oc.column('charge').doNothing())
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  @GenerateSql({ params: [SQL_SAMPLE.uuid, SQL_SAMPLE.text, SQL_SAMPLE.date] })
  async completeRefund(id: string, gatewayTransactionId: string | null, at: Date): Promise<void> {
    await this.db
      .updateTable('ChargeRefundEntity')
      .set({ status: 'completed', gatewayTransactionId, completedAt: at })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .execute();
  }

  /** A refund the gateway refused or never answered gives its claim back, so it can be tried again. */
  @GenerateSql({ params: [SQL_SAMPLE.uuid] })
  async releaseRefund(id: string): Promise<void> {
    await this.db.deleteFrom('ChargeRefundEntity').where('id', '=', id).where('status', '=', 'pending').execute();
  }
}
