import { Migration } from '@mikro-orm/migrations';

/**
 * Resume critiques (contracts: critiques.ts): the requests, their payment (a charge or the plan
 * period whose included critique they used, one per seeker and period), the reviewer's claim, the
 * review with its scores, and the stored PDF report. Charges may now be for a critique.
 */
export class Migration20261128180000_critiques extends Migration {
  override name = 'Migration20261128180000_critiques';

  override up(): void {
    this.addSql(`alter table "charges" drop constraint "charges_kind_check";`);
    this.addSql(
      `alter table "charges" add constraint "charges_kind_check" check ("kind" in ('subscription', 'package', 'critique'));`,
    );

    this.addSql(`create table "critique_requests" (
      "id" uuid not null,
      "seeker_id" uuid not null,
      "resume_id" uuid null,
      "resume_name" varchar(100) not null,
      "target_role" varchar(120) not null,
      "target_industry" varchar(60) not null,
      "notes" text not null,
      "status" varchar(16) not null,
      "requested_at" timestamptz(3) not null,
      "charge_id" uuid null,
      "included_period_key" varchar(80) null,
      "claimed_by_id" uuid null,
      "claim_expires_at" timestamptz(3) null,
      "review" jsonb null,
      "overall_score" smallint null,
      "formatting_score" smallint null,
      "content_score" smallint null,
      "keywords_score" smallint null,
      "experience_score" smallint null,
      "skills_score" smallint null,
      "reviewer_id" uuid null,
      "completed_at" timestamptz(3) null,
      "version" int not null default 0,
      "report_key" text null,
      "report_version" int null,
      "updated_at" timestamptz(3) not null,
      constraint "critique_requests_pkey" primary key ("id"),
      constraint "critique_requests_status_check" check ("status" in ('requested', 'in_review', 'completed')),
      constraint "critique_requests_completed_check" check ("status" <> 'completed' or ("overall_score" is not null and "completed_at" is not null))
    );`);
    this.addSql(
      `create unique index "critique_requests_included_unique" on "critique_requests" ("seeker_id", "included_period_key") where "included_period_key" is not null;`,
    );
    this.addSql(
      `create index "critique_requests_seeker_idx" on "critique_requests" ("seeker_id", "requested_at" desc, "id" desc);`,
    );
    this.addSql(
      `create index "critique_requests_open_idx" on "critique_requests" ("requested_at", "id") where "status" <> 'completed';`,
    );
    this.addSql(
      `create index "critique_requests_completed_idx" on "critique_requests" ("target_industry", "overall_score") where "status" = 'completed';`,
    );
    this.addSql(`create index "critique_requests_resume_id_idx" on "critique_requests" ("resume_id");`);
    this.addSql(`create index "critique_requests_charge_id_idx" on "critique_requests" ("charge_id");`);
    this.addSql(`create index "critique_requests_claimed_by_id_idx" on "critique_requests" ("claimed_by_id");`);
    this.addSql(`create index "critique_requests_reviewer_id_idx" on "critique_requests" ("reviewer_id");`);

    this.addSql(
      `alter table "critique_requests" add constraint "critique_requests_seeker_id_foreign" foreign key ("seeker_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "critique_requests" add constraint "critique_requests_resume_id_foreign" foreign key ("resume_id") references "seeker_resumes" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "critique_requests" add constraint "critique_requests_charge_id_foreign" foreign key ("charge_id") references "charges" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "critique_requests" add constraint "critique_requests_claimed_by_id_foreign" foreign key ("claimed_by_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "critique_requests" add constraint "critique_requests_reviewer_id_foreign" foreign key ("reviewer_id") references "users" ("id") on delete set null;`,
    );
  }

  override down(): void {
    this.addSql(`drop table if exists "critique_requests" cascade;`);
    this.addSql(`delete from "charges" where "kind" = 'critique';`);
    this.addSql(`alter table "charges" drop constraint "charges_kind_check";`);
    this.addSql(
      `alter table "charges" add constraint "charges_kind_check" check ("kind" in ('subscription', 'package'));`,
    );
  }
}
