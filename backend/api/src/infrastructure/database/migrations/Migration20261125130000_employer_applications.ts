import { Migration } from '@mikro-orm/migrations';

/**
 * The employer's side of applications (contracts: employer-applications.ts): an index for
 * the interview-stage filter of a job's active list, and the bulk status changes kept for their
 * 10-second undo.
 */
export class Migration20261125130000_employer_applications extends Migration {
  override name = 'Migration20261125130000_employer_applications';

  override up(): void {
    // A job's active applicants at one interview stage, newest (or, read backwards, oldest) first.
    this.addSql(
      `create index "applications_job_stage_applied_idx" on "applications" ("job_id", "interview_stage", "applied_at" desc, "id" desc) where "withdrawn_at" is null and "interview_stage" is not null;`,
    );

    this.addSql(`create table "application_bulk_changes" (
      "id" uuid not null,
      "token_hash" varchar(64) not null,
      "actor_id" uuid not null,
      "company_id" uuid not null,
      "changes" jsonb not null,
      "created_at" timestamptz(3) not null,
      "expires_at" timestamptz(3) not null,
      "undone_at" timestamptz(3) null,
      constraint "application_bulk_changes_pkey" primary key ("id")
    );`);
    this.addSql(
      `alter table "application_bulk_changes" add constraint "application_bulk_changes_token_hash_unique" unique ("token_hash");`,
    );
    this.addSql(`create index "application_bulk_changes_actor_id_idx" on "application_bulk_changes" ("actor_id");`);
    this.addSql(`create index "application_bulk_changes_company_id_idx" on "application_bulk_changes" ("company_id");`);
    this.addSql(
      `alter table "application_bulk_changes" add constraint "application_bulk_changes_actor_id_foreign" foreign key ("actor_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "application_bulk_changes" add constraint "application_bulk_changes_company_id_foreign" foreign key ("company_id") references "companies" ("id") on delete cascade;`,
    );
  }

  override down(): void {
    this.addSql(`drop table if exists "application_bulk_changes" cascade;`);
    this.addSql(`drop index if exists "applications_job_stage_applied_idx";`);
  }
}
