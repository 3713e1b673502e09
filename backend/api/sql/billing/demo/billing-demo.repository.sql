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
  $1::uuid as "id",
  $2::uuid as "user",
  $3::varchar as "planId",
  $4::varchar as "status",
  $5::timestamptz as "currentPeriodStart",
  $6::timestamptz as "currentPeriodEnd",
  false as "cancelAtPeriodEnd",
  null::varchar as "pendingPlanId",
  $7::timestamptz as "createdAt",
  $8::timestamptz as "updatedAt"
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
