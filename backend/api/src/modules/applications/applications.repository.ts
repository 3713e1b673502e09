import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { APPLICATION_WITHDRAWN, type ApplicationHistoryStatus, type ApplicationStatus, type InterviewStage } from '@marketplace/contracts';
import {
  APPLICATION_BY_ID_SQL,
  APPLICATION_OF_SEEKER_FOR_JOB_SQL,
  APPLICATIONS_OF_SEEKER_SQL,
  ERASE_COVER_LETTERS_OF_SEEKER_SQL,
  INSERT_APPLICATION_SQL,
  INSERT_STATUS_CHANGE_SQL,
  LOCK_APPLICATION_SQL,
  SEEKER_STATUSES_FOR_JOBS_SQL,
  WITHDRAW_ALL_OF_SEEKER_SQL,
  WITHDRAW_APPLICATION_SQL,
} from './applications.sql';

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

/** A seeker's application to one job, as a job card needs it. */
export interface AppliedJobStatus {
  jobId: string;
  status: ApplicationStatus;
  withdrawnAt: Date | null;
}

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
  const { code, constraint, message } = (error ?? {}) as { code?: string; constraint?: string; message?: string };
  return code === '23505' && (constraint === 'applications_job_seeker_unique' || /applications_job_seeker_unique/.test(message ?? ''));
}

/**
 * The only code that reads or writes `applications` and `application_status_history`. Every change
 * of an application's status writes its history entry in the same transaction.
 */
@Injectable()
export class ApplicationsRepository {
  constructor(private readonly em: EntityManager) {}

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

  /** The seeker's applications to any of these jobs, in one statement (a page of job cards). */
  async statusesOfSeekerForJobs(seekerId: string, jobIds: readonly string[]): Promise<AppliedJobStatus[]> {
    if (jobIds.length === 0) return [];
    const rows = await this.em.execute<Array<{ job_id: string; status: ApplicationStatus; withdrawn_at: Date | null }>>(SEEKER_STATUSES_FOR_JOBS_SQL, [[...jobIds], seekerId]);
    return rows.map((row) => ({ jobId: row.job_id, status: row.status, withdrawnAt: row.withdrawn_at === null ? null : new Date(row.withdrawn_at) }));
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
      await em.execute(INSERT_STATUS_CHANGE_SQL, statusChange(application.id, actorId, null, 'pending', application.appliedAt));
    });
  }

  /**
   * Withdraws the application when its status is one of `fromStatuses`: marks it withdrawn (it
   * keeps its status) and records the change to 'withdrawn', in one transaction that holds the
   * row's lock, so a concurrent change cannot slip in between the check and the write.
   */
  async withdraw(id: string, actorId: string, at: Date, fromStatuses: readonly ApplicationStatus[]): Promise<WithdrawOutcome> {
    return this.em.transactional(async (em) => {
      const [row] = await em.execute<Array<{ status: ApplicationStatus; withdrawn_at: Date | null }>>(LOCK_APPLICATION_SQL, [id]);
      if (!row) return 'missing';
      if (row.withdrawn_at !== null) return 'already-withdrawn';
      if (!fromStatuses.includes(row.status)) return 'not-withdrawable';
      await em.execute(WITHDRAW_APPLICATION_SQL, [at, at, id]);
      await em.execute(INSERT_STATUS_CHANGE_SQL, statusChange(id, actorId, row.status, APPLICATION_WITHDRAWN, at));
      return 'withdrawn';
    });
  }

  /**
   * A deleted seeker's applications: every open one whose status is one of `fromStatuses` is
   * withdrawn (with its history entry by `actorId`) and every cover letter erased, in one
   * transaction. Returns how many were withdrawn.
   */
  async closeAllOfSeeker(seekerId: string, actorId: string, at: Date, fromStatuses: readonly ApplicationStatus[]): Promise<number> {
    return this.em.transactional(async (em) => {
      const withdrawn = await em.execute<Array<{ application_id: string }>>(WITHDRAW_ALL_OF_SEEKER_SQL, [at, at, seekerId, [...fromStatuses], actorId, at]);
      await em.execute(ERASE_COVER_LETTERS_OF_SEEKER_SQL, [seekerId]);
      return withdrawn.length;
    });
  }
}

/** The parameters of INSERT_STATUS_CHANGE_SQL. */
function statusChange(applicationId: string, actorId: string, from: ApplicationStatus | null, to: ApplicationHistoryStatus, at: Date): unknown[] {
  return [randomUUID(), applicationId, actorId, from, to, at];
}
