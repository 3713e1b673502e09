import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { CompanyCard } from '../../accounts';
import { GenerateSql, SQL_SAMPLE } from '../../../infrastructure/database/generate-sql';
import { typedSql } from '../../../infrastructure/database/typed-sql';
import type { Job } from '../entities/job.entity';
import { SHOWN_STATUSES } from '../job-visibility';
import type { DetailedJob } from './job-detail.view';

/** A job anyone may open, with the company that posted it. */
export interface ShownJob {
  job: DetailedJob;
  company: Pick<CompanyCard, 'name' | 'logoUrl'>;
}

/** The real company behind a private company's job card. */
export interface RealCompany {
  jobId: Job['id'];
  name: CompanyCard['name'];
  logoUrl: CompanyCard['logoUrl'];
}

/** A job with its company, whatever its status (the jobs a seeker applied to). */
export type JobSummaryRow = Pick<Job, 'id' | 'title' | 'status' | 'expiresAt' | 'isCompanyPrivate'> & {
  companyName: CompanyCard['name'];
  companyLogoUrl: CompanyCard['logoUrl'];
};

/** The job columns of a DetailedJob, read from `jobs` aliased `j` (the review queue reads them too). */
export const DETAIL_COLUMNS = [
  'j.id',
  'j.title',
  'j.description',
  'j.requirements',
  'j.location',
  'j.salaryMin',
  'j.salaryMax',
  'j.salaryType',
  'j.postedAt',
  'j.jobType',
  'j.category',
  'j.experienceLevel',
  'j.skills',
  'j.isFlexible',
  'j.isFeatured',
  'j.status',
  'j.isCompanyPrivate',
  'j.benefits',
  'j.applicationDeadline',
  'j.website',
  'j.linkedinProfile',
  'j.contactPhone',
  'j.isRemote',
  'j.expiresAt',
  'j.submittedAt',
  'j.createdAt',
] as const;

/**
 * Reads `jobs` with accounts' `company_cards` for the public side: job detail, public pages and
 * the real company of private companies' cards for admins. Writes nothing.
 */
@Injectable()
export class JobDetailRepository {
  constructor(private readonly em: EntityManager) {}

  private get db() {
    return typedSql<Job | CompanyCard>(this.em);
  }

  /** The job if anyone may see it (job-visibility.ts: a shown status and an approval), else null. */
  @GenerateSql({ params: [SQL_SAMPLE.uuid] })
  async findShown(id: string): Promise<ShownJob | null> {
    const row = await this.db
      .selectFrom('Job as j')
      .innerJoin('CompanyCard as c', 'c.id', 'j.company')
      .select([...DETAIL_COLUMNS, 'c.name as companyName', 'c.logoUrl as companyLogoUrl'])
      .where('j.id', '=', id)
      .where('j.status', 'in', SHOWN_STATUSES)
      .where('j.approvedAt', 'is not', null)
      .executeTakeFirst();
    if (!row) return null;
    const { companyName, companyLogoUrl, ...job } = row;
    return { job, company: { name: companyName, logoUrl: companyLogoUrl } };
  }

  /** The real company of each given job that belongs to a private company. */
  @GenerateSql({ params: [[SQL_SAMPLE.uuid, SQL_SAMPLE.otherUuid]] })
  async realCompaniesOfPrivateJobs(jobIds: readonly string[]): Promise<RealCompany[]> {
    if (jobIds.length === 0) return [];
    return this.db
      .selectFrom('Job as j')
      .innerJoin('CompanyCard as c', 'c.id', 'j.company')
      .select(['j.id as jobId', 'c.name', 'c.logoUrl'])
      .where('j.isCompanyPrivate', '=', true)
      .where('j.id', 'in', jobIds)
      .execute();
  }

  /** The given jobs with their companies, whatever their status (an application keeps its job after the job closes). */
  @GenerateSql({ params: [[SQL_SAMPLE.uuid, SQL_SAMPLE.otherUuid]] })
  async summariesOf(jobIds: readonly string[]): Promise<JobSummaryRow[]> {
    if (jobIds.length === 0) return [];
    return this.db
      .selectFrom('Job as j')
      .innerJoin('CompanyCard as c', 'c.id', 'j.company')
      .select([
        'j.id',
        'j.title',
        'j.status',
        'j.expiresAt',
        'j.isCompanyPrivate',
        'c.name as companyName',
        'c.logoUrl as companyLogoUrl',
      ])
      .where('j.id', 'in', jobIds)
      .execute();
  }
}
