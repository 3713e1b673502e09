-- Emitted from the @GenerateSql calls of the repository by the integration tier; do not edit.
-- `npm run sql:emit` writes it anew after a statement changes.

-- JobAudienceRepository.liveJob
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
  "j"."expires_at"
from
  "jobs" as "j"
  inner join "company_cards" as "c" on "c"."id" = "j"."company_id"
where
  "j"."id" = $1
  and "j"."status" = 'approved'
  and coalesce("j"."expires_at", 'infinity') > now();

-- JobAudienceRepository.liveAlertQueries
select distinct
  "a"."query"
from
  "job_alerts" as "a"
  inner join "user_cards" as "u" on "u"."id" = "a"."user_id"
where
  not "a"."paused"
  and "a"."deleted_at" is null
  and "u"."deleted_at" is null
  and "u"."role" = $1;

-- JobAudienceRepository.seekersOfAlertQueries
select distinct
  on ("u"."id") "u"."id" as "userId",
  "u"."email",
  "u"."name"
from
  "job_alerts" as "a"
  inner join "user_cards" as "u" on "u"."id" = "a"."user_id"
where
  not "a"."paused"
  and "a"."deleted_at" is null
  and "u"."deleted_at" is null
  and "u"."role" = $1
  and "a"."query" in ($2, $3)
order by
  "u"."id"
limit
  $4;
