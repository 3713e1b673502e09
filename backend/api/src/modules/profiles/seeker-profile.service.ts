import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  type EducationEntry,
  formatPhone,
  SEEKER_PROFILE_LIMITS,
  SEEKER_PROFILE_MESSAGES,
  type SeekerProfile,
  type SeekerProfileInput,
  validateSeekerProfile,
} from '@marketplace/contracts';
import type { Actor } from '../../core/auth/actor';
import { Clock } from '../../core/clock/clock';
import { assertValid, invalidField } from '../../core/errors/assert-valid';
import { STORED_FILES, type StoredFiles } from '../../core/files/stored-files';
import { trimmedOrNull } from '../../core/text/optional-text';
import { sanitizeRichText } from '../../core/text/rich-text';
import { UserDirectory } from '../accounts';
import { toSeekerProfile } from './profiles.mapper';
import { ResumesService } from './resumes.service';
import { type SeekerProfileRecord, SeekerProfileRepository } from './seeker-profile.repository';
import { ProfilesError } from './profiles.errors';

/** An education entry as stored: trimmed text, '' for no certifications or notes, null for an unknown date. */
function educationEntry(entry: Partial<EducationEntry>): EducationEntry {
  return {
    institution: (entry.institution ?? '').trim(),
    certifications: (entry.certifications ?? '').trim(),
    startDate: trimmedOrNull(entry.startDate),
    endDate: trimmedOrNull(entry.endDate),
    notes: (entry.notes ?? '').trim(),
  };
}

/**
 * The profile a validated PUT body describes, as stored: text trimmed (blank is null), the phone as
 * (xxx) xxx-xxxx, work experience already sanitised by the caller, absent lists empty.
 */
export function toProfileRecord(
  userId: string,
  input: Partial<SeekerProfileInput>,
  workExperience: string | null,
  at: Date,
): SeekerProfileRecord {
  const phone = trimmedOrNull(input.phone);
  return {
    userId,
    location: trimmedOrNull(input.location),
    phone: phone === null ? null : formatPhone(phone),
    availability: input.availability ?? null,
    experienceLevel: input.experienceLevel ?? null,
    aboutMe: trimmedOrNull(input.aboutMe),
    salaryExpectations: input.salaryExpectations ?? null,
    showSalaryExpectations: input.showSalaryExpectations ?? false,
    visibleToEmployers: input.visibleToEmployers ?? false,
    skills: (input.skills ?? []).map((skill) => skill.trim()),
    portfolioUrls: (input.portfolioUrls ?? []).map((url) => url.trim()),
    workExperience,
    education: (input.education ?? []).map(educationEntry),
    updatedAt: at,
  };
}

/** A live seeker found by their profile, with their address and name. */
export interface SkilledSeeker {
  userId: string;
  email: string;
  name: string;
}

/** The seeker's professional profile: GET and PUT /api/seeker/profile (contracts: seeker-profile.ts). */
@Injectable()
export class SeekerProfileService {
  constructor(
    private readonly clock: Clock,
    /** For the transaction of a save only; the queries are the repositories'. */
    private readonly em: EntityManager,
    private readonly profiles: SeekerProfileRepository,
    private readonly users: UserDirectory,
    private readonly resumes: ResumesService,
    @Inject(STORED_FILES) private readonly files: StoredFiles,
  ) {}

  async get(actor: Actor): Promise<SeekerProfile> {
    return this.ownProfile(actor);
  }

  /**
   * Replaces the profile with the same rules as the editor (400 with fieldErrors), storing work
   * experience reduced to the editor's formatting and the headline on the user, in one transaction.
   */
  async update(actor: Actor, input: SeekerProfileInput): Promise<SeekerProfile> {
    assertValid(validateSeekerProfile(input));
    const workExperience = sanitizeRichText(input.workExperience);
    // The limit counts what is stored; forced link attributes can make the sanitised text longer than what was sent.
    if (workExperience !== null && workExperience.length > SEEKER_PROFILE_LIMITS.workExperienceMax) {
      throw invalidField('workExperience', SEEKER_PROFILE_MESSAGES.workExperienceTooLong);
    }
    const now = this.clock.now();
    const record = toProfileRecord(actor.user.id, input, workExperience, now);
    await this.em.transactional(async () => {
      await this.users.setHeadline(actor.user.id, trimmedOrNull(input.headline), now);
      await this.profiles.save(record);
    });
    return this.ownProfile(actor);
  }

  /** Up to `limit` live seekers, not 'not_looking', whose profile shares a skill with these (any case). */
  seekersWithSkills(skills: readonly string[], limit: number): Promise<SkilledSeeker[]> {
    return this.profiles.seekersWithSkills(skills, limit);
  }

  /** A seeker's whole profile (null for a user who is not a live seeker). Others decide what of it to show (showSalaryExpectations). */
  async profileOf(userId: string): Promise<SeekerProfile | null> {
    const user = await this.users.findById(userId);
    if (!user || user.deletedAt || user.role !== 'seeker') return null;
    // Independent reads: one round trip's wait instead of four.
    const [profile, picture, resumes, allowance] = await Promise.all([
      this.profiles.findByUser(userId),
      this.files.readUrl(user.profilePictureUrl),
      this.resumes.list(userId),
      this.resumes.allowanceOf(userId),
    ]);
    return toSeekerProfile(user, profile, picture, resumes, allowance);
  }

  /** Forgets a deleted account's profile (the user row stays, anonymised, so nothing cascades). */
  async forget(userId: string): Promise<void> {
    await this.profiles.deleteOf(userId);
  }

  /** The acting seeker's profile (404 once the account is gone). */
  private async ownProfile(actor: Actor): Promise<SeekerProfile> {
    const profile = await this.profileOf(actor.user.id);
    if (!profile) throw ProfilesError.because('profileMissing');
    return profile;
  }
}
