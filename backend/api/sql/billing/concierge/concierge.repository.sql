-- Emitted from the @GenerateSql calls of the repository by the integration tier; do not edit.
-- `npm run sql:emit` writes it anew after a statement changes.

-- ConciergeRepository.ofJob
select
  "jc"."job_id" as "jobId",
  "jc"."grant_id" as "grantId",
  "jc"."assigned_at",
  "u"."id" as "adminId",
  "u"."name" as "adminName",
  "u"."email" as "adminEmail"
from
  "job_concierges" as "jc"
  inner join "user_cards" as "u" on "u"."id" = "jc"."admin_id"
where
  "jc"."job_id" = $1;

-- ConciergeRepository.ofCompany
select
  "jc"."job_id" as "jobId",
  "jc"."grant_id" as "grantId",
  "jc"."assigned_at",
  "u"."id" as "adminId",
  "u"."name" as "adminName",
  "u"."email" as "adminEmail"
from
  "job_concierges" as "jc"
  inner join "user_cards" as "u" on "u"."id" = "jc"."admin_id"
  inner join "job_cards" as "j" on "j"."id" = "jc"."job_id"
where
  "j"."company_id" = $1
order by
  "jc"."assigned_at" desc,
  "jc"."job_id";

-- ConciergeRepository.jobsOfAdmin
select
  "jc"."job_id" as "jobId",
  "jc"."assigned_at",
  "g"."package_id"
from
  "job_concierges" as "jc"
  inner join "package_grants" as "g" on "g"."id" = "jc"."grant_id"
where
  "jc"."admin_id" = $1
order by
  "jc"."assigned_at" desc,
  "jc"."job_id"
limit
  $2;

-- ConciergeRepository.activeAdmin
select
  "u"."id",
  "u"."name",
  "u"."email"
from
  "user_cards" as "u"
where
  "u"."id" = $1
  and "u"."role" = $2
  and "u"."deleted_at" is null;

-- ConciergeRepository.assignOnce
select
  pg_advisory_xact_lock(hashtext ('job_concierges.assign')) as "locked";

select
  "job_id"
from
  "job_concierges"
where
  "job_id" = $1;

select
  "u"."id" as "adminId",
  cast(
    count("j"."id") filter (
      where
        "j"."status" in ($1, $2)
    ) as integer
  ) as "openJobs",
  max("jc"."assigned_at") as "lastAssignedAt"
from
  "user_cards" as "u"
  left join "job_concierges" as "jc" on "jc"."admin_id" = "u"."id"
  left join "job_cards" as "j" on "j"."id" = "jc"."job_id"
where
  "u"."role" = $3
  and "u"."deleted_at" is null
group by
  "u"."id";

-- ConciergeRepository.assign
select
  pg_advisory_xact_lock(hashtext ('job_concierges.assign')) as "locked";

update "job_concierges"
set
  "admin_id" = $1,
  "assigned_at" = $2,
  "assigned_by" = $3
where
  "job_id" = $4
returning
  "id";

insert into
  "job_concierges" (
    "id",
    "job_id",
    "admin_id",
    "grant_id",
    "assigned_at",
    "assigned_by"
  )
values
  ($1, $2, $3, $4, $5, $6)
on conflict ("job_id") do nothing
returning
  "id";
