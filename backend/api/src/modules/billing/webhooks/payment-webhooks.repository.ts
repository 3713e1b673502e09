import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  CHARGE_BY_INVOICE_SQL,
  CHARGE_BY_TRANSACTION_SQL,
  RECORD_EVENT_SQL,
  RECORD_OUTSIDE_REFUND_SQL,
  SET_OUTCOME_SQL,
} from './payment-webhooks.sql';

/** A charge as the webhooks reconcile it. */
export interface WebhookCharge {
  id: string;
  kind: 'subscription' | 'package';
  amountCents: number;
  status: string;
  gatewayTransactionId: string | null;
}

interface ChargeRow {
  id: string;
  kind: 'subscription' | 'package';
  amount_cents: number;
  status: string;
  gateway_transaction_id: string | null;
}

const toCharge = (row: ChargeRow): WebhookCharge => ({
  id: row.id,
  kind: row.kind,
  amountCents: row.amount_cents,
  status: row.status,
  gatewayTransactionId: row.gateway_transaction_id,
});

/** The only code that writes `payment_webhook_events`; reads charges and records outside refunds for the webhooks. */
@Injectable()
export class PaymentWebhooksRepository {
  constructor(private readonly em: EntityManager) {}

  /** Records a notification; false when it was recorded before (the gateway delivers again until it gets a 2xx). */
  async record(input: {
    notificationId: string;
    eventType: string;
    entityId: string | null;
    payload: unknown;
    at: Date;
  }): Promise<boolean> {
    const rows = await this.em.execute<Array<{ notification_id: string }>>(RECORD_EVENT_SQL, [
      input.notificationId,
      input.eventType,
      input.entityId,
      JSON.stringify(input.payload ?? null),
      input.at,
    ]);
    return rows.length > 0;
  }

  async setOutcome(notificationId: string, outcome: string): Promise<void> {
    await this.em.execute(SET_OUTCOME_SQL, [outcome.slice(0, 200), notificationId]);
  }

  async chargeByTransaction(transactionId: string): Promise<WebhookCharge | null> {
    const [row] = await this.em.execute<ChargeRow[]>(CHARGE_BY_TRANSACTION_SQL, [transactionId]);
    return row ? toCharge(row) : null;
  }

  async chargeByInvoice(invoiceNumber: string): Promise<WebhookCharge | null> {
    const [row] = await this.em.execute<ChargeRow[]>(CHARGE_BY_INVOICE_SQL, [invoiceNumber]);
    return row ? toCharge(row) : null;
  }

  /** True when recorded; false when the charge had a refund (the app's own, or an earlier notification's). */
  async recordOutsideRefund(input: {
    id: string;
    chargeId: string;
    amountCents: number;
    method: 'refund' | 'void';
    gatewayTransactionId: string;
    at: Date;
  }): Promise<boolean> {
    const rows = await this.em.execute<Array<{ id: string }>>(RECORD_OUTSIDE_REFUND_SQL, [
      input.id,
      input.chargeId,
      input.amountCents,
      input.method,
      input.gatewayTransactionId,
      input.at,
      input.at,
    ]);
    return rows.length > 0;
  }
}
