/** The statements of SubscriptionsRepository (`?` placeholders, filled in by the ORM). */

const SUBSCRIPTION_COLUMNS = `"id", "user_id", "plan_id", "status", "current_period_start", "current_period_end", "cancel_at_period_end", "pending_plan_id", "created_at", "updated_at"`;

/** The seeker's subscription that counts: any not cancelled, and not the in-flight 'incomplete' one. */
export const CURRENT_OF_USER_SQL = `select ${SUBSCRIPTION_COLUMNS} from "subscriptions" where "user_id" = ? and "status" in ('trialing', 'active', 'past_due')`;

/** The plan a seeker holds for membershipPlan: trialing or active only (past_due waits on a retry). */
export const HELD_PLAN_OF_USER_SQL = `select "plan_id" from "subscriptions" where "user_id" = ? and "status" in ('trialing', 'active')`;

/**
 * Starts a subscription unless the seeker has a live one (the partial unique index
 * subscriptions_one_live_idx): no row comes back then.
 */
export const INSERT_SUBSCRIPTION_SQL = `insert into "subscriptions" (${SUBSCRIPTION_COLUMNS}) values (?, ?, ?, ?, ?, ?, false, null, ?, ?)
  on conflict ("user_id") where "status" <> 'cancelled' do nothing
  returning ${SUBSCRIPTION_COLUMNS}`;

export const SET_STATUS_SQL = `update "subscriptions" set "status" = ?, "updated_at" = ? where "id" = ? returning ${SUBSCRIPTION_COLUMNS}`;

export const CANCEL_AT_PERIOD_END_SQL = `update "subscriptions" set "cancel_at_period_end" = true, "updated_at" = ?
  where "user_id" = ? and "status" in ('trialing', 'active', 'past_due') returning ${SUBSCRIPTION_COLUMNS}`;

/**
 * The plan the next renewal charges and switches to (null: no switch, when it is the current plan);
 * a switch means the subscription renews, so it also undoes a pending cancel.
 */
export const CHANGE_PLAN_SQL = `update "subscriptions" set "pending_plan_id" = nullif(?, "plan_id"), "cancel_at_period_end" = false, "updated_at" = ?
  where "user_id" = ? and "status" in ('trialing', 'active', 'past_due') returning ${SUBSCRIPTION_COLUMNS}`;

/** Undoes a pending cancel: the subscription renews at its period end again. */
export const RESUME_SQL = `update "subscriptions" set "cancel_at_period_end" = false, "updated_at" = ?
  where "user_id" = ? and "status" in ('trialing', 'active', 'past_due') returning ${SUBSCRIPTION_COLUMNS}`;

/** A charge attempt before the gateway is called; none when its period was charged (or is being charged) already. */
export const INSERT_CHARGE_SQL = `insert into "charges" ("id", "user_id", "subscription_id", "kind", "item_id", "period_key", "amount_cents", "gateway_transaction_id", "card_brand", "card_last4", "status", "created_at")
  values (?, ?, ?, 'subscription', ?, ?, ?, null, ?, ?, 'pending', ?) on conflict ("period_key") do nothing returning "id"`;

export const FINISH_CHARGE_SQL = `update "charges" set "status" = ?, "gateway_transaction_id" = ? where "id" = ?`;
