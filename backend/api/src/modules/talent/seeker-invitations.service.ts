import { Injectable } from '@nestjs/common';
import type { SeekerInvitationsResponse } from '@marketplace/contracts';
import type { Actor } from '../../core/auth/actor';
import { SeekerApplicationsToJobs } from '../applications';
import { JobsService } from '../jobs';
import { toSeekerInvitation } from './talent.mapper';
import { TalentRepository } from './talent.repository';

/** The invitations a seeker keeps in view; far more than employers send one person. */
export const SEEKER_INVITATIONS_MAX = 100;

/**
 * The seeker's side of Invite to Job: `GET /api/seeker/invitations`, the acting seeker's own only,
 * newest first, each with its job and company as the seeker may see them now and whether they
 * applied to it since (an invitation is answered by applying, through the usual apply dialog).
 */
@Injectable()
export class SeekerInvitationsService {
  constructor(
    private readonly talent: TalentRepository,
    private readonly jobs: JobsService,
    private readonly applications: SeekerApplicationsToJobs,
  ) {}

  async list(actor: Actor): Promise<SeekerInvitationsResponse> {
    const seekerId = actor.user.id;
    const invitations = await this.talent.invitationsOfSeeker(seekerId, SEEKER_INVITATIONS_MAX);
    const jobIds = invitations.map((invitation) => invitation.jobId);
    const [jobs, applied] = await Promise.all([
      this.jobs.summariesFor(actor, jobIds),
      this.applications.ofSeekerForJobs(seekerId, jobIds),
    ]);
    const appliedJobs = new Set(applied.map((application) => application.jobId));
    return {
      invitations: invitations.flatMap((invitation) => {
        const job = jobs.get(invitation.jobId);
        return job ? [toSeekerInvitation(invitation, job, appliedJobs.has(invitation.jobId))] : [];
      }),
    };
  }
}
