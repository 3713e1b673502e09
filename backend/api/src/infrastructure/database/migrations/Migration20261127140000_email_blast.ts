import { Migration } from '@mikro-orm/migrations';

/**
 * Solo Email Blast (a job-posting package): the job of a listing paid with a 'solo-email-blast' credit
 * is e-mailed once to the seekers whose alerts or profile skills match it. `package_debits.blasted_at`
 * records that the listing's blast went out, so a re-approval after an edit (which keeps the debit)
 * does not send it again.
 */
export class Migration20261127140000_email_blast extends Migration {
  override name = 'Migration20261127140000_email_blast';

  override up(): void {
    this.addSql(`alter table "package_debits" add column "blasted_at" timestamptz(3) null;`);
  }

  override down(): void {
    this.addSql(`alter table "package_debits" drop column if exists "blasted_at";`);
  }
}
