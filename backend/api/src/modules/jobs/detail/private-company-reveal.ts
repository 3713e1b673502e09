import { Injectable } from '@nestjs/common';
import type { JobCard } from '@marketplace/contracts';
import type { Actor } from '../../../core/auth/actor';
import { JobDetailRepository } from './job-detail.repository';
import { seesRealCompany } from './job-detail.view';

/**
 * Job cards are built anonymous for private companies (job-card.mapper); admins acting as
 * themselves see the real company, so their cards get it back here.
 */
@Injectable()
export class PrivateCompanyReveal {
  constructor(private readonly jobs: JobDetailRepository) {}

  async forViewer<T extends { jobs: JobCard[] }>(actor: Actor | null | undefined, page: T): Promise<T> {
    if (!seesRealCompany(actor) || page.jobs.length === 0) return page;
    const real = new Map(
      (await this.jobs.realCompaniesOfPrivateJobs(page.jobs.map((job) => job.id))).map((company) => [
        company.jobId,
        company,
      ]),
    );
    if (real.size === 0) return page;
    return {
      ...page,
      jobs: page.jobs.map((job) => {
        const company = real.get(job.id);
        return company ? { ...job, company: company.name, companyLogoUrl: company.logoUrl } : job;
      }),
    };
  }
}
