/**
 * The statements of ApplicationsRepository over `applications` and `application_status_history`.
 * Placeholders are `?` in order; `in (?)` takes a list.
 */

import { uuidArrayLiteral } from '../../core/text/uuid';

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
 * Params: [uuidArrayLiteral(job ids), seekerId]. A seeker's statuses for a page of job cards in one
 * statement: one probe of applications_job_seeker_unique per job id.
 */
/** Params: [seekerId]. All of a seeker's applications as job cards need them (applications_seeker_applied_idx). */
export const SEEKER_STATUSES_SQL = `select "job_id", "status", "withdrawn_at" is not null as "withdrawn" from "applications" where "seeker_id" = ?`;

export const SEEKER_STATUSES_FOR_JOBS_SQL = `select "job_id", "status", "withdrawn_at" is not null as "withdrawn" from "applications"
where "job_id" = any(?::uuid[]) and "seeker_id" = ?`;

/**
 * Params: [seekerId, job ids]. A seeker's applications to any of these jobs (one company's, for
 * the talent profile), withdrawn ones included, newest first: applications_seeker_applied_idx.
 */
export const APPLICATIONS_OF_SEEKER_FOR_JOBS_SQL = `select ${COLUMNS} from "applications"
where "seeker_id" = ? and "job_id" in (?)
order by "applied_at" desc, "id" desc`;

/** Params: [id]. Locks the application for a change of its state (the rest of the transaction writes it and its history). */
export const LOCK_APPLICATION_SQL = `select "seeker_id", "status", "withdrawn_at" from "applications" where "id" = ? for update`;

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

// ---------------------------------------------------------------- the employer's side

/** The filters of the employer's active lists and their counts (withdrawn applications are never in them). */
export interface EmployerListFilters {
  status: string | null;
  stage: string | null;
  /** An ILIKE pattern of the applicant's name, already escaped and wrapped in %. */
  namePattern: string | null;
}

/** Where the page starts: after this (applied_at, id) in the list's order. */
export interface ListPosition {
  appliedAt: Date;
  id: string;
}

/**
 * Conditions of one job's active applications under the filters, on `a` (applications) and `u`
 * (users, joined when a name of three letters or more is searched). Each filter is added only when
 * given, so the planner sees plain equalities it can match to applications_job_status_applied_idx,
 * applications_job_stage_applied_idx or applications_job_applied_idx. A shorter name (no trigram to
 * look up) is tested on each applicant by a probe of users_id_name_idx (index only), which the
 * planner cannot turn into a scan of every user testing the name (112 ms at 100,000 users, for a
 * job of 10,000 applicants that 9,826 probes check in 35 ms).
 */
function filterConditions(filters: EmployerListFilters, params: unknown[], exceptStatus = false): string[] {
  const conditions = [`a."withdrawn_at" is null`];
  if (filters.status !== null && !exceptStatus) {
    conditions.push(`a."status" = ?`);
    params.push(filters.status);
  }
  if (filters.stage !== null) {
    conditions.push(`a."interview_stage" = ?`);
    params.push(filters.stage);
  }
  if (filters.namePattern !== null) {
    conditions.push(
      nameUsesTrigrams(filters.namePattern)
        ? `u."name" ilike ? escape '\\'`
        : `(select n."name" from "users" n where n."id" = a."seeker_id") ilike ? escape '\\'`,
    );
    params.push(filters.namePattern);
  }
  return conditions;
}

/** Whether the filters' conditions name `u` (a join of users). */
function joinsUsers(filters: EmployerListFilters): boolean {
  return filters.namePattern !== null && nameUsesTrigrams(filters.namePattern);
}

/**
 * A page of the active applications of some jobs (one job, or all of a company's), newest or
 * oldest first by applied date, after `after`. Each job gives at most `limit` rows from its own
 * index, in index order (a LATERAL per job), and only those few rows are merged: no sort of all of
 * a job's applicants, however many there are. The users join (a read of accounts' table) gives
 * the name searched and shown.
 */
export function employerListSql(
  jobIds: readonly string[],
  filters: EmployerListFilters,
  newestFirst: boolean,
  after: ListPosition | null,
  limit: number,
): { sql: string; params: unknown[] } {
  const direction = newestFirst ? 'desc' : 'asc';
  const columns = `a."id", a."job_id", a."seeker_id", a."resume_id", a."cover_letter" is not null as "has_cover_letter", a."status", a."interview_stage", a."applied_at",
    u."name", u."headline", u."profile_picture_url"`;
  const position = (params: unknown[]) => {
    if (!after) return [];
    params.push(after.appliedAt, after.id);
    return [`(a."applied_at", a."id") ${newestFirst ? '<' : '>'} (?, ?)`];
  };
  if (filters.namePattern !== null && nameUsesTrigrams(filters.namePattern)) {
    // A name of three letters or more: the few seekers it matches come from users_name_trgm_idx and
    // are joined to the jobs' applications (applications_job_seeker_unique); sorting those few costs
    // less than walking every applicant of the job in date order to test each name.
    const params: unknown[] = [uuidArrayLiteral(jobIds)];
    const conditions = [`a."job_id" = any(?::uuid[])`, ...filterConditions(filters, params)];
    conditions.push(...position(params));
    params.push(limit);
    const sql = `select ${columns}
from "applications" a join "users" u on u."id" = a."seeker_id"
where ${conditions.join(' and ')}
order by a."applied_at" ${direction}, a."id" ${direction}
limit ?`;
    return { sql, params };
  }
  const params: unknown[] = [[...jobIds]];
  const conditions = [`a."job_id" = j."id"`, ...filterConditions(filters, params)];
  conditions.push(...position(params));
  params.push(limit, limit);
  const sql = `select p.* from unnest(array[?]::uuid[]) as j("id")
cross join lateral (
  select ${columns}
  from "applications" a join "users" u on u."id" = a."seeker_id"
  where ${conditions.join(' and ')}
  order by a."applied_at" ${direction}, a."id" ${direction}
  limit ?
) p
order by p."applied_at" ${direction}, p."id" ${direction}
limit ?`;
  return { sql, params };
}

/**
 * Whether an ILIKE pattern (escaped, wrapped in %) holds a run of three characters or more, the
 * shortest text users_name_trgm_idx can look up; a shorter name matches too many seekers to look
 * them up first anyway.
 */
export function nameUsesTrigrams(pattern: string): boolean {
  return pattern.replace(/\\(.)/g, '$1').length - 2 >= 3;
}

/**
 * Active applications per status of these jobs under the same stage and name filters, whatever
 * the status filter (the status tabs show every count). Without a name, an index-only count over
 * applications_job_status_applied_idx.
 */
export function employerCountsSql(
  jobIds: readonly string[],
  filters: EmployerListFilters,
): { sql: string; params: unknown[] } {
  const params: unknown[] = [[...jobIds]];
  const conditions = [`a."job_id" in (?)`, ...filterConditions(filters, params, true)];
  const join = joinsUsers(filters) ? ` join "users" u on u."id" = a."seeker_id"` : '';
  return {
    sql: `select a."status", count(*)::int as "count" from "applications" a${join} where ${conditions.join(' and ')} group by a."status"`,
    params,
  };
}

/** Params: [job ids]. Active applications per job and status, for the employer's job list in one statement. */
export const COUNTS_BY_JOB_SQL = `select "job_id", "status", count(*)::int as "count" from "applications"
where "job_id" in (?) and "withdrawn_at" is null
group by "job_id", "status"`;

/** Params: [ids]. Locks applications for a change of their status, in id order (two bulk changes never deadlock). */
export const LOCK_APPLICATIONS_SQL = `select "id", "job_id", "seeker_id", "status", "interview_stage", "withdrawn_at" from "applications" where "id" in (?) order by "id" for update`;

/** Params: [status, interviewStage, updatedAt, id]. */
export const SET_STATUS_SQL = `update "applications" set "status" = ?, "interview_stage" = ?, "updated_at" = ? where "id" = ?`;

/** Params: [id, tokenHash, actorId, companyId, changes (json), createdAt, expiresAt]. */
export const INSERT_BULK_CHANGE_SQL = `insert into "application_bulk_changes" ("id", "token_hash", "actor_id", "company_id", "changes", "created_at", "expires_at", "undone_at")
values (?, ?, ?, ?, ?, ?, ?, null)`;

/** Params: [tokenHash]. Locks a bulk change for its undo (a second undo waits, then finds it undone). */
export const LOCK_BULK_CHANGE_SQL = `select "id", "actor_id", "company_id", "changes", "created_at", "expires_at", "undone_at" from "application_bulk_changes" where "token_hash" = ? for update`;

/** Params: [undoneAt, id]. */
export const MARK_BULK_CHANGE_UNDONE_SQL = `update "application_bulk_changes" set "undone_at" = ? where "id" = ?`;
