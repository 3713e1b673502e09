/** The statements of ConciergeRepository (`?` placeholders, filled in by the ORM). */

/**
 * One assignment at a time: the choice reads every admin's load, so two approvals at once must not
 * both pick the same least-loaded admin. A transaction-scoped advisory lock, released at commit.
 */
export const LOCK_ASSIGNMENTS_SQL = `select pg_advisory_xact_lock(hashtext('job_concierges.assign'))`;

const ASSIGNMENT_COLUMNS = `jc."job_id", jc."grant_id", jc."assigned_at", u."id" as "admin_id", u."name" as "admin_name", u."email" as "admin_email"`;

/** Params: [jobId]. The job's concierge with their name and e-mail. */
export const ASSIGNMENT_OF_JOB_SQL = `select ${ASSIGNMENT_COLUMNS} from "job_concierges" jc join "users" u on u."id" = jc."admin_id" where jc."job_id" = ?`;

/** Params: [companyId]. The concierges of the company's jobs, newest assignment first. */
export const ASSIGNMENTS_OF_COMPANY_SQL = `select ${ASSIGNMENT_COLUMNS} from "job_concierges" jc
join "users" u on u."id" = jc."admin_id"
join "jobs" j on j."id" = jc."job_id"
where j."company_id" = ? order by jc."assigned_at" desc, jc."job_id"`;

/** Params: [adminId, limit]. The admin's concierge jobs with the package, newest assignment first. */
export const JOBS_OF_ADMIN_SQL = `select jc."job_id", jc."assigned_at", g."package_id" from "job_concierges" jc
join "package_grants" g on g."id" = jc."grant_id"
where jc."admin_id" = ? order by jc."assigned_at" desc, jc."job_id" limit ?`;

/**
 * Every active admin with their open concierge jobs (in review or live: the jobs' status is read,
 * never written, here) and their last assignment: the candidates of chooseConcierge.
 */
export const CANDIDATES_SQL = `select u."id" as "admin_id",
  count(j."id") filter (where j."status" in ('pending_review', 'approved'))::int as "open_jobs",
  max(jc."assigned_at") as "last_assigned_at"
from "users" u
left join "job_concierges" jc on jc."admin_id" = u."id"
left join "jobs" j on j."id" = jc."job_id"
where u."role" = 'admin' and u."deleted_at" is null
group by u."id"`;

/** Params: [adminId]. The admin, when active. */
export const ACTIVE_ADMIN_SQL = `select u."id", u."name", u."email" from "users" u where u."id" = ? and u."role" = 'admin' and u."deleted_at" is null`;

/** Params: [id, jobId, adminId, grantId, assignedAt, assignedBy]. Nothing when the job has a concierge already. */
export const INSERT_ASSIGNMENT_SQL = `insert into "job_concierges" ("id", "job_id", "admin_id", "grant_id", "assigned_at", "assigned_by")
values (?, ?, ?, ?, ?, ?) on conflict ("job_id") do nothing returning "id"`;

/** Params: [adminId, assignedAt, assignedBy, jobId]. Hands the job to another admin. */
export const REASSIGN_SQL = `update "job_concierges" set "admin_id" = ?, "assigned_at" = ?, "assigned_by" = ? where "job_id" = ? returning "id"`;
