import { Inject, Injectable } from '@nestjs/common';
import {
  type ApplicantProfileResponse,
  type ApplicantResumeResponse,
  EMPLOYER_APPLICATION_MESSAGES,
  type EmployerApplicationsPage,
  readEmployerApplicationsQuery,
} from '@marketplace/contracts';
import type { Actor } from '../../../core/auth/actor';
import { assertValid, invalidField } from '../../../core/errors/assert-valid';
import { STORED_FILES, type StoredFiles } from '../../../core/files/stored-files';
import { isUuid } from '../../../core/text/uuid';
import { UserDirectory } from '../../accounts';
import { MEMBERSHIP_PLANS, type MembershipPlans } from '../../billing';
import { type CompanyJob, decodeJobCursor, encodeJobCursor, JobsService } from '../../jobs';
import { SeekerProfiles } from '../../profiles';
import { type ApplicationRecord, ApplicationsRepository } from '../applications.repository';
import { ContactVisibilityService } from '../contact-visibility.service';
import { toApplicantProfile, toEmployerApplicationListItem } from './employer-applications.mapper';
import { isNotFoundError } from '../../../core/errors/domain-error';
import { ApplicationsError } from '../applications.errors';

/** An application of one of the acting employer's company's jobs, with that job. */
export interface CompanyApplication {
  application: ApplicationRecord;
  job: CompanyJob;
}

/** `%text%` for ILIKE, the text's own %, _ and \ matched as themselves. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * The employer's reading side of applications (contracts: employer-applications.ts): the active
 * lists of one job and of the whole company, the applicant profile and the resume link. Every
 * call checks first that the application (or job) is of the acting employer's company: anything
 * else answers 404 (JobsService owns the company rule; 403 for an employer without a company).
 */
@Injectable()
export class EmployerApplicationsService {
  constructor(
    private readonly applications: ApplicationsRepository,
    private readonly jobs: JobsService,
    private readonly profiles: SeekerProfiles,
    private readonly users: UserDirectory,
    private readonly contacts: ContactVisibilityService,
    @Inject(STORED_FILES) private readonly files: StoredFiles,
    @Inject(MEMBERSHIP_PLANS) private readonly membershipPlans: MembershipPlans,
  ) {}

  /**
   * A page of active applications (withdrawn ones left out) of one job (`jobId`) or of all the
   * company's jobs (null), with counts per status for the same stage and name filters.
   */
  async list(actor: Actor, jobId: string | null, params: Record<string, unknown>): Promise<EmployerApplicationsPage> {
    const { query, errors } = readEmployerApplicationsQuery(params);
    const jobs = jobId === null ? await this.jobs.companyJobsOf(actor) : [await this.jobs.companyJobOf(actor, jobId)];
    assertValid(errors);
    const after = query.cursor === null ? null : decodeJobCursor(query.cursor);
    if (query.cursor !== null && after === null)
      throw invalidField('cursor', EMPLOYER_APPLICATION_MESSAGES.cursorInvalid);
    const jobIds = jobs.map((job) => job.id);
    const filters = {
      status: query.status,
      stage: query.stage,
      namePattern: query.q === null ? null : containsPattern(query.q),
    };
    const [rows, counts] = await Promise.all([
      this.applications.employerList(
        jobIds,
        filters,
        query.sort === 'newest',
        after && { appliedAt: after.postedAt, id: after.id },
        query.limit + 1,
      ),
      this.applications.employerCounts(jobIds, filters),
    ]);
    const page = rows.slice(0, query.limit);
    const last = page[page.length - 1];
    const pictures = await this.files.readUrls(
      page.map((row) => row.profilePictureUrl),
      { size: 64 },
    );
    const byId = new Map(jobs.map((job) => [job.id, job]));
    return {
      applications: page.flatMap((row, index) => {
        const job = byId.get(row.jobId);
        return job ? [toEmployerApplicationListItem(row, job, pictures[index] ?? null)] : [];
      }),
      counts,
      nextCursor: rows.length > query.limit && last ? encodeJobCursor({ postedAt: last.appliedAt, id: last.id }) : null,
    };
  }

  /** The applicant dialog's answer; e-mail and phone only as the contact rule allows (ContactVisibilityService). */
  async profile(actor: Actor, id: string): Promise<ApplicantProfileResponse> {
    const { application, job } = await this.companyApplication(actor, id);
    const [profile, membershipPlan, contactVisible] = await Promise.all([
      this.profiles.profileOf(application.seekerId),
      this.membershipPlans.planOf(application.seekerId),
      this.contacts.contactVisibleTo(actor, application.seekerId),
    ]);
    const name = profile
      ? profile.name
      : ((await this.users.namesOf([application.seekerId])).get(application.seekerId) ?? '');
    return toApplicantProfile(application, job, profile, name, membershipPlan, contactVisible);
  }

  /** A short-lived signed link to the resume version the seeker applied with; 404 once that version is gone, 409 while it is processed. */
  async resume(actor: Actor, id: string): Promise<ApplicantResumeResponse> {
    const { application } = await this.companyApplication(actor, id);
    const link = application.resumeId === null ? null : await this.profiles.resumeLink(application.resumeId);
    if (!link) throw ApplicationsError.because('resumeMissing');
    return link;
  }

  /**
   * The application with this id when its job is of the acting employer's company; 404 for
   * another company's, an unknown id or one that is not a UUID (the same answer, so ids do not leak).
   */
  async companyApplication(actor: Actor, id: string): Promise<CompanyApplication> {
    const application = isUuid(id) ? await this.applications.findById(id) : null;
    if (!application) throw ApplicationsError.because('applicantNotFound');
    const job = await this.jobs.companyJobOf(actor, application.jobId).catch((error: unknown) => {
      throw isNotFoundError(error) ? ApplicationsError.because('applicantNotFound') : error;
    });
    return { application, job };
  }
}
