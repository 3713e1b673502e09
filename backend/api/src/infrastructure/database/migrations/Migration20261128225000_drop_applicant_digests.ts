import { Migration } from '@mikro-orm/migrations';

/**
 * The employers' own daily digest of new applicants is gone: new applicants are notifications now,
 * and the notification center's daily digest gathers them, so its record of digests sent goes.
 */
export class Migration20261128225000_drop_applicant_digests extends Migration {
  override name = 'Migration20261128225000_drop_applicant_digests';

  override up(): void {
    this.addSql(`drop table if exists "applicant_digest_deliveries";`);
  }

  override down(): void {
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
}
