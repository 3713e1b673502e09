/**
 * The statements of InterviewsRepository and ApplicationAccessRepository. Placeholders are `?` in
 * order.
 */

/**
 * Params: [applicationId, companyId]. An application of one of the company's jobs, with what the
 * interview screens and the invitation need: job, company (name, time zone) and candidate (name,
 * e-mail; a deleted account has none to write to). Reads applications, jobs, companies and users
 * (see ApplicationAccessRepository).
 */
export const COMPANY_APPLICATION_SQL = `select a."id", a."job_id", a."seeker_id", a."status", a."interview_stage", a."withdrawn_at" is not null as "withdrawn",
  j."title" as "job_title", c."name" as "company_name", c."time_zone",
  u."name" as "candidate_name", case when u."deleted_at" is null then u."email" end as "candidate_email"
from "applications" a
join "jobs" j on j."id" = a."job_id"
join "companies" c on c."id" = j."company_id"
join "users" u on u."id" = a."seeker_id"
where a."id" = ? and j."company_id" = ?`;

/**
 * Params: [applicationId]. What the cancellation of an application's invitation is written with,
 * whoever cancels it: job, company, candidate (no e-mail once their account is deleted) and the
 * organizer, the live user who last changed the interview (normally the employer who sent the
 * invitation). Reads applications, jobs, companies, users and application_interviews.
 */
export const CANCELLATION_APPLICATION_SQL = `select a."id", j."title" as "job_title", c."name" as "company_name", c."time_zone",
  u."name" as "candidate_name", case when u."deleted_at" is null then u."email" end as "candidate_email",
  case when o."deleted_at" is null then o."email" end as "organizer_email"
from "applications" a
join "jobs" j on j."id" = a."job_id"
join "companies" c on c."id" = j."company_id"
join "users" u on u."id" = a."seeker_id"
left join "application_interviews" i on i."application_id" = a."id"
left join "users" o on o."id" = i."updated_by_id"
where a."id" = ?`;

const INTERVIEW_COLUMNS = `i."stage", i."scheduled_at", i."completed_at", i."interviewer_notes", i."next_action_required", i."next_action_deadline",
  i."calendar_uid", i."calendar_sequence", i."invited_start"`;

/**
 * Params: [applicationId]. The application's current interview: the stage of `applications` and
 * this module's row for it (null columns when there is none yet).
 */
export const INTERVIEW_SQL = `select a."interview_stage" as "application_stage", ${INTERVIEW_COLUMNS}
from "applications" a left join "application_interviews" i on i."application_id" = a."id"
where a."id" = ?`;

/**
 * Params: [applicationId]. The same under the lock of the application's row: two updates of one
 * interview (or an update and a status change, which locks the same row) run one after the other.
 */
export const LOCK_INTERVIEW_SQL = `select a."status", a."withdrawn_at" is not null as "withdrawn", a."interview_stage" as "application_stage", ${INTERVIEW_COLUMNS}
from "applications" a left join "application_interviews" i on i."application_id" = a."id"
where a."id" = ?
for update of a`;

/** Params: [stage, updatedAt, applicationId]. The stage the employer's lists filter on. */
export const SET_APPLICATION_STAGE_SQL = `update "applications" set "interview_stage" = ?, "updated_at" = ? where "id" = ?`;

/**
 * Params: [applicationId, stage, scheduledAt, completedAt, notes, nextActionRequired,
 * nextActionDeadline, calendarUid, calendarSequence, invitedStart, updatedAt, updatedById].
 */
export const UPSERT_INTERVIEW_SQL = `insert into "application_interviews" ("application_id", "stage", "scheduled_at", "completed_at", "interviewer_notes",
  "next_action_required", "next_action_deadline", "calendar_uid", "calendar_sequence", "invited_start", "updated_at", "updated_by_id")
values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
on conflict ("application_id") do update set "stage" = excluded."stage", "scheduled_at" = excluded."scheduled_at", "completed_at" = excluded."completed_at",
  "interviewer_notes" = excluded."interviewer_notes", "next_action_required" = excluded."next_action_required",
  "next_action_deadline" = excluded."next_action_deadline", "calendar_uid" = excluded."calendar_uid", "calendar_sequence" = excluded."calendar_sequence",
  "invited_start" = excluded."invited_start", "updated_at" = excluded."updated_at", "updated_by_id" = excluded."updated_by_id"`;

/** Params: [id, applicationId, actorId, stage, notes, scheduledAt, completedAt, createdAt]. Append-only (a trigger refuses the rest). */
export const INSERT_HISTORY_SQL = `insert into "interview_history" ("id", "application_id", "actor_id", "stage", "notes", "scheduled_at", "completed_at", "created_at")
values (?, ?, ?, ?, ?, ?, ?, ?)`;

/** Params: [applicationId]. Newest first: interview_history_application_idx. */
export const HISTORY_SQL = `select "id", "stage", "notes", "scheduled_at", "completed_at", "created_at" from "interview_history"
where "application_id" = ?
order by "created_at" desc, "id" desc`;

/**
 * Params: [applicationIds, stages, now]. The scheduled start of each application's current
 * interview (its row's stage is the application's) at one of `stages`, not completed and still
 * ahead, of applications not withdrawn: the seeker's list (nextInterviewAt). One probe of the
 * primary key per id.
 */
export const UPCOMING_INTERVIEWS_SQL = `select i."application_id", i."scheduled_at" from "application_interviews" i
join "applications" a on a."id" = i."application_id" and a."interview_stage" = i."stage" and a."withdrawn_at" is null
where i."application_id" in (?) and i."stage" in (?) and i."completed_at" is null and i."scheduled_at" > ?`;
