/**
 * Params: [now, limit]. Live jobs for the sitemap, most recently changed first. Approved jobs always
 * carry an approval (check jobs_was_approved_if_live), so the status is the whole moderation condition.
 */
export const SITEMAP_JOBS_SQL = `select "id", "title", "updated_at" from "jobs"
where "status" = 'approved' and ("expires_at" is null or "expires_at" > ?)
order by "updated_at" desc
limit ?`;

/**
 * Params: [category, exceptId, now, limit]. Live jobs of one category, newest first, for a closed
 * job's page. jobs_approved_category_idx ("category", "posted_at" desc, "id" desc where approved)
 * gives them in this order; ended ones are skipped on the way, so few rows are read.
 */
export const SIMILAR_LIVE_JOBS_SQL = `select j."id", j."title", j."location", c."name" as "company_name", c."logo_url" as "company_logo_url", j."is_company_private"
from "jobs" j
join "companies" c on c."id" = j."company_id"
where j."status" = 'approved' and j."category" = ? and j."id" <> ? and (j."expires_at" is null or j."expires_at" > ?)
order by j."posted_at" desc, j."id" desc
limit ?`;
