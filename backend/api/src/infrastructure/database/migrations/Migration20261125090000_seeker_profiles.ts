import { Migration } from '@mikro-orm/migrations';

/** The seeker's professional profile and resume versions (contracts: seeker-profile.ts). */
export class Migration20261125090000_seeker_profiles extends Migration {
  override name = 'Migration20261125090000_seeker_profiles';

  override up(): void {
    this.addSql(`create table "seeker_profiles" (
      "user_id" uuid not null,
      "location" varchar(120) null,
      "phone" varchar(20) null,
      "availability" varchar(16) null,
      "experience_level" varchar(16) null,
      "about_me" text null,
      "salary_expectations" int null,
      "show_salary_expectations" boolean not null default false,
      "skills" jsonb not null,
      "portfolio_urls" jsonb not null,
      "work_experience" text null,
      "education" jsonb not null,
      "updated_at" timestamptz(3) not null,
      constraint "seeker_profiles_pkey" primary key ("user_id"),
      constraint "seeker_profiles_availability_check" check ("availability" in ('immediately', 'two_weeks', 'one_month', 'flexible', 'not_looking')),
      constraint "seeker_profiles_experience_level_check" check ("experience_level" in ('entry', 'mid', 'senior', 'lead')),
      constraint "seeker_profiles_salary_expectations_check" check ("salary_expectations" >= 1 and "salary_expectations" <= 1000000)
    );`);
    this.addSql(
      `alter table "seeker_profiles" add constraint "seeker_profiles_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(`create table "seeker_resumes" (
      "id" uuid not null,
      "user_id" uuid not null,
      "upload_id" uuid not null,
      "name" varchar(100) not null,
      "is_default" boolean not null default false,
      "created_at" timestamptz(3) not null,
      constraint "seeker_resumes_pkey" primary key ("id")
    );`);
    this.addSql(`alter table "seeker_resumes" add constraint "seeker_resumes_upload_id_unique" unique ("upload_id");`);
    this.addSql(
      `alter table "seeker_resumes" add constraint "seeker_resumes_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "seeker_resumes" add constraint "seeker_resumes_upload_id_foreign" foreign key ("upload_id") references "uploads" ("id") on delete cascade;`,
    );
    this.addSql(`create index "seeker_resumes_user_created_idx" on "seeker_resumes" ("user_id", "created_at" desc);`);
    this.addSql(
      `create unique index "seeker_resumes_one_default_idx" on "seeker_resumes" ("user_id") where "is_default";`,
    );
  }

  override down(): void {
    this.addSql(`drop table if exists "seeker_resumes" cascade;`);
    this.addSql(`drop table if exists "seeker_profiles" cascade;`);
  }
}
