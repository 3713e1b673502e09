-- Emitted from the @GenerateSql calls of the repository by the integration tier; do not edit.
-- `npm run sql:emit` writes it anew after a statement changes.

-- SavedJobsRepository.save
with
  "shown" as (
    select
      "j"."id"
    from
      "jobs" as "j"
    where
      "j"."id" = $1
      and (
        "j"."status" in ('approved', 'expired', 'filled', 'archived')
        and "j"."approved_at" is not null
      )
  ),
  "inserted" as (
    insert into
      "saved_jobs" ("user_id", "job_id", "saved_at")
    select
      $2 as "user",
      "shown"."id",
      $3 as "savedAt"
    from
      "shown"
    on conflict ("user_id", "job_id") do nothing
    returning
      "saved_at" as "savedAt"
  )
select
  "inserted"."savedAt"
from
  "inserted"
union all
select
  "s"."saved_at"
from
  "saved_jobs" as "s"
  inner join "shown" on "shown"."id" = "s"."job_id"
where
  "s"."user_id" = $4;

-- SavedJobsRepository.jobExists
select
  "id"
from
  "jobs"
where
  "id" = $1;

-- SavedJobsRepository.remove
delete from "saved_jobs"
where
  "user_id" = $1
  and "job_id" = $2;

-- SavedJobsRepository.list
select
  "j"."id",
  "j"."title",
  left("j"."description", 600) as "description",
  "j"."location",
  cast("j"."salary_min" as float8) as "salaryMin",
  cast("j"."salary_max" as float8) as "salaryMax",
  "j"."salary_type",
  "j"."posted_at",
  "j"."job_type" as "jobType",
  "j"."category" as "category",
  "j"."skills",
  "j"."is_flexible",
  "j"."is_featured",
  "j"."status",
  "j"."is_company_private",
  "c"."name" as "companyName",
  "c"."logo_url" as "companyLogoUrl",
  "s"."saved_at"
from
  "saved_jobs" as "s"
  inner join "jobs" as "j" on "j"."id" = "s"."job_id"
  inner join "company_cards" as "c" on "c"."id" = "j"."company_id"
where
  "s"."user_id" = $1
  and (
    "j"."status" in ('approved', 'expired', 'filled', 'archived')
    and "j"."approved_at" is not null
  )
order by
  "s"."saved_at" desc,
  "j"."id" desc
limit
  $2;
