/** The statements of PaymentMethodsRepository (`?` placeholders, filled in by the ORM). */

const CARD_COLUMNS = `"id", "user_id", "customer_profile_id", "payment_profile_id", "brand", "last4", "expiry_month", "expiry_year", "is_default", "created_at", "updated_at"`;

export const CUSTOMER_OF_USER_SQL = `select "customer_profile_id" from "billing_customers" where "user_id" = ?`;

/** A concurrent first card may have stored the user's profile already: the first one stays. */
export const INSERT_CUSTOMER_SQL = `insert into "billing_customers" ("user_id", "customer_profile_id", "created_at") values (?, ?, ?) on conflict ("user_id") do nothing`;

/** Serialises a user's card changes (their customer row exists once they have a card). */
export const LOCK_CUSTOMER_SQL = `select 1 from "billing_customers" where "user_id" = ? for update`;

export const CARDS_OF_USER_SQL = `select ${CARD_COLUMNS} from "payment_methods" where "user_id" = ? order by "is_default" desc, "created_at" desc, "id" desc`;

export const CARD_OF_USER_SQL = `select ${CARD_COLUMNS} from "payment_methods" where "id" = ? and "user_id" = ?`;

export const HAS_DEFAULT_SQL = `select exists (select 1 from "payment_methods" where "user_id" = ? and "is_default") as "has_default"`;

export const CLEAR_DEFAULT_SQL = `update "payment_methods" set "is_default" = false, "updated_at" = ? where "user_id" = ? and "is_default" and "id" <> ?`;

/**
 * A card stored at the gateway. The gateway answers an existing payment profile for a card the
 * customer already has: that row is refreshed instead.
 */
export const UPSERT_CARD_SQL = `insert into "payment_methods" (${CARD_COLUMNS}) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
  on conflict ("payment_profile_id") do update set "brand" = excluded."brand", "last4" = excluded."last4", "expiry_month" = excluded."expiry_month",
    "expiry_year" = excluded."expiry_year", "is_default" = excluded."is_default" or "payment_methods"."is_default", "updated_at" = excluded."updated_at"
  where "payment_methods"."user_id" = excluded."user_id"
  returning ${CARD_COLUMNS}`;

export const UPDATE_CARD_SQL = `update "payment_methods" set "brand" = ?, "last4" = ?, "expiry_month" = ?, "expiry_year" = ?, "updated_at" = ? where "id" = ? and "user_id" = ? returning ${CARD_COLUMNS}`;

export const SET_DEFAULT_SQL = `update "payment_methods" set "is_default" = true, "updated_at" = ? where "id" = ? and "user_id" = ?`;

export const DELETE_CARD_SQL = `delete from "payment_methods" where "id" = ? and "user_id" = ? returning "is_default"`;

/** After the default card goes, the newest remaining card becomes the default. */
export const PROMOTE_NEWEST_SQL = `update "payment_methods" set "is_default" = true, "updated_at" = ?
  where "id" = (select "id" from "payment_methods" where "user_id" = ? order by "created_at" desc, "id" desc limit 1)`;
