/** Params: [job ids]. Each of those jobs posted in private company mode, with its real company. */
export const PRIVATE_COMPANIES_OF_JOBS_SQL = `select j."id", c."name", c."logo_url"
from "jobs" j
join "companies" c on c."id" = j."company_id"
where j."is_company_private" and j."id" in (?)`;
