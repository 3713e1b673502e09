/**
 * The statements of RenewalsRepository (`?` placeholders, filled in by the ORM). They read users
 * beside subscriptions (the seeker's address and name for the renewal e-mails; accounts' table,
 * read only). Every change of a subscription is conditional on the state it was decided from
 * (status, renewal date and failures so far), so two workers never apply one outcome twice.
 */

const RENEWAL_COLUMNS = `s."id", s."user_id", s."plan_id", s."pending_plan_id", s."status", s."current_period_start", s."current_period_end", s."cancel_at_period_end", s."renewal_failures", s."retry_at"`;

/**
 * Params: [now, now, limit]. The subscriptions due now, the earliest first: trialing or active ones
 * whose period ended (subscriptions_renewal_due_idx) and past_due ones whose retry came
 * (subscriptions_retry_due_idx).
 */
export const DUE_RENEWALS_SQL = `select ${RENEWAL_COLUMNS}, u."email", u."name", u."deleted_at" is not null as "user_deleted"
from "subscriptions" s join "users" u on u."id" = s."user_id"
where (s."status" in ('trialing', 'active') and s."current_period_end" <= ?)
   or (s."status" = 'past_due' and s."retry_at" <= ?)
order by (case when s."status" = 'past_due' then s."retry_at" else s."current_period_end" end), s."id"
limit ?`;

/** Params: [periodKey]. A charge attempt by its key. */
export const CHARGE_BY_KEY_SQL = `select "id", "status", "amount_cents", "card_brand", "card_last4", "item_id" from "charges" where "period_key" = ?`;

/** Params: [chargeId]. Forgets an attempt that never reached a decision at the gateway (it was down), so the next pass tries again. */
export const RELEASE_CHARGE_SQL = `delete from "charges" where "id" = ? and "status" = 'pending' returning "id"`;

/** The guard of every change: the subscription is still as the worker found it. */
const UNCHANGED = `"id" = ? and "status" = ? and "current_period_end" = ? and "renewal_failures" = ?`;

/**
 * Params: [planId, planId, periodStart, periodEnd, now, ...guard]. A paid renewal: the charged plan,
 * the new period, active; a pending change is dropped only if it is the plan charged (a change the
 * seeker made meanwhile waits for the next renewal).
 */
export const RENEWED_SQL = `update "subscriptions" set "status" = 'active', "plan_id" = ?,
  "pending_plan_id" = case when "pending_plan_id" = ? then null else "pending_plan_id" end,
  "current_period_start" = ?, "current_period_end" = ?, "renewal_failures" = 0, "retry_at" = null, "updated_at" = ?
  where ${UNCHANGED} returning "id"`;

/** Params: [status, renewalFailures, retryAt, now, ...guard]. A failed attempt: past_due until the retry, or cancelled after the last. */
export const FAILED_SQL = `update "subscriptions" set "status" = ?, "renewal_failures" = ?, "retry_at" = ?, "updated_at" = ? where ${UNCHANGED} returning "id"`;

/**
 * Params: [now, ...guard, onlyIfCancelling]. The end of a subscription at its renewal date, without a
 * charge; with onlyIfCancelling, not if the seeker resumed it meanwhile.
 */
export const ENDED_SQL = `update "subscriptions" set "status" = 'cancelled', "retry_at" = null, "updated_at" = ?
  where ${UNCHANGED} and ("cancel_at_period_end" or not ?::boolean) returning "id"`;
