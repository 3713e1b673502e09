import { Migration } from '@mikro-orm/migrations';

/**
 * Card payment methods (contracts: billing.ts): each user's customer profile at the payment
 * gateway, and their stored cards as the app may show them (brand, last four, expiry), with at
 * most one default per user.
 */
export class Migration20261126140000_payment_methods extends Migration {
  override name = 'Migration20261126140000_payment_methods';

  override up(): void {
    this.addSql(`create table "billing_customers" (
      "user_id" uuid not null,
      "customer_profile_id" varchar(40) not null,
      "created_at" timestamptz(3) not null,
      constraint "billing_customers_pkey" primary key ("user_id")
    );`);
    this.addSql(
      `alter table "billing_customers" add constraint "billing_customers_customer_profile_id_unique" unique ("customer_profile_id");`,
    );
    this.addSql(
      `alter table "billing_customers" add constraint "billing_customers_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(`create table "payment_methods" (
      "id" uuid not null,
      "user_id" uuid not null,
      "customer_profile_id" varchar(40) not null,
      "payment_profile_id" varchar(40) not null,
      "brand" varchar(30) not null,
      "last4" varchar(4) not null,
      "expiry_month" smallint not null,
      "expiry_year" smallint not null,
      "is_default" boolean not null default false,
      "created_at" timestamptz(3) not null,
      "updated_at" timestamptz(3) not null,
      constraint "payment_methods_pkey" primary key ("id"),
      constraint "payment_methods_expiry_month_range" check ("expiry_month" >= 1 and "expiry_month" <= 12),
      constraint "payment_methods_last4_digits" check ("last4" ~ '^[0-9]{4}$')
    );`);
    this.addSql(
      `alter table "payment_methods" add constraint "payment_methods_payment_profile_id_unique" unique ("payment_profile_id");`,
    );
    this.addSql(
      `alter table "payment_methods" add constraint "payment_methods_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(`create index "payment_methods_user_created_idx" on "payment_methods" ("user_id", "created_at" desc);`);
    this.addSql(
      `create unique index "payment_methods_one_default_idx" on "payment_methods" ("user_id") where "is_default";`,
    );
  }

  override down(): void {
    this.addSql(`drop table if exists "payment_methods" cascade;`);
    this.addSql(`drop table if exists "billing_customers" cascade;`);
  }
}
