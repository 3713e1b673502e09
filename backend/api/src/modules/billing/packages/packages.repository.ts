import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { uuidArrayLiteral } from '../../../core/text/uuid';
import type { ChargeStatus } from '../subscriptions/subscriptions.repository';
import type { GrantState, GrantTerms } from './package-credits';
import {
  END_DEBIT_OF_JOB_SQL,
  END_DEBITS_SQL,
  FINISH_PACKAGE_CHARGE_SQL,
  GRANT_OF_OPEN_DEBIT_SQL,
  INSERT_DEBIT_SQL,
  INSERT_GIVEN_GRANT_SQL,
  INSERT_GRANT_SQL,
  INSERT_PACKAGE_CHARGE_SQL,
  LAPSE_GRANT_OF_CHARGE_SQL,
  LIVE_GRANTS_SQL,
  LOCK_GRANTS_OF_COMPANY_SQL,
  BLAST_OF_DEBIT_SQL,
  BLAST_OF_JOB_SQL,
  MARK_BLASTED_SQL,
  MARK_EXTENDED_SQL,
  OPEN_DEBIT_OF_JOB_SQL,
  OPEN_DEBITS_OF_JOBS_SQL,
} from './packages.sql';

interface GrantRow {
  id: string;
  company_id: string;
  package_id: string;
  postings: number;
  featured: number;
  listing_days: number;
  expires_at: Date | string;
  created_at: Date | string;
  used?: number;
  featured_used?: number;
}

interface OpenDebitRow {
  id: string;
  job_id: string;
  featured: boolean;
  extended_at: Date | string | null;
  package_id: string;
  listing_days: number;
  expires_at: Date | string;
}

/** An open debit (a job's current listing) with the grant it came from. */
export interface OpenDebit {
  id: string;
  jobId: string;
  featured: boolean;
  extendedAt: Date | null;
  grant: Pick<GrantState, 'packageId' | 'listingDays' | 'expiresAt'>;
}

function toGrant(row: GrantRow): GrantState {
  return {
    id: row.id,
    companyId: row.company_id,
    packageId: row.package_id,
    postings: row.postings,
    featured: row.featured,
    listingDays: row.listing_days,
    expiresAt: new Date(row.expires_at),
    createdAt: new Date(row.created_at),
    used: row.used ?? 0,
    featuredUsed: row.featured_used ?? 0,
  };
}

/** A debit as the Solo Email Blast sees it: its package and whether its blast went out. */
export interface DebitBlast {
  id: string;
  jobId: string;
  packageId: string;
  blastedAt: Date | null;
  /** Null while the listing runs. */
  endedAt: Date | null;
}

interface DebitBlastRow {
  id: string;
  job_id: string;
  package_id: string;
  blasted_at: Date | string | null;
  ended_at?: Date | string | null;
}

function toDebitBlast(row: DebitBlastRow): DebitBlast {
  const at = (value: Date | string | null | undefined) =>
    value === null || value === undefined ? null : new Date(value);
  return {
    id: row.id,
    jobId: row.job_id,
    packageId: row.package_id,
    blastedAt: at(row.blasted_at),
    endedAt: at(row.ended_at),
  };
}

/** A package purchase's charge, before the gateway is called. */
export interface NewPackageCharge {
  id: string;
  userId: string;
  packageId: string;
  /** Unique: the purchase's, so it is charged once. */
  periodKey: string;
  amountCents: number;
  cardBrand: string;
  cardLast4: string;
  at: Date;
}

/**
 * The only code that reads or writes `package_grants` and `package_debits` (and the package
 * purchases' rows of `charges`). Calls that take `trx` run in the caller's transaction (a job's
 * submission or the listings' expiry sweep, in jobs).
 */
@Injectable()
export class PackagesRepository {
  constructor(private readonly em: EntityManager) {}

  async openCharge(charge: NewPackageCharge): Promise<void> {
    await this.em.execute(INSERT_PACKAGE_CHARGE_SQL, [
      charge.id,
      charge.userId,
      charge.packageId,
      charge.periodKey,
      charge.amountCents,
      charge.cardBrand,
      charge.cardLast4,
      charge.at,
    ]);
  }

  async finishCharge(id: string, status: ChargeStatus, gatewayTransactionId: string | null): Promise<void> {
    await this.em.execute(FINISH_PACKAGE_CHARGE_SQL, [status, gatewayTransactionId, id]);
  }

  /** Marks the charge approved and grants its credits, in one transaction: a paid purchase always has them. */
  async approveAndGrant(input: {
    chargeId: string;
    gatewayTransactionId: string | null;
    grantId: string;
    companyId: string;
    userId: string;
    packageId: string;
    terms: GrantTerms;
    at: Date;
  }): Promise<GrantState> {
    return this.em.fork().transactional(async (trx) => {
      await trx.execute(FINISH_PACKAGE_CHARGE_SQL, ['approved', input.gatewayTransactionId, input.chargeId]);
      const { terms } = input;
      await trx.execute(INSERT_GRANT_SQL, [
        input.grantId,
        input.companyId,
        input.userId,
        input.packageId,
        input.chargeId,
        terms.postings,
        terms.featured,
        terms.listingDays,
        terms.expiresAt,
        input.at,
      ]);
      return {
        id: input.grantId,
        companyId: input.companyId,
        packageId: input.packageId,
        ...terms,
        createdAt: input.at,
        used: 0,
        featuredUsed: 0,
      };
    });
  }

  /** Gives the company credits (no charge) unless it ever had some; true when given. */
  async giveIfNone(input: {
    id: string;
    companyId: string;
    packageId: string;
    terms: GrantTerms;
    at: Date;
  }): Promise<boolean> {
    const { terms } = input;
    const rows = await this.em.execute<Array<{ id: string }>>(INSERT_GIVEN_GRANT_SQL, [
      input.id,
      input.companyId,
      input.packageId,
      terms.postings,
      terms.featured,
      terms.listingDays,
      terms.expiresAt,
      input.at,
      input.companyId,
    ]);
    return rows.length > 0;
  }

  /** Ends the unused credits of the purchase paid by the charge (refunded); true when it had any live. */
  async lapseGrantOfCharge(chargeId: string, at: Date): Promise<boolean> {
    return (await this.em.execute<Array<{ id: string }>>(LAPSE_GRANT_OF_CHARGE_SQL, [at, chargeId, at])).length > 0;
  }

  /** The company's grants that have not lapsed at `at`, with what is spent of them, soonest to lapse first. */
  async liveGrants(companyId: string, at: Date): Promise<GrantState[]> {
    const rows = await this.em.execute<GrantRow[]>(LIVE_GRANTS_SQL, [companyId, at]);
    return rows.map(toGrant);
  }

  /** The same inside `trx`, with the company's grants locked until it ends. */
  async lockLiveGrants(trx: EntityManager, companyId: string, at: Date): Promise<GrantState[]> {
    await trx.execute(LOCK_GRANTS_OF_COMPANY_SQL, [companyId]);
    const rows = await trx.execute<GrantRow[]>(LIVE_GRANTS_SQL, [companyId, at]);
    return rows.map(toGrant);
  }

  async openDebitOf(jobId: string, trx: EntityManager = this.em): Promise<OpenDebit | null> {
    const [row] = await trx.execute<OpenDebitRow[]>(OPEN_DEBIT_OF_JOB_SQL, [jobId]);
    return row ? toOpenDebit(row) : null;
  }

  /** The grant paying for the job's current listing (its id and package), or null: the concierge assignment's source. */
  async grantOfOpenDebit(jobId: string): Promise<{ grantId: string; packageId: string } | null> {
    const [row] = await this.em.execute<Array<{ id: string; package_id: string }>>(GRANT_OF_OPEN_DEBIT_SQL, [jobId]);
    return row ? { grantId: row.id, packageId: row.package_id } : null;
  }

  async openDebitsOf(trx: EntityManager, jobIds: readonly string[]): Promise<OpenDebit[]> {
    if (jobIds.length === 0) return [];
    const rows = await trx.execute<OpenDebitRow[]>(OPEN_DEBITS_OF_JOBS_SQL, [uuidArrayLiteral(jobIds)]);
    return rows.map(toOpenDebit);
  }

  async insertDebit(
    trx: EntityManager,
    input: { id: string; grantId: string; jobId: string; featured: boolean; at: Date },
  ): Promise<void> {
    await trx.execute(INSERT_DEBIT_SQL, [input.id, input.grantId, input.jobId, input.featured, input.at]);
  }

  async endDebitOfJob(trx: EntityManager, jobId: string, at: Date): Promise<void> {
    await trx.execute(END_DEBIT_OF_JOB_SQL, [at, jobId]);
  }

  async endDebits(trx: EntityManager, ids: readonly string[], at: Date): Promise<void> {
    if (ids.length > 0) await trx.execute(END_DEBITS_SQL, [at, uuidArrayLiteral(ids)]);
  }

  async markExtended(trx: EntityManager, id: string, at: Date): Promise<void> {
    await trx.execute(MARK_EXTENDED_SQL, [at, id]);
  }

  /** The job's open debit as the e-mail blast sees it, or null. */
  async blastOfJob(jobId: string): Promise<DebitBlast | null> {
    const [row] = await this.em.execute<DebitBlastRow[]>(BLAST_OF_JOB_SQL, [jobId]);
    return row ? toDebitBlast(row) : null;
  }

  async blastOfDebit(id: string): Promise<DebitBlast | null> {
    const [row] = await this.em.execute<DebitBlastRow[]>(BLAST_OF_DEBIT_SQL, [id]);
    return row ? toDebitBlast(row) : null;
  }

  /** Records the listing's blast; false when it was recorded already. */
  async markBlasted(id: string, at: Date): Promise<boolean> {
    const rows = await this.em.execute<Array<{ id: string }>>(MARK_BLASTED_SQL, [at, id]);
    return rows.length > 0;
  }
}

function toOpenDebit(row: OpenDebitRow): OpenDebit {
  return {
    id: row.id,
    jobId: row.job_id,
    featured: row.featured,
    extendedAt: row.extended_at === null ? null : new Date(row.extended_at),
    grant: { packageId: row.package_id, listingDays: row.listing_days, expiresAt: new Date(row.expires_at) },
  };
}
