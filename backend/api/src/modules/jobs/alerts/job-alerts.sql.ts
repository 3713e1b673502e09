/** An alert falls due this much before its full period, so an hourly pass never postpones it by an extra hour. */
export const DUE_TOLERANCE = "interval '10 minutes'";

/**
 * Params: [now, limit]. Alerts that are due (not paused, of a live account, a day or a week since
 * their last run), least recently run first, with the seeker's address and name.
 */
export const DUE_ALERTS_SQL = `select a."id", a."query", a."notified_up_to", a."last_run_at", u."email", u."name"
from "job_alerts" a join "users" u on u."id" = a."user_id"
where not a."paused" and u."deleted_at" is null
  and coalesce(a."last_run_at", a."created_at") <= ?::timestamptz - (case a."frequency" when 'weekly' then interval '7 days' else interval '1 day' end) + ${DUE_TOLERANCE}
order by coalesce(a."last_run_at", a."created_at")
limit ?`;

/** Params: [now, id, lastRunAt seen]. Claims an alert's run unless another pass already did. */
export const CLAIM_ALERT_RUN_SQL = `update "job_alerts" set "last_run_at" = ? where "id" = ? and "last_run_at" is not distinct from ? returning "id"`;
