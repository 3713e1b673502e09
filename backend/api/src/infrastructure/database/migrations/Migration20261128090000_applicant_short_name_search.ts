import { Migration } from '@mikro-orm/migrations';

/**
 * A name of one or two letters has no trigram for users_name_trgm_idx to look up, so the employer's
 * list and its counts per status test the name of each of the job's applicants in turn (10,000 at
 * npm run bench:applications): the name read from this index alone (an index-only probe per
 * applicant) costs half what reading each user's row did.
 */
export class Migration20261128090000_applicant_short_name_search extends Migration {
  override name = 'Migration20261128090000_applicant_short_name_search';

  override up(): void {
    this.addSql(`create index "users_id_name_idx" on "users" ("id") include ("name");`);
  }

  override down(): void {
    this.addSql(`drop index if exists "users_id_name_idx";`);
  }
}
