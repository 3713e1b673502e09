import { Migration } from '@mikro-orm/migrations';

/**
 * Employer job-posting packages (contracts: billing-catalog.ts). Every charge says what it paid for
 * (`kind` and the catalogue id `item_id`, the plan or the package). A purchase grants its company
 * credits (`package_grants`: how many postings, how many of them featured, until when; a grant
 * without a charge was given, not bought: the demo companies'); submitting
 * a job spends one (`package_debits`, one per listing: a job holds at most one open debit, which
 * its edits and resubmissions reuse until the listing it paid for ends). `jobs.is_featured` marks a
 * live job whose listing a featured credit paid for.
 */
export class Migration20261127100000_packages extends Migration {
  override name = 'Migration20261127100000_packages';

  override up(): void {
    this.addSql(
      `alter table "charges" add column "kind" varchar(20) not null default 'subscription', add column "item_id" varchar(40) null;`,
    );
    this.addSql(
      `update "charges" c set "item_id" = s."plan_id" from "subscriptions" s where s."id" = c."subscription_id";`,
    );
    this.addSql(`update "charges" set "item_id" = 'unknown' where "item_id" is null;`);
    this.addSql(`alter table "charges" alter column "item_id" set not null, alter column "kind" drop default;`);
    this.addSql(
      `alter table "charges" add constraint "charges_kind_check" check ("kind" in ('subscription', 'package'));`,
    );

    this.addSql(`create table "package_grants" (
      "id" uuid not null,
      "company_id" uuid not null,
      "purchased_by" uuid null,
      "package_id" varchar(40) not null,
      "charge_id" uuid null,
      "postings" integer not null,
      "featured" integer not null,
      "listing_days" integer not null,
      "expires_at" timestamptz(3) not null,
      "created_at" timestamptz(3) not null,
      constraint "package_grants_pkey" primary key ("id"),
      constraint "package_grants_postings_check" check ("postings" = -1 or "postings" > 0),
      constraint "package_grants_featured_check" check ("featured" >= 0)
    );`);
    this.addSql(`alter table "package_grants" add constraint "package_grants_charge_id_unique" unique ("charge_id");`);
    this.addSql(
      `alter table "package_grants" add constraint "package_grants_company_id_foreign" foreign key ("company_id") references "companies" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "package_grants" add constraint "package_grants_purchased_by_foreign" foreign key ("purchased_by") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "package_grants" add constraint "package_grants_charge_id_foreign" foreign key ("charge_id") references "charges" ("id") on delete cascade;`,
    );
    this.addSql(`create index "package_grants_company_expires_idx" on "package_grants" ("company_id", "expires_at");`);

    this.addSql(`create table "package_debits" (
      "id" uuid not null,
      "grant_id" uuid not null,
      "job_id" uuid not null,
      "featured" boolean not null,
      "created_at" timestamptz(3) not null,
      "extended_at" timestamptz(3) null,
      "ended_at" timestamptz(3) null,
      constraint "package_debits_pkey" primary key ("id")
    );`);
    this.addSql(
      `alter table "package_debits" add constraint "package_debits_grant_id_foreign" foreign key ("grant_id") references "package_grants" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "package_debits" add constraint "package_debits_job_id_foreign" foreign key ("job_id") references "jobs" ("id") on delete cascade;`,
    );
    this.addSql(`create index "package_debits_grant_idx" on "package_debits" ("grant_id");`);
    this.addSql(
      `create unique index "package_debits_open_job_idx" on "package_debits" ("job_id") where "ended_at" is null;`,
    );

    this.addSql(`alter table "jobs" add column "is_featured" boolean not null default false;`);
    this.addSql(
      `create index "jobs_featured_live_idx" on "jobs" ("posted_at" desc, "id" desc) where "is_featured" and "status" = 'approved';`,
    );
  }

  override down(): void {
    this.addSql(`drop index if exists "jobs_featured_live_idx";`);
    this.addSql(`alter table "jobs" drop column if exists "is_featured";`);
    this.addSql(`drop table if exists "package_debits" cascade;`);
    this.addSql(`drop table if exists "package_grants" cascade;`);
    this.addSql(`alter table "charges" drop constraint if exists "charges_kind_check";`);
    this.addSql(`alter table "charges" drop column if exists "item_id", drop column if exists "kind";`);
  }
}
