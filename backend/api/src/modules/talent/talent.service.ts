import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  invitationNoteOf,
  type InviteToJobRequest,
  publicJobPath,
  readTalentSearchQuery,
  type SeekerProfile,
  TALENT_LIMITS,
  TALENT_MESSAGES,
  type TalentInvitation,
  type TalentProfile,
  type TalentResumeResponse,
  type TalentSearchPage,
  validateInviteToJob,
} from '@marketplace/contracts';
import type { Actor } from '../../core/auth/actor';
import { Clock } from '../../core/clock/clock';
import { assertValid, invalidField } from '../../core/errors/assert-valid';
import { STORED_FILES, type StoredFiles } from '../../core/files/stored-files';
import { isUuid } from '../../core/text/uuid';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/config.module';
import { UserDirectory } from '../accounts';
import { MEMBERSHIP_PLANS, type MembershipPlans } from '../billing';
import { type SeekerApplicationSummary, SeekerApplicationsToJobs } from '../applications';
import { decodeJobCursor, encodeJobCursor, JobsService } from '../jobs';
import { NotificationCenter, NotificationPreferences, NotificationsService, renderEmail } from '../notifications';
import { SeekerProfiles } from '../profiles';
import { jobInvitationTemplate } from './emails/job-invitation-email';
import { toInvitationSummary, toTalentCard, toTalentInvitation, toTalentProfile } from './talent.mapper';
import {
  type InvitationRecord,
  isDuplicateInvitationError,
  type TalentCount,
  TalentRepository,
  type TalentRow,
  TalentSearchTimeoutError,
} from './talent.repository';
import { TalentError } from './talent.errors';

/** The body of an invitation, as sent (types unchecked). */
export type InviteBody = Partial<Record<keyof InviteToJobRequest, unknown>>;

/** A seeker the acting employer may read, with what they have to do with the employer's company. */
interface OwnTalent {
  companyId: string;
  profile: SeekerProfile;
  /** Every job of the company (any status): id -> title. */
  companyJobs: Map<string, string>;
  /** The seeker's applications to those jobs, newest first. */
  applications: SeekerApplicationSummary[];
}

/**
 * The employer's side of talent (contracts: talent.ts): search, the Professional Profile, the
 * resume link and Invite to Job. Every call checks first that the actor is an employer with a
 * company (403 otherwise); the per-seeker calls then that the seeker lets employers find them or
 * applied to one of the company's jobs (ownTalent: 404 otherwise, so hidden seekers do not leak).
 */
@Injectable()
export class TalentService {
  private readonly logger = new Logger(TalentService.name);

  constructor(
    private readonly talent: TalentRepository,
    private readonly profiles: SeekerProfiles,
    private readonly applications: SeekerApplicationsToJobs,
    private readonly jobs: JobsService,
    private readonly users: UserDirectory,
    private readonly center: NotificationCenter,
    private readonly notifications: NotificationsService,
    private readonly preferences: NotificationPreferences,
    private readonly clock: Clock,
    @Inject(STORED_FILES) private readonly files: StoredFiles,
    @InjectConfig() private readonly config: AppConfig,
    @Inject(MEMBERSHIP_PLANS) private readonly membershipPlans: MembershipPlans,
  ) {}

  /**
   * A page of seekers who let employers find them, most recently updated first, with how many
   * match (exact up to TALENT_LIMITS.countCap). Words without a searchable word (only stop words)
   * search by the filters alone.
   */
  async search(actor: Actor, params: Record<string, unknown>): Promise<TalentSearchPage> {
    companyOf(actor);
    const { query, errors } = readTalentSearchQuery(params);
    assertValid(errors);
    const after = query.cursor === null ? null : decodeJobCursor(query.cursor);
    if (query.cursor !== null && after === null) throw invalidField('cursor', TALENT_MESSAGES.cursorInvalid);

    const tsquery = query.q === null ? null : await this.talent.resolveQuery(query.q);
    const filters = {
      tsquery,
      skills: query.skills.map((skill) => skill.toLowerCase()),
      availability: query.availability,
      experienceLevels: query.experienceLevels,
    };
    // The page and the count run side by side, each on its own connection; one extra row tells whether another page exists.
    let rows: TalentRow[];
    let count: TalentCount;
    try {
      [rows, count] = await Promise.all([
        this.talent.search(filters, after && { updatedAt: after.postedAt, id: after.id }, TALENT_LIMITS.pageSize + 1),
        this.talent.count(filters, TALENT_LIMITS.countCap),
      ]);
    } catch (error) {
      if (!(error instanceof TalentSearchTimeoutError)) throw error;
      this.logger.warn(
        {
          q: query.q,
          skills: query.skills,
          availability: query.availability,
          experienceLevels: query.experienceLevels,
        },
        'Talent search cancelled by the statement timeout',
      );
      throw TalentError.because('searchTimedOut');
    }
    const page = rows.slice(0, TALENT_LIMITS.pageSize);
    const last = page.at(-1);
    const pictures = await this.files.readUrls(
      page.map((row) => row.profilePictureUrl),
      { size: 64 },
    );
    return {
      talent: page.map((row, index) => toTalentCard(row, pictures[index] ?? null)),
      nextCursor:
        rows.length > TALENT_LIMITS.pageSize && last
          ? encodeJobCursor({ postedAt: last.updatedAt, id: last.id })
          : null,
      total: count.total,
      totalIsCapped: count.capped,
    };
  }

  /** The Professional Profile, with the history and invitations of the acting employer's company only. */
  async profile(actor: Actor, id: string): Promise<TalentProfile> {
    const { companyId, profile, companyJobs, applications } = await this.ownTalent(actor, id);
    const [user, membershipPlan, jobs, invitations] = await Promise.all([
      this.users.findById(profile.userId),
      this.membershipPlans.planOf(profile.userId),
      this.jobs.summariesFor(
        actor,
        applications.map((application) => application.jobId),
      ),
      this.talent.invitationsOfCompanyForSeeker(companyId, profile.userId),
    ]);
    return toTalentProfile({
      profile,
      // profileOf answered, so the user exists; the fallback only keeps the types honest.
      joinedAt: user?.createdAt ?? this.clock.now(),
      membershipPlan,
      applications,
      jobs,
      invitations: invitations.map((invitation) =>
        toInvitationSummary(invitation, companyJobs.get(invitation.jobId) ?? ''),
      ),
    });
  }

  /** A short-lived signed link to the seeker's default resume; 404 without one, 409 while it is processed. */
  async resume(actor: Actor, id: string): Promise<TalentResumeResponse> {
    const { profile } = await this.ownTalent(actor, id);
    const resume = await this.profiles.defaultResume(profile.userId);
    const link = resume === null ? null : await this.profiles.resumeLink(resume.id);
    if (!link) throw TalentError.because('resumeMissing');
    return link;
  }

  /**
   * Invite to Job: one of the company's live jobs and an optional note (400 with fieldErrors
   * otherwise), once per job and seeker (409), not to a job the seeker applied to (409). Once
   * stored, the seeker is notified; the invitation stands even if that fails (logged).
   */
  async invite(actor: Actor, id: string, body: InviteBody): Promise<TalentInvitation> {
    const { companyId, profile, companyJobs, applications } = await this.ownTalent(actor, id);
    assertValid(validateInviteToJob(body));
    const jobId = String(body.jobId).trim().toLowerCase();
    // Another company's job, an unknown id and a job that is not live get the same answer: ids do not leak.
    const title = companyJobs.get(jobId);
    const job = title === undefined ? undefined : (await this.jobs.summariesFor(null, [jobId])).get(jobId);
    if (!job || job.status !== 'approved') throw invalidField('jobId', TALENT_MESSAGES.jobNotLive);
    if (applications.some((application) => application.jobId === jobId)) throw TalentError.because('alreadyApplied');

    const invitation: InvitationRecord = {
      id: randomUUID(),
      companyId,
      jobId,
      seekerId: profile.userId,
      note: invitationNoteOf(body.note as string | null | undefined),
      createdById: actor.realUser.id,
      createdAt: this.clock.now(),
    };
    try {
      await this.talent.insertInvitation(invitation);
    } catch (error) {
      if (isDuplicateInvitationError(error)) throw TalentError.because('alreadyInvited');
      throw error;
    }
    await this.notifyInvitation(profile, invitation, job.title, job.company.name);
    return toTalentInvitation(invitation, title ?? job.title);
  }

  /**
   * Tells the seeker: a 'job-invitation' notification linking to the job's page, and the invitation
   * mail as its e-mail when they want it as it happens. The invitation stands whatever happens here
   * (a failure is logged); it also waits in /seeker/applications.
   */
  private async notifyInvitation(
    profile: SeekerProfile,
    invitation: InvitationRecord,
    jobTitle: string,
    companyName: string,
  ): Promise<void> {
    try {
      const key = `job-invitation-${invitation.id}`;
      const [delivery] = await this.center.notify(
        [
          {
            userId: profile.userId,
            kind: 'job-invitation',
            text: TALENT_MESSAGES.invitationSubject(jobTitle, companyName),
            link: publicJobPath(invitation.jobId, jobTitle),
            subjectId: invitation.jobId,
            subjectTitle: jobTitle,
            dedupeKey: key,
          },
        ],
        { ownEmail: true },
      );
      if (delivery?.email !== 'immediate') return;
      const email = await renderEmail(jobInvitationTemplate, profile.email, {
        seekerName: profile.name,
        jobTitle,
        companyName,
        note: invitation.note,
        applicationsUrl: `${this.config.publicUrl}/seeker/applications`,
        unsubscribeUrl: await this.preferences.unsubscribeUrl(profile.userId, 'job-invitation'),
      });
      await this.notifications.sendEmail({ ...email, userId: profile.userId }, { dedupeKey: key });
    } catch (error) {
      this.logger.error({ err: error, invitationId: invitation.id }, 'Could not tell the seeker of a job invitation');
    }
  }

  /**
   * The seeker with this id when the acting employer may read them: a live seeker who lets
   * employers find them, or who applied to one of the company's jobs (withdrawn or not). 404 for
   * anyone else, an unknown id or one that is not a UUID (the same answer, so hidden seekers do not leak).
   */
  private async ownTalent(actor: Actor, id: string): Promise<OwnTalent> {
    const companyId = companyOf(actor);
    const seekerId = id.toLowerCase();
    const profile = isUuid(seekerId) ? await this.profiles.profileOf(seekerId) : null;
    if (!profile) throw TalentError.because('notFound');
    const jobs = await this.jobs.companyJobsOf(actor);
    const applications = await this.applications.ofSeekerForJobs(
      seekerId,
      jobs.map((job) => job.id),
    );
    if (!profile.visibleToEmployers && applications.length === 0) throw TalentError.because('notFound');
    return { companyId, profile, companyJobs: new Map(jobs.map((job) => [job.id, job.title])), applications };
  }
}

/** The acting employer's company (403 for an employer without one, as every company screen). */
function companyOf(actor: Actor): string {
  const companyId = actor.user.companyId;
  if (!companyId) throw TalentError.because('noCompany');
  return companyId;
}
