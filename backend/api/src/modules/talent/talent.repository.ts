import { Injectable } from '@nestjs/common';
import { type EntityData, EntityManager, type QueryResult } from '@mikro-orm/postgresql';
import type { Availability, ExperienceLevel } from '@marketplace/contracts';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/config.module';
import {
  buildTalentCountSql,
  buildTalentSearchSql,
  INSERT_INVITATION_SQL,
  INVITATIONS_OF_COMPANY_FOR_SEEKER_SQL,
  INVITATIONS_OF_SEEKER_SQL,
  RESOLVE_QUERY_SQL,
  type Sql,
  type TalentPosition,
  type TalentSearchFilters,
} from './talent.sql';
import { isUniqueViolation } from '../../infrastructure/database/unique-violation';

/** A seeker in the results, as the card needs them. */
export interface TalentRow {
  id: string;
  name: string;
  headline: string | null;
  location: string | null;
  availability: Availability | null;
  experienceLevel: ExperienceLevel | null;
  skills: string[];
  updatedAt: Date;
  /** The stored picture (a key to sign, or an external link). */
  profilePictureUrl: string | null;
}

export interface TalentCount {
  total: number;
  capped: boolean;
}

/** A row of job_invitations. */
export interface InvitationRecord {
  id: string;
  companyId: string;
  jobId: string;
  seekerId: string;
  note: string | null;
  createdById: string;
  createdAt: Date;
}

interface TalentDbRow {
  user_id: string;
  location: string | null;
  availability: Availability | null;
  experience_level: ExperienceLevel | null;
  skills: string[];
  updated_at: Date | string;
  name: string;
  headline: string | null;
  profile_picture_url: string | null;
}

interface InvitationRow {
  id: string;
  company_id: string;
  job_id: string;
  seeker_id: string;
  note: string | null;
  created_by_id: string;
  created_at: Date | string;
}

function toInvitation(row: InvitationRow): InvitationRecord {
  return {
    id: row.id,
    companyId: row.company_id,
    jobId: row.job_id,
    seekerId: row.seeker_id,
    note: row.note,
    createdById: row.created_by_id,
    createdAt: new Date(row.created_at),
  };
}

/** What the ORM answers a statement with (rows, or a result summary). */
type Answer = QueryResult | EntityData<object> | Array<EntityData<object>>;

/** Runs one statement of a search's transaction (`?` placeholders, filled in by the ORM). */
interface SqlRunner {
  execute<T extends Answer>(sql: string, params?: readonly unknown[]): Promise<T>;
}

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
 * The only code that reads or writes `job_invitations`. Talent search also reads `seeker_profiles`
 * (its search columns and indexes, added for it by migration Migration20261126100000_talent) and the
 * page's `users`, read-only: a search must filter, order and page in one statement, which no
 * per-seeker call of the profiles module could do. Everything else about a seeker comes through
 * the profiles and applications modules.
 */
@Injectable()
export class TalentRepository {
  constructor(
    private readonly em: EntityManager,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /** The search words as a tsquery in text form; null when they hold no searchable word. */
  async resolveQuery(text: string): Promise<string | null> {
    const [row] = await this.em.execute<Array<{ query: string }>>(RESOLVE_QUERY_SQL, [text]);
    return row && row.query !== '' ? row.query : null;
  }

  /**
   * One page (`limit` rows) after `after`, most recently updated profiles first. The planner walks
   * the recent index when matches are common and collects them from the GIN index when they are
   * few (measured at 100,000 seekers: every shape of search under 15 ms on a warm connection).
   */
  async search(filters: TalentSearchFilters, after: TalentPosition | null, limit: number): Promise<TalentRow[]> {
    const rows = await this.inSearchTransaction((em) =>
      em.execute<TalentDbRow[]>(...sqlOf(buildTalentSearchSql(filters, after, limit))),
    );
    return rows.map((row) => ({
      id: row.user_id,
      name: row.name,
      headline: row.headline,
      location: row.location,
      availability: row.availability,
      experienceLevel: row.experience_level,
      skills: row.skills,
      updatedAt: new Date(row.updated_at),
      profilePictureUrl: row.profile_picture_url,
    }));
  }

  /** How many seekers match, exactly up to `cap`. */
  async count(filters: TalentSearchFilters, cap: number): Promise<TalentCount> {
    const [row] = await this.inSearchTransaction((em) =>
      em.execute<Array<{ total: number }>>(...sqlOf(buildTalentCountSql(filters, cap))),
    );
    const total = row?.total ?? 0;
    return total > cap ? { total: cap, capped: true } : { total, capped: false };
  }

  /** Rejects with a unique violation (isDuplicateInvitationError) when the seeker was invited to that job already. */
  async insertInvitation(invitation: InvitationRecord): Promise<void> {
    await this.em.execute(INSERT_INVITATION_SQL, [
      invitation.id,
      invitation.companyId,
      invitation.jobId,
      invitation.seekerId,
      invitation.note,
      invitation.createdById,
      invitation.createdAt,
    ]);
  }

  /** What one company sent one seeker, newest first. */
  async invitationsOfCompanyForSeeker(companyId: string, seekerId: string): Promise<InvitationRecord[]> {
    const rows = await this.em.execute<InvitationRow[]>(INVITATIONS_OF_COMPANY_FOR_SEEKER_SQL, [companyId, seekerId]);
    return rows.map(toInvitation);
  }

  /** The seeker's invitations, newest first. */
  async invitationsOfSeeker(seekerId: string, limit: number): Promise<InvitationRecord[]> {
    const rows = await this.em.execute<InvitationRow[]>(INVITATIONS_OF_SEEKER_SQL, [seekerId, limit]);
    return rows.map(toInvitation);
  }

  /**
   * Runs `work` in a read-only transaction with the search's settings, each search statement on
   * its own pooled connection (the page and the count run side by side). Local to the transaction:
   * the statement timeout (TalentSearchTimeoutError past it), and no JIT compiling, which pays off
   * for long analytical queries only (a walk of the recent index costs about its threshold).
   */
  private async inSearchTransaction<T>(work: (em: SqlRunner) => Promise<T>): Promise<T> {
    const connection = this.em.getConnection();
    try {
      return await connection.transactional(
        async (trx) => {
          const em: SqlRunner = {
            execute: <R extends Answer>(sql: string, params: readonly unknown[] = []) =>
              connection.execute<R>(sql, params, 'all', trx),
          };
          await em.execute(`select set_config('statement_timeout', ?, true), set_config('jit', 'off', true)`, [
            `${this.config.searchStatementTimeoutMs}ms`,
          ]);
          return work(em);
        },
        { readOnly: true },
      );
    } catch (error) {
      if (isQueryCanceled(error)) throw new TalentSearchTimeoutError({ cause: error });
      throw error;
    }
  }
}

function sqlOf({ sql, params }: Sql): [string, unknown[]] {
  return [sql, params];
}
