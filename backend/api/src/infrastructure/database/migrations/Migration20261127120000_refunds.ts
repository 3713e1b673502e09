import { Migration } from '@mikro-orm/migrations';

/**
 * Receipts and refunds (contracts: billing.ts). Every approved charge gets a receipt: a row of
 * `receipts` with a number from one sequence, written by a trigger on `charges`, so whichever code
 * approves a charge (a subscribe, a renewal, a package purchase) the receipt exists and its number
 * never changes. Shown as NW-<year issued>-<number, six digits> (receipts/receipt-number.ts).
 * A refund is one row of `charge_refunds` per charge (unique): a charge is refunded once, in full.
 */
export class Migration20261127120000_refunds extends Migration {
  override name = 'Migration20261127120000_refunds';

  override up(): void {
    this.addSql(`create sequence "receipt_number_seq" as bigint start with 1;`);
    this.addSql(`create table "receipts" (
      "charge_id" uuid not null,
      "number" bigint not null,
      "issued_at" timestamptz(3) not null,
      constraint "receipts_pkey" primary key ("charge_id")
    );`);
    this.addSql(`alter table "receipts" add constraint "receipts_number_unique" unique ("number");`);
    this.addSql(
      `alter table "receipts" add constraint "receipts_charge_id_foreign" foreign key ("charge_id") references "charges" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `create function "charges_issue_receipt_fn"() returns trigger language plpgsql as $$ begin if not exists (select 1 from "receipts" where "charge_id" = new."id") then insert into "receipts" ("charge_id", "number", "issued_at") values (new."id", nextval('receipt_number_seq'), now()); end if; return new; end; $$;`,
    );
    this.addSql(
      `create trigger "charges_issue_receipt" after insert or update of "status" on "charges" for each row when (new."status" = 'approved') execute function "charges_issue_receipt_fn"();`,
    );
    // Charges approved before receipts existed get theirs in the order they were made.
    this.addSql(`insert into "receipts" ("charge_id", "number", "issued_at")
      select "id", nextval('receipt_number_seq'), "created_at" from (select "id", "created_at" from "charges" where "status" = 'approved' order by "created_at", "id") approved;`);

    this.addSql(`create table "charge_refunds" (
      "id" uuid not null,
      "charge_id" uuid not null,
      "amount_cents" integer not null,
      "method" varchar(10) not null,
      "status" varchar(10) not null,
      "gateway_transaction_id" varchar(40) null,
      "refunded_by" uuid null,
      "created_at" timestamptz(3) not null,
      "completed_at" timestamptz(3) null,
      constraint "charge_refunds_pkey" primary key ("id"),
      constraint "charge_refunds_method_check" check ("method" in ('refund', 'void')),
      constraint "charge_refunds_status_check" check ("status" in ('pending', 'completed')),
      constraint "charge_refunds_amount_positive" check ("amount_cents" > 0)
    );`);
    this.addSql(`alter table "charge_refunds" add constraint "charge_refunds_charge_id_unique" unique ("charge_id");`);
    this.addSql(
      `alter table "charge_refunds" add constraint "charge_refunds_charge_id_foreign" foreign key ("charge_id") references "charges" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "charge_refunds" add constraint "charge_refunds_refunded_by_foreign" foreign key ("refunded_by") references "users" ("id") on delete set null;`,
    );
  }

  override down(): void {
    this.addSql(`drop table if exists "charge_refunds" cascade;`);
    this.addSql(`drop trigger if exists "charges_issue_receipt" on "charges";`);
    this.addSql(`drop function if exists "charges_issue_receipt_fn"();`);
    this.addSql(`drop table if exists "receipts" cascade;`);
    this.addSql(`drop sequence if exists "receipt_number_seq";`);
  }
}
