import { Migration } from '@mikro-orm/migrations';

/**
 * Seeker subscriptions (contracts: billing.ts): one live subscription per seeker (a partial unique
 * index, so two subscribes racing cannot both start one), one charge row per subscription period
 * (its unique period key doubles as the idempotency key of the charge), and the answers of
 * requests sent with an Idempotency-Key, so a retried request gets the first answer.
 */
export class Migration20261126150000_subscriptions extends Migration {
  override name = 'Migration20261126150000_subscriptions';

  override up(): void {
    this.addSql(`create table "subscriptions" (
      "id" uuid not null,
      "user_id" uuid not null,
      "plan_id" varchar(40) not null,
      "status" varchar(20) not null,
      "current_period_start" timestamptz(3) not null,
      "current_period_end" timestamptz(3) not null,
      "cancel_at_period_end" boolean not null default false,
      "pending_plan_id" varchar(40) null,
      "created_at" timestamptz(3) not null,
      "updated_at" timestamptz(3) not null,
      constraint "subscriptions_pkey" primary key ("id"),
      constraint "subscriptions_status_check" check ("status" in ('incomplete', 'trialing', 'active', 'past_due', 'cancelled'))
    );`);
    this.addSql(
      `alter table "subscriptions" add constraint "subscriptions_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `create unique index "subscriptions_one_live_idx" on "subscriptions" ("user_id") where "status" <> 'cancelled';`,
    );

    this.addSql(`create table "charges" (
      "id" uuid not null,
      "user_id" uuid not null,
      "subscription_id" uuid null,
      "period_key" varchar(80) not null,
      "amount_cents" integer not null,
      "gateway_transaction_id" varchar(40) null,
      "card_brand" varchar(30) not null,
      "card_last4" varchar(4) not null,
      "status" varchar(20) not null,
      "created_at" timestamptz(3) not null,
      constraint "charges_pkey" primary key ("id"),
      constraint "charges_status_check" check ("status" in ('pending', 'approved', 'declined', 'error', 'review')),
      constraint "charges_amount_positive" check ("amount_cents" > 0)
    );`);
    this.addSql(`alter table "charges" add constraint "charges_period_key_unique" unique ("period_key");`);
    this.addSql(
      `alter table "charges" add constraint "charges_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "charges" add constraint "charges_subscription_id_foreign" foreign key ("subscription_id") references "subscriptions" ("id") on delete set null;`,
    );
    this.addSql(`create index "charges_user_created_idx" on "charges" ("user_id", "created_at" desc);`);

    this.addSql(`create table "idempotent_requests" (
      "user_id" uuid not null,
      "key" varchar(255) not null,
      "scope" varchar(40) not null,
      "request_hash" varchar(64) not null,
      "response_status" smallint null,
      "response_body" jsonb null,
      "created_at" timestamptz(3) not null,
      constraint "idempotent_requests_pkey" primary key ("user_id", "key")
    );`);
    this.addSql(
      `alter table "idempotent_requests" add constraint "idempotent_requests_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
  }

  override down(): void {
    this.addSql(`drop table if exists "idempotent_requests" cascade;`);
    this.addSql(`drop table if exists "charges" cascade;`);
    this.addSql(`drop table if exists "subscriptions" cascade;`);
  }
}
