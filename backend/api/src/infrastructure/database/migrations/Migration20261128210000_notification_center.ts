import { Migration } from '@mikro-orm/migrations';

/**
 * The notification center (contracts: notification-center.ts): a notification per recipient, each
 * person's choices per kind (in-app, and e-mail as it happens, in the digest or off) and digest
 * time zone, and the e-mails that could not be delivered. The earlier per-kind e-mail opt-outs
 * become "e-mail off" choices (the applicants digest is now the digest of new applicants).
 */
export class Migration20261128210000_notification_center extends Migration {
  override name = 'Migration20261128210000_notification_center';

  override up(): void {
    this.addSql(`create table "notifications" (
      "id" uuid not null,
      "user_id" uuid not null,
      "kind" varchar(40) not null,
      "subject_id" uuid null,
      "subject_title" varchar(200) null,
      "text" varchar(200) not null,
      "link" varchar(300) not null,
      "dedupe_key" varchar(200) not null,
      "in_app" boolean not null,
      "email_state" varchar(10) not null,
      "created_at" timestamptz(3) not null,
      "seen_at" timestamptz(3) null,
      "read_at" timestamptz(3) null,
      "emailed_at" timestamptz(3) null,
      constraint "notifications_pkey" primary key ("id"),
      constraint "notifications_email_state_check" check ("email_state" in ('none', 'sent', 'digest', 'digested'))
    );`);
    this.addSql(
      `alter table "notifications" add constraint "notifications_dedupe_unique" unique ("user_id", "dedupe_key");`,
    );
    this.addSql(
      `create index "notifications_user_list_idx" on "notifications" ("user_id", "created_at" desc, "id" desc) where "in_app";`,
    );
    this.addSql(
      `create index "notifications_unread_idx" on "notifications" ("user_id") where "in_app" and "read_at" is null;`,
    );
    this.addSql(
      `create index "notifications_digest_idx" on "notifications" ("user_id", "created_at") where "email_state" = 'digest';`,
    );

    this.addSql(`create table "notification_preferences" (
      "user_id" uuid not null,
      "kind" varchar(40) not null,
      "in_app" boolean not null,
      "email" varchar(10) not null,
      "updated_at" timestamptz(3) not null,
      constraint "notification_preferences_pkey" primary key ("user_id", "kind"),
      constraint "notification_preferences_email_check" check ("email" in ('immediate', 'digest', 'off'))
    );`);

    this.addSql(`create table "notification_settings" (
      "user_id" uuid not null,
      "time_zone" varchar(64) null,
      "last_digest_at" timestamptz(3) null,
      "updated_at" timestamptz(3) not null,
      constraint "notification_settings_pkey" primary key ("user_id")
    );`);

    this.addSql(`create table "email_delivery_failures" (
      "id" uuid not null,
      "user_id" uuid null,
      "address" varchar(320) not null,
      "category" varchar(60) not null,
      "subject" varchar(300) not null,
      "reason" varchar(500) not null,
      "permanent" boolean not null,
      "occurred_at" timestamptz(3) not null,
      constraint "email_delivery_failures_pkey" primary key ("id")
    );`);
    this.addSql(
      `create index "email_delivery_failures_user_idx" on "email_delivery_failures" ("user_id", "occurred_at" desc);`,
    );
    this.addSql(`create index "email_delivery_failures_recent_idx" on "email_delivery_failures" ("occurred_at" desc);`);

    // Each earlier opt-out is now that kind's e-mail turned off (in-app stays on).
    this.addSql(`insert into "notification_preferences" ("user_id", "kind", "in_app", "email", "updated_at")
      select "user_id", case "kind" when 'applicants-digest' then 'new-applicant' else "kind" end, true, 'off', "created_at"
      from "email_opt_outs"
      on conflict do nothing;`);
    this.addSql(`drop table "email_opt_outs";`);
  }

  override down(): void {
    this.addSql(`create table "email_opt_outs" (
      "user_id" uuid not null,
      "kind" varchar(40) not null,
      "created_at" timestamptz(3) not null default now(),
      constraint "email_opt_outs_pkey" primary key ("user_id", "kind")
    );`);
    this.addSql(`insert into "email_opt_outs" ("user_id", "kind", "created_at")
      select "user_id", case "kind" when 'new-applicant' then 'applicants-digest' else "kind" end, "updated_at"
      from "notification_preferences" where "email" = 'off'
      on conflict do nothing;`);
    this.addSql(`drop table if exists "email_delivery_failures" cascade;`);
    this.addSql(`drop table if exists "notification_settings" cascade;`);
    this.addSql(`drop table if exists "notification_preferences" cascade;`);
    this.addSql(`drop table if exists "notifications" cascade;`);
  }
}
