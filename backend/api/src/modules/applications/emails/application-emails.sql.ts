/**
 * The statements of ApplicationEmailsRepository. Placeholders are `?` in order; `in (?)` takes a list.
 * They read users (the seeker's and employers' addresses), jobs and companies beside the
 * applications, as the employer's lists read users (accounts' and jobs' tables, read only).
 */

/**
 * Params: [applicationId]. What a status mail needs of the application: its state now, the
 * seeker's address, the company's not-selected switch, and the latest entry of its status
 * history (application_status_history_application_idx), which tells whether the change the mail
 * is about is still the last one.
 */
export const STATUS_EMAIL_FACTS_SQL = `select a."id", a."job_id", a."seeker_id", a."status", a."withdrawn_at" is not null as "withdrawn",
  u."email", u."name", u."deleted_at" is not null as "seeker_deleted", c."not_selected_emails",
  h."to_status" as "latest_status", h."at" as "latest_at"
from "applications" a
join "users" u on u."id" = a."seeker_id"
join "jobs" j on j."id" = a."job_id"
join "companies" c on c."id" = j."company_id"
left join lateral (
  select s."to_status", s."at" from "application_status_history" s
  where s."application_id" = a."id"
  order by s."at" desc, s."id" desc
  limit 1
) h on true
where a."id" = ?`;

/**
 * Params: [now, localHour]. The digests that are due: for every company whose local time (its
 * time_zone) is past `localHour` and that has a live employer without a digest for today (its
 * local date), the active applications of each of its jobs received during its local yesterday
 * (applications_job_applied_idx per job). Jobs without any are left out; so is a company without any.
 */
export const DUE_DIGESTS_SQL = `with "local" as (
  select c."id", c."name", c."time_zone", (?::timestamptz at time zone c."time_zone") as "local_now" from "companies" c
), "due" as (
  select l."id", l."name", l."time_zone", l."local_now"::date as "local_date" from "local" l
  where extract(hour from l."local_now") >= ?
    and exists (
      select 1 from "users" u
      where u."company_id" = l."id" and u."role" = 'employer' and u."deleted_at" is null
        and not exists (select 1 from "applicant_digest_deliveries" d where d."user_id" = u."id" and d."digest_date" = l."local_now"::date)
    )
)
select d."id" as "company_id", d."name" as "company_name", to_char(d."local_date", 'YYYY-MM-DD') as "digest_date",
  j."id" as "job_id", j."title", count(*)::int as "applicants"
from "due" d
join "jobs" j on j."company_id" = d."id"
join "applications" a on a."job_id" = j."id"
where a."withdrawn_at" is null
  and a."applied_at" >= ((d."local_date" - 1)::timestamp at time zone d."time_zone")
  and a."applied_at" < (d."local_date"::timestamp at time zone d."time_zone")
group by d."id", d."name", d."local_date", j."id", j."title"
order by d."id", count(*) desc, j."title", j."id"`;

/** Params: [companyIds]. The live employers of these companies, who get their company's digest. */
export const DIGEST_RECIPIENTS_SQL = `select u."id", u."email", u."name", u."company_id" from "users" u
where u."company_id" in (?) and u."role" = 'employer' and u."deleted_at" is null
order by u."company_id", u."id"`;

/** Params: [id, userId, companyId, digestDate, applicants, sentAt]. Claims the employer's digest of the day; nothing comes back when it was already sent. */
export const CLAIM_DIGEST_SQL = `insert into "applicant_digest_deliveries" ("id", "user_id", "company_id", "digest_date", "applicants", "sent_at")
values (?, ?, ?, ?::date, ?, ?)
on conflict ("user_id", "digest_date") do nothing
returning "id"`;

/** Params: [id]. Gives a claim back when its mail could not be queued, so the next pass sends it. */
export const RELEASE_DIGEST_SQL = `delete from "applicant_digest_deliveries" where "id" = ?`;
