import { FEED_COLUMNS, FEED_LIVE } from '../job-feed.sql';

/** Params: [jobId]. The job's card columns and its listing end, while it is live (approved, not past its end). */
export const LIVE_JOB_SQL = `${FEED_COLUMNS}, j."expires_at"
from "jobs" j
join "companies" c on c."id" = j."company_id"
where j."id" = ? and j."status" = 'approved'
  ${FEED_LIVE}`;

/** A live alert (not paused, not deleted) of a live seeker, `a` joined to its user `u`. */
const LIVE_SEEKER_ALERT = `from "job_alerts" a join "users" u on u."id" = a."user_id"
where not a."paused" and a."deleted_at" is null and u."deleted_at" is null and u."role" = 'seeker'`;

/** The saved searches of the live alerts of live seekers, each once. */
export const LIVE_ALERT_QUERIES_SQL = `select distinct a."query" ${LIVE_SEEKER_ALERT}`;

/** Params: [queries, limit]. The live seekers with a live alert of one of these searches, each once, with their address and name. */
export const SEEKERS_OF_ALERT_QUERIES_SQL = `select distinct on (u."id") u."id", u."email", u."name"
${LIVE_SEEKER_ALERT} and a."query" in (?)
order by u."id"
limit ?`;
