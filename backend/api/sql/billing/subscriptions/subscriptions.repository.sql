-- Emitted from the @GenerateSql calls of the repository by the integration tier; do not edit.
-- `npm run sql:emit` writes it anew after a statement changes.

-- SubscriptionsRepository.currentOf
select
  "id",
  "user_id" as "userId",
  "plan_id",
  "status",
  "current_period_start",
  "current_period_end",
  "cancel_at_period_end",
  "pending_plan_id",
  "created_at",
  "updated_at"
from
  "subscriptions"
where
  "user_id" = $1
  and "status" in ($2, $3, $4);

-- SubscriptionsRepository.heldPlanOf
select
  "plan_id"
from
  "subscriptions"
where
  "user_id" = $1
  and "status" in ($2, $3);

-- SubscriptionsRepository.start
insert into
  "subscriptions" (
    "id",
    "user_id",
    "plan_id",
    "status",
    "current_period_start",
    "current_period_end",
    "cancel_at_period_end",
    "pending_plan_id",
    "renewal_failures",
    "created_at",
    "updated_at"
  )
values
  ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
on conflict ("user_id")
where
  "status" <> $12 do nothing
returning
  "id",
  "user_id" as "userId",
  "plan_id",
  "status",
  "current_period_start",
  "current_period_end",
  "cancel_at_period_end",
  "pending_plan_id",
  "created_at",
  "updated_at";

-- SubscriptionsRepository.setStatus
update "subscriptions"
set
  "status" = $1,
  "updated_at" = $2
where
  "id" = $3
returning
  "id",
  "user_id" as "userId",
  "plan_id",
  "status",
  "current_period_start",
  "current_period_end",
  "cancel_at_period_end",
  "pending_plan_id",
  "created_at",
  "updated_at";

-- SubscriptionsRepository.cancelAtPeriodEnd
update "subscriptions"
set
  "cancel_at_period_end" = $1,
  "updated_at" = $2
where
  "user_id" = $3
  and "status" in ($4, $5, $6)
returning
  "id",
  "user_id" as "userId",
  "plan_id",
  "status",
  "current_period_start",
  "current_period_end",
  "cancel_at_period_end",
  "pending_plan_id",
  "created_at",
  "updated_at";

-- SubscriptionsRepository.changePlan
update "subscriptions"
set
  "pending_plan_id" = nullif($1, "plan_id"),
  "cancel_at_period_end" = $2,
  "updated_at" = $3
where
  "user_id" = $4
  and "status" in ($5, $6, $7)
returning
  "id",
  "user_id" as "userId",
  "plan_id",
  "status",
  "current_period_start",
  "current_period_end",
  "cancel_at_period_end",
  "pending_plan_id",
  "created_at",
  "updated_at";

-- SubscriptionsRepository.resume
update "subscriptions"
set
  "cancel_at_period_end" = $1,
  "updated_at" = $2
where
  "user_id" = $3
  and "status" in ($4, $5, $6)
returning
  "id",
  "user_id" as "userId",
  "plan_id",
  "status",
  "current_period_start",
  "current_period_end",
  "cancel_at_period_end",
  "pending_plan_id",
  "created_at",
  "updated_at";
