import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Optional } from '@nestjs/common';
import {
  APPLICATION_MESSAGES,
  type ApplyRequest,
  canApplyWith,
  coverLetterOf,
  missingForApplying,
  type SeekerApplication,
  type SeekerApplicationsResponse,
  validateApplyRequest,
  WITHDRAWABLE_STATUSES,
} from '@marketplace/contracts';
import type { Actor } from '../../core/auth/actor';
import { Clock } from '../../core/clock/clock';
import { DomainEvents } from '../../core/events/domain-events';
import { assertValid, invalidField } from '../../core/errors/assert-valid';
import { isUuid } from '../../core/text/uuid';
import { MEMBERSHIP_PLANS, type MembershipPlans } from '../billing';
import { JobsService } from '../jobs';
import { SeekerProfiles } from '../profiles';
import type { ApplicationSubmitted, ApplicationsWithdrawn } from './applications.events';
import { toSeekerApplication } from './applications.mapper';
import { type ApplicationRecord, ApplicationsRepository, isDuplicateApplicationError } from './applications.repository';
import { INTERVIEW_SCHEDULES, type InterviewSchedules, type UpcomingInterview } from './interview-schedules.port';
import { ApplicationsError } from './applications.errors';

/** A seeker's list shows at most this many applications, newest first; older ones stay stored. */
export const SEEKER_APPLICATIONS_LIST_MAX = 500;

/**
 * The seeker's side of applications (contracts: applications.ts): applying, the list, withdrawing.
 * Every rule is checked before anything is written; the repository writes each change with its
 * history entry in one transaction. The history names the real user (an impersonating admin as
 * themself; their writes are also in the impersonation audit log).
 */
@Injectable()
export class SeekerApplicationsService {
  constructor(
    private readonly clock: Clock,
    private readonly applications: ApplicationsRepository,
    private readonly jobs: JobsService,
    private readonly profiles: SeekerProfiles,
    private readonly events: DomainEvents,
    @Inject(MEMBERSHIP_PLANS) private readonly membershipPlans: MembershipPlans,
    @Optional() @Inject(INTERVIEW_SCHEDULES) private readonly schedules: InterviewSchedules | null = null,
  ) {}

  /**
   * Applies to a live job with one of the seeker's resume versions: 400 for a bad body or a resume
   * that is not theirs, 403 without a trialing or active plan (contracts entitlements.ts), 404 for
   * a job nobody may see, 409 for a closed job, a second application or a profile that lacks what
   * employers need (the message names what is missing).
   */
  async apply(actor: Actor, input: ApplyRequest): Promise<SeekerApplication> {
    assertValid(validateApplyRequest(input));
    const seekerId = actor.user.id;
    // The seeker's plan (an impersonating admin acts with the seeker's entitlements, not their own).
    if (!canApplyWith(await this.membershipPlans.planOf(seekerId))) throw ApplicationsError.because('planRequired');
    const opening = isUuid(input.jobId) ? await this.jobs.openingFor(input.jobId) : ({ kind: 'missing' } as const);
    if (opening.kind === 'missing') throw ApplicationsError.because('jobNotFound');
    if (opening.kind === 'closed') throw ApplicationsError.because('jobClosed');
    await this.refuseSecondApplication(seekerId, opening.jobId);

    const profile = await this.profiles.profileOf(seekerId);
    if (!profile) throw ApplicationsError.because('profileMissing');
    const missing = missingForApplying(profile);
    if (missing.length > 0)
      throw ApplicationsError.because('profileIncomplete', APPLICATION_MESSAGES.profileIncomplete(missing));
    if (!profile.resumes.some((resume) => resume.id === input.resumeId))
      throw invalidField('resumeId', APPLICATION_MESSAGES.resumeNotYours);

    const id = randomUUID();
    const appliedAt = this.clock.now();
    try {
      await this.applications.insert(
        {
          id,
          jobId: opening.jobId,
          seekerId,
          resumeId: input.resumeId,
          coverLetter: coverLetterOf(input.coverLetter),
          appliedAt,
        },
        actor.realUser.id,
      );
    } catch (error) {
      // Two applications at once (a double click, two tabs): the other one was written first.
      if (isDuplicateApplicationError(error)) await this.refuseSecondApplication(seekerId, opening.jobId);
      throw error;
    }
    // After the commit: the seeker's "application received" e-mail (applications/emails) and whoever else listens.
    await this.events.publish({
      type: 'applications.submitted',
      applicationId: id,
      jobId: opening.jobId,
      seekerId,
      at: appliedAt,
    } satisfies ApplicationSubmitted);
    return this.view(actor, await this.ownApplication(actor, id));
  }

  /** The seeker's applications, newest first, withdrawn ones included and marked. */
  async list(actor: Actor): Promise<SeekerApplicationsResponse> {
    const applications = await this.applications.listOfSeeker(actor.user.id, SEEKER_APPLICATIONS_LIST_MAX);
    const jobs = await this.jobs.summariesFor(
      actor,
      applications.map((application) => application.jobId),
    );
    const interviews = this.schedules
      ? await this.schedules.nextInterviewsOf(
          applications.map((application) => application.id),
          this.clock.now(),
        )
      : new Map<string, UpcomingInterview>();
    return {
      applications: applications.flatMap((application) => {
        const job = jobs.get(application.jobId);
        // Jobs are never deleted (the foreign key restricts it); a missing one is left out rather than shown half.
        return job ? [toSeekerApplication(application, job, interviews.get(application.id) ?? null)] : [];
      }),
    };
  }

  /**
   * Withdraws the seeker's own application: it leaves the employer's active lists and stays in the
   * seeker's list and in its history. 404 for anyone else's; 409 once withdrawn or decided. Once
   * committed, the interviews module hears of it (and cancels an invitation the seeker still holds).
   */
  async withdraw(actor: Actor, id: string): Promise<SeekerApplication> {
    const application = await this.ownApplication(actor, id);
    const at = this.clock.now();
    const outcome = await this.applications.withdraw(application.id, actor.realUser.id, at, WITHDRAWABLE_STATUSES);
    if (outcome === 'missing') throw ApplicationsError.because('notFound');
    if (outcome === 'already-withdrawn') throw ApplicationsError.because('alreadyWithdrawn');
    if (outcome === 'not-withdrawable') throw ApplicationsError.because('cannotWithdraw');
    await this.publishWithdrawn([application.id], application.seekerId, actor.realUser.id, at);
    return this.view(actor, await this.ownApplication(actor, id));
  }

  /**
   * A deleted seeker's account: their open applications are withdrawn (they leave the employers'
   * active lists; decided ones stay as they are) and their cover letters erased. The resume
   * versions go with the profiles module, which leaves the applications without one.
   */
  async forget(seekerId: string): Promise<void> {
    const at = this.clock.now();
    const withdrawn = await this.applications.closeAllOfSeeker(seekerId, seekerId, at, WITHDRAWABLE_STATUSES);
    await this.publishWithdrawn(withdrawn, seekerId, seekerId, at);
  }

  /** After the commit: whoever listens (the interviews module) hears which applications left the pipeline. */
  private async publishWithdrawn(
    applicationIds: readonly string[],
    seekerId: string,
    actorId: string,
    at: Date,
  ): Promise<void> {
    if (applicationIds.length === 0) return;
    await this.events.publish({
      type: 'applications.withdrawn',
      applicationIds,
      seekerId,
      actorId,
      at,
    } satisfies ApplicationsWithdrawn);
  }

  /** 409 when the seeker has an application to the job already (withdrawn ones count: one per seeker and job). */
  private async refuseSecondApplication(seekerId: string, jobId: string): Promise<void> {
    const existing = await this.applications.findOfSeekerForJob(seekerId, jobId);
    if (existing)
      throw ApplicationsError.because(existing.withdrawnAt === null ? 'alreadyApplied' : 'alreadyWithdrawnFromJob');
  }

  private async view(actor: Actor, application: ApplicationRecord): Promise<SeekerApplication> {
    const job = (await this.jobs.summariesFor(actor, [application.jobId])).get(application.jobId);
    if (!job) throw ApplicationsError.because('notFound');
    return toSeekerApplication(application, job);
  }

  /** The acting seeker's application: 404 for anyone else's, an unknown id or one that is not a UUID. */
  private async ownApplication(actor: Actor, id: string): Promise<ApplicationRecord> {
    const application = isUuid(id) ? await this.applications.findById(id) : null;
    if (!application || application.seekerId !== actor.user.id) throw ApplicationsError.because('notFound');
    return application;
  }
}
