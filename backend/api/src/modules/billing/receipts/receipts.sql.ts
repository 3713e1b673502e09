/**
 * Statements of the receipts repository and the admin payments repository: a charge with its
 * receipt (receipts) and its refund (charge_refunds), the payer's e-mail and name beside it.
 */

/** One charge as the history, the receipts and the admin table read it. */
export const CHARGE_VIEW = `select c."id", c."user_id", c."kind", c."item_id", c."amount_cents", c."status", c."card_brand", c."card_last4",
    c."gateway_transaction_id", c."created_at", r."number" as "receipt_number", r."issued_at" as "receipt_issued_at",
    f."id" as "refund_id", f."amount_cents" as "refund_amount_cents", f."method" as "refund_method", f."status" as "refund_status", f."completed_at" as "refunded_at",
    u."email" as "user_email", u."name" as "user_name", u."role" as "user_role"
  from "charges" c
  join "users" u on u."id" = c."user_id"
  left join "receipts" r on r."charge_id" = c."id"
  left join "charge_refunds" f on f."charge_id" = c."id"`;

/** A user's charges, newest first (charges_user_created_idx). */
export const HISTORY_FIRST_PAGE_SQL = `${CHARGE_VIEW} where c."user_id" = ? order by c."created_at" desc, c."id" desc limit ?`;

/** The page after a cursor (the last row's created_at and id). */
export const HISTORY_AFTER_SQL = `${CHARGE_VIEW} where c."user_id" = ? and (c."created_at", c."id") < (?::timestamptz, ?::uuid) order by c."created_at" desc, c."id" desc limit ?`;

export const CHARGE_BY_ID_SQL = `${CHARGE_VIEW} where c."id" = ?`;

/** The refund's claim: none when the charge has one already (charge_refunds_charge_id_unique). */
export const CLAIM_REFUND_SQL = `insert into "charge_refunds" ("id", "charge_id", "amount_cents", "method", "status", "gateway_transaction_id", "refunded_by", "created_at", "completed_at")
  values (?, ?, ?, ?, 'pending', null, ?, ?, null) on conflict ("charge_id") do nothing returning "id"`;

export const COMPLETE_REFUND_SQL = `update "charge_refunds" set "status" = 'completed', "gateway_transaction_id" = ?, "completed_at" = ? where "id" = ? and "status" = 'pending'`;

/** A refund the gateway refused or never answered gives its claim back, so it can be tried again. */
export const RELEASE_REFUND_SQL = `delete from "charge_refunds" where "id" = ? and "status" = 'pending'`;
