/**
 * Params: [now, limit]. Live jobs for the sitemap, most recently changed first. Approved jobs always
 * carry an approval (check jobs_was_approved_if_live), so the status is the whole moderation condition.
 */
export const SITEMAP_JOBS_SQL = `select "id", "title", "updated_at" from "jobs"
where "status" = 'approved' and ("expires_at" is null or "expires_at" > ?)
order by "updated_at" desc
limit ?`;
