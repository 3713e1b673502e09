-- Emitted from the @GenerateSql calls of the repository by the integration tier; do not edit.
-- `npm run sql:emit` writes it anew after a statement changes.

-- JobModerationRepository.reviewQueue
select
  "j"."id",
  "j"."title",
  "j"."description",
  "j"."requirements",
  "j"."location",
  "j"."salary_min",
  "j"."salary_max",
  "j"."salary_type",
  "j"."posted_at",
  "j"."job_type",
  "j"."category",
  "j"."experience_level",
  "j"."skills",
  "j"."is_flexible",
  "j"."is_featured",
  "j"."status",
  "j"."is_company_private",
  "j"."benefits",
  "j"."application_deadline",
  "j"."website",
  "j"."linkedin_profile",
  "j"."contact_phone",
  "j"."is_remote",
  "j"."expires_at",
  "j"."submitted_at",
  "j"."created_at",
  "c"."id" as "companyId",
  "c"."name" as "companyName",
  "c"."logo_url" as "companyLogoUrl"
from
  "jobs" as "j"
  inner join "company_cards" as "c" on "c"."id" = "j"."company_id"
where
  "j"."status" = $1
order by
  "j"."submitted_at" asc nulls first,
  "j"."created_at" asc,
  "j"."id" asc
limit
  $2
offset
  $3;

select
  count(*) as "total"
from
  "jobs"
where
  "status" = $1;

-- JobModerationRepository.findById
select
  "id",
  "status",
  "updated_at",
  "posted_at",
  "expires_at",
  "rejection_reason"
from
  "jobs"
where
  "id" = $1;

-- JobModerationRepository.approve
update "jobs"
set
  "status" = $1,
  "approved_at" = $2,
  "posted_at" = $3,
  "expires_at" = $4,
  "is_featured" = $5,
  "rejection_reason" = $6,
  "updated_at" = $7
where
  "id" = $8
  and "status" = $9
  and "updated_at" = $10;

-- JobModerationRepository.reject
update "jobs"
set
  "status" = $1,
  "rejection_reason" = $2,
  "updated_at" = $3
where
  "id" = $4
  and "status" = $5;

-- JobModerationRepository.moderationEmailFacts
select
  "id",
  "title",
  "status",
  "approved_at",
  "updated_at",
  "rejection_reason",
  "company_id"
from
  "jobs"
where
  "id" = $1;
