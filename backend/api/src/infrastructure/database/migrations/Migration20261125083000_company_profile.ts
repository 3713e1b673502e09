import { Migration } from '@mikro-orm/migrations';

/** The employer's company profile: LinkedIn, about, size, and a logo uploaded to storage. */
export class Migration20261125083000_company_profile extends Migration {
  override name = 'Migration20261125083000_company_profile';

  override up(): void {
    this.addSql(
      `alter table "companies" add column "linkedin_url" varchar(255) null, add column "about" text null, add column "size" varchar(16) null, add column "logo_file_url" text null;`,
    );
    this.addSql(
      `alter table "companies" add constraint "companies_size_check" check ("size" in ('1-10', '11-50', '51-200', '201-500', '501-1000', '1000+'));`,
    );
  }

  override down(): void {
    this.addSql(`alter table "companies" drop constraint "companies_size_check";`);
    this.addSql(
      `alter table "companies" drop column "linkedin_url", drop column "about", drop column "size", drop column "logo_file_url";`,
    );
  }
}
