import { Injectable } from '@nestjs/common';
import type { Actor } from '../../core/auth/actor';
import { JobsService } from '../jobs';
import { contactVisible } from './contact-visibility';
import { SeekerApplicationsToJobs } from './seeker-applications-to-jobs.service';

/**
 * The contact rule (contact-visibility.ts) for callers that do not hold the seeker's applications
 * to the company's jobs already: the applicant profile and the interview data. The caller checked
 * first that the acting employer may read this seeker.
 */
@Injectable()
export class ContactVisibilityService {
  constructor(
    private readonly jobs: JobsService,
    private readonly applications: SeekerApplicationsToJobs,
  ) {}

  /** Whether the acting employer's company may see this seeker's e-mail and phone. */
  async contactVisibleTo(employer: Actor, seekerId: string): Promise<boolean> {
    const jobs = await this.jobs.companyJobsOf(employer);
    const applications = await this.applications.ofSeekerForJobs(
      seekerId,
      jobs.map((job) => job.id),
    );
    return contactVisible(applications);
  }
}
