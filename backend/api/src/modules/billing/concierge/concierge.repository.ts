import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { GenerateSql, SQL_SAMPLE } from '../../../infrastructure/database/generate-sql';
import { inTransaction, typedSql } from '../../../infrastructure/database/typed-sql';
import type { UserCard } from '../../accounts';
import type { JobCard } from '../../jobs';
import type { JobConciergeEntity } from '../entities/job-concierge.entity';
import type { PackageGrantEntity } from '../entities/package-grant.entity';
import type { ConciergeCandidate } from './concierge-choice';

/** A job's concierge, with who they are. */
export interface ConciergeAssignment {
  jobId: string;
  grantId: string;
  assignedAt: Date;
  admin: AdminPerson;
}

export type AdminPerson = Pick<UserCard, 'id' | 'name' | 'email'>;

/** One job an admin looks after, before jobs names it. */
export type AdminAssignment = Pick<JobConciergeEntity, 'assignedAt'> &
  Pick<PackageGrantEntity, 'packageId'> & {
    jobId: string;
  };

/** Nests the admin of a flat assignment row. */
function toAssignment(
  row: Omit<ConciergeAssignment, 'admin'> & { adminId: string; adminName: string; adminEmail: string },
): ConciergeAssignment {
  const { adminId, adminName, adminEmail, ...assignment } = row;
  return { ...assignment, admin: { id: adminId, name: adminName, email: adminEmail } };
}

/** The jobs a concierge counts as open (in review or live): the jobs' status is read, never written, here. */
const OPEN_JOB_STATUSES = ['pending_review', 'approved'] as const;

/**
 * Owns `job_concierges`: the only code that reads or writes it. It reads admins from accounts'
 * published `user_cards` (name, e-mail, active) and, to weigh each admin's load, the status of their
 * jobs from jobs' published `job_cards`.
 */
@Injectable()
export class ConciergeRepository {
  constructor(private readonly em: EntityManager) {}

  private get db() {
    return typedSql<JobConciergeEntity | PackageGrantEntity | UserCard | JobCard>(this.em);
  }

  /** The job's concierge with their name and e-mail. */
  @GenerateSql({ params: [SQL_SAMPLE.uuid] })
  async ofJob(jobId: string): Promise<ConciergeAssignment | null> {
    const row = await this.assignments().where('jc.job', '=', jobId).executeTakeFirst();
    return row ? toAssignment(row) : null;
  }

  /** The concierges of the company's jobs, newest assignment first. */
  @GenerateSql({ params: [SQL_SAMPLE.uuid] })
  async ofCompany(companyId: string): Promise<ConciergeAssignment[]> {
    const rows = await this.assignments()
      .innerJoin('JobCard as j', 'j.id', 'jc.job')
      .where('j.companyId', '=', companyId)
      .orderBy('jc.assignedAt', 'desc')
      .orderBy('jc.job')
      .execute();
    return rows.map(toAssignment);
  }

  /** The admin's concierge jobs with the package, newest assignment first. */
  @GenerateSql({ params: [SQL_SAMPLE.uuid, 20] })
  async jobsOfAdmin(adminId: string, limit: number): Promise<AdminAssignment[]> {
    return this.db
      .selectFrom('JobConciergeEntity as jc')
      .innerJoin('PackageGrantEntity as g', 'g.id', 'jc.grant')
      .select(['jc.job as jobId', 'jc.assignedAt', 'g.packageId'])
      .where('jc.admin', '=', adminId)
      .orderBy('jc.assignedAt', 'desc')
      .orderBy('jc.job')
      .limit(limit)
      .execute();
  }

  /** The admin, when active. */
  @GenerateSql({ params: [SQL_SAMPLE.uuid] })
  async activeAdmin(id: string): Promise<AdminPerson | null> {
    const row = await this.db
      .selectFrom('UserCard as u')
      .select(['u.id', 'u.name', 'u.email'])
      .where('u.id', '=', id)
      .where('u.role', '=', 'admin')
      .where('u.deletedAt', 'is', null)
      .executeTakeFirst();
    return row ?? null;
  }

  /**
   * Gives the job a concierge unless it has one, one assignment at a time: `choose` picks among
   * the active admins as they are loaded now. Returns the job's concierge (the one it had, or the
   * new one), or null when there was nobody to choose.
   */
  @GenerateSql({ params: [{ jobId: SQL_SAMPLE.uuid, grantId: SQL_SAMPLE.otherUuid, at: SQL_SAMPLE.date }, () => null] })
  async assignOnce(
    input: { jobId: string; grantId: string; at: Date },
    choose: (candidates: ConciergeCandidate[]) => string | null,
  ): Promise<ConciergeAssignment | null> {
    const assigned = await inTransaction(this.em, async () => {
      await this.lockAssignments();
      const existing = await this.db
        .selectFrom('JobConciergeEntity')
        .select('job')
        .where('job', '=', input.jobId)
        .executeTakeFirst();
      if (existing) return true;
      const adminId = choose(await this.candidates());
      if (!adminId) return false;
      await this.insertAssignment({ ...input, adminId, by: null });
      return true;
    });
    return assigned ? this.ofJob(input.jobId) : null;
  }

  /** Hands the job to `adminId`, or gives it its first concierge (`grantId`: the credit it came from). */
  @GenerateSql({
    params: [
      {
        jobId: SQL_SAMPLE.uuid,
        adminId: SQL_SAMPLE.otherUuid,
        grantId: SQL_SAMPLE.uuid,
        at: SQL_SAMPLE.date,
        by: SQL_SAMPLE.otherUuid,
      },
    ],
  })
  async assign(input: {
    jobId: string;
    adminId: string;
    grantId: string | null;
    at: Date;
    by: string;
  }): Promise<boolean> {
    return inTransaction(this.em, async () => {
      await this.lockAssignments();
      const updated = await this.db
        .updateTable('JobConciergeEntity')
        .set({ admin: input.adminId, assignedAt: input.at, assignedBy: input.by })
        .where('job', '=', input.jobId)
        .returning('id')
        .executeTakeFirst();
      if (updated) return true;
      if (!input.grantId) return false;
      return this.insertAssignment({ ...input, grantId: input.grantId });
    });
  }

  /** Every active admin with their open concierge jobs and their last assignment: the candidates of chooseConcierge. */
  private async candidates(): Promise<ConciergeCandidate[]> {
    const rows = await this.db
      .selectFrom('UserCard as u')
      .leftJoin('JobConciergeEntity as jc', 'jc.admin', 'u.id')
      .leftJoin('JobCard as j', 'j.id', 'jc.job')
      .select((eb) => [
        'u.id as adminId',
        eb.cast<number>(eb.fn.count('j.id').filterWhere('j.status', 'in', OPEN_JOB_STATUSES), 'integer').as('openJobs'),
        eb.fn.max('jc.assignedAt').as('lastAssignedAt'),
      ])
      .where('u.role', '=', 'admin')
      .where('u.deletedAt', 'is', null)
      .groupBy('u.id')
      .execute();
    // An aggregate has no column to take its type from: its time comes back as the driver reads it.
    return rows.map((row) => ({
      ...row,
      lastAssignedAt: row.lastAssignedAt === null ? null : new Date(row.lastAssignedAt),
    }));
  }

  /** Assignments with their admin's name and e-mail. */
  private assignments() {
    return this.db
      .selectFrom('JobConciergeEntity as jc')
      .innerJoin('UserCard as u', 'u.id', 'jc.admin')
      .select([
        'jc.job as jobId',
        'jc.grant as grantId',
        'jc.assignedAt',
        'u.id as adminId',
        'u.name as adminName',
        'u.email as adminEmail',
      ]);
  }

  /**
   * One assignment at a time: the choice reads every admin's load, so two approvals at once must not
   * both pick the same least-loaded admin. A transaction-scoped advisory lock, released at commit.
   */
  private async lockAssignments(): Promise<void> {
    await this.db
      .selectNoFrom((eb) =>
        eb.fn('pg_advisory_xact_lock', [eb.fn('hashtext', [sql.lit('job_concierges.assign')])]).as('locked'),
      )
      .execute();
  }

  /** Nothing when the job has a concierge already; true when inserted. */
  private async insertAssignment(input: {
    jobId: string;
    adminId: string;
    grantId: string;
    at: Date;
    by: string | null;
  }): Promise<boolean> {
    const row = await this.db
      .insertInto('JobConciergeEntity')
      .values({
        id: randomUUID(),
        job: input.jobId,
        admin: input.adminId,
        grant: input.grantId,
        assignedAt: input.at,
        assignedBy: input.by,
      })
      .onConflict((oc) => oc.column('job').doNothing())
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }
}
