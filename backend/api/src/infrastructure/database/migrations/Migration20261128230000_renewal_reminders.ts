import { Migration } from '@mikro-orm/migrations';

/**
 * Seekers hear, a few days ahead, that their plan renews and what it will cost ('renewal-coming').
 * `subscriptions.renewal_reminded_for` keeps the renewal date they were reminded of, so the hourly
 * scan (over subscriptions_renewal_due_idx) reminds each renewal once and the next period's again.
 */
export class Migration20261128230000_renewal_reminders extends Migration {
  override name = 'Migration20261128230000_renewal_reminders';

  override up(): void {
    this.addSql(`alter table "subscriptions" add column "renewal_reminded_for" timestamptz(3) null;`);
  }

  override down(): void {
    this.addSql(`alter table "subscriptions" drop column if exists "renewal_reminded_for";`);
  }
}
