import { Migration } from '@mikro-orm/migrations';

/**
 * The views through which a module publishes its rows for other modules' statements, so that each
 * table is read and written by its owner alone: accounts' user and company cards, jobs' job cards,
 * applications' application cards, and profiles' resume and profile cards. Each is a plain projection, which
 * PostgreSQL inlines into the statement that reads it (the owner's indexes serve it as before).
 */
export class Migration20261128120000_owner_read_views extends Migration {
  override name = 'Migration20261128120000_owner_read_views';

  override up(): void {
    this.addSql(
      `create view "user_cards" as select "id", "email", "name", "role", "company_id", "headline", "profile_picture_url", "email_verified_at", "deleted_at", "created_at" from "users";`,
    );
    this.addSql(
      `create view "company_cards" as select "id", "slug", "name", "logo_url", "logo_file_url", "website", "time_zone", "not_selected_emails", "created_at" from "companies";`,
    );
    this.addSql(
      `create view "job_cards" as select "id", "company_id", "title", "status", "location", "job_type", "experience_level", "category", "is_remote", "is_flexible", "is_company_private", "salary_type", "posted_at", "expires_at", "approved_at", "submitted_at", "created_at", "updated_at", "is_featured" from "jobs";`,
    );
    this.addSql(
      `create view "application_cards" as select "id", "job_id", "seeker_id", "resume_id", "status", "interview_stage", "applied_at", "updated_at", "withdrawn_at" from "applications";`,
    );
    this.addSql(
      `create view "seeker_resume_cards" as select "id", "user_id", "upload_id", "name", "is_default", "created_at" from "seeker_resumes";`,
    );
    this.addSql(
      `create view "seeker_profile_cards" as select "user_id", "location", "phone", "availability", "experience_level", "about_me", "salary_expectations", "show_salary_expectations", "visible_to_employers", "skills", "portfolio_urls", "work_experience", "education", "updated_at", "search_document", "search_skills" from "seeker_profiles";`,
    );
  }

  override down(): void {
    this.addSql(`drop view if exists "seeker_profile_cards";`);
    this.addSql(`drop view if exists "seeker_resume_cards";`);
    this.addSql(`drop view if exists "application_cards";`);
    this.addSql(`drop view if exists "job_cards";`);
    this.addSql(`drop view if exists "company_cards";`);
    this.addSql(`drop view if exists "user_cards";`);
  }
}
