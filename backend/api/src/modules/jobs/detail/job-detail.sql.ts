/** Params: [job ids]. Each of those jobs posted in private company mode, with its real company. */
export const PRIVATE_COMPANIES_OF_JOBS_SQL = `select j."id", c."name", c."logo_url"
from "jobs" j
join "companies" c on c."id" = j."company_id"
where j."is_company_private" and j."id" in (?)`;

/**
 * Params: [job ids]. Those jobs, whatever their status, with their company: what a seeker's list of
 * applications shows of the jobs applied to (an application keeps its job after the job closes).
 */
export const JOB_SUMMARIES_SQL = `select j."id", j."title", j."status", j."expires_at", j."is_company_private",
  c."name" as "company_name", c."logo_url" as "company_logo_url"
from "jobs" j
join "companies" c on c."id" = j."company_id"
where j."id" in (?)`;
