import { Migration } from '@mikro-orm/migrations';

/**
 * Job search at a million jobs: a number that moves whenever the jobs table is written,
 * so a search's result count can be kept (in Redis) for as long as nothing changed. A sequence,
 * not a row: nextval takes no lock and never waits for another writer, and a statement-level
 * trigger moves it once per statement, however many jobs the statement writes.
 */
export class Migration20261125110000_job_search_generation extends Migration {
  override name = 'Migration20261125110000_job_search_generation';

  override up(): void {
    this.addSql(`create sequence "job_search_generation";`);
    this.addSql(`create function "jobs_search_generation_bump"() returns trigger language plpgsql as $$
begin
  perform nextval('job_search_generation');
  return null;
end;
$$;`);
    this.addSql(
      `create trigger "jobs_search_generation" after insert or update or delete or truncate on "jobs" for each statement execute function "jobs_search_generation_bump"();`,
    );
  }

  override down(): void {
    this.addSql(`drop trigger "jobs_search_generation" on "jobs";`);
    this.addSql(`drop function "jobs_search_generation_bump"();`);
    this.addSql(`drop sequence "job_search_generation";`);
  }
}
