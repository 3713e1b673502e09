-- Emitted from the @GenerateSql calls of the repository by the integration tier; do not edit.
-- `npm run sql:emit` writes it anew after a statement changes.

-- RenewalsRepository.due
select
  "s"."id",
  "s"."user_id" as "userId",
  "s"."plan_id",
  "s"."pending_plan_id",
  "s"."status",
  "s"."current_period_start",
  "s"."current_period_end",
  "s"."cancel_at_period_end",
  "s"."renewal_failures",
  "s"."retry_at",
  "u"."email",
  "u"."name",
  "u"."deleted_at" is not null as "userDeleted"
from
  "subscriptions" as "s"
  inner join "user_cards" as "u" on "u"."id" = "s"."user_id"
where
  (
    (
      "s"."status" in ('trialing', 'active')
      and "s"."current_period_end" <= $1
    )
    or (
      "s"."status" = 'past_due'
      and "s"."retry_at" <= $2
    )
  )
order by
  case
    when "s"."status" = 'past_due' then "s"."retry_at"
    else "s"."current_period_end"
  end,
  "s"."id"
limit
  $3;

-- RenewalsRepository.renewed
update "subscriptions"
set
  "status" = $1,
  "plan_id" = $2,
  "pending_plan_id" = nullif("pending_plan_id", $3),
  "current_period_start" = $4,
  "current_period_end" = $5,
  "renewal_failures" = $6,
  "retry_at" = $7,
  "updated_at" = $8
where
  "id" = $9
  and "status" = $10
  and "current_period_end" = $11
  and "renewal_failures" = $12
returning
  "id";

-- RenewalsRepository.failed
update "subscriptions"
set
  "status" = $1,
  "renewal_failures" = $2,
  "retry_at" = $3,
  "updated_at" = $4
where
  "id" = $5
  and "status" = $6
  and "current_period_end" = $7
  and "renewal_failures" = $8
returning
  "id";

-- RenewalsRepository.ended (in any case)
update "subscriptions"
set
  "status" = $1,
  "retry_at" = $2,
  "updated_at" = $3
where
  "id" = $4
  and "status" = $5
  and "current_period_end" = $6
  and "renewal_failures" = $7
returning
  "id";

-- RenewalsRepository.ended (only if cancelling)
update "subscriptions"
set
  "status" = $1,
  "retry_at" = $2,
  "updated_at" = $3
where
  "id" = $4
  and "status" = $5
  and "current_period_end" = $6
  and "renewal_failures" = $7
  and "cancel_at_period_end" = $8
returning
  "id";

-- RenewalsRepository.remindersDue
select
  "s"."id",
  "s"."user_id" as "userId",
  "s"."plan_id",
  "s"."pending_plan_id",
  "s"."current_period_end",
  "u"."email",
  "u"."name",
  "u"."deleted_at" is not null as "userDeleted"
from
  "subscriptions" as "s"
  inner join "user_cards" as "u" on "u"."id" = "s"."user_id"
where
  "s"."status" in ('trialing', 'active')
  and "s"."current_period_end" > $1
  and "s"."current_period_end" <= $2
  and "s"."cancel_at_period_end" = $3
  and "s"."renewal_reminded_for" is distinct from "s"."current_period_end"
order by
  "s"."current_period_end",
  "s"."id"
limit
  $4;

-- RenewalsRepository.markReminded
update "subscriptions"
set
  "renewal_reminded_for" = $1
where
  "id" = $2
  and "current_period_end" = $3;
