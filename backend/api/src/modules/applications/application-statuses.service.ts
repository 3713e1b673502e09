import { Injectable } from '@nestjs/common';
import type { JobCardApplicationStatus } from '@marketplace/contracts';
import type { SeekerApplicationStatuses } from '../jobs';
import { toJobCardApplicationStatus } from './applications.mapper';
import { ApplicationsRepository } from './applications.repository';

/** The jobs module's SEEKER_APPLICATION_STATUSES port: a seeker's statuses for a page of job cards, in one query. */
@Injectable()
export class ApplicationStatusesService implements SeekerApplicationStatuses {
  constructor(private readonly applications: ApplicationsRepository) {}

  async statusesOf(seekerId: string, jobIds: readonly string[]): Promise<Map<string, JobCardApplicationStatus>> {
    const applied = await this.applications.statusesOfSeekerForJobs(seekerId, jobIds);
    return new Map(applied.map((application) => [application.jobId, toJobCardApplicationStatus(application)]));
  }
}
