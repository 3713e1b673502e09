import { Migration } from '@mikro-orm/migrations';

/**
 * Employers search a job's applicants by a part of their name (GET /api/employer/jobs/{id}/applications?q=).
 * An ILIKE tested on every applicant's user row grows slow with a job's thousands of applicants
 * (npm run bench:applications); a trigram index on users.name finds the few matching seekers first.
 * pg_trgm is installed by Migration20261121120000_job_search.
 */
export class Migration20261126090000_applicant_name_search extends Migration {
  override name = 'Migration20261126090000_applicant_name_search';

  override up(): void {
    this.addSql(`create index "users_name_trgm_idx" on "users" using gin ("name" gin_trgm_ops);`);
  }

  override down(): void {
    this.addSql(`drop index if exists "users_name_trgm_idx";`);
  }
}
