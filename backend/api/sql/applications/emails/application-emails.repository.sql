-- Emitted from the @GenerateSql calls of the repository by the integration tier; do not edit.
-- `npm run sql:emit` writes it anew after a statement changes.

-- ApplicationEmailsRepository.statusEmailFacts
select
  a."id",
  a."job_id" as "jobId",
  a."seeker_id" as "seekerId",
  a."status",
  a."withdrawn_at" is not null as "withdrawn",
  u."email" as "seekerEmail",
  u."name" as "seekerName",
  u."deleted_at" is not null as "seekerDeleted",
  c."not_selected_emails" as "notSelectedEmails",
  h."to_status" as "latestStatus",
  h."at" as "latestAt"
from
  "applications" a
  join "user_cards" u on u."id" = a."seeker_id"
  join "job_cards" j on j."id" = a."job_id"
  join "company_cards" c on c."id" = j."company_id"
  left join lateral (
    select
      s."to_status",
      s."at"
    from
      "application_status_history" s
    where
      s."application_id" = a."id"
    order by
      s."at" desc,
      s."id" desc
    limit
      1
  ) h on true
where
  a."id" = $1;

-- ApplicationEmailsRepository.dueDigests
with
  "local" as (
    select
      c."id",
      c."name",
      c."time_zone",
      ($1::timestamptz at time zone c."time_zone") as "local_now"
    from
      "company_cards" c
  ),
  "due" as (
    select
      l."id",
      l."name",
      l."time_zone",
      l."local_now"::date as "local_date"
    from
      "local" l
    where
      extract(
        hour
        from
          l."local_now"
      ) >= $2
      and exists (
        select
          1
        from
          "user_cards" u
        where
          u."company_id" = l."id"
          and u."role" = 'employer'
          and u."deleted_at" is null
          and not exists (
            select
              1
            from
              "applicant_digest_deliveries" d
            where
              d."user_id" = u."id"
              and d."digest_date" = l."local_now"::date
          )
      )
  )
select
  d."id" as "companyId",
  d."name" as "companyName",
  to_char(d."local_date", 'YYYY-MM-DD') as "digestDate",
  j."id" as "jobId",
  j."title",
  count(*)::int as "applicants"
from
  "due" d
  join "job_cards" j on j."company_id" = d."id"
  join "applications" a on a."job_id" = j."id"
where
  a."withdrawn_at" is null
  and a."applied_at" >= (
    (d."local_date" - 1)::timestamp at time zone d."time_zone"
  )
  and a."applied_at" < (
    d."local_date"::timestamp at time zone d."time_zone"
  )
group by
  d."id",
  d."name",
  d."local_date",
  j."id",
  j."title"
order by
  d."id",
  count(*) desc,
  j."title",
  j."id";

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
