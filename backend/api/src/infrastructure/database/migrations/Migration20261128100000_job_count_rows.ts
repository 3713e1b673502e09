import { Migration } from '@mikro-orm/migrations';

/** The columns a result count reads, in the order of job_count_rows (job_id first). */
const COUNTED = [
  'category',
  'job_type',
  'experience_level',
  'salary_type',
  'is_remote',
  'is_flexible',
  'pay',
  'posted_at',
  'expires_at',
] as const;

/**
 * Job search at a million jobs: a narrow copy of every approved job, the columns a result count of
 * words reads and nothing else, kept by triggers on jobs. Counting words that reach the cap checks
 * tens of thousands of rows beside the words' GIN bitmap; a job's row is over 2 kB (its texts and
 * search vectors), about one 8 kB page read each, mostly from the OS page cache past
 * shared_buffers. Here about fifty rows share a page: the vector (stripped of positions, which no
 * search uses) is kept out of line, so a row is its filter columns, and the same words read several
 * times fewer pages. PostgreSQL only moves values out of line in rows over about 2 kB, and the
 * vector (a few hundred bytes) would stay: "spill" is 2,100 spaces compressed in the row to a few
 * bytes (storage main), so every row is long enough, and toast_tuple_target sends the vector out.
 * Only approved jobs are copied, so posting a job for review costs nothing more.
 */
export class Migration20261128100000_job_count_rows extends Migration {
  override name = 'Migration20261128100000_job_count_rows';

  override up(): void {
    this.addSql(`create table "job_count_rows" (
      "job_id" uuid not null,
      "category" text not null,
      "job_type" text not null,
      "experience_level" text not null,
      "salary_type" text not null,
      "is_remote" boolean not null,
      "is_flexible" boolean not null,
      "pay" numeric(12,2) null,
      "posted_at" timestamptz(3) not null,
      "expires_at" timestamptz(3) null,
      "fts_document" tsvector null,
      "spill" text not null default repeat(' ', 2100),
      constraint "job_count_rows_pkey" primary key ("job_id")
    ) with (toast_tuple_target = 128);`);
    this.addSql(`alter table "job_count_rows" alter column "spill" set storage main;`);
    const columns = COUNTED.map((column) => `"${column}"`).join(', ');
    const values = COUNTED.map((column) => `new."${column}"`).join(', ');
    const assignments = COUNTED.map((column) => `"${column}" = excluded."${column}"`).join(', ');
    this.addSql(`create function "jobs_count_rows_refresh"() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' or new."status" <> 'approved' then
    delete from "job_count_rows" where "job_id" = old."id";
    return null;
  end if;
  insert into "job_count_rows" ("job_id", ${columns}, "fts_document")
    values (new."id", ${values}, strip(new."fts_document"))
    on conflict ("job_id") do update set ${assignments}, "fts_document" = excluded."fts_document";
  return null;
end $$;`);
    const changed = (side: 'old' | 'new') =>
      `(${[`${side}."status"`, `${side}."fts_document"`, ...COUNTED.map((column) => `${side}."${column}"`)].join(', ')})`;
    this.addSql(
      `create trigger "jobs_count_rows_insert" after insert on "jobs" for each row when (new."status" = 'approved') execute function "jobs_count_rows_refresh"();`,
    );
    this.addSql(
      `create trigger "jobs_count_rows_update" after update on "jobs" for each row when ((old."status" = 'approved' or new."status" = 'approved') and ${changed('old')} is distinct from ${changed('new')}) execute function "jobs_count_rows_refresh"();`,
    );
    this.addSql(
      `create trigger "jobs_count_rows_delete" after delete on "jobs" for each row when (old."status" = 'approved') execute function "jobs_count_rows_refresh"();`,
    );
    // Truncating jobs fires no row trigger.
    this.addSql(`create function "jobs_count_rows_clear"() returns trigger language plpgsql as $$
begin
  truncate "job_count_rows";
  return null;
end $$;`);
    this.addSql(
      `create trigger "jobs_count_rows_truncate" after truncate on "jobs" for each statement execute function "jobs_count_rows_clear"();`,
    );
    this.addSql(`insert into "job_count_rows" ("job_id", ${columns}, "fts_document")
      select j."id", ${COUNTED.map((column) => `j."${column}"`).join(', ')}, strip(j."fts_document") from "jobs" j where j."status" = 'approved' order by j."posted_at";`);
    // The words with the equality filters, as in the GIN indexes of jobs (btree_gin); and the
    // posted-within window, whose bitmap beside the words' is worth it when the window is short.
    this.addSql(
      `create index "job_count_rows_document_idx" on "job_count_rows" using gin ("fts_document", "category", "job_type", "experience_level", "salary_type", "is_remote", "is_flexible");`,
    );
    this.addSql(`create index "job_count_rows_posted_idx" on "job_count_rows" ("posted_at");`);
  }

  override down(): void {
    this.addSql(`drop trigger "jobs_count_rows_truncate" on "jobs";`);
    this.addSql(`drop function "jobs_count_rows_clear"();`);
    this.addSql(`drop trigger "jobs_count_rows_delete" on "jobs";`);
    this.addSql(`drop trigger "jobs_count_rows_update" on "jobs";`);
    this.addSql(`drop trigger "jobs_count_rows_insert" on "jobs";`);
    this.addSql(`drop function "jobs_count_rows_refresh"();`);
    this.addSql(`drop table "job_count_rows";`);
  }
}
