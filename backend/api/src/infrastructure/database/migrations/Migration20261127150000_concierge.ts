import { Migration } from '@mikro-orm/migrations';

/**
 * Concierge packages (contracts: concierge.ts): the admin concierge of a job listed with one,
 * one per job, with the package credit it came from and, when an admin chose it by hand, who did.
 */
export class Migration20261127150000_concierge extends Migration {
  override name = 'Migration20261127150000_concierge';

  override up(): void {
    this.addSql(`create table "job_concierges" (
      "id" uuid not null,
      "job_id" uuid not null,
      "admin_id" uuid not null,
      "grant_id" uuid not null,
      "assigned_at" timestamptz(3) not null,
      "assigned_by" uuid null,
      constraint "job_concierges_pkey" primary key ("id")
    );`);
    this.addSql(`alter table "job_concierges" add constraint "job_concierges_job_id_unique" unique ("job_id");`);
    this.addSql(`create index "job_concierges_admin_idx" on "job_concierges" ("admin_id", "assigned_at");`);
    this.addSql(
      `alter table "job_concierges" add constraint "job_concierges_job_id_foreign" foreign key ("job_id") references "jobs" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "job_concierges" add constraint "job_concierges_admin_id_foreign" foreign key ("admin_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "job_concierges" add constraint "job_concierges_grant_id_foreign" foreign key ("grant_id") references "package_grants" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "job_concierges" add constraint "job_concierges_assigned_by_foreign" foreign key ("assigned_by") references "users" ("id") on delete set null;`,
    );
  }

  override down(): void {
    this.addSql(`drop table if exists "job_concierges" cascade;`);
  }
}
