import { Migration } from '@mikro-orm/migrations';

/**
 * An impersonation belongs to the admin's sign-in session that started it. Impersonations that
 * were running before this column existed have no session and can no longer be used: end them.
 */
export class Migration20261124100000_impersonation_admin_session extends Migration {
  override name = 'Migration20261124100000_impersonation_admin_session';

  override up(): void {
    this.addSql(`alter table "impersonation_sessions" add column "admin_session_id" uuid null;`);
    this.addSql(
      `update "impersonation_sessions" set "ended_at" = now(), "end_reason" = 'replaced' where "ended_at" is null;`,
    );
  }

  override down(): void {
    this.addSql(`alter table "impersonation_sessions" drop column "admin_session_id";`);
  }
}
