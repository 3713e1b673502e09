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

-- ApplicationEmailsRepository.dueDigests
with
  "local" as (
    select
      "c"."id",
      "c"."name",
      "c"."time_zone",
      timezone ("c"."time_zone", cast($1 as timestamptz)) as "localNow"
    from
      "company_cards" as "c"
  ),
  "due" as (
    select
      "l"."id",
      "l"."name",
      "l"."time_zone" as "zone",
      cast("l"."localNow" as date) as "localDate"
    from
      "local" as "l"
    where
      date_part($2, "l"."localNow") >= $3
      and exists (
        select
          1 as "one"
        from
          "user_cards" as "u"
        where
          "u"."company_id" = "l"."id"
          and "u"."role" = $4
          and "u"."deleted_at" is null
          and not exists (
            select
              1 as "one"
            from
              "applicant_digest_deliveries" as "sent"
            where
              "sent"."user_id" = "u"."id"
              and "sent"."digest_date" = cast("l"."localNow" as date)
          )
      )
  )
select
  "d"."id" as "companyId",
  "d"."name" as "companyName",
  to_char("d"."localDate", $5) as "digestDate",
  "j"."id" as "jobId",
  "j"."title",
  cast(count(*) as integer) as "applicants"
from
  "due" as "d"
  inner join "job_cards" as "j" on "j"."company_id" = "d"."id"
  inner join "applications" as "a" on "a"."job_id" = "j"."id"
where
  "a"."withdrawn_at" is null
  and "a"."applied_at" >= timezone (
    "d"."zone",
    cast("d"."localDate" - 1 as timestamp)
  )
  and "a"."applied_at" < timezone ("d"."zone", cast("d"."localDate" as timestamp))
group by
  "d"."id",
  "d"."name",
  "d"."localDate",
  "j"."id",
  "j"."title"
order by
  "d"."id",
  count(*) desc,
  "j"."title",
  "j"."id";

-- ApplicationEmailsRepository.digestRecipients
select
  "id",
  "email",
  "name",
  "company_id"
from
  "user_cards"
where
  "company_id" in ($1, $2)
  and "role" = $3
  and "deleted_at" is null
order by
  "company_id",
  "id";

-- ApplicationEmailsRepository.claimDigest
insert into
  "applicant_digest_deliveries" (
    "id",
    "user_id",
    "company_id",
    "digest_date",
    "applicants",
    "sent_at"
  )
values
  ($1, $2, $3, $4, $5, $6)
on conflict ("user_id", "digest_date") do nothing
returning
  "id";

-- ApplicationEmailsRepository.releaseDigest
delete from "applicant_digest_deliveries"
where
  "id" = $1;
