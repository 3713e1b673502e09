import { Migration } from '@mikro-orm/migrations';

/**
 * Application e-mails (contracts: notifications.ts): the company's switch for the not-selected
 * e-mail (on unless turned off), the recipients' opt-outs per kind of e-mail, the key that signs
 * unsubscribe links, and the record of each employer's daily digest of new applicants (one per
 * employer and day, so a retried or re-run digest never sends twice).
 */
export class Migration20261126110000_application_emails extends Migration {
  override name = 'Migration20261126110000_application_emails';

  override up(): void {
    this.addSql(`alter table "companies" add column "not_selected_emails" boolean not null default true;`);

    // No foreign key to users: notifications sits below accounts (accounts sends its mail through
    // it); the user id comes from a link we signed, and users are anonymised, never deleted.
    this.addSql(`create table "email_opt_outs" (
      "user_id" uuid not null,
      "kind" varchar(40) not null,
      "created_at" timestamptz(3) not null default now(),
      constraint "email_opt_outs_pkey" primary key ("user_id", "kind")
    );`);

    this.addSql(`create table "notification_signing_keys" (
      "id" varchar(40) not null,
      "secret" varchar(64) not null,
      "created_at" timestamptz(3) not null default now(),
      constraint "notification_signing_keys_pkey" primary key ("id")
    );`);

    this.addSql(`create table "applicant_digest_deliveries" (
      "id" uuid not null,
      "user_id" uuid not null,
      "company_id" uuid not null,
      "digest_date" date not null,
      "applicants" int not null,
      "sent_at" timestamptz(3) not null,
      constraint "applicant_digest_deliveries_pkey" primary key ("id")
    );`);
    this.addSql(
      `alter table "applicant_digest_deliveries" add constraint "applicant_digest_deliveries_user_date_unique" unique ("user_id", "digest_date");`,
    );
    this.addSql(
      `create index "applicant_digest_deliveries_company_id_idx" on "applicant_digest_deliveries" ("company_id");`,
    );
    this.addSql(
      `alter table "applicant_digest_deliveries" add constraint "applicant_digest_deliveries_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "applicant_digest_deliveries" add constraint "applicant_digest_deliveries_company_id_foreign" foreign key ("company_id") references "companies" ("id") on delete cascade;`,
    );
  }

  override down(): void {
    this.addSql(`drop table if exists "applicant_digest_deliveries" cascade;`);
    this.addSql(`drop table if exists "notification_signing_keys" cascade;`);
    this.addSql(`drop table if exists "email_opt_outs" cascade;`);
    this.addSql(`alter table "companies" drop column if exists "not_selected_emails";`);
  }
}
