/**
 * The statements of ApplicationsRepository over `applications` and `application_status_history`.
 * Placeholders are `?` in order; `in (?)` takes a list.
 */

const COLUMNS = `"id", "job_id", "seeker_id", "resume_id", "cover_letter", "status", "interview_stage", "applied_at", "updated_at", "withdrawn_at"`;

/** Params: [id, jobId, seekerId, resumeId, coverLetter, appliedAt, updatedAt]. A new application is pending. */
export const INSERT_APPLICATION_SQL = `insert into "applications" (${COLUMNS})
values (?, ?, ?, ?, ?, 'pending', null, ?, ?, null)`;

/** Params: [id, applicationId, actorId, fromStatus, toStatus, at]. The history is append-only (a trigger refuses the rest). */
export const INSERT_STATUS_CHANGE_SQL = `insert into "application_status_history" ("id", "application_id", "actor_id", "from_status", "to_status", "at")
values (?, ?, ?, ?, ?, ?)`;

/** Params: [id]. */
export const APPLICATION_BY_ID_SQL = `select ${COLUMNS} from "applications" where "id" = ?`;

/** Params: [jobId, seekerId]. Served by applications_job_seeker_unique. */
export const APPLICATION_OF_SEEKER_FOR_JOB_SQL = `select ${COLUMNS} from "applications" where "job_id" = ? and "seeker_id" = ?`;

/** Params: [seekerId, limit]. The seeker's list, newest first: applications_seeker_applied_idx. */
export const APPLICATIONS_OF_SEEKER_SQL = `select ${COLUMNS} from "applications" where "seeker_id" = ?
order by "applied_at" desc, "id" desc
limit ?`;

/**
 * Params: [job ids, seekerId]. A seeker's statuses for a page of job cards in one statement: one
 * probe of applications_job_seeker_unique per job id.
 */
export const SEEKER_STATUSES_FOR_JOBS_SQL = `select "job_id", "status", "withdrawn_at" from "applications"
where "job_id" in (?) and "seeker_id" = ?`;

/** Params: [id]. Locks the application for a change of its state (the rest of the transaction writes it and its history). */
export const LOCK_APPLICATION_SQL = `select "status", "withdrawn_at" from "applications" where "id" = ? for update`;

/** Params: [withdrawnAt, updatedAt, id]. */
export const WITHDRAW_APPLICATION_SQL = `update "applications" set "withdrawn_at" = ?, "updated_at" = ? where "id" = ?`;

/**
 * Params: [withdrawnAt, updatedAt, seekerId, statuses, actorId, at]. Withdraws every open
 * application of a seeker whose status is one of `statuses`, each with its history entry.
 */
export const WITHDRAW_ALL_OF_SEEKER_SQL = `with "withdrawn" as (
  update "applications" set "withdrawn_at" = ?, "updated_at" = ?
  where "seeker_id" = ? and "withdrawn_at" is null and "status" in (?)
  returning "id", "status"
)
insert into "application_status_history" ("id", "application_id", "actor_id", "from_status", "to_status", "at")
select gen_random_uuid(), "id", ?, "status", 'withdrawn', ? from "withdrawn"
returning "application_id"`;

/** Params: [seekerId]. */
export const ERASE_COVER_LETTERS_OF_SEEKER_SQL = `update "applications" set "cover_letter" = null where "seeker_id" = ? and "cover_letter" is not null`;
