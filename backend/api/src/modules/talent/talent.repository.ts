import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { type RawBuilder, sql } from 'kysely';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/config.module';
import { GenerateSql, SQL_SAMPLE } from '../../infrastructure/database/generate-sql';
import { inTransaction, typedSql } from '../../infrastructure/database/typed-sql';
import { isUniqueViolation } from '../../infrastructure/database/unique-violation';
import type { UserCard } from '../accounts';
import type { SeekerProfileCard } from '../profiles';
import type { JobInvitation } from './entities/job-invitation.entity';
import {
  buildTalentCountSql,
  buildTalentSearchSql,
  type Sql,
  TALENT_TEXT_CONFIG,
  type TalentPosition,
  type TalentSearchFilters,
} from './talent.sql';

/** A seeker in the results, as the card needs them (profilePictureUrl: the stored picture, a key to sign or an external link). */
export type TalentRow = Pick<
  SeekerProfileCard,
  'location' | 'availability' | 'experienceLevel' | 'skills' | 'updatedAt'
> &
  Pick<UserCard, 'id' | 'name' | 'headline' | 'profilePictureUrl'>;

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

/**
 * A statement of talent.sql.ts as a typed Kysely statement: each `?` becomes its parameter, a list
 * parameter one parameter per element (what `in (?)` there expects).
 */
function toStatement<Row>({ sql: text, params }: Sql): RawBuilder<Row> {
  const parts = text.split('?');
  if (parts.length !== params.length + 1) throw new Error('A talent statement has as many parameters as `?`');
  const pieces = parts.flatMap((part, index) => {
    const raw = sql.raw(part);
    if (index === params.length) return [raw];
    const param = params[index];
    return [raw, Array.isArray(param) ? sql.join(param) : sql`${param}`];
  });
  return sql<Row>`${sql.join(pieces, sql.raw(''))}`;
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
    const { rows } = await sql<{
      query: string;
    }>`select websearch_to_tsquery(${sql.lit(TALENT_TEXT_CONFIG)}, ${text})::text as "query"`.execute(this.db);
    const [row] = rows;
    return row && row.query !== '' ? row.query : null;
  }

  /**
   * One page (`limit` rows) after `after`, most recently updated profiles first. The planner walks
   * the recent index when matches are common and collects them from the GIN index when they are
   * few (measured at 100,000 seekers: every shape of search under 15 ms on a warm connection).
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
    const rows = await this.inSearchTransaction(() =>
      toStatement<TalentRow>(buildTalentSearchSql(filters, after, limit)).execute(this.db),
    );
    // The statement is text: its times come back as the driver gives them.
    return rows.rows.map((row) => ({ ...row, updatedAt: new Date(row.updatedAt) }));
  }

  /** How many seekers match, exactly up to `cap`. */
  @GenerateSql({ params: [SAMPLE_FILTERS, 1000] })
  async count(filters: TalentSearchFilters, cap: number): Promise<TalentCount> {
    const { rows } = await this.inSearchTransaction(() =>
      toStatement<{ total: number }>(buildTalentCountSql(filters, cap)).execute(this.db),
    );
    const total = rows[0]?.total ?? 0;
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
        await sql`select set_config('transaction_read_only', 'on', true), set_config('statement_timeout', ${`${this.config.searchStatementTimeoutMs}ms`}, true), set_config('jit', 'off', true)`.execute(
          this.db,
        );
        return work();
      });
    } catch (error) {
      if (isQueryCanceled(error)) throw new TalentSearchTimeoutError({ cause: error });
      throw error;
    }
  }
}
