/** An alert falls due this much before its full period, so an hourly pass never postpones it by an extra hour. */
export const DUE_TOLERANCE = "interval '10 minutes'";

/**
 * Params: [now, limit]. Alerts that are due (not paused, of a live account, a day or a week since
 * their last run), least recently run first, with the seeker's address and name.
 */
export const DUE_ALERTS_SQL = `select a."id", a."query", a."notified_up_to", a."last_run_at", u."email", u."name"
from "job_alerts" a join "users" u on u."id" = a."user_id"
where not a."paused" and a."deleted_at" is null and u."deleted_at" is null
  and coalesce(a."last_run_at", a."created_at") <= ?::timestamptz - (case a."frequency" when 'weekly' then interval '7 days' else interval '1 day' end) + ${DUE_TOLERANCE}
order by coalesce(a."last_run_at", a."created_at")
limit ?`;

/** Params: [now, id, lastRunAt seen]. Claims an alert's run unless another pass already did. */
export const CLAIM_ALERT_RUN_SQL = `update "job_alerts" set "last_run_at" = ? where "id" = ? and "last_run_at" is not distinct from ? returning "id"`;

/**
 * Params: [lockKey]. Serialises a seeker's writes that must see their other alerts (duplicate and
 * limit checks) until the transaction ends; other seekers are not held up.
 */
export const LOCK_USER_ALERTS_SQL = `select pg_advisory_xact_lock(hashtextextended(?, 0))`;

/** Params: [before]. Drops alerts deleted before this time (no longer restorable); their deliveries cascade. */
export const PURGE_DELETED_ALERTS_SQL = `delete from "job_alerts" where "deleted_at" < ? returning "id"`;

/**
 * Params: [alertIds]. Per alert with e-mails: the jobs all its e-mails carried and the jobs of its
 * latest one (job_alert_deliveries_alert_id_idx).
 */
export const ALERT_DELIVERY_STATS_SQL = `select d."alert_id", sum(d."job_count")::int as "jobs_matched",
  (array_agg(d."job_count" order by d."sent_at" desc, d."id" desc))[1] as "last_job_count"
from "job_alert_deliveries" d
where d."alert_id" in (?)
group by d."alert_id"`;
