import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { DemoJob } from './demo/demo-jobs';
import { Job } from './entities/job.entity';

/** Write side of jobs (posting, moderation and renewals arrive with their issues). */
@Injectable()
export class JobsRepository {
  constructor(private readonly em: EntityManager) {}

  async findExistingIds(ids: readonly string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await this.em.find(Job, { id: { $in: [...ids] } }, { fields: ['id'], disableIdentityMap: true });
    return new Set(rows.map((row) => row.id));
  }

  async insertMany(jobs: readonly DemoJob[]): Promise<void> {
    if (jobs.length === 0) return;
    await this.em.insertMany(
      Job,
      jobs.map(({ companyId, ...job }) => ({ ...job, company: companyId, updatedAt: job.createdAt })),
    );
  }

  /** Archives the company's jobs that are still open (draft, in review or live); returns how many. */
  async archiveOpenOfCompany(companyId: string, at: Date): Promise<number> {
    const rows = await this.em.execute<{ id: string }[]>(
      `update jobs set status = 'archived', updated_at = ? where company_id = ? and status in ('draft', 'pending_review', 'approved') returning id`,
      [at, companyId],
    );
    return rows.length;
  }
}
