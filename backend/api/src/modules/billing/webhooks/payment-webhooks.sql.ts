/** The statements of PaymentWebhooksRepository (`?` placeholders, filled in by the ORM). */

/** Params: [notificationId, eventType, entityId, payload JSON, receivedAt]. None back when the notification came before (a redelivery). */
export const RECORD_EVENT_SQL = `insert into "payment_webhook_events" ("notification_id", "event_type", "entity_id", "payload", "received_at", "outcome")
  values (?, ?, ?, ?::jsonb, ?, null) on conflict ("notification_id") do nothing returning "notification_id"`;

/** Params: [outcome, notificationId]. */
export const SET_OUTCOME_SQL = `update "payment_webhook_events" set "outcome" = ? where "notification_id" = ?`;

const CHARGE_COLUMNS = `"id", "kind", "amount_cents", "status", "gateway_transaction_id"`;

/** Params: [transactionId]. */
export const CHARGE_BY_TRANSACTION_SQL = `select ${CHARGE_COLUMNS} from "charges" where "gateway_transaction_id" = ?`;

/** Params: [invoiceNumber]. The charge whose invoice number (invoiceNumberOf: its id without dashes, 20 characters) it is. */
export const CHARGE_BY_INVOICE_SQL = `select ${CHARGE_COLUMNS} from "charges" where left(replace("id"::text, '-', ''), 20) = ?`;

/**
 * Params: [id, chargeId, amountCents, method, gatewayTransactionId, at, at]. A refund or void made
 * outside the app (the merchant interface), recorded as completed; nothing when the charge has one.
 */
export const RECORD_OUTSIDE_REFUND_SQL = `insert into "charge_refunds" ("id", "charge_id", "amount_cents", "method", "status", "gateway_transaction_id", "refunded_by", "created_at", "completed_at")
  values (?, ?, ?, ?, 'completed', ?, null, ?, ?) on conflict ("charge_id") do nothing returning "id"`;
