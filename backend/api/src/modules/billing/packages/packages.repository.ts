import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { ExpressionBuilder } from 'kysely';
import { GenerateSql, SQL_SAMPLE } from '../../../infrastructure/database/generate-sql';
import { type TablesOf, typedSql } from '../../../infrastructure/database/typed-sql';
import type { PackageDebitEntity } from '../entities/package-debit.entity';
import type { PackageGrantEntity } from '../entities/package-grant.entity';
import type { GrantState, GrantTerms } from './package-credits';

/** An open debit (a job's current listing) with the grant it came from. */
export interface OpenDebit {
  id: string;
  jobId: string;
  featured: boolean;
  extendedAt: Date | null;
  grant: Pick<GrantState, 'packageId' | 'listingDays' | 'expiresAt'>;
}

/** A debit as the Solo Email Blast sees it: its package and whether its blast went out (endedAt null while the listing runs). */
export type DebitBlast = Required<Pick<PackageDebitEntity, 'id' | 'blastedAt' | 'endedAt'>> & {
  jobId: string;
  packageId: string;
};

type PackageTables = TablesOf<PackageGrantEntity | PackageDebitEntity>;

const SAMPLE_TERMS: GrantTerms = { postings: 5, featured: 1, listingDays: 30, expiresAt: SQL_SAMPLE.date };

/** How many of grant `g`'s postings, and featured ones, are spent. */
function spentOf(eb: ExpressionBuilder<PackageTables & { g: PackageTables['PackageGrantEntity'] }, 'g'>) {
  const debits = () => eb.selectFrom('PackageDebitEntity as d').whereRef('d.grant', '=', 'g.id');
  return [
    debits()
      .select((sub) => sub.cast<number>(sub.fn.countAll(), 'integer').as('count'))
      .as('used'),
    debits()
      .where('d.featured', '=', true)
      .select((sub) => sub.cast<number>(sub.fn.countAll(), 'integer').as('count'))
      .as('featuredUsed'),
  ];
}

/**
 * Owns `package_grants` and `package_debits` (a purchase's charge is ChargesRepository's). Calls
 * from jobs (a job's submission, the listings' expiry sweep) join the caller's transaction.
 */
@Injectable()
export class PackagesRepository {
  constructor(private readonly em: EntityManager) {}

  private get db() {
    return typedSql<PackageGrantEntity | PackageDebitEntity>(this.em);
  }

  /** Grants the credits of a paid purchase (in the transaction that records its charge's approval). */
  @GenerateSql({
    params: [
      {
        chargeId: SQL_SAMPLE.uuid,
        grantId: SQL_SAMPLE.otherUuid,
        companyId: SQL_SAMPLE.uuid,
        userId: SQL_SAMPLE.otherUuid,
        packageId: 'featured-job-post',
        terms: SAMPLE_TERMS,
        at: SQL_SAMPLE.date,
      },
    ],
  })
  async grantPurchase(input: {
    chargeId: string;
    grantId: string;
    companyId: string;
    userId: string;
    packageId: string;
    terms: GrantTerms;
    at: Date;
  }): Promise<GrantState> {
    const { terms } = input;
    await this.db
      .insertInto('PackageGrantEntity')
      .values({
        id: input.grantId,
        company: input.companyId,
        purchasedBy: input.userId,
        packageId: input.packageId,
        charge: input.chargeId,
        postings: terms.postings,
        featured: terms.featured,
        listingDays: terms.listingDays,
        expiresAt: terms.expiresAt,
        createdAt: input.at,
      })
      .execute();
    return {
      id: input.grantId,
      companyId: input.companyId,
      packageId: input.packageId,
      ...terms,
      createdAt: input.at,
      used: 0,
      featuredUsed: 0,
    };
  }

  /** Gives the company credits (no charge: the demo companies') unless it ever had some; true when given. */
  @GenerateSql({
    params: [
      {
        id: SQL_SAMPLE.uuid,
        companyId: SQL_SAMPLE.otherUuid,
        packageId: 'gold',
        terms: SAMPLE_TERMS,
        at: SQL_SAMPLE.date,
      },
    ],
  })
  async giveIfNone(input: {
    id: string;
    companyId: string;
    packageId: string;
    terms: GrantTerms;
    at: Date;
  }): Promise<boolean> {
    const { terms } = input;
    const row = await this.db
      .insertInto('PackageGrantEntity')
      .columns([
        'id',
        'company',
        'purchasedBy',
        'packageId',
        'charge',
        'postings',
        'featured',
        'listingDays',
        'expiresAt',
        'createdAt',
      ])
      .expression(
        // Without the plugins: the insert's own plugins rewrite its whole tree (and record it once).
        this.db
          .withoutPlugins()
          .selectNoFrom((eb) => [
            // Typed here: a parameter in a select list has no column to take its type from.
            eb.cast<string>(eb.val(input.id), 'uuid').as('id'),
            eb.cast<string>(eb.val(input.companyId), 'uuid').as('company'),
            eb.cast<null>(eb.lit(null), 'uuid').as('purchasedBy'),
            eb.cast<string>(eb.val(input.packageId), 'varchar').as('packageId'),
            eb.cast<null>(eb.lit(null), 'uuid').as('charge'),
            eb.cast<number>(eb.val(terms.postings), 'integer').as('postings'),
            eb.cast<number>(eb.val(terms.featured), 'integer').as('featured'),
            eb.cast<number>(eb.val(terms.listingDays), 'integer').as('listingDays'),
            eb.cast<Date>(eb.val(terms.expiresAt), 'timestamptz').as('expiresAt'),
            eb.cast<Date>(eb.val(input.at), 'timestamptz').as('createdAt'),
          ])
          .where((where) =>
            where.not(
              where.exists(where.selectFrom('PackageGrantEntity').select('id').where('company', '=', input.companyId)),
            ),
          ),
      )
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Ends the unused credits of the purchase paid by the charge (refunded): no further job can spend
   * them (the listings they paid for run on); a grant that lapsed already keeps its date. True when
   * it had any live.
   */
  @GenerateSql({ params: [SQL_SAMPLE.uuid, SQL_SAMPLE.date] })
  async lapseGrantOfCharge(chargeId: string, at: Date): Promise<boolean> {
    const row = await this.db
      .updateTable('PackageGrantEntity')
      .set({ expiresAt: at })
      .where('charge', '=', chargeId)
      .where('expiresAt', '>', at)
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The company's grants that have not lapsed at `at`, with what is spent of them, soonest to lapse first. */
  @GenerateSql({ params: [SQL_SAMPLE.uuid, SQL_SAMPLE.date] })
  async liveGrants(companyId: string, at: Date): Promise<GrantState[]> {
    return this.db
      .selectFrom('PackageGrantEntity as g')
      .select([
        'g.id',
        'g.company as companyId',
        'g.packageId',
        'g.postings',
        'g.featured',
        'g.listingDays',
        'g.expiresAt',
        'g.createdAt',
      ])
      .select(spentOf)
      .$narrowType<{ used: number; featuredUsed: number }>()
      .where('g.company', '=', companyId)
      .where('g.expiresAt', '>', at)
      .orderBy('g.expiresAt')
      .orderBy('g.createdAt')
      .orderBy('g.id')
      .execute();
  }

  /**
   * The same inside the caller's transaction, with the company's grants locked until it ends, so two
   * submissions cannot both spend the last credit. Only the lock: what is spent is read by the next
   * statement, whose snapshot sees the debits of the submissions that held the lock before (a
   * locking statement would count them with the snapshot it started with, from before its wait).
   */
  @GenerateSql({ params: [SQL_SAMPLE.uuid, SQL_SAMPLE.date] })
  async lockLiveGrants(companyId: string, at: Date): Promise<GrantState[]> {
    await this.db
      .selectFrom('PackageGrantEntity')
      .select('id')
      .where('company', '=', companyId)
      .orderBy('id')
      .forUpdate()
      .execute();
    return this.liveGrants(companyId, at);
  }

  /** The job's open debit (the credit its current listing holds) with its grant. */
  @GenerateSql({ params: [SQL_SAMPLE.uuid] })
  async openDebitOf(jobId: string): Promise<OpenDebit | null> {
    const row = await this.openDebits().where('d.job', '=', jobId).executeTakeFirst();
    return row ? toOpenDebit(row) : null;
  }

  /** The grant paying for the job's current listing (its id and package), or null: the concierge assignment's source. */
  @GenerateSql({ params: [SQL_SAMPLE.uuid] })
  async grantOfOpenDebit(jobId: string): Promise<{ grantId: string; packageId: string } | null> {
    const row = await this.db
      .selectFrom('PackageDebitEntity as d')
      .innerJoin('PackageGrantEntity as g', 'g.id', 'd.grant')
      .select(['g.id as grantId', 'g.packageId'])
      .where('d.job', '=', jobId)
      .where('d.endedAt', 'is', null)
      .executeTakeFirst();
    return row ?? null;
  }

  /** The open debits of these jobs, locked (the expiry sweep, in its transaction, holds the jobs' rows already). */
  @GenerateSql({ params: [[SQL_SAMPLE.uuid, SQL_SAMPLE.otherUuid]] })
  async openDebitsOf(jobIds: readonly string[]): Promise<OpenDebit[]> {
    if (jobIds.length === 0) return [];
    const rows = await this.openDebits()
      .where('d.job', '=', (eb) => eb.fn.any(eb.val(jobIds)))
      .forUpdate('d')
      .execute();
    return rows.map(toOpenDebit);
  }

  @GenerateSql({
    params: [
      {
        id: SQL_SAMPLE.uuid,
        grantId: SQL_SAMPLE.otherUuid,
        jobId: SQL_SAMPLE.uuid,
        featured: false,
        at: SQL_SAMPLE.date,
      },
    ],
  })
  async insertDebit(input: { id: string; grantId: string; jobId: string; featured: boolean; at: Date }): Promise<void> {
    await this.db
      .insertInto('PackageDebitEntity')
      .values({
        id: input.id,
        grant: input.grantId,
        job: input.jobId,
        featured: input.featured,
        createdAt: input.at,
        extendedAt: null,
        endedAt: null,
      })
      .execute();
  }

  /** Ends the job's open debit (its listing ended). */
  @GenerateSql({ params: [SQL_SAMPLE.uuid, SQL_SAMPLE.date] })
  async endDebitOfJob(jobId: string, at: Date): Promise<void> {
    await this.db
      .updateTable('PackageDebitEntity')
      .set({ endedAt: at })
      .where('job', '=', jobId)
      .where('endedAt', 'is', null)
      .execute();
  }

  @GenerateSql({ params: [[SQL_SAMPLE.uuid, SQL_SAMPLE.otherUuid], SQL_SAMPLE.date] })
  async endDebits(ids: readonly string[], at: Date): Promise<void> {
    if (ids.length === 0) return;
    await this.db
      .updateTable('PackageDebitEntity')
      .set({ endedAt: at })
      .where('id', '=', (eb) => eb.fn.any(eb.val(ids)))
      .where('endedAt', 'is', null)
      .execute();
  }

  /** A Featured Job Post's free extra days begin (once). */
  @GenerateSql({ params: [SQL_SAMPLE.uuid, SQL_SAMPLE.date] })
  async markExtended(id: string, at: Date): Promise<void> {
    await this.db
      .updateTable('PackageDebitEntity')
      .set({ extendedAt: at })
      .where('id', '=', id)
      .where('extendedAt', 'is', null)
      .execute();
  }

  /** The job's open debit as the e-mail blast sees it (Solo Email Blast: once per listing), or null. */
  @GenerateSql({ params: [SQL_SAMPLE.uuid] })
  async blastOfJob(jobId: string): Promise<DebitBlast | null> {
    const row = await this.blasts().where('d.job', '=', jobId).where('d.endedAt', 'is', null).executeTakeFirst();
    return row ?? null;
  }

  /** The same by the debit's id, open or ended. */
  @GenerateSql({ params: [SQL_SAMPLE.uuid] })
  async blastOfDebit(id: string): Promise<DebitBlast | null> {
    const row = await this.blasts().where('d.id', '=', id).executeTakeFirst();
    return row ?? null;
  }

  /** Records the listing's blast; false when it was recorded already. */
  @GenerateSql({ params: [SQL_SAMPLE.uuid, SQL_SAMPLE.date] })
  async markBlasted(id: string, at: Date): Promise<boolean> {
    const row = await this.db
      .updateTable('PackageDebitEntity')
      .set({ blastedAt: at })
      .where('id', '=', id)
      .where('blastedAt', 'is', null)
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Open debits with their grant's terms. */
  private openDebits() {
    return this.db
      .selectFrom('PackageDebitEntity as d')
      .innerJoin('PackageGrantEntity as g', 'g.id', 'd.grant')
      .select(['d.id', 'd.job as jobId', 'd.featured', 'd.extendedAt', 'g.packageId', 'g.listingDays', 'g.expiresAt'])
      .$narrowType<{ extendedAt: Date | null }>()
      .where('d.endedAt', 'is', null);
  }

  private blasts() {
    return this.db
      .selectFrom('PackageDebitEntity as d')
      .innerJoin('PackageGrantEntity as g', 'g.id', 'd.grant')
      .select(['d.id', 'd.job as jobId', 'd.blastedAt', 'd.endedAt', 'g.packageId'])
      .$narrowType<{ blastedAt: Date | null; endedAt: Date | null }>();
  }
}

function toOpenDebit(row: {
  id: string;
  jobId: string;
  featured: boolean;
  extendedAt: Date | null;
  packageId: string;
  listingDays: number;
  expiresAt: Date;
}): OpenDebit {
  const { packageId, listingDays, expiresAt, ...debit } = row;
  return { ...debit, grant: { packageId, listingDays, expiresAt } };
}
