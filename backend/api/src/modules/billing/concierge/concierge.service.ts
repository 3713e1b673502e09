import { Injectable, Logger } from '@nestjs/common';
import {
  type AdminConciergeJobsParams,
  type AdminConciergeJobsResponse,
  type AssignConciergeRequest,
  type AssignConciergeResponse,
  CONCIERGE_MESSAGES,
  type EmployerConciergeJobsResponse,
  type EmployerJobConciergeResponse,
  isConciergePackage,
  validateConciergeAdminId,
} from '@marketplace/contracts';
import type { Actor } from '../../../core/auth/actor';
import { Clock } from '../../../core/clock/clock';
import { DomainEvents } from '../../../core/events/domain-events';
import { assertValid, invalidField } from '../../../core/errors/assert-valid';
import { isUuid } from '../../../core/text/uuid';
import { JobsService } from '../../jobs';
import { PackagesRepository } from '../packages/packages.repository';
import { chooseConcierge } from './concierge-choice';
import { toAdminConciergeJob, toJobConcierge } from './concierge.mapper';
import { type AdminPerson, ConciergeRepository } from './concierge.repository';
import { BillingError } from '../billing.errors';
import { BILLING_EVENTS, type ConciergeAssigned } from '../billing.events';

/** The most concierge jobs the admin list shows (concierge packages are few; no paging yet). */
export const ADMIN_CONCIERGE_JOBS_LIMIT = 200;

/** The body of an assignment, as sent (types unchecked). */
export type AssignConciergeBody = Partial<Record<keyof AssignConciergeRequest, unknown>>;

/**
 * Concierge packages: a job whose listing a concierge credit paid for gets an admin concierge when
 * it is approved (it goes live then; a job in review may still be rejected or withdrawn). The
 * admin with the fewest open concierge jobs is chosen (concierge-choice.ts), once per job: a
 * re-approval keeps them. Without an active admin the job waits for its next approval, with a
 * warning in the log. Employers see their jobs' concierges; admins list theirs and hand one over.
 * Each assignment and hand-over is published (billing.events.ts): chat moves the concierge thread.
 */
@Injectable()
export class ConciergeService {
  private readonly logger = new Logger(ConciergeService.name);

  constructor(
    private readonly clock: Clock,
    private readonly concierges: ConciergeRepository,
    private readonly packages: PackagesRepository,
    private readonly jobs: JobsService,
    private readonly events: DomainEvents,
  ) {}

  /** Called once the job's approval committed (concierge.events.ts). */
  async assignOnApproval(jobId: string, at: Date): Promise<void> {
    const grant = await this.packages.grantOfOpenDebit(jobId);
    if (!grant || !isConciergePackage(grant.packageId)) return;
    const assignment = await this.concierges.assignOnce({ jobId, grantId: grant.grantId, at }, chooseConcierge);
    if (!assignment) {
      this.logger.warn(
        { jobId, packageId: grant.packageId },
        'No active admin to be the concierge of an approved job: it gets one at its next approval, or an admin assigns one',
      );
      return;
    }
    this.logger.log({ jobId, adminId: assignment.admin.id }, 'Concierge of the job');
    await this.events.publish<ConciergeAssigned>({
      type: BILLING_EVENTS.conciergeAssigned,
      jobId,
      adminId: assignment.admin.id,
      previousAdminId: null,
      at: assignment.assignedAt,
    });
  }

  /** The concierge of a job of the employer's company (404 for any other job). */
  async ofEmployerJob(actor: Actor, jobId: string): Promise<EmployerJobConciergeResponse> {
    const job = await this.jobs.companyJobOf(actor, jobId);
    const assignment = await this.concierges.ofJob(job.id);
    return { concierge: assignment ? toJobConcierge(assignment) : null };
  }

  /** The company's jobs that have a concierge. */
  async ofEmployerJobs(actor: Actor): Promise<EmployerConciergeJobsResponse> {
    const companyId = actor.user.companyId;
    if (!companyId) throw BillingError.because('conciergeNoCompany');
    const assignments = await this.concierges.ofCompany(companyId);
    return {
      jobs: assignments.map((assignment) => ({ jobId: assignment.jobId, concierge: toJobConcierge(assignment) })),
    };
  }

  /** The concierge jobs of the signed-in admin, or of another active admin (`?adminId=`). */
  async adminJobs(
    actor: Actor,
    params: Partial<Record<keyof AdminConciergeJobsParams, unknown>>,
  ): Promise<AdminConciergeJobsResponse> {
    this.assertAdmin(actor);
    assertValid(validateConciergeAdminId(params.adminId, false));
    const adminId = typeof params.adminId === 'string' && params.adminId !== '' ? params.adminId : actor.user.id;
    const admin = await this.activeAdmin(adminId);
    const assignments = await this.concierges.jobsOfAdmin(admin.id, ADMIN_CONCIERGE_JOBS_LIMIT);
    const summaries = await this.jobs.summariesFor(
      actor,
      assignments.map((assignment) => assignment.jobId),
    );
    return {
      admin,
      jobs: assignments.flatMap((assignment) => {
        const summary = summaries.get(assignment.jobId);
        return summary ? [toAdminConciergeJob(assignment, summary)] : [];
      }),
    };
  }

  /**
   * Makes `adminId` the job's concierge: hands it over, or gives a concierge job that has none yet
   * (no admin was there at its approval) its first. 404 for a job without a concierge package.
   */
  async assign(actor: Actor, jobId: string, body: AssignConciergeBody): Promise<AssignConciergeResponse> {
    this.assertAdmin(actor);
    assertValid(validateConciergeAdminId(body?.adminId, true));
    const admin = await this.activeAdmin(body.adminId as string);
    if (!isUuid(jobId)) throw BillingError.because('noConciergeJob');
    const current = await this.concierges.ofJob(jobId);
    let grantId: string | null = null;
    if (!current) {
      const grant = await this.packages.grantOfOpenDebit(jobId);
      if (!grant || !isConciergePackage(grant.packageId)) throw BillingError.because('noConciergeJob');
      grantId = grant.grantId;
    }
    if (current?.admin.id !== admin.id) {
      const done = await this.concierges.assign({
        jobId,
        adminId: admin.id,
        grantId,
        at: this.clock.now(),
        by: actor.realUser.id,
      });
      if (!done) throw BillingError.because('noConciergeJob');
      this.logger.log(
        { jobId, adminId: admin.id, previousAdminId: current?.admin.id ?? null, by: actor.realUser.id },
        'An admin chose the concierge of a job',
      );
    }
    const assignment = await this.concierges.ofJob(jobId);
    if (!assignment) throw BillingError.because('noConciergeJob');
    if (current?.admin.id !== admin.id)
      await this.events.publish<ConciergeAssigned>({
        type: BILLING_EVENTS.conciergeAssigned,
        jobId,
        adminId: assignment.admin.id,
        previousAdminId: current?.admin.id ?? null,
        at: assignment.assignedAt,
      });
    return { jobId, concierge: toJobConcierge(assignment) };
  }

  /** An active admin, or 400 on `adminId` (also for anyone who is not one). */
  private async activeAdmin(adminId: string): Promise<AdminPerson> {
    const admin = await this.concierges.activeAdmin(adminId);
    if (!admin) throw invalidField('adminId', CONCIERGE_MESSAGES.adminInvalid);
    return admin;
  }

  /** Admins acting as themselves only (an impersonating admin acts as a seeker or employer). */
  private assertAdmin(actor: Actor): void {
    if (actor.user.role !== 'admin') throw BillingError.because('adminsOnly');
  }
}
