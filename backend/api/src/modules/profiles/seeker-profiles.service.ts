import { Injectable } from '@nestjs/common';
import type { ResumeDownloadResponse, ResumeSummary, SeekerProfile } from '@marketplace/contracts';
import { ResumesService } from './resumes.service';
import { SeekerProfileService, type SkilledSeeker } from './seeker-profile.service';

/**
 * Read access to seekers' profiles for other modules (the applicant dialog, the talent profile).
 * It answers what the seeker entered; the caller checked that its user may see this seeker, and
 * decides what to show (the salary only with showSalaryExpectations).
 */
@Injectable()
export class SeekerProfiles {
  constructor(
    private readonly profiles: SeekerProfileService,
    private readonly resumes: ResumesService,
  ) {}

  /** The seeker's profile with their resume versions; null for a user who is not a live seeker. */
  profileOf(userId: string): Promise<SeekerProfile | null> {
    return this.profiles.profileOf(userId);
  }

  /** The seeker's resume versions, newest first, each with whether its file is ready (rejected ones never listed). */
  resumesOf(userId: string): Promise<ResumeSummary[]> {
    return this.resumes.list(userId);
  }

  /** The resume the seeker marked as their default, or null when they keep none. */
  defaultResume(userId: string): Promise<ResumeSummary | null> {
    return this.resumes.defaultOf(userId);
  }

  /**
   * A short-lived signed link to a resume version (the one an application was sent with); null
   * when the version or its file is gone, 409 while the file is processed. The caller checked access.
   */
  resumeLink(resumeId: string): Promise<ResumeDownloadResponse | null> {
    return this.resumes.linkFor(resumeId);
  }

  /**
   * Up to `limit` live seekers whose profile shares at least one skill with these (case ignored)
   * and whose availability is not 'not_looking': who a Solo Email Blast reaches by skills.
   */
  seekersWithSkills(skills: readonly string[], limit: number): Promise<SkilledSeeker[]> {
    return this.profiles.seekersWithSkills(skills, limit);
  }

  /** The text read from a resume (for search and critiques); null until the worker has read it. */
  resumeText(resumeId: string): Promise<string | null> {
    return this.resumes.textOf(resumeId);
  }
}
