import { Migration } from '@mikro-orm/migrations';

/**
 * Receipts are issued in code (ReceiptsService.issueFor, in the transaction that approves the
 * charge) instead of by the trigger on `charges`: the trigger and its function go. The sequence and
 * the receipts stay as they are.
 */
export class Migration20261128130000_receipts_in_code extends Migration {
  override name = 'Migration20261128130000_receipts_in_code';

  override up(): void {
    this.addSql(`drop trigger if exists "charges_issue_receipt" on "charges";`);
    this.addSql(`drop function if exists "charges_issue_receipt_fn"();`);
  }

  override down(): void {
    this.addSql(
      `create function "charges_issue_receipt_fn"() returns trigger language plpgsql as $$ begin if not exists (select 1 from "receipts" where "charge_id" = new."id") then insert into "receipts" ("charge_id", "number", "issued_at") values (new."id", nextval('receipt_number_seq'), now()); end if; return new; end; $$;`,
    );
    this.addSql(
      `create trigger "charges_issue_receipt" after insert or update of "status" on "charges" for each row when (new."status" = 'approved') execute function "charges_issue_receipt_fn"();`,
    );
  }
}
