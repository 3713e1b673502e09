import { Migration } from '@mikro-orm/migrations';

/**
 * Deleting a job alert can be undone for a few seconds (contracts: JOB_ALERT_UNDO_SECONDS), so a
 * delete marks the alert instead of dropping it with its e-mail history; the alert worker purges
 * the marked ones once they can no longer be restored.
 */
export class Migration20261126120000_job_alert_undo extends Migration {
  override name = 'Migration20261126120000_job_alert_undo';

  override up(): void {
    this.addSql(`alter table "job_alerts" add column "deleted_at" timestamptz(3) null;`);
  }

  override down(): void {
    this.addSql(`alter table "job_alerts" drop column "deleted_at";`);
  }
}
