import { Migration } from '@mikro-orm/migrations';

/**
 * Subscription renewals (contracts: billing.ts, DUNNING_RETRY_DAYS). A renewal that failed keeps
 * its period end (the renewal date) and counts its failed charges in `renewal_failures`; `retry_at`
 * is when a past_due subscription is charged again. The two partial indexes are what the billing
 * worker's sweep reads: live periods that ended, and retries that fell due.
 */
export class Migration20261127110000_renewals extends Migration {
  override name = 'Migration20261127110000_renewals';

  override up(): void {
    this.addSql(
      `alter table "subscriptions" add column "renewal_failures" smallint not null default 0, add column "retry_at" timestamptz(3) null;`,
    );
    this.addSql(
      `alter table "subscriptions" add constraint "subscriptions_renewal_failures_check" check ("renewal_failures" >= 0);`,
    );
    this.addSql(
      `create index "subscriptions_renewal_due_idx" on "subscriptions" ("current_period_end") where "status" in ('trialing', 'active');`,
    );
    this.addSql(
      `create index "subscriptions_retry_due_idx" on "subscriptions" ("retry_at") where "status" = 'past_due';`,
    );
  }

  override down(): void {
    this.addSql(`drop index if exists "subscriptions_retry_due_idx";`);
    this.addSql(`drop index if exists "subscriptions_renewal_due_idx";`);
    this.addSql(`alter table "subscriptions" drop constraint if exists "subscriptions_renewal_failures_check";`);
    this.addSql(
      `alter table "subscriptions" drop column if exists "retry_at", drop column if exists "renewal_failures";`,
    );
  }
}
