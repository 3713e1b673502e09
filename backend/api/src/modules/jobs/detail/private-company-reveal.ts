import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { JobCard } from '@marketplace/contracts';
import type { Actor } from '../../../core/auth/actor';
import { seesRealCompany } from './job-detail.view';

/**
 * Job cards are built anonymous for private companies (job-card.mapper); admins acting as
 * themselves see the real company (spec section 6), so their cards get it back here.
 */
@Injectable()
export class PrivateCompanyReveal {
  constructor(private readonly em: EntityManager) {}

  async forViewer<T extends { jobs: JobCard[] }>(actor: Actor | null | undefined, page: T): Promise<T> {
    if (!seesRealCompany(actor) || page.jobs.length === 0) return page;
    const rows = await this.em
      .fork()
      .getConnection()
      .execute<Array<{ id: string; name: string; logo_url: string | null }>>(
        `select j."id", c."name", c."logo_url" from "jobs" j join "companies" c on c."id" = j."company_id" where j."is_company_private" and j."id" in (${page.jobs.map(() => '?').join(', ')})`,
        page.jobs.map((job) => job.id),
      );
    if (rows.length === 0) return page;
    const real = new Map(rows.map((row) => [row.id, row]));
    return {
      ...page,
      jobs: page.jobs.map((job) => {
        const company = real.get(job.id);
        return company ? { ...job, company: company.name, companyLogoUrl: company.logo_url } : job;
      }),
    };
  }
}
