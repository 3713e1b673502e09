-- Emitted from the @GenerateSql calls of the repository by the integration tier; do not edit.
-- `npm run sql:emit` writes it anew after a statement changes.

-- PublicPagesRepository.liveJobs
select
  "id",
  "title",
  "updated_at"
from
  "jobs"
where
  "status" = $1
  and (
    "expires_at" is null
    or "expires_at" > $2
  )
order by
  "updated_at" desc
limit
  $3;

-- PublicPagesRepository.similarLiveJobs
select
  "j"."id",
  "j"."title",
  "j"."location",
  "c"."name" as "companyName",
  "c"."logo_url" as "companyLogoUrl",
  "j"."is_company_private"
from
  "jobs" as "j"
  inner join "company_cards" as "c" on "c"."id" = "j"."company_id"
where
  "j"."status" = $1
  and "j"."category" = $2
  and "j"."id" <> $3
  and (
    "j"."expires_at" is null
    or "j"."expires_at" > $4
  )
order by
  "j"."posted_at" desc,
  "j"."id" desc
limit
  $5;
