import {
  type SeekerInvitation,
  type SeekerProfile,
  splitName,
  type TalentApplicationHistoryEntry,
  type TalentCard,
  type TalentInvitation,
  type TalentInvitationSummary,
  type TalentProfile,
} from '@marketplace/contracts';
import { contactVisible, type SeekerApplicationSummary, toSeekerContact } from '../applications';
import type { JobSummary } from '../jobs';
import type { InvitationRecord, TalentRow } from './talent.repository';

/** The API path whose answer is the signed link to the seeker's default resume. */
export function talentResumePath(seekerId: string): string {
  return `/api/employer/talent/${seekerId}/resume`;
}

/** A search result; `pictureUrl` is the signed link of the seeker's picture. */
export function toTalentCard(row: TalentRow, pictureUrl: string | null): TalentCard {
  return {
    id: row.id,
    name: row.name,
    headline: row.headline,
    location: row.location,
    availability: row.availability,
    experienceLevel: row.experienceLevel,
    skills: row.skills,
    profilePictureUrl: pictureUrl,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * One history entry: the application with its job as the company sees it now (a job whose summary
 * is gone reads as archived under the title the company knows). Null when the job is not the
 * company's (it cannot be: the applications were read for the company's jobs).
 */
export function toHistoryEntry(
  application: SeekerApplicationSummary,
  job: Pick<JobSummary, 'title' | 'status'> | undefined,
): TalentApplicationHistoryEntry | null {
  if (!job) return null;
  return {
    id: application.id,
    jobId: application.jobId,
    jobTitle: job.title,
    appliedAt: application.appliedAt.toISOString(),
    applicationStatus: application.status,
    jobStatus: job.status,
    interviewStage: application.interviewStage,
    withdrawn: application.withdrawn,
  };
}

export function toInvitationSummary(invitation: InvitationRecord, jobTitle: string): TalentInvitationSummary {
  return { id: invitation.id, jobId: invitation.jobId, jobTitle, invitedAt: invitation.createdAt.toISOString() };
}

/** What the talent profile is drawn from: the seeker's own profile and what they have to do with this company. */
export interface TalentProfileSource {
  profile: SeekerProfile;
  joinedAt: Date;
  /** The plan the seeker holds ('none' without one). */
  membershipPlan: string;
  /** The seeker's applications to this company's jobs, newest first. */
  applications: SeekerApplicationSummary[];
  /** Those jobs as the company sees them now, by id. */
  jobs: ReadonlyMap<string, Pick<JobSummary, 'title' | 'status'>>;
  invitations: TalentInvitationSummary[];
}

/**
 * The Professional Profile dialog's data. E-mail and phone are left out of the object, not set
 * to null, until the contact rule (contactVisible, over the seeker's applications to this
 * company's jobs) allows them; invitations the company sent open nothing. The salary only when the
 * seeker shows it; the resume as the API path of its signed link.
 */
export function toTalentProfile({
  profile,
  joinedAt,
  membershipPlan,
  applications,
  jobs,
  invitations,
}: TalentProfileSource): TalentProfile {
  const { firstName, lastName } = splitName(profile.name);
  const hasResume = profile.resumes.length > 0;
  return {
    id: profile.userId,
    name: profile.name,
    firstName,
    lastName,
    headline: profile.headline,
    location: profile.location,
    availability: profile.availability,
    experienceLevel: profile.experienceLevel,
    joinedAt: joinedAt.toISOString(),
    membershipPlan,
    aboutMe: profile.aboutMe,
    salaryExpectations: profile.showSalaryExpectations ? profile.salaryExpectations : null,
    showSalaryExpectations: profile.showSalaryExpectations,
    skills: profile.skills,
    portfolioUrls: profile.portfolioUrls,
    workExperience: profile.workExperience,
    education: profile.education,
    applicationHistory: applications.flatMap(
      (application) => toHistoryEntry(application, jobs.get(application.jobId)) ?? [],
    ),
    invitations,
    hasResume,
    resumeUrl: hasResume ? talentResumePath(profile.userId) : null,
    profilePictureUrl: profile.profilePictureUrl,
    ...toSeekerContact(contactVisible(applications), profile),
  };
}

/** The answer of an invitation. */
export function toTalentInvitation(invitation: InvitationRecord, jobTitle: string): TalentInvitation {
  return {
    id: invitation.id,
    jobId: invitation.jobId,
    jobTitle,
    seekerId: invitation.seekerId,
    note: invitation.note,
    invitedAt: invitation.createdAt.toISOString(),
  };
}

/** One invitation in the seeker's list, its job and company as the seeker may see them now. */
export function toSeekerInvitation(invitation: InvitationRecord, job: JobSummary, applied: boolean): SeekerInvitation {
  return {
    id: invitation.id,
    job: { id: job.id, title: job.title, status: job.status },
    company: { name: job.company.name, logoUrl: job.company.logoUrl },
    note: invitation.note,
    invitedAt: invitation.createdAt.toISOString(),
    applied,
    open: job.status === 'approved',
  };
}
