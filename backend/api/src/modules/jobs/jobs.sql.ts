/**
 * Params: [at, companyId]. Archives the company's open jobs (draft, in review, live); their
 * approved_at stays as it is, so drafts and jobs in review stay hidden once archived.
 */
export const ARCHIVE_OPEN_OF_COMPANY_SQL = `update "jobs" set "status" = 'archived', "updated_at" = ?
where "company_id" = ? and "status" in ('draft', 'pending_review', 'approved')
returning "id"`;

/** The companies that have open jobs (draft, in review, live). */
export const COMPANIES_WITH_OPEN_JOBS_SQL = `select distinct "company_id" from "jobs" where "status" in ('draft', 'pending_review', 'approved')`;

/**
 * Params: [now, limit]. Live jobs past their end, locked for the sweep that renews or expires them;
 * rows another sweep holds are skipped, so concurrent runs never handle a job twice.
 */
export const DUE_FOR_EXPIRY_SQL = `select "id" from "jobs" where "status" = 'approved' and "expires_at" <= ?
order by "expires_at", "id" limit ? for update skip locked`;

/** Params: [until, bump, now, now, id]. A listing its package carries on: a new end, and posted again now when bumped. */
export const RENEW_LISTING_SQL = `update "jobs" set "expires_at" = ?, "posted_at" = case when ?::boolean then ?::timestamptz else "posted_at" end, "updated_at" = ?
where "id" = ? and "status" = 'approved'`;

/** Params: [now, ids]. Live jobs whose listing ended become expired (and lose the featured mark). */
export const EXPIRE_JOBS_SQL = `update "jobs" set "status" = 'expired', "is_featured" = false, "updated_at" = ?
where "id" = any(?::uuid[]) and "status" = 'approved'
returning "id"`;
