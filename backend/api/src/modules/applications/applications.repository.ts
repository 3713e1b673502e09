import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  APPLICATION_WITHDRAWN,
  type ApplicationHistoryStatus,
  type ApplicationStatus,
  type ApplicationStatusCounts,
  emptyStatusCounts,
  type InterviewStage,
} from '@marketplace/contracts';
import type { BulkChangeEntry } from './entities/application-bulk-change.entity';
import {
  APPLICATION_BY_ID_SQL,
  COUNTS_BY_JOB_SQL,
  employerCountsSql,
  type EmployerListFilters,
  employerListSql,
  INSERT_BULK_CHANGE_SQL,
  type ListPosition,
  LOCK_APPLICATIONS_SQL,
  LOCK_BULK_CHANGE_SQL,
  MARK_BULK_CHANGE_UNDONE_SQL,
  SET_STATUS_SQL,
  APPLICATION_OF_SEEKER_FOR_JOB_SQL,
  APPLICATIONS_OF_SEEKER_SQL,
  APPLICATIONS_OF_SEEKER_FOR_JOBS_SQL,
  ERASE_COVER_LETTERS_OF_SEEKER_SQL,
  INSERT_APPLICATION_SQL,
  INSERT_STATUS_CHANGE_SQL,
  LOCK_APPLICATION_SQL,
  SEEKER_STATUSES_FOR_JOBS_SQL,
  SEEKER_STATUSES_SQL,
  WITHDRAW_ALL_OF_SEEKER_SQL,
  WITHDRAW_APPLICATION_SQL,
} from './applications.sql';
import { isUniqueViolation } from '../../infrastructure/database/unique-violation';
import { uuidArrayLiteral } from '../../core/text/uuid';
import { type AppliedEntry, SeekerAppliedCache } from './seeker-applied.cache';

/** A row of applications as the services use it. */
export interface ApplicationRecord {
  id: string;
  jobId: string;
  seekerId: string;
  resumeId: string | null;
  coverLetter: string | null;
  status: ApplicationStatus;
  interviewStage: InterviewStage | null;
  appliedAt: Date;
  updatedAt: Date;
  withdrawnAt: Date | null;
}

/** What applying writes; the application starts pending. */
export interface NewApplication {
  id: string;
  jobId: string;
  seekerId: string;
  resumeId: string;
  coverLetter: string | null;
  appliedAt: Date;
}

/** A row of an employer's list: the application with its applicant as the list shows them. */
export interface EmployerListRow {
  id: string;
  jobId: string;
  seekerId: string;
  resumeId: string | null;
  hasCoverLetter: boolean;
  status: ApplicationStatus;
  interviewStage: InterviewStage | null;
  appliedAt: Date;
  name: string;
  headline: string | null;
  profilePictureUrl: string | null;
}

/** An application's state as a status change sees it, under the row's lock. */
export interface LockedApplication {
  id: string;
  jobId: string;
  seekerId: string;
  status: ApplicationStatus;
  interviewStage: InterviewStage | null;
  withdrawn: boolean;
}

/** A status change the service decided on, for one application. */
export interface StatusChange {
  to: ApplicationStatus;
  toStage: InterviewStage | null;
}

/** A bulk change kept for its undo. */
export interface BulkChangeRecord {
  id: string;
  actorId: string;
  companyId: string;
  changes: BulkChangeEntry[];
  createdAt: Date;
  expiresAt: Date;
  undoneAt: Date | null;
}

/** What the undo of a bulk change came to: refused (why), or the entries it put back and those it left. */
export type UndoOutcome =
  { kind: 'refused'; reason: string } | { kind: 'undone'; restored: BulkChangeEntry[]; left: BulkChangeEntry[] };

/** What withdrawing came to: done, or why not (the application is missing, withdrawn already, or in a status that may not be withdrawn). */
export type WithdrawOutcome = 'withdrawn' | 'missing' | 'already-withdrawn' | 'not-withdrawable';

interface ApplicationRow {
  id: string;
  job_id: string;
  seeker_id: string;
  resume_id: string | null;
  cover_letter: string | null;
  status: ApplicationStatus;
  interview_stage: InterviewStage | null;
  applied_at: Date;
  updated_at: Date;
  withdrawn_at: Date | null;
}

function toRecord(row: ApplicationRow): ApplicationRecord {
  return {
    id: row.id,
    jobId: row.job_id,
    seekerId: row.seeker_id,
    resumeId: row.resume_id,
    coverLetter: row.cover_letter,
    status: row.status,
    interviewStage: row.interview_stage,
    appliedAt: new Date(row.applied_at),
    updatedAt: new Date(row.updated_at),
    withdrawnAt: row.withdrawn_at === null ? null : new Date(row.withdrawn_at),
  };
}

/** PostgreSQL's unique_violation on applications (job_id, seeker_id): the seeker applied to that job already. */
export function isDuplicateApplicationError(error: unknown): boolean {
  return isUniqueViolation(error, 'applications_job_seeker_unique');
}

/**
 * The only code that reads or writes `applications`, `application_status_history` and
 * `application_bulk_changes`. Every change of an application's status writes its history entry in
 * the same transaction. The employer's lists read `users` (name, headline, picture) beside them.
 * Every write to applications tells the seekers' kept applications (SeekerAppliedCache) once it
 * has committed.
 */
@Injectable()
export class ApplicationsRepository {
  constructor(
    private readonly em: EntityManager,
    private readonly applied: SeekerAppliedCache,
  ) {}

  async findById(id: string): Promise<ApplicationRecord | null> {
    const rows = await this.em.execute<ApplicationRow[]>(APPLICATION_BY_ID_SQL, [id]);
    return rows[0] ? toRecord(rows[0]) : null;
  }

  async findOfSeekerForJob(seekerId: string, jobId: string): Promise<ApplicationRecord | null> {
    const rows = await this.em.execute<ApplicationRow[]>(APPLICATION_OF_SEEKER_FOR_JOB_SQL, [jobId, seekerId]);
    return rows[0] ? toRecord(rows[0]) : null;
  }

  /** The seeker's applications, withdrawn ones included, newest first. */
  async listOfSeeker(seekerId: string, limit: number): Promise<ApplicationRecord[]> {
    const rows = await this.em.execute<ApplicationRow[]>(APPLICATIONS_OF_SEEKER_SQL, [seekerId, limit]);
    return rows.map(toRecord);
  }

  /** The seeker's applications to any of these jobs (one company's), withdrawn ones included, newest first. */
  async listOfSeekerForJobs(seekerId: string, jobIds: readonly string[]): Promise<ApplicationRecord[]> {
    if (jobIds.length === 0) return [];
    const rows = await this.em.execute<ApplicationRow[]>(APPLICATIONS_OF_SEEKER_FOR_JOBS_SQL, [seekerId, [...jobIds]]);
    return rows.map(toRecord);
  }

  /** All of the seeker's applications, as job cards need them (what SeekerAppliedCache keeps). */
  async statusesOfSeeker(seekerId: string): Promise<AppliedEntry[]> {
    return (await this.em.execute<AppliedRow[]>(SEEKER_STATUSES_SQL, [seekerId])).map(toAppliedEntry);
  }

  /** The seeker's applications to any of these jobs, in one statement (a page of job cards, when Redis is down). */
  async statusesOfSeekerForJobs(seekerId: string, jobIds: readonly string[]): Promise<AppliedEntry[]> {
    if (jobIds.length === 0) return [];
    const rows = await this.em.execute<AppliedRow[]>(SEEKER_STATUSES_FOR_JOBS_SQL, [
      uuidArrayLiteral(jobIds),
      seekerId,
    ]);
    return rows.map(toAppliedEntry);
  }

  /**
   * Inserts a pending application and its first history entry (from null, by `actorId`) in one
   * transaction. Rejects with a unique violation (isDuplicateApplicationError) when the seeker has
   * an application to that job already.
   */
  async insert(application: NewApplication, actorId: string): Promise<void> {
    await this.em.transactional(async (em) => {
      await em.execute(INSERT_APPLICATION_SQL, [
        application.id,
        application.jobId,
        application.seekerId,
        application.resumeId,
        application.coverLetter,
        application.appliedAt,
        application.appliedAt,
      ]);
      await em.execute(
        INSERT_STATUS_CHANGE_SQL,
        statusChange(application.id, actorId, null, 'pending', application.appliedAt),
      );
    });
    await this.applied.changed([application.seekerId]);
  }

  /**
   * Withdraws the application when its status is one of `fromStatuses`: marks it withdrawn (it
   * keeps its status) and records the change to 'withdrawn', in one transaction that holds the
   * row's lock, so a concurrent change cannot slip in between the check and the write.
   */
  async withdraw(
    id: string,
    actorId: string,
    at: Date,
    fromStatuses: readonly ApplicationStatus[],
  ): Promise<WithdrawOutcome> {
    const outcome = await this.em.transactional(
      async (em): Promise<{ outcome: WithdrawOutcome; seekerId?: string }> => {
        const [row] = await em.execute<
          Array<{ seeker_id: string; status: ApplicationStatus; withdrawn_at: Date | null }>
        >(LOCK_APPLICATION_SQL, [id]);
        if (!row) return { outcome: 'missing' };
        if (row.withdrawn_at !== null) return { outcome: 'already-withdrawn' };
        if (!fromStatuses.includes(row.status)) return { outcome: 'not-withdrawable' };
        await em.execute(WITHDRAW_APPLICATION_SQL, [at, at, id]);
        await em.execute(INSERT_STATUS_CHANGE_SQL, statusChange(id, actorId, row.status, APPLICATION_WITHDRAWN, at));
        return { outcome: 'withdrawn', seekerId: row.seeker_id };
      },
    );
    if (outcome.seekerId) await this.applied.changed([outcome.seekerId]);
    return outcome.outcome;
  }

  /**
   * A deleted seeker's applications: every open one whose status is one of `fromStatuses` is
   * withdrawn (with its history entry by `actorId`) and every cover letter erased, in one
   * transaction. Returns the ids of those withdrawn.
   */
  async closeAllOfSeeker(
    seekerId: string,
    actorId: string,
    at: Date,
    fromStatuses: readonly ApplicationStatus[],
  ): Promise<string[]> {
    const withdrawn = await this.em.transactional(async (em) => {
      const rows = await em.execute<Array<{ application_id: string }>>(WITHDRAW_ALL_OF_SEEKER_SQL, [
        at,
        at,
        seekerId,
        [...fromStatuses],
        actorId,
        at,
      ]);
      await em.execute(ERASE_COVER_LETTERS_OF_SEEKER_SQL, [seekerId]);
      return rows.map((row) => row.application_id);
    });
    await this.applied.changed([seekerId]);
    return withdrawn;
  }

  // ---------------------------------------------------------------- the employer's side

  /** A page of the active applications of these jobs (see employerListSql). */
  async employerList(
    jobIds: readonly string[],
    filters: EmployerListFilters,
    newestFirst: boolean,
    after: ListPosition | null,
    limit: number,
  ): Promise<EmployerListRow[]> {
    if (jobIds.length === 0) return [];
    const { sql, params } = employerListSql(jobIds, filters, newestFirst, after, limit);
    const rows = await this.em.execute<EmployerListDbRow[]>(sql, params);
    return rows.map((row) => ({
      id: row.id,
      jobId: row.job_id,
      seekerId: row.seeker_id,
      resumeId: row.resume_id,
      hasCoverLetter: row.has_cover_letter,
      status: row.status,
      interviewStage: row.interview_stage,
      appliedAt: new Date(row.applied_at),
      name: row.name,
      headline: row.headline,
      profilePictureUrl: row.profile_picture_url,
    }));
  }

  /** Active applications per status of these jobs under the stage and name filters, in one statement. */
  async employerCounts(jobIds: readonly string[], filters: EmployerListFilters): Promise<ApplicationStatusCounts> {
    const counts = emptyStatusCounts();
    if (jobIds.length === 0) return counts;
    const { sql, params } = employerCountsSql(jobIds, filters);
    for (const row of await this.em.execute<Array<{ status: ApplicationStatus; count: number }>>(sql, params)) {
      counts[row.status] = row.count;
      counts.total += row.count;
    }
    return counts;
  }

  /** Active applications per job and status, in one grouped statement (the employer's job list). */
  async countsByJob(jobIds: readonly string[]): Promise<Map<string, ApplicationStatusCounts>> {
    const byJob = new Map<string, ApplicationStatusCounts>();
    if (jobIds.length === 0) return byJob;
    for (const row of await this.em.execute<Array<{ job_id: string; status: ApplicationStatus; count: number }>>(
      COUNTS_BY_JOB_SQL,
      [[...jobIds]],
    )) {
      const counts = byJob.get(row.job_id) ?? emptyStatusCounts();
      counts[row.status] = row.count;
      counts.total += row.count;
      byJob.set(row.job_id, counts);
    }
    return byJob;
  }

  /**
   * Changes the statuses `decide` chooses for the locked applications, each with its history entry
   * by `actorId`, in one transaction that holds the rows' locks from the decision to the writes.
   * `decide` sees every found application (ids not found are absent) and answers, per id, the
   * change or nothing. `after` runs in the same transaction with what changed (the bulk change's
   * undo record); any failure rolls everything back. Returns what changed.
   */
  async changeStatuses(
    ids: readonly string[],
    actorId: string,
    at: Date,
    decide: (found: LockedApplication[]) => Map<string, StatusChange>,
    after?: (changed: BulkChangeEntry[], em: EntityManager) => Promise<void>,
  ): Promise<{ found: LockedApplication[]; changed: BulkChangeEntry[] }> {
    if (ids.length === 0) return { found: [], changed: [] };
    const outcome = await this.em.transactional(async (em) => {
      const found = (await em.execute<LockedRow[]>(LOCK_APPLICATIONS_SQL, [[...ids]])).map(toLocked);
      const decisions = decide(found);
      const changed: BulkChangeEntry[] = [];
      const seekerIds: string[] = [];
      for (const application of found) {
        const change = decisions.get(application.id);
        if (!change) continue;
        await em.execute(SET_STATUS_SQL, [change.to, change.toStage, at, application.id]);
        await em.execute(
          INSERT_STATUS_CHANGE_SQL,
          statusChange(application.id, actorId, application.status, change.to, at),
        );
        changed.push({
          id: application.id,
          from: application.status,
          fromStage: application.interviewStage,
          to: change.to,
          toStage: change.toStage,
        });
        seekerIds.push(application.seekerId);
      }
      if (after) await after(changed, em);
      return { found, changed, seekerIds };
    });
    await this.applied.changed(outcome.seekerIds);
    return { found: outcome.found, changed: outcome.changed };
  }

  /** Keeps a bulk change for its undo (call inside changeStatuses' `after`, on its EntityManager). */
  async insertBulkChange(
    em: EntityManager,
    change: Omit<BulkChangeRecord, 'undoneAt'> & { tokenHash: string },
  ): Promise<void> {
    await em.execute(INSERT_BULK_CHANGE_SQL, [
      change.id,
      change.tokenHash,
      change.actorId,
      change.companyId,
      JSON.stringify(change.changes),
      change.createdAt,
      change.expiresAt,
    ]);
  }

  /**
   * Undoes a bulk change in one transaction: locks its record, lets `refuse` decide whether it may
   * be undone (unknown token: null record), then puts back each application that is still as the
   * change left it (each with its history entry by `actorId`) and marks the record undone.
   */
  async undoBulkChange(
    tokenHash: string,
    actorId: string,
    at: Date,
    refuse: (record: BulkChangeRecord | null) => string | null,
  ): Promise<UndoOutcome> {
    const seekerIds: string[] = [];
    const outcome = await this.em.transactional(async (em): Promise<UndoOutcome> => {
      const [row] = await em.execute<BulkChangeRow[]>(LOCK_BULK_CHANGE_SQL, [tokenHash]);
      const record = row ? toBulkChange(row) : null;
      const reason = refuse(record);
      if (reason !== null || !record) return { kind: 'refused', reason: reason ?? '' };
      const ids = record.changes.map((entry) => entry.id);
      const current = new Map(
        (await em.execute<LockedRow[]>(LOCK_APPLICATIONS_SQL, [ids])).map((locked) => [locked.id, toLocked(locked)]),
      );
      const restored: BulkChangeEntry[] = [];
      const left: BulkChangeEntry[] = [];
      for (const entry of record.changes) {
        const now = current.get(entry.id);
        if (!now || now.withdrawn || now.status !== entry.to || now.interviewStage !== entry.toStage) {
          left.push(entry);
          continue;
        }
        await em.execute(SET_STATUS_SQL, [entry.from, entry.fromStage, at, entry.id]);
        await em.execute(INSERT_STATUS_CHANGE_SQL, statusChange(entry.id, actorId, entry.to, entry.from, at));
        restored.push(entry);
        seekerIds.push(now.seekerId);
      }
      await em.execute(MARK_BULK_CHANGE_UNDONE_SQL, [at, record.id]);
      return { kind: 'undone', restored, left };
    });
    await this.applied.changed(seekerIds);
    return outcome;
  }
}

interface EmployerListDbRow {
  id: string;
  job_id: string;
  seeker_id: string;
  resume_id: string | null;
  has_cover_letter: boolean;
  status: ApplicationStatus;
  interview_stage: InterviewStage | null;
  applied_at: Date;
  name: string;
  headline: string | null;
  profile_picture_url: string | null;
}

interface AppliedRow {
  job_id: string;
  status: ApplicationStatus;
  withdrawn: boolean;
}

function toAppliedEntry(row: AppliedRow): AppliedEntry {
  return { jobId: row.job_id, status: row.status, withdrawn: row.withdrawn };
}

interface LockedRow {
  id: string;
  job_id: string;
  seeker_id: string;
  status: ApplicationStatus;
  interview_stage: InterviewStage | null;
  withdrawn_at: Date | null;
}

function toLocked(row: LockedRow): LockedApplication {
  return {
    id: row.id,
    jobId: row.job_id,
    seekerId: row.seeker_id,
    status: row.status,
    interviewStage: row.interview_stage,
    withdrawn: row.withdrawn_at !== null,
  };
}

interface BulkChangeRow {
  id: string;
  actor_id: string;
  company_id: string;
  changes: BulkChangeEntry[] | string;
  created_at: Date;
  expires_at: Date;
  undone_at: Date | null;
}

function toBulkChange(row: BulkChangeRow): BulkChangeRecord {
  return {
    id: row.id,
    actorId: row.actor_id,
    companyId: row.company_id,
    changes: typeof row.changes === 'string' ? (JSON.parse(row.changes) as BulkChangeEntry[]) : row.changes,
    createdAt: new Date(row.created_at),
    expiresAt: new Date(row.expires_at),
    undoneAt: row.undone_at === null ? null : new Date(row.undone_at),
  };
}

/** The parameters of INSERT_STATUS_CHANGE_SQL. */
function statusChange(
  applicationId: string,
  actorId: string,
  from: ApplicationStatus | null,
  to: ApplicationHistoryStatus,
  at: Date,
): unknown[] {
  return [randomUUID(), applicationId, actorId, from, to, at];
}
