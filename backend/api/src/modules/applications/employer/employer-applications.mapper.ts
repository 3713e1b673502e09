import {
  type ApplicantProfileResponse,
  type ApplicantSeeker,
  type ApplicationStatusResponse,
  type BulkStatusChange,
  type EmployerApplicationListItem,
  type SeekerProfile,
} from '@marketplace/contracts';
import type { CompanyJob } from '../../jobs';
import type { ApplicationRecord, EmployerListRow } from '../applications.repository';
import { toSeekerContact } from '../contact-visibility';
import type { BulkChangeEntry } from '../entities/application-bulk-change.entity';

/** The API path whose answer is the signed link to the resume an application was sent with. */
export function applicantResumePath(applicationId: string): string {
  return `/api/employer/applications/${applicationId}/resume`;
}

/** A row of the employer's lists; `pictureUrl` is the signed link of the applicant's picture. */
export function toEmployerApplicationListItem(
  row: EmployerListRow,
  job: CompanyJob,
  pictureUrl: string | null,
): EmployerApplicationListItem {
  return {
    id: row.id,
    job: { id: job.id, title: job.title },
    applicant: { id: row.seekerId, name: row.name, headline: row.headline, profilePictureUrl: pictureUrl },
    appliedAt: row.appliedAt.toISOString(),
    status: row.status,
    interviewStage: row.interviewStage,
    hasResume: row.resumeId !== null,
    hasCoverLetter: row.hasCoverLetter,
  };
}

/**
 * The applicant dialog's answer (seeker, application, job) plus location, experience level and expected
 * salary. `contactVisible` is the contact rule's answer for this seeker and company
 * (ContactVisibilityService): until it allows them, e-mail and phone are left out of the object,
 * not set to null. The salary only when the seeker shows it. `profile` is null once the seeker
 * deleted their account: `name` is then what their anonymised user reads.
 * `membershipPlan` is the plan the seeker holds ('none' without one).
 */
export function toApplicantProfile(
  application: ApplicationRecord,
  job: CompanyJob,
  profile: SeekerProfile | null,
  name: string,
  membershipPlan: string,
  contactVisible: boolean,
): ApplicantProfileResponse {
  const withdrawn = application.withdrawnAt !== null;
  const seeker: ApplicantSeeker = {
    id: application.seekerId,
    name: profile?.name ?? name,
    profilePictureUrl: profile?.profilePictureUrl ?? null,
    headline: profile?.headline ?? null,
    aboutMe: profile?.aboutMe ?? null,
    skills: profile?.skills ?? [],
    portfolioUrls: profile?.portfolioUrls ?? [],
    availability: profile?.availability ?? null,
    membershipPlan,
    location: profile?.location ?? null,
    experienceLevel: profile?.experienceLevel ?? null,
    expectedSalary: profile?.showSalaryExpectations ? profile.salaryExpectations : null,
    ...toSeekerContact(contactVisible, profile),
  };
  return {
    seeker,
    application: {
      id: application.id,
      resumeUrl: application.resumeId === null ? null : applicantResumePath(application.id),
      coverLetter: application.coverLetter,
      appliedAt: application.appliedAt.toISOString(),
      status: application.status,
      interviewStage: application.interviewStage,
      withdrawn,
    },
    job: { id: job.id, title: job.title },
  };
}

export function toApplicationStatusResponse(
  application: Pick<ApplicationRecord, 'id' | 'status' | 'interviewStage' | 'updatedAt'>,
): ApplicationStatusResponse {
  return {
    application: {
      id: application.id,
      status: application.status,
      interviewStage: application.interviewStage,
      updatedAt: application.updatedAt.toISOString(),
    },
  };
}

/** What a bulk change (from -> to) or its undo (to -> from) did to one application. */
export function toBulkStatusChange(entry: BulkChangeEntry, undone = false): BulkStatusChange {
  return undone ? { id: entry.id, from: entry.to, to: entry.from } : { id: entry.id, from: entry.from, to: entry.to };
}
