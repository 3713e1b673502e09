import { Injectable } from '@nestjs/common';
import type { ApplicationStatusCounts, JobCardApplicationStatus } from '@marketplace/contracts';
import type { JobApplicationCounts, RowCompanion, SeekerApplicationStatuses } from '../jobs';
import { toJobCardApplicationStatus } from './applications.mapper';
import { ApplicationsRepository } from './applications.repository';

/**
 * The jobs module's ports on applications: SEEKER_APPLICATION_STATUSES (a seeker's statuses for a
 * page of job cards) and JOB_APPLICATION_COUNTS (the employer's job list's counts per status), each
 * in one query.
 */
@Injectable()
export class ApplicationStatusesService implements SeekerApplicationStatuses, JobApplicationCounts {
  constructor(private readonly applications: ApplicationsRepository) {}

  async statusesOf(seekerId: string, jobIds: readonly string[]): Promise<Map<string, JobCardApplicationStatus>> {
    const applied = await this.applications.statusesOfSeekerForJobs(seekerId, jobIds);
    return new Map(applied.map((application) => [application.jobId, toJobCardApplicationStatus(application)]));
  }

  statusesOnRows(seekerId: string): RowCompanion<JobCardApplicationStatus> {
    const column = this.applications.seekerStatusOnRows(seekerId);
    return {
      wrap: column.wrap,
      read: (value) => {
        const applied = column.read(value);
        return applied ? toJobCardApplicationStatus(applied) : null;
      },
    };
  }

  countsOf(jobIds: readonly string[]): Promise<Map<string, ApplicationStatusCounts>> {
    return this.applications.countsByJob(jobIds);
  }
}
