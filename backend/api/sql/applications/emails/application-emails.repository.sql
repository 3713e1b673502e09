-- Emitted from the @GenerateSql calls of the repository by the integration tier; do not edit.
-- `npm run sql:emit` writes it anew after a statement changes.

-- ApplicationEmailsRepository.statusEmailFacts
select
  "a"."id",
  "a"."job_id" as "jobId",
  "a"."seeker_id" as "seekerId",
  "a"."status",
  "a"."withdrawn_at" is not null as "withdrawn",
  "u"."email" as "seekerEmail",
  "u"."name" as "seekerName",
  "u"."deleted_at" is not null as "seekerDeleted",
  "c"."not_selected_emails",
  "h"."to_status",
  "h"."at"
from
  "applications" as "a"
  inner join "user_cards" as "u" on "u"."id" = "a"."seeker_id"
  inner join "job_cards" as "j" on "j"."id" = "a"."job_id"
  inner join "company_cards" as "c" on "c"."id" = "j"."company_id"
  left join lateral (
    select
      "s"."to_status",
      "s"."at"
    from
      "application_status_history" as "s"
    where
      "s"."application_id" = "a"."id"
    order by
      "s"."at" desc,
      "s"."id" desc
    limit
      $1
  ) as "h" on true
where
  "a"."id" = $2;

-- ApplicationEmailsRepository.newApplicantFacts
select
  "a"."id",
  "a"."job_id" as "jobId",
  "j"."title" as "jobTitle",
  "j"."company_id",
  "u"."name" as "seekerName",
  "a"."withdrawn_at" is not null as "withdrawn"
from
  "applications" as "a"
  inner join "user_cards" as "u" on "u"."id" = "a"."seeker_id"
  inner join "job_cards" as "j" on "j"."id" = "a"."job_id"
where
  "a"."id" = $1;

-- ApplicationEmailsRepository.liveEmployersOf
select
  "id"
from
  "user_cards"
where
  "company_id" = $1
  and "role" = $2
  and "deleted_at" is null
order by
  "id";
