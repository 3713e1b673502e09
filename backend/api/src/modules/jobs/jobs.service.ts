import { Injectable } from '@nestjs/common';
import type { JobsPage } from '@marketplace/contracts';
import { Clock } from '../../core/clock/clock';
import { UserDirectory } from '../accounts';
import { JobsRepository } from './jobs.repository';
import { JobSearchService } from './search/job-search.service';

/** What other modules may ask of jobs (exported through index.ts). */
@Injectable()
export class JobsService {
  constructor(
    private readonly search: JobSearchService,
    private readonly jobs: JobsRepository,
    private readonly clock: Clock,
    private readonly users: UserDirectory,
  ) {}

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
  async closeJobsOfCompaniesWithoutEmployers(at: Date = this.clock.now()): Promise<{ companies: number; closed: number }> {
    const orphaned = await this.users.companiesLeftByAllEmployers(await this.jobs.companiesWithOpenJobs());
    let closed = 0;
    for (const companyId of orphaned) closed += await this.jobs.archiveOpenOfCompany(companyId, at);
    return { companies: orphaned.length, closed };
  }
}
