import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { ConciergeCandidate } from './concierge-choice';
import {
  ACTIVE_ADMIN_SQL,
  ASSIGNMENT_OF_JOB_SQL,
  ASSIGNMENTS_OF_COMPANY_SQL,
  CANDIDATES_SQL,
  INSERT_ASSIGNMENT_SQL,
  JOBS_OF_ADMIN_SQL,
  LOCK_ASSIGNMENTS_SQL,
  REASSIGN_SQL,
} from './concierge.sql';

interface AssignmentRow {
  job_id: string;
  grant_id: string;
  assigned_at: Date | string;
  admin_id: string;
  admin_name: string;
  admin_email: string;
}

/** A job's concierge, with who they are. */
export interface ConciergeAssignment {
  jobId: string;
  grantId: string;
  assignedAt: Date;
  admin: AdminPerson;
}

export interface AdminPerson {
  id: string;
  name: string;
  email: string;
}

/** One job an admin looks after, before jobs names it. */
export interface AdminAssignment {
  jobId: string;
  packageId: string;
  assignedAt: Date;
}

function toAssignment(row: AssignmentRow): ConciergeAssignment {
  return {
    jobId: row.job_id,
    grantId: row.grant_id,
    assignedAt: new Date(row.assigned_at),
    admin: { id: row.admin_id, name: row.admin_name, email: row.admin_email },
  };
}

/**
 * The only code that reads or writes `job_concierges`. It reads admins from `users` (name, e-mail,
 * active) and, to weigh each admin's load, the status of their jobs in `jobs`.
 */
@Injectable()
export class ConciergeRepository {
  constructor(private readonly em: EntityManager) {}

  async ofJob(jobId: string): Promise<ConciergeAssignment | null> {
    const [row] = await this.em.execute<AssignmentRow[]>(ASSIGNMENT_OF_JOB_SQL, [jobId]);
    return row ? toAssignment(row) : null;
  }

  async ofCompany(companyId: string): Promise<ConciergeAssignment[]> {
    const rows = await this.em.execute<AssignmentRow[]>(ASSIGNMENTS_OF_COMPANY_SQL, [companyId]);
    return rows.map(toAssignment);
  }

  async jobsOfAdmin(adminId: string, limit: number): Promise<AdminAssignment[]> {
    const rows = await this.em.execute<Array<{ job_id: string; assigned_at: Date | string; package_id: string }>>(
      JOBS_OF_ADMIN_SQL,
      [adminId, limit],
    );
    return rows.map((row) => ({ jobId: row.job_id, packageId: row.package_id, assignedAt: new Date(row.assigned_at) }));
  }

  async activeAdmin(id: string): Promise<AdminPerson | null> {
    const [row] = await this.em.execute<AdminPerson[]>(ACTIVE_ADMIN_SQL, [id]);
    return row ? { id: row.id, name: row.name, email: row.email } : null;
  }

  /**
   * Gives the job a concierge unless it has one, one assignment at a time: `choose` picks among
   * the active admins as they are loaded now. Returns the job's concierge (the one it had, or the
   * new one), or null when there was nobody to choose.
   */
  async assignOnce(
    input: { jobId: string; grantId: string; at: Date },
    choose: (candidates: ConciergeCandidate[]) => string | null,
  ): Promise<ConciergeAssignment | null> {
    const assigned = await this.em.fork().transactional(async (trx) => {
      await trx.execute(LOCK_ASSIGNMENTS_SQL);
      const [existing] = await trx.execute<Array<{ job_id: string }>>(
        `select "job_id" from "job_concierges" where "job_id" = ?`,
        [input.jobId],
      );
      if (existing) return true;
      const rows =
        await trx.execute<Array<{ admin_id: string; open_jobs: number; last_assigned_at: Date | string | null }>>(
          CANDIDATES_SQL,
        );
      const adminId = choose(
        rows.map((row) => ({
          adminId: row.admin_id,
          openJobs: Number(row.open_jobs),
          lastAssignedAt: row.last_assigned_at === null ? null : new Date(row.last_assigned_at),
        })),
      );
      if (!adminId) return false;
      await trx.execute(INSERT_ASSIGNMENT_SQL, [randomUUID(), input.jobId, adminId, input.grantId, input.at, null]);
      return true;
    });
    return assigned ? this.ofJob(input.jobId) : null;
  }

  /** Hands the job to `adminId`, or gives it its first concierge (`grantId`: the credit it came from). */
  async assign(input: {
    jobId: string;
    adminId: string;
    grantId: string | null;
    at: Date;
    by: string;
  }): Promise<boolean> {
    return this.em.fork().transactional(async (trx) => {
      await trx.execute(LOCK_ASSIGNMENTS_SQL);
      const updated = await trx.execute<Array<{ id: string }>>(REASSIGN_SQL, [
        input.adminId,
        input.at,
        input.by,
        input.jobId,
      ]);
      if (updated.length > 0) return true;
      if (!input.grantId) return false;
      const inserted = await trx.execute<Array<{ id: string }>>(INSERT_ASSIGNMENT_SQL, [
        randomUUID(),
        input.jobId,
        input.adminId,
        input.grantId,
        input.at,
        input.by,
      ]);
      return inserted.length > 0;
    });
  }
}
