import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { GenerateSql, SQL_SAMPLE } from '../../infrastructure/database/generate-sql';
import { inTransaction, typedSql } from '../../infrastructure/database/typed-sql';
import type { UserCard } from '../accounts';
import type { Job } from './entities/job.entity';
import type { ListingRenewal } from './posting/listing-credits.port';

/** How many ended listings one transaction of the sweep handles. */
const EXPIRY_BATCH = 500;

/** The statuses of a job that is still open: a draft, in review or live. */
const OPEN_STATUSES = ['draft', 'pending_review', 'approved'] as const;

/** How many soon-ending listings one pass of the expiry notices reads at a time. */
export const EXPIRY_NOTICE_BATCH = 200;

/** A live job whose listing ends soon, and whose employers were not told of that end yet. */
export type ExpiringJob = Pick<Job, 'id' | 'title'> & { companyId: string; expiresAt: Date };

/** A live employer of a company. */
export interface CompanyEmployer {
  userId: string;
  companyId: string;
}

/**
 * Owns the status sweeps over many `jobs` at once: listing expiry, the notices of listings about
 * to end, and closing a company's open jobs (reads accounts' `user_cards` for the employers to
 * notify). None grants an approval, so none can make a job public that was not.
 */
@Injectable()
export class JobsRepository {
  constructor(private readonly em: EntityManager) {}

  private get db() {
    return typedSql<Job | UserCard>(this.em);
  }

  /**
   * Archives the company's jobs that are still open (draft, in review or live); returns how many.
   * Their approvedAt stays as it is, so drafts and jobs in review stay hidden once archived.
   */
  @GenerateSql({ params: [SQL_SAMPLE.uuid, SQL_SAMPLE.date] })
  async archiveOpenOfCompany(companyId: string, at: Date): Promise<number> {
    const result = await this.db
      .updateTable('Job')
      .set({ status: 'archived', updatedAt: at })
      .where('company', '=', companyId)
      .where('status', 'in', OPEN_STATUSES)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** The ids of the companies that have open jobs. */
  @GenerateSql()
  async companiesWithOpenJobs(): Promise<string[]> {
    const rows = await this.db
      .selectFrom('Job')
      .select('company')
      .distinct()
      .where('status', 'in', OPEN_STATUSES)
      .execute();
    return rows.map((row) => row.company);
  }

  /**
   * Every live job whose end has passed at `now` is renewed (when `renewOrEnd`, the packages, says
   * so, in the same transaction) or expired; batch by batch, each in one transaction.
   */
  @GenerateSql({ params: [SQL_SAMPLE.date, () => Promise.resolve(new Map<string, ListingRenewal>())] })
  async expireDue(
    now: Date,
    renewOrEnd: (trx: EntityManager, jobIds: readonly string[]) => Promise<Map<string, ListingRenewal>>,
  ): Promise<{ expired: string[]; renewed: string[] }> {
    const expired: string[] = [];
    const renewed: string[] = [];
    for (;;) {
      const batch = await inTransaction(this.em, async () => {
        const due = await this.lockDueForExpiry(now, EXPIRY_BATCH);
        if (due.length === 0) return null;
        // Inside inTransaction the injected manager resolves to the transaction's, so the packages join it.
        const renewals = await renewOrEnd(this.em, due);
        for (const [id, renewal] of renewals) await this.renewListing(id, renewal, now);
        const ended = await this.expire(
          due.filter((id) => !renewals.has(id)),
          now,
        );
        return { expired: ended, renewed: [...renewals.keys()], full: due.length === EXPIRY_BATCH };
      });
      if (!batch) break;
      expired.push(...batch.expired);
      renewed.push(...batch.renewed);
      if (!batch.full) break;
    }
    return { expired, renewed };
  }

  /**
   * Live jobs past their end, locked for the sweep that renews or expires them (call it inside a
   * transaction); rows another sweep holds are skipped, so concurrent runs never handle a job twice.
   */
  @GenerateSql({ params: [SQL_SAMPLE.date, EXPIRY_BATCH] })
  async lockDueForExpiry(now: Date, limit: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('Job')
      .select('id')
      .where('status', '=', 'approved')
      .where('expiresAt', '<=', now)
      .orderBy('expiresAt')
      .orderBy('id')
      .limit(limit)
      .forUpdate()
      .skipLocked()
      .execute();
    return rows.map((row) => row.id);
  }

  /** A listing its package carries on: a new end, and posted again now when bumped. */
  @GenerateSql({ name: 'bumped', params: [SQL_SAMPLE.uuid, { until: SQL_SAMPLE.date, bump: true }, SQL_SAMPLE.date] })
  @GenerateSql({ name: 'kept', params: [SQL_SAMPLE.uuid, { until: SQL_SAMPLE.date, bump: false }, SQL_SAMPLE.date] })
  async renewListing(id: string, { until, bump }: ListingRenewal, now: Date): Promise<void> {
    await this.db
      .updateTable('Job')
      .set(bump ? { expiresAt: until, postedAt: now, updatedAt: now } : { expiresAt: until, updatedAt: now })
      .where('id', '=', id)
      .where('status', '=', 'approved')
      .execute();
  }

  /** Live jobs whose listing ended become expired (and lose the featured mark); returns the ids expired. */
  @GenerateSql({ params: [[SQL_SAMPLE.uuid, SQL_SAMPLE.otherUuid], SQL_SAMPLE.date] })
  async expire(ids: readonly string[], now: Date): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .updateTable('Job')
      .set({ status: 'expired', isFeatured: false, updatedAt: now })
      .where('id', 'in', ids)
      .where('status', '=', 'approved')
      .returning('id')
      .execute();
    return rows.map((row) => row.id);
  }

  /**
   * Live jobs whose listing ends after `now` and by `until`, whose employers were not told of that
   * end yet (a renewal to a later end counts as untold), soonest first (jobs_approved_expires_idx).
   */
  @GenerateSql({ params: [SQL_SAMPLE.date, SQL_SAMPLE.date, EXPIRY_NOTICE_BATCH] })
  async expiringUnnoticed(now: Date, until: Date, limit: number): Promise<ExpiringJob[]> {
    const rows = await this.db
      .selectFrom('Job')
      .select(['id', 'title', 'company as companyId', 'expiresAt'])
      .where('status', '=', 'approved')
      .where('expiresAt', '>', now)
      .where('expiresAt', '<=', until)
      .where((eb) => eb('expiryNoticeFor', 'is distinct from', eb.ref('expiresAt')))
      .orderBy('expiresAt')
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.flatMap(({ expiresAt, ...job }) => (expiresAt ? [{ ...job, expiresAt }] : []));
  }

  /** The live employers of these companies. */
  @GenerateSql({ params: [[SQL_SAMPLE.uuid, SQL_SAMPLE.otherUuid]] })
  async liveEmployersOf(companyIds: readonly string[]): Promise<CompanyEmployer[]> {
    if (companyIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('UserCard')
      .select(['id', 'companyId'])
      .where('companyId', 'in', companyIds)
      .where('role', '=', 'employer')
      .where('deletedAt', 'is', null)
      .orderBy('id')
      .execute();
    return rows.flatMap(({ id, companyId }) => (companyId ? [{ userId: id, companyId }] : []));
  }

  /**
   * Records that the job's employers were told its listing ends at `expiresAt`; a job whose end
   * changed meanwhile keeps its mark, so its new end is told on the next pass.
   */
  @GenerateSql({ params: [SQL_SAMPLE.uuid, SQL_SAMPLE.date] })
  async markExpiryNoticed(id: string, expiresAt: Date): Promise<void> {
    await this.db
      .updateTable('Job')
      .set({ expiryNoticeFor: expiresAt })
      .where('id', '=', id)
      .where('expiresAt', '=', expiresAt)
      .execute();
  }
}
