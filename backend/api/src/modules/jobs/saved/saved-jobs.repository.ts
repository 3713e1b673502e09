import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { GenerateSql, SQL_SAMPLE } from '../../../infrastructure/database/generate-sql';
import { typedSql } from '../../../infrastructure/database/typed-sql';
import type { CompanyCard } from '../../accounts';
import type { Job } from '../entities/job.entity';
import type { SavedJob } from '../entities/saved-job.entity';
import { jobCardColumns, type JobCardRow, shownJob, toJobCardRow } from '../job-card.query';

/** A saved job as a job card row, with when it was saved. */
export type SavedJobRow = JobCardRow & { saved_at: Date };

/** Owns `saved_jobs`: the only code that reads or writes it (reads `jobs`, and accounts' `company_cards` for the cards). */
@Injectable()
export class SavedJobsRepository {
  constructor(private readonly em: EntityManager) {}

  private get db() {
    return typedSql<Job | SavedJob | CompanyCard>(this.em);
  }

  /**
   * Saves a shown job (job-visibility.ts) for the seeker, keeping the first save; answers the save
   * time, or null when no shown job has this id. One statement: the insert's returned row, or else
   * the existing save.
   */
  @GenerateSql({ params: [SQL_SAMPLE.uuid, SQL_SAMPLE.otherUuid, SQL_SAMPLE.date] })
  async save(userId: string, jobId: string, at: Date): Promise<Date | null> {
    const row = await this.db
      .with('shown', (db) => db.selectFrom('Job as j').select('j.id').where('j.id', '=', jobId).where(shownJob))
      .with('inserted', (db) =>
        db
          .insertInto('SavedJob')
          .columns(['user', 'job', 'savedAt'])
          .expression((eb) =>
            eb.selectFrom('shown').select([eb.val(userId).as('user'), 'shown.id', eb.val(at).as('savedAt')]),
          )
          .onConflict((conflict) => conflict.columns(['user', 'job']).doNothing())
          // Named as the property, so that the statement below reads it by that name.
          .returning('savedAt as savedAt'),
      )
      .selectFrom('inserted')
      .select('inserted.savedAt')
      .unionAll((eb) =>
        eb
          .selectFrom('SavedJob as s')
          .innerJoin('shown', 'shown.id', 's.job')
          .select('s.savedAt')
          .where('s.user', '=', userId),
      )
      .executeTakeFirst();
    return row ? new Date(row.savedAt) : null;
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

  /** The seeker's saved jobs that are still shown, as job card rows, newest saved first. */
  @GenerateSql({ params: [SQL_SAMPLE.uuid, 50] })
  async list(userId: string, limit: number): Promise<SavedJobRow[]> {
    const rows = await this.db
      .selectFrom('SavedJob as s')
      .innerJoin('Job as j', 'j.id', 's.job')
      .innerJoin('CompanyCard as c', 'c.id', 'j.company')
      .select(jobCardColumns)
      .select('s.savedAt')
      .where('s.user', '=', userId)
      .where(shownJob)
      .orderBy('s.savedAt', 'desc')
      .orderBy('j.id', 'desc')
      .limit(limit)
      .execute();
    return rows.map(toJobCardRow);
  }
}
