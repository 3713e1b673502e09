-- Emitted from the @GenerateSql calls of the repository by the integration tier; do not edit.
-- `npm run sql:emit` writes it anew after a statement changes.

-- PaymentWebhooksRepository.record
insert into
  "payment_webhook_events" (
    "notification_id",
    "event_type",
    "entity_id",
    "payload",
    "received_at",
    "outcome"
  )
values
  ($1, $2, $3, $4, $5, $6)
on conflict ("notification_id") do nothing
returning
  "notification_id";

-- PaymentWebhooksRepository.setOutcome
update "payment_webhook_events"
set
  "outcome" = $1
where
  "notification_id" = $2;

-- PaymentWebhooksRepository.recordOutsideRefund
insert into
  "charge_refunds" (
    "id",
    "charge_id",
    "amount_cents",
    "method",
    "status",
    "gateway_transaction_id",
    "refunded_by",
    "created_at",
    "completed_at"
  )
values
  ($1, $2, $3, $4, $5, $6, $7, $8, $9)
on conflict ("charge_id") do nothing
returning
  "id";
