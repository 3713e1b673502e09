import { Injectable } from '@nestjs/common';
import type { ApplicationStatusCounts, JobCardApplicationStatus } from '@marketplace/contracts';
import type { JobApplicationCounts, SeekerApplicationStatuses } from '../jobs';
import { toJobCardApplicationStatus } from './applications.mapper';
import { ApplicationsRepository } from './applications.repository';
import { type AppliedEntry, SeekerAppliedCache } from './seeker-applied.cache';

/**
 * The jobs module's ports on applications: SEEKER_APPLICATION_STATUSES (a seeker's statuses for a
 * page of job cards) and JOB_APPLICATION_COUNTS (the employer's job list's counts per status), each
 * in one query.
 */
@Injectable()
export class ApplicationStatusesService implements SeekerApplicationStatuses, JobApplicationCounts {
  constructor(
    private readonly applications: ApplicationsRepository,
    private readonly applied: SeekerAppliedCache,
  ) {}

  /**
   * From the seeker's kept applications (SeekerAppliedCache: one Redis lookup); when they are not
   * kept, all of them are read (one indexed statement) and kept; when Redis is down, the page's.
   */
  async statusesOf(seekerId: string, jobIds: readonly string[]): Promise<Map<string, JobCardApplicationStatus>> {
    if (jobIds.length === 0) return new Map();
    const kept = await this.applied.read(seekerId, jobIds);
    let entries: AppliedEntry[];
    if (kept.kind === 'kept') {
      entries = [...kept.applied.values()];
    } else if (kept.kind === 'missing') {
      const all = await this.applications.statusesOfSeeker(seekerId);
      await this.applied.fill(seekerId, kept.version, all);
      const asked = new Set(jobIds);
      entries = all.filter((entry) => asked.has(entry.jobId));
    } else {
      entries = await this.applications.statusesOfSeekerForJobs(seekerId, jobIds);
    }
    return new Map(entries.map((entry) => [entry.jobId, toJobCardApplicationStatus(entry)]));
  }

  countsOf(jobIds: readonly string[]): Promise<Map<string, ApplicationStatusCounts>> {
    return this.applications.countsByJob(jobIds);
  }
}
