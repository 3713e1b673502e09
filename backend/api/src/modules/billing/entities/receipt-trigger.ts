import type { TriggerDef } from '@mikro-orm/core';

/**
 * The trigger on `charges` that issues receipts (Migration20261127120000_refunds creates it): a
 * charge that becomes approved gets a row of `receipts` with the next receipt number, once. The
 * database does it so that every way a charge gets approved (a subscribe, a renewal, a package
 * purchase) issues the receipt. Declared here so the schema check knows the trigger is wanted.
 */
export const ISSUE_RECEIPT_TRIGGER: TriggerDef = {
  name: 'charges_issue_receipt',
  timing: 'after',
  events: ['insert', 'update'],
  when: `new."status" = 'approved'`,
  expression: `create function "charges_issue_receipt_fn"() returns trigger language plpgsql as $$ begin if not exists (select 1 from "receipts" where "charge_id" = new."id") then insert into "receipts" ("charge_id", "number", "issued_at") values (new."id", nextval('receipt_number_seq'), now()); end if; return new; end; $$; create trigger "charges_issue_receipt" after insert or update of "status" on "charges" for each row when (new."status" = 'approved') execute function "charges_issue_receipt_fn"()`,
};
