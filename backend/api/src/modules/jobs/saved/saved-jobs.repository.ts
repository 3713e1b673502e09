import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { GenerateSql, SQL_SAMPLE } from '../../../infrastructure/database/generate-sql';
import { typedSql } from '../../../infrastructure/database/typed-sql';
import type { Job } from '../entities/job.entity';
import type { SavedJob } from '../entities/saved-job.entity';
import { FEED_COLUMNS, type JobFeedRow, shownJobCondition } from '../job-feed.sql';

/** A saved job as a job card row, with when it was saved. */
export type SavedJobRow = JobFeedRow & { saved_at: Date };

/** The row the save answers: the first save time of the job. */
interface SaveRow {
  saved_at: Date;
}

/** Owns `saved_jobs`: the only code that reads or writes it (reads `jobs`, and accounts' `company_cards` for the cards). */
@Injectable()
export class SavedJobsRepository {
  constructor(private readonly em: EntityManager) {}

  private get db() {
    return typedSql<Job | SavedJob>(this.em);
  }

  /**
   * Saves a shown job (job-visibility.ts) for the seeker, keeping the first save; answers the save
   * time, or null when no shown job has this id. One statement, as SQL: an insert from a CTE whose
   * returned rows are unioned with the existing save reads worse as builder calls.
   */
  @GenerateSql({ params: [SQL_SAMPLE.uuid, SQL_SAMPLE.otherUuid, SQL_SAMPLE.date] })
  async save(userId: string, jobId: string, at: Date): Promise<Date | null> {
    const shown = sql.raw(shownJobCondition('j'));
    const statement = sql<SaveRow>`with shown as (select j."id" from "jobs" j where j."id" = ${jobId} and ${shown}),
inserted as (
  insert into "saved_jobs" ("user_id", "job_id", "saved_at") select ${userId}, "id", ${at} from shown
  on conflict ("user_id", "job_id") do nothing returning "saved_at")
select "saved_at" from inserted
union all
select s."saved_at" from "saved_jobs" s join shown on shown."id" = s."job_id" where s."user_id" = ${userId}`;
    const { rows } = await statement.execute(this.db);
    return rows[0] ? new Date(rows[0].saved_at) : null;
  }

  /** Whether any job (in whatever state) has this id: unsaving a job that closed or vanished from view still works. */
  @GenerateSql({ params: [SQL_SAMPLE.uuid] })
  async jobExists(jobId: string): Promise<boolean> {
    const row = await this.db.selectFrom('Job').select('id').where('id', '=', jobId).executeTakeFirst();
    return row !== undefined;
  }

  @GenerateSql({ params: [SQL_SAMPLE.uuid, SQL_SAMPLE.otherUuid] })
  async remove(userId: string, jobId: string): Promise<void> {
    await this.db.deleteFrom('SavedJob').where('user', '=', userId).where('job', '=', jobId).execute();
  }

  /**
   * The seeker's saved jobs that are still shown, as job card rows, newest saved first. As SQL: it
   * shares the feed's column list (job-feed.sql.ts), which job cards are built from.
   */
  @GenerateSql({ params: [SQL_SAMPLE.uuid, 50] })
  async list(userId: string, limit: number): Promise<SavedJobRow[]> {
    const { rows } = await sql<SavedJobRow>`${sql.raw(FEED_COLUMNS)}, s."saved_at"
from "saved_jobs" s
join "jobs" j on j."id" = s."job_id"
join "company_cards" c on c."id" = j."company_id"
where s."user_id" = ${userId} and ${sql.raw(shownJobCondition('j'))}
order by s."saved_at" desc, j."id" desc
limit ${limit}`.execute(this.db);
    return rows;
  }
}
