import { Migration } from '@mikro-orm/migrations';

/**
 * Chat (contracts: chat.ts): threads between a company and a seeker (one per pair) or between the
 * company of a concierge job and its admin concierge (one per job), their members with each one's
 * last-read message, the messages, and the switches of chat maintenance (the newest is the state).
 */
export class Migration20261128140600_chat extends Migration {
  override name = 'Migration20261128140600_chat';

  override up(): void {
    this.addSql(`create table "chat_threads" (
      "id" uuid not null,
      "kind" varchar(16) not null,
      "company_id" uuid not null,
      "seeker_id" uuid null,
      "job_id" uuid null,
      "started_by_id" uuid null,
      "created_at" timestamptz(3) not null,
      "last_activity_at" timestamptz(3) not null,
      constraint "chat_threads_pkey" primary key ("id"),
      constraint "chat_threads_kind_check" check ("kind" in ('direct', 'concierge')),
      constraint "chat_threads_shape_check" check (("kind" = 'direct' and "seeker_id" is not null) or ("kind" = 'concierge' and "seeker_id" is null and "job_id" is not null))
    );`);
    this.addSql(
      `create unique index "chat_threads_direct_unique" on "chat_threads" ("company_id", "seeker_id") where "kind" = 'direct';`,
    );
    this.addSql(
      `create unique index "chat_threads_concierge_unique" on "chat_threads" ("job_id") where "kind" = 'concierge';`,
    );
    this.addSql(
      `create index "chat_threads_company_activity_idx" on "chat_threads" ("company_id", "last_activity_at" desc, "id" desc);`,
    );
    this.addSql(
      `create index "chat_threads_seeker_activity_idx" on "chat_threads" ("seeker_id", "last_activity_at" desc, "id" desc) where "seeker_id" is not null;`,
    );
    this.addSql(`create index "chat_threads_started_by_id_idx" on "chat_threads" ("started_by_id");`);

    this.addSql(`create table "chat_messages" (
      "id" uuid not null,
      "thread_id" uuid not null,
      "sender_id" uuid not null,
      "sender_type" varchar(16) not null,
      "content" text not null,
      "attachment_upload_id" uuid null,
      "attachment_name" varchar(255) null,
      "attachment_type" varchar(100) null,
      "attachment_size" int null,
      "created_at" timestamptz(3) not null,
      "read_at" timestamptz(3) null,
      constraint "chat_messages_pkey" primary key ("id"),
      constraint "chat_messages_sender_type_check" check ("sender_type" in ('employer', 'seeker', 'admin')),
      constraint "chat_messages_content_length" check (char_length("content") <= 2000)
    );`);
    this.addSql(
      `create index "chat_messages_thread_order_idx" on "chat_messages" ("thread_id", "created_at" desc, "id" desc);`,
    );
    this.addSql(`create index "chat_messages_sender_id_idx" on "chat_messages" ("sender_id");`);
    this.addSql(`create index "chat_messages_attachment_upload_id_idx" on "chat_messages" ("attachment_upload_id");`);

    this.addSql(`create table "chat_thread_members" (
      "thread_id" uuid not null,
      "user_id" uuid not null,
      "side" varchar(16) not null,
      "last_read_message_id" uuid null,
      "last_read_at" timestamptz(3) null,
      "joined_at" timestamptz(3) not null,
      "emailed_at" timestamptz(3) null,
      "emailed_up_to" timestamptz(3) null,
      constraint "chat_thread_members_pkey" primary key ("thread_id", "user_id"),
      constraint "chat_thread_members_side_check" check ("side" in ('employer', 'seeker', 'admin'))
    );`);
    this.addSql(`create index "chat_thread_members_user_id_idx" on "chat_thread_members" ("user_id");`);
    this.addSql(
      `create index "chat_thread_members_last_read_message_id_idx" on "chat_thread_members" ("last_read_message_id");`,
    );

    this.addSql(`create table "chat_maintenance_changes" (
      "id" uuid not null,
      "enabled" boolean not null,
      "changed_by_id" uuid not null,
      "changed_at" timestamptz(3) not null,
      constraint "chat_maintenance_changes_pkey" primary key ("id")
    );`);
    this.addSql(
      `create index "chat_maintenance_changes_at_idx" on "chat_maintenance_changes" ("changed_at" desc, "id" desc);`,
    );
    this.addSql(
      `create index "chat_maintenance_changes_changed_by_id_idx" on "chat_maintenance_changes" ("changed_by_id");`,
    );

    this.addSql(
      `alter table "chat_threads" add constraint "chat_threads_company_id_foreign" foreign key ("company_id") references "companies" ("id") on delete restrict;`,
    );
    this.addSql(
      `alter table "chat_threads" add constraint "chat_threads_seeker_id_foreign" foreign key ("seeker_id") references "users" ("id") on delete restrict;`,
    );
    this.addSql(
      `alter table "chat_threads" add constraint "chat_threads_job_id_foreign" foreign key ("job_id") references "jobs" ("id") on delete restrict;`,
    );
    this.addSql(
      `alter table "chat_threads" add constraint "chat_threads_started_by_id_foreign" foreign key ("started_by_id") references "users" ("id") on delete restrict;`,
    );
    this.addSql(
      `alter table "chat_messages" add constraint "chat_messages_thread_id_foreign" foreign key ("thread_id") references "chat_threads" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "chat_messages" add constraint "chat_messages_sender_id_foreign" foreign key ("sender_id") references "users" ("id") on delete restrict;`,
    );
    this.addSql(
      `alter table "chat_messages" add constraint "chat_messages_attachment_upload_id_foreign" foreign key ("attachment_upload_id") references "uploads" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "chat_thread_members" add constraint "chat_thread_members_thread_id_foreign" foreign key ("thread_id") references "chat_threads" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "chat_thread_members" add constraint "chat_thread_members_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete restrict;`,
    );
    this.addSql(
      `alter table "chat_thread_members" add constraint "chat_thread_members_last_read_message_id_foreign" foreign key ("last_read_message_id") references "chat_messages" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "chat_maintenance_changes" add constraint "chat_maintenance_changes_changed_by_id_foreign" foreign key ("changed_by_id") references "users" ("id") on delete restrict;`,
    );
  }

  override down(): void {
    this.addSql(`drop table if exists "chat_maintenance_changes" cascade;`);
    this.addSql(`drop table if exists "chat_thread_members" cascade;`);
    this.addSql(`drop table if exists "chat_messages" cascade;`);
    this.addSql(`drop table if exists "chat_threads" cascade;`);
  }
}
