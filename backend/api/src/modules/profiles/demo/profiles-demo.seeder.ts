import { Injectable } from '@nestjs/common';
import { ResumesRepository } from '../resumes.repository';
import type { DemoResume } from './demo-resumes';
import { buildDemoSeekerProfiles } from './demo-seeker-profiles';
import { ProfilesDemoRepository } from './profiles-demo.repository';

export interface ProfilesSeedResult {
  profilesCreated: number;
}

/**
 * Demo data owned by the profiles module: the demo seekers' professional profiles, each letting
 * employers find them, and their resume versions. Only seekers without a profile get one (a profile
 * the seeker edited stays as it is), only seekers who keep no resume get the demo resumes, and never
 * a deleted (anonymised) account.
 */
@Injectable()
export class ProfilesDemoSeeder {
  constructor(
    private readonly profiles: ProfilesDemoRepository,
    private readonly resumes: ResumesRepository,
  ) {}

  async seed(seekerIds: readonly string[], now: Date = new Date()): Promise<ProfilesSeedResult> {
    let created = 0;
    for (const profile of buildDemoSeekerProfiles(seekerIds))
      if (await this.profiles.insertIfMissing(profile, now)) created += 1;
    return { profilesCreated: created };
  }

  /** The seekers among these who keep no resume version at all (the demo resumes are theirs to get). */
  async withoutResumes(userIds: readonly string[]): Promise<Set<string>> {
    const without = new Set<string>();
    for (const userId of new Set(userIds)) if ((await this.resumes.listOf(userId)).length === 0) without.add(userId);
    return without;
  }

  /**
   * Adds the versions, whose files are stored by then (uploads' demo seeder), in the order given:
   * a seeker's first becomes their default, as when they add them.
   */
  async attachResumes(resumes: readonly DemoResume[]): Promise<number> {
    for (const resume of resumes) {
      const added = await this.resumes.insertWithinLimit(
        {
          id: resume.id,
          userId: resume.userId,
          uploadId: resume.uploadId,
          name: resume.name,
          createdAt: resume.createdAt,
        },
        -1,
      );
      if (added === 'limit-reached') throw new Error(`Demo resume ${resume.id} was refused`);
    }
    return resumes.length;
  }

  /** Each seeker's first demo version that is kept (a seeker who deleted it has none here): what they apply with. */
  async keptResumes(resumes: readonly DemoResume[]): Promise<Map<string, string>> {
    const kept = new Map<string, string>();
    for (const resume of resumes) {
      if (kept.has(resume.userId)) continue;
      const row = await this.resumes.findById(resume.id);
      if (row && row.userId === resume.userId) kept.set(resume.userId, row.id);
    }
    return kept;
  }
}
