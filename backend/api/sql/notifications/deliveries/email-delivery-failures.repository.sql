-- Emitted from the @GenerateSql calls of the repository by the integration tier; do not edit.
-- `npm run sql:emit` writes it anew after a statement changes.

-- EmailDeliveryFailuresRepository.insert
insert into
  "email_delivery_failures" (
    "id",
    "user_id",
    "address",
    "category",
    "subject",
    "reason",
    "permanent",
    "occurred_at"
  )
values
  ($1, $2, $3, $4, $5, $6, $7, $8);

-- EmailDeliveryFailuresRepository.page
select
  "id",
  "user_id",
  "address",
  "category",
  "subject",
  "reason",
  "permanent",
  "occurred_at"
from
  "email_delivery_failures"
where
  "user_id" = $1
  and (
    "occurred_at" < $2
    or (
      "occurred_at" = $3
      and "id" < $4
    )
  )
order by
  "occurred_at" desc,
  "id" desc
limit
  $5;
