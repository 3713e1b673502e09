import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Availability, ExperienceLevel } from '@marketplace/contracts';
import { type Expression, type ExpressionBuilder, type InferResult, sql, type SqlBool } from 'kysely';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/config.module';
import { GenerateSql, SQL_SAMPLE } from '../../infrastructure/database/generate-sql';
import { type Db, inTransaction, type TablesOf, typedSql } from '../../infrastructure/database/typed-sql';
import { isUniqueViolation } from '../../infrastructure/database/unique-violation';
import type { UserCard } from '../accounts';
import type { SeekerProfileCard } from '../profiles';
import type { JobInvitation } from './entities/job-invitation.entity';

/**
 * The text search configuration: the one the trigger seeker_profiles_search_refresh builds the
 * vectors with, or words would not stem alike.
 */
export const TALENT_TEXT_CONFIG = 'english';

/** A place in result order (updated_at desc, user_id desc). */
export interface TalentPosition {
  updatedAt: Date;
  id: string;
}

/** What one search filters on; empty lists and null do not filter. */
export interface TalentSearchFilters {
  /** A tsquery in text form, or null without words. */
  tsquery: string | null;
  /** Lower-case skills, all required. */
  skills: string[];
  availability: Availability[];
  experienceLevels: ExperienceLevel[];
}

/** A PostgreSQL text[] literal, every element quoted and escaped. */
export function toArrayLiteral(values: readonly string[]): string {
  return `{${values.map((value) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}

/** The tables talent reads and writes. */
type TalentDb = Db<JobInvitation | SeekerProfileCard | UserCard>;

/** A condition on the profile card `p`. */
type ProfileCondition = (
  eb: ExpressionBuilder<{ p: TablesOf<SeekerProfileCard>['SeekerProfileCard'] }, 'p'>,
) => Expression<SqlBool>;

/**
 * The conditions of a search on the profile card `p`: visible to employers (the predicate of both
 * partial indexes, as the bare column), then the words, the skills and the two filters. Each of
 * those is a column of seeker_profiles_talent_search_idx, so they meet inside one index scan; `=`
 * for one value, `in` for several (a bitmap scan of the GIN index takes either). The words and the
 * skills are one parameter each, which PostgreSQL reads as the column's operator takes it (tsquery,
 * text[]); the skills as an array literal (toArrayLiteral).
 */
function talentConditions(filters: TalentSearchFilters): ProfileCondition[] {
  const conditions: ProfileCondition[] = [(eb) => eb.ref('p.visibleToEmployers')];
  const { tsquery, skills, availability, experienceLevels } = filters;
  if (tsquery !== null) conditions.push((eb) => eb('p.searchDocument', '@@', tsquery));
  if (skills.length > 0)
    conditions.push((eb) => eb('p.searchSkills', '@>', eb.val(toArrayLiteral(skills)).$castTo<string[]>()));
  if (availability.length > 0)
    conditions.push((eb) =>
      availability.length === 1 ? eb('p.availability', '=', availability[0]) : eb('p.availability', 'in', availability),
    );
  if (experienceLevels.length > 0)
    conditions.push((eb) =>
      experienceLevels.length === 1
        ? eb('p.experienceLevel', '=', experienceLevels[0])
        : eb('p.experienceLevel', 'in', experienceLevels),
    );
  return conditions;
}

/**
 * One page of a search (`limit` rows after `after`), most recently updated profiles first. The
 * planner picks between walking seeker_profiles_talent_recent_idx (cheap when matches are common)
 * and collecting the matches from the GIN index and sorting them (cheap when they are few). Deleted
 * accounts have no profile (the profiles module forgets it); the users condition only guards the page.
 */
export function talentSearchQuery(
  db: TalentDb,
  filters: TalentSearchFilters,
  after: TalentPosition | null,
  limit: number,
) {
  let query = db
    .selectFrom('SeekerProfileCard as p')
    .innerJoin('UserCard as u', 'u.id', 'p.userId')
    .select([
      'p.userId as id',
      'p.location',
      'p.availability',
      'p.experienceLevel',
      'p.skills',
      'p.updatedAt',
      'u.name',
      'u.headline',
      'u.profilePictureUrl',
    ]);
  for (const condition of talentConditions(filters)) query = query.where(condition);
  if (after)
    query = query.where((eb) =>
      eb(
        eb.refTuple('p.updatedAt', 'p.userId'),
        '<',
        eb.tuple(
          eb.cast<Date>(eb.val(after.updatedAt.toISOString()), 'timestamptz'),
          eb.cast<string>(eb.val(after.id), 'uuid'),
        ),
      ),
    );
  return query.where('u.deletedAt', 'is', null).orderBy('p.updatedAt', 'desc').orderBy('p.userId', 'desc').limit(limit);
}

/** How many seekers match, counting at most cap + 1: one more than the cap tells that the count is capped. */
export function talentCountQuery(db: TalentDb, filters: TalentSearchFilters, cap: number) {
  let matches = db.selectFrom('SeekerProfileCard as p').select((eb) => eb.lit(1).as('one'));
  for (const condition of talentConditions(filters)) matches = matches.where(condition);
  return db
    .selectFrom(matches.limit(cap + 1).as('m'))
    .select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('total'));
}

/** A seeker in the results, as the card needs them (profilePictureUrl: the stored picture, a key to sign or an external link). */
export type TalentRow = InferResult<ReturnType<typeof talentSearchQuery>>[number];

export interface TalentCount {
  total: number;
  capped: boolean;
}

/** A row of job_invitations, its references by the ids they hold. */
export type InvitationRecord = Pick<JobInvitation, 'id' | 'note' | 'createdAt'> & {
  companyId: string;
  jobId: string;
  seekerId: string;
  createdById: string;
};

/** A search statement ran past the statement timeout and PostgreSQL cancelled it (query_canceled). */
export class TalentSearchTimeoutError extends Error {
  constructor(options?: { cause?: unknown }) {
    super('The talent search query exceeded the statement timeout', options);
    this.name = 'TalentSearchTimeoutError';
  }
}

function isQueryCanceled(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '57014';
}

/** PostgreSQL's unique_violation on job_invitations (job_id, seeker_id): the seeker was invited to that job already. */
export function isDuplicateInvitationError(error: unknown): boolean {
  return isUniqueViolation(error, 'job_invitations_job_seeker_unique');
}

/** Filters that name every condition of a search, for the emitted statements. */
const SAMPLE_FILTERS: TalentSearchFilters = {
  tsquery: "'bookkeep'",
  skills: ['quickbooks'],
  availability: ['immediately', 'two_weeks'],
  experienceLevels: ['senior'],
};

/** The invitation columns, named as InvitationRecord's fields. */
const INVITATION_COLUMNS = [
  'id',
  'company as companyId',
  'job as jobId',
  'seeker as seekerId',
  'note',
  'createdBy as createdById',
  'createdAt',
] as const;

/**
 * Owns `job_invitations`: the only code that reads or writes it. Talent search reads profiles'
 * `seeker_profile_cards` (with the search columns and indexes added for it by migration
 * Migration20261126100000_talent) and accounts' `user_cards` for the page: a search must filter,
 * order and page in one statement, which no per-seeker call of the profiles module could do.
 * Everything else about a seeker comes through the profiles and applications modules.
 */
@Injectable()
export class TalentRepository {
  constructor(
    private readonly em: EntityManager,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  private get db() {
    return typedSql<JobInvitation | SeekerProfileCard | UserCard>(this.em);
  }

  /**
   * The search words as a tsquery in text form (websearch syntax: "quoted phrases", or,
   * -excluded); null when they hold no searchable word (only stop words or punctuation).
   */
  @GenerateSql({ params: [SQL_SAMPLE.text] })
  async resolveQuery(text: string): Promise<string | null> {
    const row = await this.db
      .selectNoFrom((eb) =>
        eb.cast<string>(eb.fn('websearch_to_tsquery', [sql.lit(TALENT_TEXT_CONFIG), eb.val(text)]), 'text').as('query'),
      )
      .executeTakeFirst();
    return row && row.query !== '' ? row.query : null;
  }

  /**
   * One page (`limit` rows) after `after`, most recently updated profiles first (talentSearchQuery).
   * The planner walks the recent index when matches are common and collects them from the GIN index
   * when they are few.
   */
  @GenerateSql({ name: 'first page', params: [SAMPLE_FILTERS, null, 21] })
  @GenerateSql({
    name: 'next page, no filter',
    params: [
      { tsquery: null, skills: [], availability: [], experienceLevels: [] },
      { updatedAt: SQL_SAMPLE.date, id: SQL_SAMPLE.uuid },
      21,
    ],
  })
  async search(filters: TalentSearchFilters, after: TalentPosition | null, limit: number): Promise<TalentRow[]> {
    return this.inSearchTransaction(() => talentSearchQuery(this.db, filters, after, limit).execute());
  }

  /** How many seekers match, exactly up to `cap`. */
  @GenerateSql({ params: [SAMPLE_FILTERS, 1000] })
  async count(filters: TalentSearchFilters, cap: number): Promise<TalentCount> {
    const row = await this.inSearchTransaction(() => talentCountQuery(this.db, filters, cap).executeTakeFirst());
    const total = row?.total ?? 0;
    return total > cap ? { total: cap, capped: true } : { total, capped: false };
  }

  /** Rejects with a unique violation (isDuplicateInvitationError) when the seeker was invited to that job already. */
  @GenerateSql({
    params: [
      {
        id: SQL_SAMPLE.uuid,
        companyId: SQL_SAMPLE.uuid,
        jobId: SQL_SAMPLE.uuid,
        seekerId: SQL_SAMPLE.otherUuid,
        note: SQL_SAMPLE.text,
        createdById: SQL_SAMPLE.uuid,
        createdAt: SQL_SAMPLE.date,
      },
    ],
  })
  async insertInvitation(invitation: InvitationRecord): Promise<void> {
    await this.db
      .insertInto('JobInvitation')
      .values({
        id: invitation.id,
        company: invitation.companyId,
        job: invitation.jobId,
        seeker: invitation.seekerId,
        note: invitation.note,
        createdBy: invitation.createdById,
        createdAt: invitation.createdAt,
      })
      .execute();
  }

  /** What one company sent one seeker, newest first (job_invitations_company_seeker_idx). */
  @GenerateSql({ params: [SQL_SAMPLE.uuid, SQL_SAMPLE.otherUuid] })
  async invitationsOfCompanyForSeeker(companyId: string, seekerId: string): Promise<InvitationRecord[]> {
    return this.db
      .selectFrom('JobInvitation')
      .select(INVITATION_COLUMNS)
      .where('company', '=', companyId)
      .where('seeker', '=', seekerId)
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  /** The seeker's invitations, newest first (job_invitations_seeker_created_idx). */
  @GenerateSql({ params: [SQL_SAMPLE.uuid, 20] })
  async invitationsOfSeeker(seekerId: string, limit: number): Promise<InvitationRecord[]> {
    return this.db
      .selectFrom('JobInvitation')
      .select(INVITATION_COLUMNS)
      .where('seeker', '=', seekerId)
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }

  /**
   * Runs `work` in its own read-only transaction with the search's settings (the page and the
   * count run side by side, each on its own pooled connection). Local to the transaction: the
   * statement timeout (TalentSearchTimeoutError past it), and no JIT compiling, which pays off for
   * long analytical queries only (a walk of the recent index costs about its threshold).
   */
  private async inSearchTransaction<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await inTransaction(this.em, async () => {
        await this.db
          .selectNoFrom((eb) => [
            eb.fn('set_config', [sql.lit('transaction_read_only'), sql.lit('on'), eb.lit(true)]).as('readOnly'),
            eb
              .fn('set_config', [
                sql.lit('statement_timeout'),
                eb.val(`${this.config.searchStatementTimeoutMs}ms`),
                eb.lit(true),
              ])
              .as('statementTimeout'),
            eb.fn('set_config', [sql.lit('jit'), sql.lit('off'), eb.lit(true)]).as('jit'),
          ])
          .execute();
        return work();
      });
    } catch (error) {
      if (isQueryCanceled(error)) throw new TalentSearchTimeoutError({ cause: error });
      throw error;
    }
  }
}
