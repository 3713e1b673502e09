-- Emitted from the @GenerateSql calls of the repository by the integration tier; do not edit.
-- `npm run sql:emit` writes it anew after a statement changes.

-- JobDetailRepository.findShown
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
  "c"."name" as "companyName",
  "c"."logo_url" as "companyLogoUrl"
from
  "jobs" as "j"
  inner join "company_cards" as "c" on "c"."id" = "j"."company_id"
where
  "j"."id" = $1
  and "j"."status" in ($2, $3, $4, $5)
  and "j"."approved_at" is not null;

-- JobDetailRepository.realCompaniesOfPrivateJobs
select
  "j"."id" as "jobId",
  "c"."name",
  "c"."logo_url"
from
  "jobs" as "j"
  inner join "company_cards" as "c" on "c"."id" = "j"."company_id"
where
  "j"."is_company_private" = $1
  and "j"."id" in ($2, $3);

-- JobDetailRepository.summariesOf
select
  "j"."id",
  "j"."title",
  "j"."status",
  "j"."expires_at",
  "j"."is_company_private",
  "c"."name" as "companyName",
  "c"."logo_url" as "companyLogoUrl"
from
  "jobs" as "j"
  inner join "company_cards" as "c" on "c"."id" = "j"."company_id"
where
  "j"."id" in ($1, $2);
