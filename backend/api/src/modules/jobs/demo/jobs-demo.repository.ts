import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { typedSql } from '../../../infrastructure/database/typed-sql';
import type { Job } from '../entities/job.entity';
import { GENERATED_JOB_COLUMNS } from '../posting/employer-jobs.repository';
import type { DemoJob } from './demo-jobs';

/** A demo posting as stored: what the market seed picks jobs by. */
export type DemoPosting = Pick<Job, 'id' | 'title' | 'category' | 'status' | 'postedAt' | 'expiresAt'> & {
  companyId: string;
};

/**
 * Writes the demo postings into `jobs` (owned by the jobs module); used by the seed command only.
 * Not emitted: its module is the CLI's, which the SQL emitter's application does not load.
 */
@Injectable()
export class JobsDemoRepository {
  constructor(private readonly em: EntityManager) {}

  private get db() {
    return typedSql<Job>(this.em);
  }

  async findExistingIds(ids: readonly string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db.selectFrom('Job').select('id').where('id', 'in', ids).execute();
    return new Set(rows.map((row) => row.id));
  }

  /** The postings as stored (dates from the run that created them), for the demo market's applications. */
  async findPostings(ids: readonly string[]): Promise<DemoPosting[]> {
    if (ids.length === 0) return [];
    return this.db
      .selectFrom('Job')
      .select(['id', 'company as companyId', 'title', 'category', 'status', 'postedAt', 'expiresAt'])
      .where('id', 'in', [...ids])
      .orderBy('id')
      .execute();
  }

  async insertMany(jobs: readonly DemoJob[]): Promise<void> {
    if (jobs.length === 0) return;
    await this.db
      .insertInto('Job')
      .values(
        // The featured mark is the entity's default: demo postings never carry it.
        jobs.map(({ companyId, ...job }) => ({
          ...job,
          ...GENERATED_JOB_COLUMNS,
          company: companyId,
          isFeatured: false,
          updatedAt: job.createdAt,
        })),
      )
      .execute();
  }
}
