-- Emitted from the @GenerateSql calls of the repository by the integration tier; do not edit.
-- `npm run sql:emit` writes it anew after a statement changes.

-- AuditLogRepository.insert
insert into
  "impersonation_audit_log" (
    "id",
    "method",
    "route",
    "status_code",
    "at",
    "session_id",
    "admin_id",
    "target_user_id"
  )
values
  ($1, $2, $3, $4, $5, $6, $7, $8);

-- AuditLogRepository.page (no filter)
select
  count(*) as "count"
from
  "impersonation_audit_log"
where
  1 = 1;

select
  "id",
  "admin_id" as "adminId",
  "target_user_id" as "targetUserId",
  "method",
  "route",
  "status_code",
  "at"
from
  "impersonation_audit_log"
where
  1 = 1
order by
  "at" desc,
  "id" desc
limit
  $1
offset
  $2;

-- AuditLogRepository.page (every filter)
select
  count(*) as "count"
from
  "impersonation_audit_log"
where
  (
    "status_code" < 400
    and "admin_id" = $1
    and (
      "target_user_id" = $2
      or "route" ~* $3
    )
    and (
      "method" = $4
      and "route" ~ $5
    )
  );

select
  "id",
  "admin_id" as "adminId",
  "target_user_id" as "targetUserId",
  "method",
  "route",
  "status_code",
  "at"
from
  "impersonation_audit_log"
where
  (
    "status_code" < 400
    and "admin_id" = $1
    and (
      "target_user_id" = $2
      or "route" ~* $3
    )
    and (
      "method" = $4
      and "route" ~ $5
    )
  )
order by
  "at" desc,
  "id" desc
limit
  $6
offset
  $7;

-- AuditLogRepository.names
select
  'user' as "kind",
  "u"."id",
  "u"."name",
  null as "detail"
from
  "user_cards" as "u"
where
  "u"."id" = any ($1)
union all
select
  'job' as "kind",
  "j"."id",
  "j"."title" as "name",
  null as "detail"
from
  "job_cards" as "j"
where
  "j"."id" = any ($2)
union all
select
  'application' as "kind",
  "a"."id",
  "j"."title" as "name",
  "s"."name" as "detail"
from
  "application_cards" as "a"
  inner join "job_cards" as "j" on "j"."id" = "a"."job_id"
  inner join "user_cards" as "s" on "s"."id" = "a"."seeker_id"
where
  "a"."id" = any ($3)
union all
select
  'resume' as "kind",
  "r"."id",
  "r"."name",
  null as "detail"
from
  "seeker_resume_cards" as "r"
where
  "r"."id" = any ($4);

-- AuditLogRepository.people
select
  "p"."side",
  "u"."id",
  "u"."name",
  "u"."role",
  "u"."deleted_at"
from
  (
    select
      'admin' as "side",
      "admin_id" as "id"
    from
      "impersonation_audit_log"
    union
    select
      'user' as "side",
      "target_user_id" as "id"
    from
      "impersonation_audit_log"
    union
    select
      'user' as "side",
      cast(substring("l"."route", $1) as uuid) as "id"
    from
      "impersonation_audit_log" as "l"
    where
      "l"."route" ~ $2
  ) as "p"
  inner join "user_cards" as "u" on "u"."id" = "p"."id"
order by
  "p"."side",
  lower("u"."name"),
  "u"."id";
