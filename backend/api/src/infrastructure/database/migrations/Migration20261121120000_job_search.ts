import { Migration } from '@mikro-orm/migrations';

/**
 * Job search: full text vectors kept by triggers (they need the company name, which a generated
 * column cannot read), a word list for typo tolerance (pg_trgm), the remote flag, and the indexes
 * GET /api/jobs uses for keywords, filters and both sort orders.
 */
export class Migration20261121120000_job_search extends Migration {
  override name = 'Migration20261121120000_job_search';

  override up(): void {
    // Both trusted since PostgreSQL 13: a database owner may create them without being superuser.
    // pg_trgm: typo tolerance; btree_gin: filter columns in the GIN indexes of the text vectors.
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(`create extension if not exists btree_gin;`);

    // Three vectors, one per relevance tier: title; title + skills + company; all of it + description.
    this.addSql(`alter table "jobs"
      add column "fts_title" tsvector null,
      add column "fts_summary" tsvector null,
      add column "fts_document" tsvector null,
      add column "is_remote" boolean generated always as ("location" ~* '^\\s*(remote\\M|$)') stored;`);

    this.addSql(`create function "jobs_search_text_refresh"() returns trigger language plpgsql as $$
declare
  v_company text;
begin
  -- A private employer's name stays out of the search text: finding its jobs by name would reveal it.
  if not new."is_company_private" then
    select c."name" into v_company from "companies" c where c."id" = new."company_id";
  end if;
  new."fts_title" := to_tsvector('english', new."title");
  new."fts_summary" := new."fts_title" || to_tsvector('english', array_to_string(new."skills", ' ')) || to_tsvector('english', coalesce(v_company, ''));
  new."fts_document" := new."fts_summary" || to_tsvector('english', new."description");
  return new;
end $$;`);
    this.addSql(
      `create trigger "jobs_search_text_refresh" before insert or update of "title", "description", "skills", "company_id", "is_company_private" on "jobs" for each row execute function "jobs_search_text_refresh"();`,
    );

    // A renamed company re-indexes its jobs: re-assigning company_id fires the trigger above.
    this.addSql(`create function "companies_search_text_refresh"() returns trigger language plpgsql as $$
begin
  update "jobs" set "company_id" = "company_id" where "company_id" = new."id";
  return null;
end $$;`);
    this.addSql(
      `create trigger "companies_search_text_refresh" after update of "name" on "companies" for each row when (old."name" is distinct from new."name") execute function "companies_search_text_refresh"();`,
    );

    // Every word (lexeme) the job texts contain: misspelt search words are matched against it by trigram
    // similarity. Words are never removed; a stale one only offers a correction that finds nothing.
    this.addSql(`create table "job_search_terms" (
      "term" text not null,
      constraint "job_search_terms_pkey" primary key ("term")
    );`);
    this.addSql(`create index "job_search_terms_trgm_idx" on "job_search_terms" using gin ("term" gin_trgm_ops);`);
    // Inserts: statement-level with a transition table, so a bulk insert adds its words in one statement.
    this.addSql(`create function "job_search_terms_collect"() returns trigger language plpgsql as $$
begin
  insert into "job_search_terms" ("term")
    select distinct t.term from new_rows n cross join unnest(tsvector_to_array(n."fts_document")) as t(term)
    on conflict do nothing;
  return null;
end $$;`);
    this.addSql(
      `create trigger "jobs_search_terms_insert" after insert on "jobs" referencing new table as new_rows for each statement execute function "job_search_terms_collect"();`,
    );
    // Updates: per row, and only when the text changed (status changes, the usual update, cost nothing).
    this.addSql(`create function "job_search_terms_collect_row"() returns trigger language plpgsql as $$
begin
  insert into "job_search_terms" ("term")
    select t.term from unnest(tsvector_to_array(new."fts_document")) as t(term)
    on conflict do nothing;
  return null;
end $$;`);
    this.addSql(
      `create trigger "jobs_search_terms_update" after update on "jobs" for each row when (old."fts_document" is distinct from new."fts_document") execute function "job_search_terms_collect_row"();`,
    );

    // Existing jobs get their vectors (and so their words) now.
    this.addSql(`update "jobs" set "company_id" = "company_id";`);

    // One GIN index per vector, with the filter columns beside it (btree_gin): a word and any
    // filters are intersected inside one index scan, which skips through the long lists of common
    // words and values instead of reading them whole. Not partial, unlike the btree indexes on
    // approved jobs: PostgreSQL never combines two bitmap scans that share a condition, and a
    // partial index's predicate counts as one.
    for (const column of ['fts_title', 'fts_summary', 'fts_document']) {
      this.addSql(
        `create index "jobs_${column}_idx" on "jobs" using gin ("${column}", "category", "job_type", "experience_level", "salary_type", "is_remote", "is_flexible");`,
      );
    }
    // Newest first within one category, without a sort.
    this.addSql(
      `create index "jobs_approved_category_idx" on "jobs" ("category", "posted_at" desc, "id" desc) where "status" = 'approved';`,
    );
    // Minimum pay: one range per pay period, the same expression as the search's condition.
    this.addSql(
      `create index "jobs_approved_pay_idx" on "jobs" ("salary_type", (coalesce("salary_max", "salary_min"))) where "status" = 'approved';`,
    );
  }

  override down(): void {
    this.addSql(`drop index if exists "jobs_approved_pay_idx";`);
    this.addSql(`drop index if exists "jobs_approved_category_idx";`);
    this.addSql(`drop index if exists "jobs_fts_document_idx";`);
    this.addSql(`drop index if exists "jobs_fts_summary_idx";`);
    this.addSql(`drop index if exists "jobs_fts_title_idx";`);
    this.addSql(`drop trigger if exists "jobs_search_terms_update" on "jobs";`);
    this.addSql(`drop trigger if exists "jobs_search_terms_insert" on "jobs";`);
    this.addSql(`drop function if exists "job_search_terms_collect"();`);
    this.addSql(`drop function if exists "job_search_terms_collect_row"();`);
    this.addSql(`drop table if exists "job_search_terms";`);
    this.addSql(`drop trigger if exists "companies_search_text_refresh" on "companies";`);
    this.addSql(`drop function if exists "companies_search_text_refresh"();`);
    this.addSql(`drop trigger if exists "jobs_search_text_refresh" on "jobs";`);
    this.addSql(`drop function if exists "jobs_search_text_refresh"();`);
    this.addSql(
      `alter table "jobs" drop column "is_remote", drop column "fts_document", drop column "fts_summary", drop column "fts_title";`,
    );
    this.addSql(`drop extension if exists btree_gin;`);
    this.addSql(`drop extension if exists pg_trgm;`);
  }
}
