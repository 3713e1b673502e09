import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { uuidArrayLiteral } from '../../core/text/uuid';
import {
  ARCHIVE_OPEN_OF_COMPANY_SQL,
  COMPANIES_WITH_OPEN_JOBS_SQL,
  DUE_FOR_EXPIRY_SQL,
  EXPIRE_JOBS_SQL,
  RENEW_LISTING_SQL,
} from './jobs.sql';
import type { ListingRenewal } from './posting/listing-credits.port';

/** How many ended listings one transaction of the sweep handles. */
const EXPIRY_BATCH = 500;

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

  /**
   * Every live job whose end has passed at `now` is renewed (when `renewOrEnd`, the packages, says
   * so, in the same transaction) or expired; batch by batch, each in one transaction.
   */
  async expireDue(
    now: Date,
    renewOrEnd: (trx: EntityManager, jobIds: readonly string[]) => Promise<Map<string, ListingRenewal>>,
  ): Promise<{ expired: string[]; renewed: string[] }> {
    const expired: string[] = [];
    const renewed: string[] = [];
    for (;;) {
      const batch = await this.em.fork().transactional(async (trx) => {
        const due = (await trx.execute<Array<{ id: string }>>(DUE_FOR_EXPIRY_SQL, [now, EXPIRY_BATCH])).map(
          (row) => row.id,
        );
        if (due.length === 0) return null;
        const renewals = await renewOrEnd(trx, due);
        for (const [id, renewal] of renewals)
          await trx.execute(RENEW_LISTING_SQL, [renewal.until, renewal.bump, now, now, id]);
        const ending = due.filter((id) => !renewals.has(id));
        const ended =
          ending.length === 0
            ? []
            : await trx.execute<Array<{ id: string }>>(EXPIRE_JOBS_SQL, [now, uuidArrayLiteral(ending)]);
        return {
          expired: ended.map((row) => row.id),
          renewed: [...renewals.keys()],
          full: due.length === EXPIRY_BATCH,
        };
      });
      if (!batch) break;
      expired.push(...batch.expired);
      renewed.push(...batch.renewed);
      if (!batch.full) break;
    }
    return { expired, renewed };
  }
}
