import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';

/** Write side of jobs (posting, moderation and renewals arrive with their issues). */
@Injectable()
export class JobsRepository {
  constructor(private readonly em: EntityManager) {}

  /** Archives the company's jobs that are still open (draft, in review or live); returns how many. */
  async archiveOpenOfCompany(companyId: string, at: Date): Promise<number> {
    const rows = await this.em.execute<{ id: string }[]>(
      `update jobs set status = 'archived', updated_at = ? where company_id = ? and status in ('draft', 'pending_review', 'approved') returning id`,
      [at, companyId],
    );
    return rows.length;
  }
}
