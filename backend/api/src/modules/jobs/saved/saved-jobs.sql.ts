import { FEED_COLUMNS, shownJobCondition } from '../job-feed.sql';

/**
 * Params: [jobId, userId, savedAt, userId]. Saves a shown job (job-visibility.ts) for the seeker,
 * keeping the first save; answers the save time, or no row when the job is not shown.
 */
export const SAVE_JOB_SQL = `with shown as (select j."id" from "jobs" j where j."id" = ? and ${shownJobCondition('j')}),
inserted as (
  insert into "saved_jobs" ("user_id", "job_id", "saved_at") select ?, "id", ? from shown
  on conflict ("user_id", "job_id") do nothing returning "saved_at")
select "saved_at" from inserted
union all
select s."saved_at" from "saved_jobs" s join shown on shown."id" = s."job_id" where s."user_id" = ?`;

/** Params: [userId, limit]. The seeker's saved jobs that are still shown, as job card rows, newest saved first. */
export const SAVED_JOBS_LIST_SQL = `${FEED_COLUMNS}, s."saved_at"
from "saved_jobs" s
join "jobs" j on j."id" = s."job_id"
join "companies" c on c."id" = j."company_id"
where s."user_id" = ? and ${shownJobCondition('j')}
order by s."saved_at" desc, j."id" desc
limit ?`;
