import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { GenerateSql, SQL_SAMPLE } from '../../../infrastructure/database/generate-sql';
import { typedSql } from '../../../infrastructure/database/typed-sql';
import type { ChargeRefundEntity } from '../entities/charge-refund.entity';
import type { PaymentWebhookEventEntity } from '../entities/payment-webhook-event.entity';

/**
 * Owns `payment_webhook_events` (the only code that writes it) and records outside refunds in
 * `charge_refunds` for the webhooks (the charges they name are ChargesRepository's).
 */
@Injectable()
export class PaymentWebhooksRepository {
  constructor(private readonly em: EntityManager) {}

  private get db() {
    return typedSql<PaymentWebhookEventEntity | ChargeRefundEntity>(this.em);
  }

  /** Records a notification; false when it was recorded before (the gateway delivers again until it gets a 2xx). */
  @GenerateSql({
    params: [
      {
        notificationId: SQL_SAMPLE.text,
        eventType: 'net.authorize.payment.refund.created',
        entityId: SQL_SAMPLE.text,
        payload: { id: SQL_SAMPLE.text },
        at: SQL_SAMPLE.date,
      },
    ],
  })
  async record(input: {
    notificationId: string;
    eventType: string;
    entityId: string | null;
    payload: unknown;
    at: Date;
  }): Promise<boolean> {
    const row = await this.db
      .insertInto('PaymentWebhookEventEntity')
      .values({
        notificationId: input.notificationId,
        eventType: input.eventType,
        entityId: input.entityId,
        payload: input.payload ?? null,
        receivedAt: input.at,
        outcome: null,
      })
      .onConflict((oc) => oc.column('notificationId').doNothing())
      .returning('notificationId')
      .executeTakeFirst();
    return row !== undefined;
  }

  @GenerateSql({ params: [SQL_SAMPLE.text, SQL_SAMPLE.text] })
  async setOutcome(notificationId: string, outcome: string): Promise<void> {
    await this.db
      .updateTable('PaymentWebhookEventEntity')
      .set({ outcome: outcome.slice(0, 200) })
      .where('notificationId', '=', notificationId)
      .execute();
  }

  /**
   * A refund or void made outside the app (the merchant interface), recorded as completed. True
   * when recorded; false when the charge had a refund (the app's own, or an earlier notification's).
   */
  @GenerateSql({
    params: [
      {
        id: SQL_SAMPLE.uuid,
        chargeId: SQL_SAMPLE.otherUuid,
        amountCents: 1000,
        method: 'refund',
        gatewayTransactionId: SQL_SAMPLE.text,
        at: SQL_SAMPLE.date,
      },
    ],
  })
  async recordOutsideRefund(input: {
    id: string;
    chargeId: string;
    amountCents: number;
    method: 'refund' | 'void';
    gatewayTransactionId: string;
    at: Date;
  }): Promise<boolean> {
    const row = await this.db
      .insertInto('ChargeRefundEntity')
      .values({
        id: input.id,
        charge: input.chargeId,
        amountCents: input.amountCents,
        method: input.method,
        status: 'completed',
        gatewayTransactionId: input.gatewayTransactionId,
        refundedBy: null,
        createdAt: input.at,
        completedAt: input.at,
      })
      .onConflict((oc) => oc.column('charge').doNothing())
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }
}
