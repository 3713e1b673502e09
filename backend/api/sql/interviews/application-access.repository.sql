-- Emitted from the @GenerateSql calls of the repository by the integration tier; do not edit.
-- `npm run sql:emit` writes it anew after a statement changes.

-- ApplicationAccessRepository.ofCompany
select
  "a"."id",
  "a"."job_id",
  "a"."seeker_id",
  "a"."status",
  "a"."interview_stage",
  "a"."withdrawn_at",
  "j"."title" as "jobTitle",
  "c"."name" as "companyName",
  "c"."time_zone" as "companyTimeZone",
  "u"."name" as "candidateName",
  case
    when "u"."deleted_at" is null then "u"."email"
  end as "candidateEmail"
from
  "application_cards" as "a"
  inner join "job_cards" as "j" on "j"."id" = "a"."job_id"
  inner join "company_cards" as "c" on "c"."id" = "j"."company_id"
  inner join "user_cards" as "u" on "u"."id" = "a"."seeker_id"
where
  "a"."id" = $1
  and "j"."company_id" = $2;

-- ApplicationAccessRepository.forCancellation
select
  "a"."id",
  "a"."seeker_id",
  "j"."title" as "jobTitle",
  "c"."name" as "companyName",
  "c"."time_zone" as "companyTimeZone",
  "u"."name" as "candidateName",
  case
    when "u"."deleted_at" is null then "u"."email"
  end as "candidateEmail",
  case
    when "o"."deleted_at" is null then "o"."email"
  end as "organizerEmail"
from
  "application_cards" as "a"
  inner join "job_cards" as "j" on "j"."id" = "a"."job_id"
  inner join "company_cards" as "c" on "c"."id" = "j"."company_id"
  inner join "user_cards" as "u" on "u"."id" = "a"."seeker_id"
  left join "application_interviews" as "i" on "i"."application_id" = "a"."id"
  left join "user_cards" as "o" on "o"."id" = "i"."updated_by_id"
where
  "a"."id" = $1;
