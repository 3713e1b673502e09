import type { ResumeAllowance, ResumeSummary, SeekerProfile } from '@marketplace/contracts';
import type { StoredFile } from '../../core/files/stored-files';
import type { UserRecord } from '../accounts';
import type { ResumeRecord } from './resumes.repository';
import type { SeekerProfileRecord } from './seeker-profile.repository';

/** A resume with its upload, as the resumes service pairs them. */
export interface ResumeVersion {
  resume: ResumeRecord;
  file: StoredFile;
}

/** A resume as its owner sees it; `isDefault` is the effective default (see toResumeSummaries). */
export function toResumeSummary({ resume, file }: ResumeVersion, isDefault: boolean): ResumeSummary {
  return {
    id: resume.id,
    name: resume.name,
    uploadedAt: resume.createdAt.toISOString(),
    isDefault,
    fileName: file.fileName,
    fileType: file.fileType,
    fileSize: file.fileSize,
    status: file.status === 'ready' ? 'ready' : 'processing',
  };
}

/**
 * The versions a seeker sees, newest first: rejected files never show. Exactly one is the default
 * whenever there are any: the one marked so, or, when that one is gone or hidden (its file was
 * rejected or removed behind the service's back), the newest.
 */
export function toResumeSummaries(versions: readonly ResumeVersion[]): ResumeSummary[] {
  const shown = versions
    .filter((version) => version.file.status !== 'rejected')
    .sort(
      (a, b) => b.resume.createdAt.getTime() - a.resume.createdAt.getTime() || (a.resume.id < b.resume.id ? 1 : -1),
    );
  const marked = shown.find((version) => version.resume.isDefault) ?? shown[0];
  return shown.map((version) => toResumeSummary(version, version === marked));
}

/** The GET/PUT /api/seeker/profile answer; an absent row reads as an empty profile. */
export function toSeekerProfile(
  user: Pick<UserRecord, 'id' | 'name' | 'email' | 'headline'>,
  profile: SeekerProfileRecord | null,
  pictureUrl: string | null,
  resumes: ResumeSummary[],
  allowance: ResumeAllowance,
): SeekerProfile {
  return {
    userId: user.id,
    name: user.name,
    email: user.email,
    profilePictureUrl: pictureUrl,
    headline: user.headline,
    location: profile?.location ?? null,
    phone: profile?.phone ?? null,
    availability: profile?.availability ?? null,
    experienceLevel: profile?.experienceLevel ?? null,
    aboutMe: profile?.aboutMe ?? null,
    salaryExpectations: profile?.salaryExpectations ?? null,
    showSalaryExpectations: profile?.showSalaryExpectations ?? false,
    visibleToEmployers: profile?.visibleToEmployers ?? false,
    skills: profile?.skills ?? [],
    portfolioUrls: profile?.portfolioUrls ?? [],
    workExperience: profile?.workExperience ?? null,
    education: profile?.education ?? [],
    resumes,
    resumeLimit: allowance.limit,
    membershipPlan: allowance.membershipPlan,
    updatedAt: profile ? profile.updatedAt.toISOString() : null,
  };
}
