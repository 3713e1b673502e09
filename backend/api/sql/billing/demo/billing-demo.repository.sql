-- Emitted from the @GenerateSql calls of the repository by the integration tier; do not edit.
-- `npm run sql:emit` writes it anew after a statement changes.

-- BillingDemoRepository.insertIfNeverSubscribed
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
    "created_at",
    "updated_at"
  )
select
  cast($1 as uuid) as "id",
  cast($2 as uuid) as "user",
  cast($3 as varchar) as "planId",
  cast($4 as varchar) as "status",
  cast($5 as timestamptz) as "currentPeriodStart",
  cast($6 as timestamptz) as "currentPeriodEnd",
  false as "cancelAtPeriodEnd",
  cast(null as varchar) as "pendingPlanId",
  cast($7 as timestamptz) as "createdAt",
  cast($8 as timestamptz) as "updatedAt"
where
  (
    exists (
      select
        "u"."id"
      from
        "user_cards" as "u"
      where
        "u"."id" = $9
        and "u"."role" = $10
        and "u"."deleted_at" is null
    )
    and not exists (
      select
        "s"."id"
      from
        "subscriptions" as "s"
      where
        "s"."user_id" = $11
    )
  )
on conflict do nothing
returning
  "id";
