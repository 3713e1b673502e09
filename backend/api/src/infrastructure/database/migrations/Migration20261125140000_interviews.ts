import { Migration } from '@mikro-orm/migrations';

/**
 * The interview pipeline (contracts: interviews.ts): the current interview of an
 * application in a 1:1 table beside it (the stage itself stays on applications.interview_stage,
 * which the employer's lists filter on), its append-only history (a trigger refuses updates and
 * deletes), and the time zone a company schedules in, for calendar invitations.
 */
export class Migration20261125140000_interviews extends Migration {
  override name = 'Migration20261125140000_interviews';

  override up(): void {
    this.addSql(`alter table "companies" add column "time_zone" varchar(64) not null default 'America/New_York';`);

    this.addSql(`create table "application_interviews" (
      "application_id" uuid not null,
      "stage" text not null,
      "scheduled_at" timestamptz(3) null,
      "completed_at" timestamptz(3) null,
      "interviewer_notes" text null,
      "next_action_required" text null,
      "next_action_deadline" timestamptz(3) null,
      "calendar_uid" uuid not null,
      "calendar_sequence" int null,
      "invited_start" timestamptz(3) null,
      "updated_at" timestamptz(3) not null,
      "updated_by_id" uuid not null,
      constraint "application_interviews_pkey" primary key ("application_id"),
      constraint "application_interviews_stage_check" check ("stage" in ('initial_screening', 'technical_interview', 'behavioral_interview', 'final_interview', 'offer_extended', 'offer_accepted', 'offer_rejected')),
      constraint "application_interviews_notes_length" check (char_length("interviewer_notes") <= 5000),
      constraint "application_interviews_next_action_length" check (char_length("next_action_required") <= 500)
    );`);
    this.addSql(
      `alter table "application_interviews" add constraint "application_interviews_calendar_uid_unique" unique ("calendar_uid");`,
    );
    this.addSql(
      `create index "application_interviews_updated_by_id_idx" on "application_interviews" ("updated_by_id");`,
    );
    this.addSql(
      `alter table "application_interviews" add constraint "application_interviews_application_id_foreign" foreign key ("application_id") references "applications" ("id") on delete restrict;`,
    );
    this.addSql(
      `alter table "application_interviews" add constraint "application_interviews_updated_by_id_foreign" foreign key ("updated_by_id") references "users" ("id") on delete restrict;`,
    );

    this.addSql(`create table "interview_history" (
      "id" uuid not null,
      "application_id" uuid not null,
      "actor_id" uuid not null,
      "stage" text not null,
      "notes" text null,
      "scheduled_at" timestamptz(3) null,
      "completed_at" timestamptz(3) null,
      "created_at" timestamptz(3) not null,
      constraint "interview_history_pkey" primary key ("id"),
      constraint "interview_history_stage_check" check ("stage" in ('initial_screening', 'technical_interview', 'behavioral_interview', 'final_interview', 'offer_extended', 'offer_accepted', 'offer_rejected'))
    );`);
    this.addSql(
      `create index "interview_history_application_idx" on "interview_history" ("application_id", "created_at" desc, "id" desc);`,
    );
    this.addSql(`create index "interview_history_actor_id_idx" on "interview_history" ("actor_id");`);
    this.addSql(
      `alter table "interview_history" add constraint "interview_history_application_id_foreign" foreign key ("application_id") references "applications" ("id") on delete restrict;`,
    );
    this.addSql(
      `alter table "interview_history" add constraint "interview_history_actor_id_foreign" foreign key ("actor_id") references "users" ("id") on delete restrict;`,
    );

    // Append-only: each entry is written once, in the transaction of the update it records.
    this.addSql(`create function "interview_history_refuse_change"() returns trigger language plpgsql as $$
      begin
        raise exception 'interview_history is append-only: % refused', tg_op using errcode = 'restrict_violation';
      end;
    $$;`);
    this.addSql(
      `create trigger "interview_history_append_only" before update or delete on "interview_history" for each row execute function "interview_history_refuse_change"();`,
    );
  }

  override down(): void {
    this.addSql(`drop table if exists "interview_history" cascade;`);
    this.addSql(`drop function if exists "interview_history_refuse_change"();`);
    this.addSql(`drop table if exists "application_interviews" cascade;`);
    this.addSql(`alter table "companies" drop column if exists "time_zone";`);
  }
}
