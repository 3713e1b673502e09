import { Injectable } from '@nestjs/common';
import type { JobsPage } from '@marketplace/contracts';
import type { Actor } from '../../core/auth/actor';
import { Clock } from '../../core/clock/clock';
import { isUuid } from '../../core/text/uuid';
import { UserDirectory } from '../accounts';
import { type JobOpening, JobDetailService, type JobSummary } from './detail/job-detail.service';
import { JobsError } from './jobs.errors';
import { JobsRepository } from './jobs.repository';
import { EmployerJobsRepository } from './posting/employer-jobs.repository';
import { companyOf } from './posting/employer-jobs.service';
import { JobSearchService } from './search/job-search.service';

/** A job of the employer's company as the applications screens name it. */
export interface CompanyJob {
  id: string;
  title: string;
}

/** What other modules may ask of jobs (exported through index.ts). */
@Injectable()
export class JobsService {
  constructor(
    private readonly search: JobSearchService,
    private readonly jobs: JobsRepository,
    private readonly clock: Clock,
    private readonly users: UserDirectory,
    private readonly details: JobDetailService,
    private readonly employerJobs: EmployerJobsRepository,
  ) {}

  /** A job of the acting employer's company (404 for any other, 403 without a company): the applications screens' access check. */
  async companyJobOf(actor: Actor, jobId: string): Promise<CompanyJob> {
    const companyId = companyOf(actor);
    const job = isUuid(jobId) ? await this.employerJobs.findOwn(companyId, jobId) : null;
    if (!job) throw JobsError.because('notFound');
    return { id: job.id, title: job.title };
  }

  /** Every job of the acting employer's company, any status (403 without a company). */
  async companyJobsOf(actor: Actor): Promise<CompanyJob[]> {
    const jobs = await this.employerJobs.listOfCompany(companyOf(actor));
    return jobs.map((job) => ({ id: job.id, title: job.title }));
  }

  /** Whether a job takes applications: missing (nobody may see it: 404), closed (409) or open (job-visibility.ts and the detail's isOpen). */
  openingFor(jobId: string): Promise<JobOpening> {
    return this.details.openingFor(jobId);
  }

  /** Jobs by id (any status: an application keeps its job) as `actor` may see them: private companies stay anonymous. */
  summariesFor(actor: Actor | null, jobIds: readonly string[]): Promise<Map<string, JobSummary>> {
    return this.details.summariesFor(actor, jobIds);
  }

  /** Public feed: approved, live jobs, newest first, JOBS_PAGE_SIZE a page (a search without words or filters). */
  listApproved(cursorText?: string): Promise<JobsPage> {
    return this.search.search(cursorText === undefined ? {} : { cursor: cursorText });
  }

  /**
   * Closes every open job of a company (its last employer deleted their account): drafts, jobs in
   * review and live jobs are archived, so they leave the feed; filled and expired ones stay as
   * history. Archiving grants no approval: drafts and jobs in review never become public this way.
   * Returns how many were closed.
   */
  closeOpenJobsOfCompany(companyId: string, at: Date = this.clock.now()): Promise<number> {
    return this.jobs.archiveOpenOfCompany(companyId, at);
  }

  /**
   * The safety net of the account-deleted event: closes the open jobs of every company whose
   * employers have all deleted their accounts, in case queuing the closing failed when the last one
   * left. Returns how many companies and jobs were closed.
   */
  async closeJobsOfCompaniesWithoutEmployers(
    at: Date = this.clock.now(),
  ): Promise<{ companies: number; closed: number }> {
    const orphaned = await this.users.companiesLeftByAllEmployers(await this.jobs.companiesWithOpenJobs());
    let closed = 0;
    for (const companyId of orphaned) closed += await this.jobs.archiveOpenOfCompany(companyId, at);
    return { companies: orphaned.length, closed };
  }
}
