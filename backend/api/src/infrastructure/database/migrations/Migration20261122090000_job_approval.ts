import { Migration } from '@mikro-orm/migrations';

/**
 * Moderation cannot be bypassed: `approved_at` records that an admin approved the job's current
 * content, and only jobs that carry it are ever public. Archiving a draft or a job in review gives
 * it a closed status but no approval, so it stays hidden.
 */
export class Migration20261122090000_job_approval extends Migration {
  override name = 'Migration20261122090000_job_approval';

  override up(): void {
    this.addSql(`alter table "jobs" add "approved_at" timestamptz(3) null;`);
    // Live and closed-after-live jobs were approved; posted_at was set on approval and cleared whenever the content changed.
    this.addSql(
      `update "jobs" set "approved_at" = coalesce("posted_at", "updated_at") where "status" in ('approved', 'expired', 'filled');`,
    );
    // Archived jobs count as approved only if they went live with their current content; archived drafts and jobs in review stay hidden.
    this.addSql(
      `update "jobs" set "approved_at" = "posted_at" where "status" = 'archived' and "posted_at" is not null;`,
    );
    // Live, expired and filled jobs were approved; drafts, jobs in review and rejected ones are not (a content change drops
    // the approval). Written as `in` over the other statuses (a closed set) so the ORM's schema diff reads them back alike,
    // and named to sort after jobs_status_check: PostgreSQL checks in name order, so an unknown status still reports that one.
    this.addSql(
      `alter table "jobs" add constraint "jobs_was_approved_if_live" check ("status" in ('draft', 'pending_review', 'rejected', 'archived') or "approved_at" is not null);`,
    );
    this.addSql(
      `alter table "jobs" add constraint "jobs_unreviewed_not_approved" check ("status" in ('approved', 'expired', 'filled', 'archived') or "approved_at" is null);`,
    );
  }

  override down(): void {
    this.addSql('alter table "jobs" drop constraint if exists "jobs_unreviewed_not_approved";');
    this.addSql('alter table "jobs" drop constraint if exists "jobs_was_approved_if_live";');
    this.addSql('alter table "jobs" drop column if exists "approved_at";');
  }
}
