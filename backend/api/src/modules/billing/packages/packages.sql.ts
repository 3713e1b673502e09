/** The statements of PackagesRepository (`?` placeholders, filled in by the ORM). */

/** A package purchase's charge before the gateway is called (its period key is the purchase's: charged once). */
export const INSERT_PACKAGE_CHARGE_SQL = `insert into "charges" ("id", "user_id", "subscription_id", "kind", "item_id", "period_key", "amount_cents", "gateway_transaction_id", "card_brand", "card_last4", "status", "created_at")
  values (?, ?, null, 'package', ?, ?, ?, null, ?, ?, 'pending', ?)`;

export const FINISH_PACKAGE_CHARGE_SQL = `update "charges" set "status" = ?, "gateway_transaction_id" = ? where "id" = ? and "kind" = 'package'`;

const GRANT_COLUMNS = `g."id", g."company_id", g."package_id", g."postings", g."featured", g."listing_days", g."expires_at", g."created_at"`;

/** Params: [id, companyId, purchasedBy, packageId, chargeId, postings, featured, listingDays, expiresAt, createdAt]. */
export const INSERT_GRANT_SQL = `insert into "package_grants" ("id", "company_id", "purchased_by", "package_id", "charge_id", "postings", "featured", "listing_days", "expires_at", "created_at")
  values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`;

/** How many of a grant's postings, and featured ones, are spent. */
const USED = `(select count(*) from "package_debits" d where d."grant_id" = g."id")::int as "used",
  (select count(*) from "package_debits" d where d."grant_id" = g."id" and d."featured")::int as "featured_used"`;

/** Params: [companyId, now]. The company's grants that have not lapsed, soonest to lapse first. */
export const LIVE_GRANTS_SQL = `select ${GRANT_COLUMNS}, ${USED} from "package_grants" g
where g."company_id" = ? and g."expires_at" > ? order by g."expires_at", g."created_at", g."id"`;

/**
 * Params: [companyId]. Locks the company's grants for a debit, so two submissions cannot both spend
 * the last credit. Only the lock: what is spent is read by the next statement (LIVE_GRANTS_SQL),
 * whose snapshot sees the debits of the submissions that held the lock before (a locking statement
 * would count them with the snapshot it started with, from before its wait).
 */
export const LOCK_GRANTS_OF_COMPANY_SQL = `select g."id" from "package_grants" g where g."company_id" = ? order by g."id" for update`;

/** Params: [jobId]. The job's open debit (the credit its current listing holds) with its grant. */
const OPEN_DEBIT_COLUMNS = `d."id", d."job_id", d."featured", d."extended_at", g."package_id", g."listing_days", g."expires_at"`;

export const OPEN_DEBIT_OF_JOB_SQL = `select ${OPEN_DEBIT_COLUMNS} from "package_debits" d
join "package_grants" g on g."id" = d."grant_id" where d."job_id" = ? and d."ended_at" is null`;

/** Params: [jobId]. The grant that pays for the job's current listing (the concierge's credit), by id and package. */
export const GRANT_OF_OPEN_DEBIT_SQL = `select g."id", g."package_id" from "package_debits" d
join "package_grants" g on g."id" = d."grant_id" where d."job_id" = ? and d."ended_at" is null`;

/** Params: [jobIds]. The open debits of these jobs, locked (the expiry sweep holds the jobs' rows already). */
export const OPEN_DEBITS_OF_JOBS_SQL = `select ${OPEN_DEBIT_COLUMNS} from "package_debits" d
join "package_grants" g on g."id" = d."grant_id" where d."job_id" = any(?::uuid[]) and d."ended_at" is null for update of d`;

/** Params: [id, grantId, jobId, featured, createdAt]. */
export const INSERT_DEBIT_SQL = `insert into "package_debits" ("id", "grant_id", "job_id", "featured", "created_at", "extended_at", "ended_at") values (?, ?, ?, ?, ?, null, null)`;

/** Params: [at, jobId]. Ends the job's open debit (its listing ended). */
export const END_DEBIT_OF_JOB_SQL = `update "package_debits" set "ended_at" = ? where "job_id" = ? and "ended_at" is null`;

/** Params: [at, ids]. */
export const END_DEBITS_SQL = `update "package_debits" set "ended_at" = ? where "id" = any(?::uuid[]) and "ended_at" is null`;

/** Params: [at, id]. A Featured Job Post's free extra days begin (once). */
export const MARK_EXTENDED_SQL = `update "package_debits" set "extended_at" = ? where "id" = ? and "extended_at" is null`;

/**
 * Params: [id, companyId, packageId, postings, featured, listingDays, expiresAt, createdAt, companyId].
 * Credits given, not bought (no charge): the demo companies', unless the company ever had credits.
 */
export const INSERT_GIVEN_GRANT_SQL = `insert into "package_grants" ("id", "company_id", "purchased_by", "package_id", "charge_id", "postings", "featured", "listing_days", "expires_at", "created_at")
  select ?, ?, null, ?, null, ?, ?, ?, ?, ?
  where not exists (select 1 from "package_grants" g where g."company_id" = ?)
  returning "id"`;

/**
 * Params: [jobId]. The job's open debit with its package and when its blast went out (Solo Email
 * Blast: once per listing).
 */
export const BLAST_OF_JOB_SQL = `select d."id", d."job_id", d."blasted_at", g."package_id" from "package_debits" d
join "package_grants" g on g."id" = d."grant_id" where d."job_id" = ? and d."ended_at" is null`;

/** Params: [id]. The same by the debit's id, open or ended. */
export const BLAST_OF_DEBIT_SQL = `select d."id", d."job_id", d."blasted_at", d."ended_at", g."package_id" from "package_debits" d
join "package_grants" g on g."id" = d."grant_id" where d."id" = ?`;

/** Params: [at, id]. Records that the listing's blast went out; answers no row when it already had. */
export const MARK_BLASTED_SQL = `update "package_debits" set "blasted_at" = ? where "id" = ? and "blasted_at" is null returning "id"`;

/**
 * Params: [at, chargeId, at]. A refunded purchase's credits lapse now: no further job can spend
 * them (the listings they paid for run on). A grant that lapsed already keeps its date.
 */
export const LAPSE_GRANT_OF_CHARGE_SQL = `update "package_grants" set "expires_at" = ? where "charge_id" = ? and "expires_at" > ? returning "id"`;
