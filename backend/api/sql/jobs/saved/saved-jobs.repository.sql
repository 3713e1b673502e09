-- Emitted from the @GenerateSql calls of the repository by the integration tier; do not edit.
-- `npm run sql:emit` writes it anew after a statement changes.

-- SavedJobsRepository.save
with
  shown as (
    select
      j."id"
    from
      "jobs" j
    where
      j."id" = $1
      and j."status" in ('approved', 'expired', 'filled', 'archived')
      and j."approved_at" is not null
  ),
  inserted as (
    insert into
      "saved_jobs" ("user_id", "job_id", "saved_at")
    select
      $2,
      "id",
      $3
    from
      shown
    on conflict ("user_id", "job_id") do nothing
    returning
      "saved_at"
  )
select
  "saved_at"
from
  inserted
union all
select
  s."saved_at"
from
  "saved_jobs" s
  join shown on shown."id" = s."job_id"
where
  s."user_id" = $4;

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
  j."id",
  j."title",
  left(j."description", 600) as "description",
  j."location",
  j."salary_min"::float8 as "salary_min",
  j."salary_max"::float8 as "salary_max",
  j."salary_type",
  j."posted_at",
  j."job_type",
  j."category",
  j."skills",
  j."is_flexible",
  j."is_featured",
  j."status",
  j."is_company_private",
  c."name" as "company_name",
  c."logo_url" as "company_logo_url",
  s."saved_at"
from
  "saved_jobs" s
  join "jobs" j on j."id" = s."job_id"
  join "company_cards" c on c."id" = j."company_id"
where
  s."user_id" = $1
  and j."status" in ('approved', 'expired', 'filled', 'archived')
  and j."approved_at" is not null
order by
  s."saved_at" desc,
  j."id" desc
limit
  $2;
