/**
 * Params: [at, companyId]. Archives the company's open jobs (draft, in review, live); their
 * approved_at stays as it is, so drafts and jobs in review stay hidden once archived.
 */
export const ARCHIVE_OPEN_OF_COMPANY_SQL = `update "jobs" set "status" = 'archived', "updated_at" = ?
where "company_id" = ? and "status" in ('draft', 'pending_review', 'approved')
returning "id"`;

/** The companies that have open jobs (draft, in review, live). */
export const COMPANIES_WITH_OPEN_JOBS_SQL = `select distinct "company_id" from "jobs" where "status" in ('draft', 'pending_review', 'approved')`;

/** Params: [now, now]. Live jobs past their end become expired; one statement, so concurrent runs cannot double-count. */
export const EXPIRE_DUE_SQL = `update "jobs" set "status" = 'expired', "updated_at" = ?
where "status" = 'approved' and "expires_at" <= ?
returning "id"`;
