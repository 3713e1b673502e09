-- Emitted from the @GenerateSql calls of the repository by the integration tier; do not edit.
-- `npm run sql:emit` writes it anew after a statement changes.

-- ChargesRepository.open (a package purchase)
insert into
  "charges" (
    "id",
    "user_id",
    "subscription_id",
    "kind",
    "item_id",
    "period_key",
    "amount_cents",
    "gateway_transaction_id",
    "card_brand",
    "card_last4",
    "status",
    "created_at"
  )
values
  ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
on conflict ("period_key") do nothing
returning
  "id";

-- ChargesRepository.open (a subscription period)
insert into
  "charges" (
    "id",
    "user_id",
    "subscription_id",
    "kind",
    "item_id",
    "period_key",
    "amount_cents",
    "gateway_transaction_id",
    "card_brand",
    "card_last4",
    "status",
    "created_at"
  )
values
  ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
on conflict ("period_key") do nothing
returning
  "id";

-- ChargesRepository.finish
update "charges"
set
  "status" = $1,
  "gateway_transaction_id" = $2
where
  "id" = $3;

-- ChargesRepository.release
delete from "charges"
where
  "id" = $1
  and "status" = $2
returning
  "id";

-- ChargesRepository.chargeByKey
select
  "id",
  "status",
  "amount_cents",
  "card_brand",
  "card_last4",
  "item_id"
from
  "charges"
where
  "period_key" = $1;

-- ChargesRepository.chargeByTransaction
select
  "id",
  "kind",
  "amount_cents",
  "status",
  "gateway_transaction_id"
from
  "charges"
where
  "gateway_transaction_id" = $1;

-- ChargesRepository.chargeByInvoice
select
  "id",
  "kind",
  "amount_cents",
  "status",
  "gateway_transaction_id"
from
  "charges"
where
  left(replace(cast("id" as text), '-', ''), 20) = $1;

-- ChargesRepository.historyOf (after a cursor)
select
  "c"."id",
  "c"."user_id" as "userId",
  "c"."kind",
  "c"."item_id",
  "c"."amount_cents",
  "c"."status",
  "c"."card_brand",
  "c"."card_last4",
  "c"."gateway_transaction_id",
  "c"."created_at",
  "r"."number" as "receiptNumber",
  "r"."issued_at" as "receiptIssuedAt",
  "f"."id" as "refundId",
  "f"."amount_cents" as "refundAmountCents",
  "f"."method" as "refundMethod",
  "f"."status" as "refundStatus",
  "f"."completed_at" as "refundedAt",
  "u"."email" as "userEmail",
  "u"."name" as "userName",
  "u"."role" as "userRole"
from
  "charges" as "c"
  inner join "user_cards" as "u" on "u"."id" = "c"."user_id"
  left join "receipts" as "r" on "r"."charge_id" = "c"."id"
  left join "charge_refunds" as "f" on "f"."charge_id" = "c"."id"
where
  "c"."user_id" = $1
  and ("c"."created_at", "c"."id") < ($2, $3)
order by
  "c"."created_at" desc,
  "c"."id" desc
limit
  $4;

-- ChargesRepository.historyOf (first page)
select
  "c"."id",
  "c"."user_id" as "userId",
  "c"."kind",
  "c"."item_id",
  "c"."amount_cents",
  "c"."status",
  "c"."card_brand",
  "c"."card_last4",
  "c"."gateway_transaction_id",
  "c"."created_at",
  "r"."number" as "receiptNumber",
  "r"."issued_at" as "receiptIssuedAt",
  "f"."id" as "refundId",
  "f"."amount_cents" as "refundAmountCents",
  "f"."method" as "refundMethod",
  "f"."status" as "refundStatus",
  "f"."completed_at" as "refundedAt",
  "u"."email" as "userEmail",
  "u"."name" as "userName",
  "u"."role" as "userRole"
from
  "charges" as "c"
  inner join "user_cards" as "u" on "u"."id" = "c"."user_id"
  left join "receipts" as "r" on "r"."charge_id" = "c"."id"
  left join "charge_refunds" as "f" on "f"."charge_id" = "c"."id"
where
  "c"."user_id" = $1
order by
  "c"."created_at" desc,
  "c"."id" desc
limit
  $2;

-- ChargesRepository.chargeById
select
  "c"."id",
  "c"."user_id" as "userId",
  "c"."kind",
  "c"."item_id",
  "c"."amount_cents",
  "c"."status",
  "c"."card_brand",
  "c"."card_last4",
  "c"."gateway_transaction_id",
  "c"."created_at",
  "r"."number" as "receiptNumber",
  "r"."issued_at" as "receiptIssuedAt",
  "f"."id" as "refundId",
  "f"."amount_cents" as "refundAmountCents",
  "f"."method" as "refundMethod",
  "f"."status" as "refundStatus",
  "f"."completed_at" as "refundedAt",
  "u"."email" as "userEmail",
  "u"."name" as "userName",
  "u"."role" as "userRole"
from
  "charges" as "c"
  inner join "user_cards" as "u" on "u"."id" = "c"."user_id"
  left join "receipts" as "r" on "r"."charge_id" = "c"."id"
  left join "charge_refunds" as "f" on "f"."charge_id" = "c"."id"
where
  "c"."id" = $1;

-- ChargesRepository.page (refunded)
select
  "c"."id",
  "c"."user_id" as "userId",
  "c"."kind",
  "c"."item_id",
  "c"."amount_cents",
  "c"."status",
  "c"."card_brand",
  "c"."card_last4",
  "c"."gateway_transaction_id",
  "c"."created_at",
  "r"."number" as "receiptNumber",
  "r"."issued_at" as "receiptIssuedAt",
  "f"."id" as "refundId",
  "f"."amount_cents" as "refundAmountCents",
  "f"."method" as "refundMethod",
  "f"."status" as "refundStatus",
  "f"."completed_at" as "refundedAt",
  "u"."email" as "userEmail",
  "u"."name" as "userName",
  "u"."role" as "userRole"
from
  "charges" as "c"
  inner join "user_cards" as "u" on "u"."id" = "c"."user_id"
  left join "receipts" as "r" on "r"."charge_id" = "c"."id"
  left join "charge_refunds" as "f" on "f"."charge_id" = "c"."id"
where
  "f"."status" = $1
order by
  "c"."created_at" desc,
  "c"."id" desc
limit
  $2
offset
  $3;

select
  count(*) as "total"
from
  (
    select
      "c"."id",
      "c"."user_id" as "userId",
      "c"."kind",
      "c"."item_id",
      "c"."amount_cents",
      "c"."status",
      "c"."card_brand",
      "c"."card_last4",
      "c"."gateway_transaction_id",
      "c"."created_at",
      "r"."number" as "receiptNumber",
      "r"."issued_at" as "receiptIssuedAt",
      "f"."id" as "refundId",
      "f"."amount_cents" as "refundAmountCents",
      "f"."method" as "refundMethod",
      "f"."status" as "refundStatus",
      "f"."completed_at" as "refundedAt",
      "u"."email" as "userEmail",
      "u"."name" as "userName",
      "u"."role" as "userRole"
    from
      "charges" as "c"
      inner join "user_cards" as "u" on "u"."id" = "c"."user_id"
      left join "receipts" as "r" on "r"."charge_id" = "c"."id"
      left join "charge_refunds" as "f" on "f"."charge_id" = "c"."id"
    where
      "f"."status" = $1
  ) as "matching";

-- ChargesRepository.page (by e-mail and status)
select
  "c"."id",
  "c"."user_id" as "userId",
  "c"."kind",
  "c"."item_id",
  "c"."amount_cents",
  "c"."status",
  "c"."card_brand",
  "c"."card_last4",
  "c"."gateway_transaction_id",
  "c"."created_at",
  "r"."number" as "receiptNumber",
  "r"."issued_at" as "receiptIssuedAt",
  "f"."id" as "refundId",
  "f"."amount_cents" as "refundAmountCents",
  "f"."method" as "refundMethod",
  "f"."status" as "refundStatus",
  "f"."completed_at" as "refundedAt",
  "u"."email" as "userEmail",
  "u"."name" as "userName",
  "u"."role" as "userRole"
from
  "charges" as "c"
  inner join "user_cards" as "u" on "u"."id" = "c"."user_id"
  left join "receipts" as "r" on "r"."charge_id" = "c"."id"
  left join "charge_refunds" as "f" on "f"."charge_id" = "c"."id"
where
  "u"."email" ilike $1
  and "c"."status" = $2
order by
  "c"."created_at" desc,
  "c"."id" desc
limit
  $3
offset
  $4;

select
  count(*) as "total"
from
  (
    select
      "c"."id",
      "c"."user_id" as "userId",
      "c"."kind",
      "c"."item_id",
      "c"."amount_cents",
      "c"."status",
      "c"."card_brand",
      "c"."card_last4",
      "c"."gateway_transaction_id",
      "c"."created_at",
      "r"."number" as "receiptNumber",
      "r"."issued_at" as "receiptIssuedAt",
      "f"."id" as "refundId",
      "f"."amount_cents" as "refundAmountCents",
      "f"."method" as "refundMethod",
      "f"."status" as "refundStatus",
      "f"."completed_at" as "refundedAt",
      "u"."email" as "userEmail",
      "u"."name" as "userName",
      "u"."role" as "userRole"
    from
      "charges" as "c"
      inner join "user_cards" as "u" on "u"."id" = "c"."user_id"
      left join "receipts" as "r" on "r"."charge_id" = "c"."id"
      left join "charge_refunds" as "f" on "f"."charge_id" = "c"."id"
    where
      "u"."email" ilike $1
      and "c"."status" = $2
  ) as "matching";

-- ChargesRepository.page (unfiltered)
select
  "c"."id",
  "c"."user_id" as "userId",
  "c"."kind",
  "c"."item_id",
  "c"."amount_cents",
  "c"."status",
  "c"."card_brand",
  "c"."card_last4",
  "c"."gateway_transaction_id",
  "c"."created_at",
  "r"."number" as "receiptNumber",
  "r"."issued_at" as "receiptIssuedAt",
  "f"."id" as "refundId",
  "f"."amount_cents" as "refundAmountCents",
  "f"."method" as "refundMethod",
  "f"."status" as "refundStatus",
  "f"."completed_at" as "refundedAt",
  "u"."email" as "userEmail",
  "u"."name" as "userName",
  "u"."role" as "userRole"
from
  "charges" as "c"
  inner join "user_cards" as "u" on "u"."id" = "c"."user_id"
  left join "receipts" as "r" on "r"."charge_id" = "c"."id"
  left join "charge_refunds" as "f" on "f"."charge_id" = "c"."id"
order by
  "c"."created_at" desc,
  "c"."id" desc
limit
  $1
offset
  $2;

select
  count(*) as "total"
from
  (
    select
      "c"."id",
      "c"."user_id" as "userId",
      "c"."kind",
      "c"."item_id",
      "c"."amount_cents",
      "c"."status",
      "c"."card_brand",
      "c"."card_last4",
      "c"."gateway_transaction_id",
      "c"."created_at",
      "r"."number" as "receiptNumber",
      "r"."issued_at" as "receiptIssuedAt",
      "f"."id" as "refundId",
      "f"."amount_cents" as "refundAmountCents",
      "f"."method" as "refundMethod",
      "f"."status" as "refundStatus",
      "f"."completed_at" as "refundedAt",
      "u"."email" as "userEmail",
      "u"."name" as "userName",
      "u"."role" as "userRole"
    from
      "charges" as "c"
      inner join "user_cards" as "u" on "u"."id" = "c"."user_id"
      left join "receipts" as "r" on "r"."charge_id" = "c"."id"
      left join "charge_refunds" as "f" on "f"."charge_id" = "c"."id"
  ) as "matching";
