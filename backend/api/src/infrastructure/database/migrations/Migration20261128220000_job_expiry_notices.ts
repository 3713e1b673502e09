import { Migration } from '@mikro-orm/migrations';

/**
 * The employers of a company hear, a few days ahead, that a live job's listing ends
 * ('job-expiring'). `jobs.expiry_notice_for` keeps the end they were told of, so the hourly scan
 * tells each end once and a renewed listing's later end again.
 */
export class Migration20261128220000_job_expiry_notices extends Migration {
  override name = 'Migration20261128220000_job_expiry_notices';

  override up(): void {
    this.addSql(`alter table "jobs" add column "expiry_notice_for" timestamptz(3) null;`);
  }

  override down(): void {
    this.addSql(`alter table "jobs" drop column if exists "expiry_notice_for";`);
  }
}
