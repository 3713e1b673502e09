import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { Job } from '../entities/job.entity';
import type { DemoJob } from './demo-jobs';

/** Writes the demo postings into `jobs` (owned by the jobs module); used by the seed command only. */
@Injectable()
export class JobsDemoRepository {
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
}
