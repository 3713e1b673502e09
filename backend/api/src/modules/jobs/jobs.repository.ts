import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ARCHIVE_OPEN_OF_COMPANY_SQL, COMPANIES_WITH_OPEN_JOBS_SQL, EXPIRE_DUE_SQL } from './jobs.sql';

/**
 * Owns the status sweeps over many `jobs` at once: listing expiry and closing a company's open
 * jobs. Neither grants an approval, so neither can make a job public that was not.
 */
@Injectable()
export class JobsRepository {
  constructor(private readonly em: EntityManager) {}

  /** Archives the company's jobs that are still open (draft, in review or live); returns how many. */
  async archiveOpenOfCompany(companyId: string, at: Date): Promise<number> {
    const rows = await this.em.execute<Array<{ id: string }>>(ARCHIVE_OPEN_OF_COMPANY_SQL, [at, companyId]);
    return rows.length;
  }

  /** The ids of the companies that have open jobs. */
  async companiesWithOpenJobs(): Promise<string[]> {
    const rows = await this.em.execute<Array<{ company_id: string }>>(COMPANIES_WITH_OPEN_JOBS_SQL);
    return rows.map((row) => row.company_id);
  }

  /** Expires every live job whose end has passed at `now`; returns their ids. */
  async expireDue(now: Date): Promise<string[]> {
    const rows = await this.em.execute<Array<{ id: string }>>(EXPIRE_DUE_SQL, [now, now]);
    return rows.map((row) => row.id);
  }
}
