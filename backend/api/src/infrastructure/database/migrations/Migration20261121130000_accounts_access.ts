import { Migration } from '@mikro-orm/migrations';

/**
 * Accounts and access: server-side sessions, e-mail link tokens, profile pictures and deleted
 * (anonymised) accounts, impersonation sessions and their audit log.
 */
export class Migration20261121130000_accounts_access extends Migration {
  override name = 'Migration20261121130000_accounts_access';

  override up(): void {
    this.addSql(`alter table "users" add "profile_picture_url" text null, add "deleted_at" timestamptz(3) null;`);

    this.addSql(`create table "user_sessions" (
      "id" uuid not null,
      "user_id" uuid not null,
      "token_hash" varchar(64) not null,
      "signed_in_at" timestamptz(3) not null,
      "last_seen_at" timestamptz(3) not null,
      "expires_at" timestamptz(3) not null,
      "revoked_at" timestamptz(3) null,
      "revoked_reason" text null,
      "created_at" timestamptz(3) not null default now(),
      primary key ("id")
    );`);
    this.addSql(`alter table "user_sessions" add constraint "user_sessions_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "user_sessions_user_id_idx" on "user_sessions" ("user_id");`);
    this.addSql(
      `alter table "user_sessions" add constraint "user_sessions_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );

    this.addSql(`create table "account_tokens" (
      "id" uuid not null,
      "user_id" uuid not null,
      "purpose" text not null,
      "token_hash" varchar(64) not null,
      "email" varchar(254) not null,
      "expires_at" timestamptz(3) not null,
      "used_at" timestamptz(3) null,
      "created_at" timestamptz(3) not null default now(),
      primary key ("id")
    );`);
    this.addSql(
      `alter table "account_tokens" add constraint "account_tokens_token_hash_unique" unique ("token_hash");`,
    );
    this.addSql(`create index "account_tokens_user_id_idx" on "account_tokens" ("user_id");`);
    this.addSql(
      `alter table "account_tokens" add constraint "account_tokens_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "account_tokens" add constraint "account_tokens_purpose_check" check ("purpose" in ('email_verification', 'password_reset'));`,
    );

    this.addSql(`create table "impersonation_sessions" (
      "id" uuid not null,
      "admin_id" uuid not null,
      "target_user_id" uuid not null,
      "started_at" timestamptz(3) not null,
      "last_activity_at" timestamptz(3) not null,
      "ended_at" timestamptz(3) null,
      "end_reason" text null,
      primary key ("id")
    );`);
    this.addSql(
      `create index "impersonation_sessions_target_user_id_idx" on "impersonation_sessions" ("target_user_id");`,
    );
    // Verification looks up the running session of (admin, target) on every impersonated request.
    this.addSql(
      `create index "impersonation_sessions_active_idx" on "impersonation_sessions" ("admin_id", "target_user_id") where "ended_at" is null;`,
    );
    this.addSql(
      `alter table "impersonation_sessions" add constraint "impersonation_sessions_admin_id_foreign" foreign key ("admin_id") references "users" ("id") on delete restrict;`,
    );
    this.addSql(
      `alter table "impersonation_sessions" add constraint "impersonation_sessions_target_user_id_foreign" foreign key ("target_user_id") references "users" ("id") on delete restrict;`,
    );

    this.addSql(`create table "impersonation_audit_log" (
      "id" uuid not null,
      "session_id" uuid not null,
      "admin_id" uuid not null,
      "target_user_id" uuid not null,
      "method" varchar(10) not null,
      "route" varchar(2048) not null,
      "status_code" smallint not null,
      "at" timestamptz(3) not null,
      primary key ("id")
    );`);
    this.addSql(`create index "impersonation_audit_log_session_id_idx" on "impersonation_audit_log" ("session_id");`);
    this.addSql(`create index "impersonation_audit_log_at_idx" on "impersonation_audit_log" ("at" desc, "id" desc);`);
    this.addSql(
      `alter table "impersonation_audit_log" add constraint "impersonation_audit_log_session_id_foreign" foreign key ("session_id") references "impersonation_sessions" ("id") on delete restrict;`,
    );
    this.addSql(
      `alter table "impersonation_audit_log" add constraint "impersonation_audit_log_admin_id_foreign" foreign key ("admin_id") references "users" ("id") on delete restrict;`,
    );
    this.addSql(
      `alter table "impersonation_audit_log" add constraint "impersonation_audit_log_target_user_id_foreign" foreign key ("target_user_id") references "users" ("id") on delete restrict;`,
    );
  }

  override down(): void {
    this.addSql('drop table if exists "impersonation_audit_log";');
    this.addSql('drop table if exists "impersonation_sessions";');
    this.addSql('drop table if exists "account_tokens";');
    this.addSql('drop table if exists "user_sessions";');
    this.addSql('alter table "users" drop column if exists "deleted_at", drop column if exists "profile_picture_url";');
  }
}
