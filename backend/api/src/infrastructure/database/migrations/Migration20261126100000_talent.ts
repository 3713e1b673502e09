import { Migration } from '@mikro-orm/migrations';

/**
 * Talent (contracts: talent.ts): the seeker's choice to let employers find them, the search text
 * of seeker profiles kept by triggers (name and headline live on users, which a generated column
 * cannot read), the indexes GET /api/employer/talent uses, and the employers' job invitations.
 */
export class Migration20261126100000_talent extends Migration {
  override name = 'Migration20261126100000_talent';

  override up(): void {
    this.addSql(`alter table "seeker_profiles"
      add column "visible_to_employers" boolean not null default false,
      add column "search_document" tsvector null,
      add column "search_skills" text[] not null default '{}';`);

    // The english configuration, as job search (Migration20261121120000_job_search): its parser
    // skips the HTML tags and entities of the sanitised work experience by itself.
    this.addSql(`create function "seeker_profiles_search_refresh"() returns trigger language plpgsql as $$
declare
  v_name text;
  v_headline text;
  v_skills text;
begin
  select u."name", u."headline" into v_name, v_headline from "users" u where u."id" = new."user_id";
  select coalesce(string_agg(s.skill, ' '), '') into v_skills from jsonb_array_elements_text(new."skills") as s(skill);
  new."search_skills" := array(select distinct lower(btrim(s.skill)) from jsonb_array_elements_text(new."skills") as s(skill) where btrim(s.skill) <> '');
  new."search_document" :=
    setweight(to_tsvector('english', coalesce(v_name, '') || ' ' || coalesce(v_headline, '') || ' ' || v_skills), 'A') ||
    setweight(to_tsvector('english', coalesce(new."location", '')), 'B') ||
    setweight(to_tsvector('english', coalesce(new."about_me", '')), 'C') ||
    setweight(to_tsvector('english', coalesce(new."work_experience", '')), 'D');
  return new;
end $$;`);
    this.addSql(
      `create trigger "seeker_profiles_search_refresh" before insert or update of "user_id", "location", "about_me", "skills", "work_experience" on "seeker_profiles" for each row execute function "seeker_profiles_search_refresh"();`,
    );

    // A new name or headline re-indexes the seeker's profile: re-assigning user_id fires the trigger above.
    this.addSql(`create function "users_talent_search_refresh"() returns trigger language plpgsql as $$
begin
  update "seeker_profiles" set "user_id" = "user_id" where "user_id" = new."id";
  return null;
end $$;`);
    this.addSql(
      `create trigger "users_talent_search_refresh" after update of "name", "headline" on "users" for each row when (old."name" is distinct from new."name" or old."headline" is distinct from new."headline") execute function "users_talent_search_refresh"();`,
    );

    // Existing profiles get their search text now.
    this.addSql(`update "seeker_profiles" set "user_id" = "user_id";`);

    // Words, skills and both filters in one GIN index (btree_gin for the two text columns), so a
    // search intersects them inside one index scan; partial, since only these seekers are searched.
    this.addSql(
      `create index "seeker_profiles_talent_search_idx" on "seeker_profiles" using gin ("search_document", "search_skills", "availability", "experience_level") where "visible_to_employers";`,
    );
    // Without words or skills: the most recently updated profiles, walked in order (keyset pages).
    this.addSql(
      `create index "seeker_profiles_talent_recent_idx" on "seeker_profiles" ("updated_at" desc, "user_id" desc) where "visible_to_employers";`,
    );

    this.addSql(`create table "job_invitations" (
      "id" uuid not null,
      "company_id" uuid not null,
      "job_id" uuid not null,
      "seeker_id" uuid not null,
      "note" text null,
      "created_by_id" uuid not null,
      "created_at" timestamptz(3) not null,
      constraint "job_invitations_pkey" primary key ("id"),
      constraint "job_invitations_note_length" check (char_length("note") <= 1000)
    );`);
    this.addSql(
      `alter table "job_invitations" add constraint "job_invitations_job_seeker_unique" unique ("job_id", "seeker_id");`,
    );
    this.addSql(
      `create index "job_invitations_seeker_created_idx" on "job_invitations" ("seeker_id", "created_at" desc, "id" desc);`,
    );
    this.addSql(`create index "job_invitations_company_seeker_idx" on "job_invitations" ("company_id", "seeker_id");`);
    this.addSql(`create index "job_invitations_created_by_id_idx" on "job_invitations" ("created_by_id");`);
    this.addSql(
      `alter table "job_invitations" add constraint "job_invitations_company_id_foreign" foreign key ("company_id") references "companies" ("id") on delete restrict;`,
    );
    this.addSql(
      `alter table "job_invitations" add constraint "job_invitations_job_id_foreign" foreign key ("job_id") references "jobs" ("id") on delete restrict;`,
    );
    this.addSql(
      `alter table "job_invitations" add constraint "job_invitations_seeker_id_foreign" foreign key ("seeker_id") references "users" ("id") on delete restrict;`,
    );
    this.addSql(
      `alter table "job_invitations" add constraint "job_invitations_created_by_id_foreign" foreign key ("created_by_id") references "users" ("id") on delete restrict;`,
    );
  }

  override down(): void {
    this.addSql(`drop table if exists "job_invitations" cascade;`);
    this.addSql(`drop trigger if exists "users_talent_search_refresh" on "users";`);
    this.addSql(`drop function if exists "users_talent_search_refresh"();`);
    this.addSql(`drop trigger if exists "seeker_profiles_search_refresh" on "seeker_profiles";`);
    this.addSql(`drop function if exists "seeker_profiles_search_refresh"();`);
    this.addSql(`drop index if exists "seeker_profiles_talent_search_idx";`);
    this.addSql(`drop index if exists "seeker_profiles_talent_recent_idx";`);
    this.addSql(
      `alter table "seeker_profiles" drop column "search_skills", drop column "search_document", drop column "visible_to_employers";`,
    );
  }
}
