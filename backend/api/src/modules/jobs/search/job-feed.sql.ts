import { SHOWN_STATUSES } from '../job-visibility';

/**
 * The public job feed query, kept as SQL text in one place: job search (job-search.sql.ts)
 * builds its queries from these parts and runs exactly this text for a search without words or
 * filters, and the benchmark's bare Fastify server runs the very same text. Placeholders are `?` in
 * order. Served by the partial index jobs_approved_feed_idx (posted_at desc, id desc).
 */
/** The columns of a job card, from jobs `j` and companies `c`. */
export const FEED_COLUMNS = `select j."id", j."title", left(j."description", 600) as "description", j."location",
  j."salary_min"::float8 as "salary_min", j."salary_max"::float8 as "salary_max", j."salary_type",
  j."posted_at", j."job_type", j."category", j."skills", j."is_flexible", j."is_featured", j."status", j."is_company_private",
  c."name" as "company_name", c."logo_url" as "company_logo_url"`;

/**
 * The feed needs no approval condition: the check jobs_was_approved_if_live guarantees every approved
 * job carries approved_at, and the partial indexes stay usable.
 */
export const FEED_SELECT = `${FEED_COLUMNS}
from "jobs" j
join "companies" c on c."id" = j."company_id"
where j."status" = 'approved'`;

/**
 * Public jobs are approved and not past their listing end (until the worker marks them expired).
 * Written so that no index on expires_at can serve it: nearly every approved job is live, and
 * collecting them all through such an index only costs time.
 */
export const FEED_LIVE = `and coalesce(j."expires_at", 'infinity') > now()`;

/**
 * The rule of job-visibility.ts (isShownJob) for the jobs row `alias`: a shown status and an
 * approval of the current content. Detail, public pages and saved jobs use it.
 */
export function shownJobCondition(alias: string): string {
  return `${alias}."status" in (${SHOWN_STATUSES.map((status) => `'${status}'`).join(', ')}) and ${alias}."approved_at" is not null`;
}

export const FEED_ORDER = `order by j."posted_at" desc, j."id" desc`;

/** Params: [postedAt ISO, id] — rows strictly after that position in feed order. */
export const FEED_AFTER = `and (j."posted_at", j."id") < (?::timestamptz, ?::uuid)`;

/** Params: [limit] */
export const JOB_FEED_FIRST_PAGE_SQL = `${FEED_SELECT}\n  ${FEED_LIVE}\n${FEED_ORDER}\nlimit ?`;

/** Params: [postedAt ISO, id, limit] — rows strictly after the cursor in feed order. */
export const JOB_FEED_AFTER_CURSOR_SQL = `${FEED_SELECT}\n  ${FEED_LIVE}\n  ${FEED_AFTER}\n${FEED_ORDER}\nlimit ?`;
