import { Injectable } from '@nestjs/common';
import { JobsDemoRepository } from './jobs-demo.repository';
import { buildDemoJobs, type DemoEmployer } from './demo-jobs';

export interface JobsSeedResult {
  jobsCreated: number;
  jobsTotal: number;
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
    return { jobsCreated: missing.length, jobsTotal: wanted.length };
  }
}
