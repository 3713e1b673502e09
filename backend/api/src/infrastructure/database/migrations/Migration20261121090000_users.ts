import { Migration } from '@mikro-orm/migrations';

/** Users: e-mail unique regardless of case, role null until onboarding, employers linked to a company. */
export class Migration20261121090000_users extends Migration {
  override name = 'Migration20261121090000_users';

  override up(): void {
    this.addSql(`create table "users" (
      "id" uuid not null,
      "email" varchar(254) not null,
      "name" varchar(120) not null,
      "role" text null,
      "password_hash" text not null,
      "company_id" uuid null,
      "headline" varchar(160) null,
      "email_verified_at" timestamptz(3) null,
      "created_at" timestamptz(3) not null default now(),
      "updated_at" timestamptz(3) not null default now(),
      constraint "users_pkey" primary key ("id"),
      constraint "users_role_check" check ("role" is null or "role" in ('seeker', 'employer', 'admin'))
    );`);
    this.addSql(`create index "users_company_id_idx" on "users" ("company_id");`);
    this.addSql(`create unique index "users_email_lower_unique" on "users" (lower("email"));`);
    this.addSql(
      `alter table "users" add constraint "users_company_id_foreign" foreign key ("company_id") references "companies" ("id") on delete set null;`,
    );
  }

  override down(): void {
    this.addSql('drop table if exists "users";');
  }
}
