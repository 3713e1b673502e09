import { Migration } from '@mikro-orm/migrations';

/**
 * Applications and their status history (contracts: applications.ts). One application
 * per seeker and job; the history is append-only: a trigger refuses every update and delete of it.
 */
export class Migration20261125120000_applications extends Migration {
  override name = 'Migration20261125120000_applications';

  override up(): void {
    this.addSql(`create table "applications" (
      "id" uuid not null,
      "job_id" uuid not null,
      "seeker_id" uuid not null,
      "resume_id" uuid null,
      "cover_letter" text null,
      "status" text not null default 'pending',
      "interview_stage" text null,
      "applied_at" timestamptz(3) not null,
      "updated_at" timestamptz(3) not null,
      "withdrawn_at" timestamptz(3) null,
      constraint "applications_pkey" primary key ("id"),
      constraint "applications_cover_letter_length" check (char_length("cover_letter") <= 5000),
      constraint "applications_status_check" check ("status" in ('pending', 'reviewed', 'interview', 'hired', 'rejected')),
      constraint "applications_interview_stage_check" check ("interview_stage" in ('initial_screening', 'technical_interview', 'behavioral_interview', 'final_interview', 'offer_extended', 'offer_accepted', 'offer_rejected'))
    );`);
    // Job first: the same pairs as (seeker, job), and a seeker's statuses for a page of job ids are probes of it.
    this.addSql(
      `alter table "applications" add constraint "applications_job_seeker_unique" unique ("job_id", "seeker_id");`,
    );
    this.addSql(
      `create index "applications_seeker_applied_idx" on "applications" ("seeker_id", "applied_at" desc, "id" desc);`,
    );
    // The employer's active lists of one job, by status and by applied date, stay index scans at 10,000 applicants.
    this.addSql(
      `create index "applications_job_status_applied_idx" on "applications" ("job_id", "status", "applied_at" desc, "id" desc) where "withdrawn_at" is null;`,
    );
    this.addSql(
      `create index "applications_job_applied_idx" on "applications" ("job_id", "applied_at" desc, "id" desc) where "withdrawn_at" is null;`,
    );
    this.addSql(`create index "applications_resume_id_idx" on "applications" ("resume_id");`);
    this.addSql(
      `alter table "applications" add constraint "applications_job_id_foreign" foreign key ("job_id") references "jobs" ("id") on delete restrict;`,
    );
    this.addSql(
      `alter table "applications" add constraint "applications_seeker_id_foreign" foreign key ("seeker_id") references "users" ("id") on delete restrict;`,
    );
    this.addSql(
      `alter table "applications" add constraint "applications_resume_id_foreign" foreign key ("resume_id") references "seeker_resumes" ("id") on delete set null;`,
    );

    this.addSql(`create table "application_status_history" (
      "id" uuid not null,
      "application_id" uuid not null,
      "actor_id" uuid not null,
      "from_status" text null,
      "to_status" text not null,
      "at" timestamptz(3) not null,
      constraint "application_status_history_pkey" primary key ("id"),
      constraint "application_status_history_from_status_check" check ("from_status" in ('pending', 'reviewed', 'interview', 'hired', 'rejected')),
      constraint "application_status_history_to_status_check" check ("to_status" in ('pending', 'reviewed', 'interview', 'hired', 'rejected', 'withdrawn'))
    );`);
    this.addSql(
      `create index "application_status_history_application_idx" on "application_status_history" ("application_id", "at" desc, "id" desc);`,
    );
    this.addSql(`create index "application_status_history_actor_id_idx" on "application_status_history" ("actor_id");`);
    this.addSql(
      `alter table "application_status_history" add constraint "application_status_history_application_id_foreign" foreign key ("application_id") references "applications" ("id") on delete restrict;`,
    );
    this.addSql(
      `alter table "application_status_history" add constraint "application_status_history_actor_id_foreign" foreign key ("actor_id") references "users" ("id") on delete restrict;`,
    );

    // Append-only: history is written once, in the transaction of the change it records.
    this.addSql(`create function "application_status_history_refuse_change"() returns trigger language plpgsql as $$
      begin
        raise exception 'application_status_history is append-only: % refused', tg_op using errcode = 'restrict_violation';
      end;
    $$;`);
    this.addSql(
      `create trigger "application_status_history_append_only" before update or delete on "application_status_history" for each row execute function "application_status_history_refuse_change"();`,
    );
  }

  override down(): void {
    this.addSql(`drop table if exists "application_status_history" cascade;`);
    this.addSql(`drop function if exists "application_status_history_refuse_change"();`);
    this.addSql(`drop table if exists "applications" cascade;`);
  }
}
