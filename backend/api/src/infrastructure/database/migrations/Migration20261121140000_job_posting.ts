import { Migration } from '@mikro-orm/migrations';

/**
 * Job posting, moderation and lifecycle, saved jobs and job alerts: drafts may leave
 * type, level and category empty; the review queue and the expiry sweep get partial indexes.
 */
export class Migration20261121140000_job_posting extends Migration {
  override name = 'Migration20261121140000_job_posting';

  override up(): void {
    this.addSql(`alter table "jobs" add "submitted_at" timestamptz(3) null, add "rejection_reason" text null;`);
    this.addSql(`alter table "jobs" alter column "job_type" drop not null;`);
    this.addSql(`alter table "jobs" alter column "experience_level" drop not null;`);
    this.addSql(`alter table "jobs" alter column "category" drop not null;`);
    // Archived drafts keep their gaps; anything that was submitted is complete.
    this.addSql(
      `alter table "jobs" add constraint "jobs_complete_unless_draft" check ("status" in ('draft', 'archived') or ("job_type" is not null and "experience_level" is not null and "category" is not null));`,
    );
    // GET /api/admin/jobs: jobs in review, oldest submission first.
    this.addSql(
      `create index "jobs_review_queue_idx" on "jobs" ("submitted_at", "id") where "status" = 'pending_review';`,
    );
    // The expiry sweep: live jobs past expires_at.
    this.addSql(`create index "jobs_approved_expires_idx" on "jobs" ("expires_at") where "status" = 'approved';`);

    this.addSql(
      `create table "saved_jobs" ("user_id" uuid not null, "job_id" uuid not null, "saved_at" timestamptz(3) not null default now(), primary key ("user_id", "job_id"));`,
    );
    this.addSql(`create index "saved_jobs_job_id_idx" on "saved_jobs" ("job_id");`);
    this.addSql(`create index "saved_jobs_user_saved_at_idx" on "saved_jobs" ("user_id", "saved_at" desc);`);
    this.addSql(
      `alter table "saved_jobs" add constraint "saved_jobs_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "saved_jobs" add constraint "saved_jobs_job_id_foreign" foreign key ("job_id") references "jobs" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(`create table "job_alerts" (
      "id" uuid not null,
      "user_id" uuid not null,
      "query" text not null,
      "frequency" text not null,
      "paused" boolean not null default false,
      "notified_up_to" timestamptz(3) not null,
      "last_run_at" timestamptz(3) null,
      "last_sent_at" timestamptz(3) null,
      "created_at" timestamptz(3) not null default now(),
      primary key ("id")
    );`);
    this.addSql(`create index "job_alerts_due_idx" on "job_alerts" ("last_run_at") where not "paused";`);
    this.addSql(`create index "job_alerts_user_id_idx" on "job_alerts" ("user_id");`);
    this.addSql(
      `alter table "job_alerts" add constraint "job_alerts_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "job_alerts" add constraint "job_alerts_frequency_check" check ("frequency" in ('daily', 'weekly'));`,
    );

    this.addSql(`create table "job_alert_deliveries" (
      "id" uuid not null,
      "alert_id" uuid not null,
      "unsubscribe_token_hash" varchar(64) not null,
      "job_count" int not null,
      "sent_at" timestamptz(3) not null default now(),
      primary key ("id")
    );`);
    this.addSql(
      `alter table "job_alert_deliveries" add constraint "job_alert_deliveries_token_hash_unique" unique ("unsubscribe_token_hash");`,
    );
    this.addSql(`create index "job_alert_deliveries_alert_id_idx" on "job_alert_deliveries" ("alert_id");`);
    this.addSql(
      `alter table "job_alert_deliveries" add constraint "job_alert_deliveries_alert_id_foreign" foreign key ("alert_id") references "job_alerts" ("id") on delete cascade;`,
    );
  }

  override down(): void {
    this.addSql('drop table if exists "job_alert_deliveries";');
    this.addSql('drop table if exists "job_alerts";');
    this.addSql('drop table if exists "saved_jobs";');
    this.addSql('drop index if exists "jobs_approved_expires_idx";');
    this.addSql('drop index if exists "jobs_review_queue_idx";');
    this.addSql('alter table "jobs" drop constraint if exists "jobs_complete_unless_draft";');
    // Drafts without these cannot go back under NOT NULL: they are removed with the feature.
    this.addSql(`delete from "jobs" where "job_type" is null or "experience_level" is null or "category" is null;`);
    this.addSql(
      'alter table "jobs" alter column "category" set not null, alter column "experience_level" set not null, alter column "job_type" set not null;',
    );
    this.addSql('alter table "jobs" drop column if exists "rejection_reason", drop column if exists "submitted_at";');
  }
}
