import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Company } from '../../accounts';
import { Job } from '../entities/job.entity';
import { SHOWN_STATUSES } from '../job-visibility';
import type { JobStatus } from '@marketplace/contracts';
import { JOB_SUMMARIES_SQL, PRIVATE_COMPANIES_OF_JOBS_SQL } from './job-detail.sql';

/** A job anyone may open, with the company that posted it. */
export interface ShownJob {
  job: Job;
  company: Pick<Company, 'name' | 'logoUrl'>;
}

/** The real company behind a private company's job card. */
export interface RealCompany {
  jobId: string;
  name: string;
  logoUrl: string | null;
}

/** A job with its company as JOB_SUMMARIES_SQL reads it, whatever its status. */
export interface JobSummaryRow {
  id: string;
  title: string;
  status: JobStatus;
  expires_at: Date | null;
  is_company_private: boolean;
  company_name: string;
  company_logo_url: string | null;
}

/**
 * Reads `jobs` with their `companies` for the public side: job detail, public pages and the real
 * company of private companies' cards for admins. Writes nothing.
 */
@Injectable()
export class JobDetailRepository {
  constructor(private readonly em: EntityManager) {}

  /** The job if anyone may see it (job-visibility.ts: a shown status and an approval), else null. */
  async findShown(id: string): Promise<ShownJob | null> {
    const job = await this.em
      .fork()
      .findOne(Job, { id, status: { $in: [...SHOWN_STATUSES] }, approvedAt: { $ne: null } }, { populate: ['company'] });
    return job ? { job, company: job.company.getEntity() } : null;
  }

  /** The real company of each given job that belongs to a private company. */
  async realCompaniesOfPrivateJobs(jobIds: readonly string[]): Promise<RealCompany[]> {
    if (jobIds.length === 0) return [];
    const rows = await this.em.execute<Array<{ id: string; name: string; logo_url: string | null }>>(
      PRIVATE_COMPANIES_OF_JOBS_SQL,
      [[...jobIds]],
    );
    return rows.map((row) => ({ jobId: row.id, name: row.name, logoUrl: row.logo_url }));
  }

  /** The given jobs with their companies, whatever their status (the jobs a seeker applied to). */
  async summariesOf(jobIds: readonly string[]): Promise<JobSummaryRow[]> {
    if (jobIds.length === 0) return [];
    const rows = await this.em.execute<JobSummaryRow[]>(JOB_SUMMARIES_SQL, [[...jobIds]]);
    return rows.map((row) => ({ ...row, expires_at: row.expires_at === null ? null : new Date(row.expires_at) }));
  }
}
