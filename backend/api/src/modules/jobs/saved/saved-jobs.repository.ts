import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { JobFeedRow } from '../job-feed.sql';
import { SAVE_JOB_SQL, SAVED_JOBS_LIST_SQL } from './saved-jobs.sql';

/** A saved job as a job card row, with when it was saved. */
export type SavedJobRow = JobFeedRow & { saved_at: Date };

/** The only code that reads or writes `saved_jobs` (reads `jobs` and `companies` for the cards). */
@Injectable()
export class SavedJobsRepository {
  constructor(private readonly em: EntityManager) {}

  /** Saves a shown job; keeps the first save time. Null when no shown job has this id. */
  async save(userId: string, jobId: string, at: Date): Promise<Date | null> {
    const rows = await this.em.execute<Array<{ saved_at: Date }>>(SAVE_JOB_SQL, [jobId, userId, at, userId]);
    return rows[0] ? new Date(rows[0].saved_at) : null;
  }

  /** Whether any job (in whatever state) has this id: unsaving a job that closed or vanished from view still works. */
  async jobExists(jobId: string): Promise<boolean> {
    const rows = await this.em.execute<Array<{ id: string }>>(`select "id" from "jobs" where "id" = ?`, [jobId]);
    return rows.length > 0;
  }

  async remove(userId: string, jobId: string): Promise<void> {
    await this.em.execute(`delete from "saved_jobs" where "user_id" = ? and "job_id" = ?`, [userId, jobId]);
  }

  /** The seeker's saved jobs that are still shown, newest saved first. */
  list(userId: string, limit: number): Promise<SavedJobRow[]> {
    return this.em.execute<SavedJobRow[]>(SAVED_JOBS_LIST_SQL, [userId, limit]);
  }
}
