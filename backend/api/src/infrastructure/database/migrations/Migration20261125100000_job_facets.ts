import { Migration } from '@mikro-orm/migrations';

/**
 * Job search that stays fast at a million jobs: every filter of a job as one small number, jobs.facet
 * (see modules/jobs/search/job-facets.ts, whose FACET_SQL this expression is, frozen here), and the
 * pay a minimum-pay filter compares, jobs.pay; one partial index answers any combination of filters
 * from the index alone. The pay index moves to the new column.
 */
export class Migration20261125100000_job_facets extends Migration {
  override name = 'Migration20261125100000_job_facets';

  override up(): void {
    this.addSql(
      `alter table "jobs" add column "facet" smallint generated always as (((array_position(array['Administrative', 'Marketing', 'Customer Service', 'Writing', 'Accounting', 'Design', 'Development', 'Sales', 'Human Resources', 'Project Management', 'Education & Training', 'Healthcare', 'Data Entry', 'Virtual Assistant', 'Social Media', 'Finance', 'Legal', 'Engineering', 'Data & Analytics', 'IT & Support', 'Operations', 'Consulting', 'Translation', 'Editing & Proofreading', 'Recruiting', 'Bookkeeping', 'E-commerce', 'Other']::text[], "category"::text) - 1) * 192 + (array_position(array['FULL_TIME', 'PART_TIME', 'PERMANENT', 'TEMPORARY']::text[], "job_type"::text) - 1) * 48 + (array_position(array['entry', 'mid', 'senior', 'lead']::text[], "experience_level"::text) - 1) * 12 + (array_position(array['yearly', 'monthly', 'hourly']::text[], "salary_type"::text) - 1) * 4 + (case when "location" ~* '^\\s*(remote\\M|$)' then 2 else 0 end) + (case when "is_flexible" then 1 else 0 end))::smallint) stored, add column "pay" numeric(12,2) generated always as (coalesce("salary_max", "salary_min")) stored;`,
    );
    this.addSql(
      `create index "jobs_approved_facet_idx" on "jobs" ("facet", "pay", "posted_at") include ("id", "expires_at") where "status" = 'approved';`,
    );
    this.addSql(`drop index "jobs_approved_pay_idx";`);
    this.addSql(`create index "jobs_approved_pay_idx" on "jobs" ("salary_type", "pay") where "status" = 'approved';`);
  }

  override down(): void {
    this.addSql(`drop index "jobs_approved_pay_idx";`);
    this.addSql(`drop index "jobs_approved_facet_idx";`);
    this.addSql(`alter table "jobs" drop column "facet", drop column "pay";`);
    this.addSql(
      `create index "jobs_approved_pay_idx" on "jobs" ("salary_type", (coalesce("salary_max", "salary_min"))) where "status" = 'approved';`,
    );
  }
}
