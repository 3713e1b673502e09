-- Emitted from the @GenerateSql calls of the repository by the integration tier; do not edit.
-- `npm run sql:emit` writes it anew after a statement changes.

-- AdminPaymentsRepository.claimRefund
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

-- AdminPaymentsRepository.completeRefund
update "charge_refunds"
set
  "status" = $1,
  "gateway_transaction_id" = $2,
  "completed_at" = $3
where
  "id" = $4
  and "status" = $5;

-- AdminPaymentsRepository.releaseRefund
delete from "charge_refunds"
where
  "id" = $1
  and "status" = $2;
