import { Injectable } from '@nestjs/common';
import type { JobCategory } from '@marketplace/contracts';
import { JobsDemoRepository } from './jobs-demo.repository';
import { buildDemoJobs, type DemoEmployer } from './demo-jobs';

export interface JobsSeedResult {
  jobsCreated: number;
  jobsTotal: number;
  /** The demo postings listed as approved in the catalogue, as they stand now: what the market applies to. */
  listed: DemoListedJob[];
}

/**
 * A posting the demo catalogue lists as approved. `order` is its place by age in the catalogue,
 * the same on every run (stored dates shift with the run that made them), so the market always
 * means the same jobs; `live` says whether it takes applications now (approved and not expired).
 */
export interface DemoListedJob {
  id: string;
  companyId: string;
  category: JobCategory | null;
  order: number;
  postedAt: Date;
  live: boolean;
}

@Injectable()
export class JobsDemoSeeder {
  constructor(private readonly jobs: JobsDemoRepository) {}

  /** Creates the demo postings that do not exist yet (stable ids); never changes existing ones. */
  async seed(employers: readonly DemoEmployer[], now: Date = new Date()): Promise<JobsSeedResult> {
    const wanted = buildDemoJobs(employers, now);
    const existing = await this.jobs.findExistingIds(wanted.map((job) => job.id));
    const missing = wanted.filter((job) => !existing.has(job.id));
    await this.jobs.insertMany(missing);
    const stored = new Map((await this.jobs.findPostings(wanted.map((job) => job.id))).map((row) => [row.id, row]));
    const age = (job: (typeof wanted)[number]) => job.postedAt?.getTime() ?? 0;
    const listed = wanted
      .filter((job) => job.status === 'approved' && job.postedAt !== null)
      .sort((a, b) => age(a) - age(b) || (a.id < b.id ? -1 : 1))
      .flatMap((job, order): DemoListedJob[] => {
        const row = stored.get(job.id);
        if (!row || row.postedAt === null) return [];
        const live = row.status === 'approved' && (row.expiresAt === null || row.expiresAt > now);
        return [{ id: row.id, companyId: row.companyId, category: row.category, order, postedAt: row.postedAt, live }];
      });
    return { jobsCreated: missing.length, jobsTotal: wanted.length, listed };
  }
}
