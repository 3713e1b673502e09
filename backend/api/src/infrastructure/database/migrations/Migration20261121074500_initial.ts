import { Migration } from '@mikro-orm/migrations';

/** Companies, jobs (with the public feed index) and worker heartbeats. */
export class Migration20261121074500_initial extends Migration {
  override name = 'Migration20261121074500_initial';

  override up(): void {
    this.addSql(`create table "companies" (
      "id" uuid not null,
      "slug" varchar(80) not null,
      "name" varchar(120) not null,
      "logo_url" text null,
      "website" varchar(255) null,
      "created_at" timestamptz(3) not null default now(),
      "updated_at" timestamptz(3) not null default now(),
      constraint "companies_pkey" primary key ("id"),
      constraint "companies_slug_unique" unique ("slug")
    );`);

    this.addSql(`create table "jobs" (
      "id" uuid not null,
      "company_id" uuid not null,
      "title" varchar(100) not null,
      "description" text not null,
      "requirements" text not null,
      "salary_min" numeric(12,2) null,
      "salary_max" numeric(12,2) null,
      "salary_type" text not null default 'yearly',
      "location" varchar(120) not null default 'Remote',
      "job_type" text not null,
      "experience_level" text not null,
      "category" varchar(64) not null,
      "skills" text[] not null default '{}',
      "benefits" text null,
      "application_deadline" date null,
      "website" varchar(255) null,
      "linkedin_profile" varchar(255) null,
      "contact_phone" varchar(32) null,
      "is_company_private" boolean not null default false,
      "is_flexible" boolean not null default false,
      "status" text not null default 'draft',
      "posted_at" timestamptz(3) null,
      "expires_at" timestamptz(3) null,
      "created_at" timestamptz(3) not null default now(),
      "updated_at" timestamptz(3) not null default now(),
      constraint "jobs_pkey" primary key ("id"),
      constraint "jobs_company_id_foreign" foreign key ("company_id") references "companies" ("id") on delete restrict,
      constraint "jobs_salary_range" check ("salary_min" is null or "salary_max" is null or "salary_min" <= "salary_max"),
      constraint "jobs_approved_has_posted_at" check ("status" <> 'approved' or "posted_at" is not null),
      constraint "jobs_salary_type_check" check ("salary_type" in ('yearly', 'monthly', 'hourly')),
      constraint "jobs_job_type_check" check ("job_type" in ('FULL_TIME', 'PART_TIME', 'PERMANENT', 'TEMPORARY')),
      constraint "jobs_experience_level_check" check ("experience_level" in ('entry', 'mid', 'senior', 'lead')),
      constraint "jobs_status_check" check ("status" in ('draft', 'pending_review', 'approved', 'rejected', 'expired', 'filled', 'archived'))
    );`);
    this.addSql(`create index "jobs_company_id_idx" on "jobs" ("company_id");`);
    // Serves GET /api/jobs: approved jobs, newest first, keyset-paged on (posted_at, id).
    this.addSql(
      `create index "jobs_approved_feed_idx" on "jobs" ("posted_at" desc, "id" desc) where "status" = 'approved';`,
    );

    this.addSql(`create table "worker_heartbeats" (
      "worker_id" varchar(200) not null,
      "last_job_id" varchar(100) not null,
      "requested_at" timestamptz(3) not null,
      "beat_at" timestamptz(3) not null default now(),
      "beats" int not null default 1,
      constraint "worker_heartbeats_pkey" primary key ("worker_id")
    );`);
  }

  override down(): void {
    this.addSql('drop table if exists "worker_heartbeats";');
    this.addSql('drop table if exists "jobs";');
    this.addSql('drop table if exists "companies";');
  }
}
