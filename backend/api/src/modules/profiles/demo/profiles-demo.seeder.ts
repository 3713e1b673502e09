import { Injectable } from '@nestjs/common';
import { buildDemoSeekerProfiles } from './demo-seeker-profiles';
import { ProfilesDemoRepository } from './profiles-demo.repository';

export interface ProfilesSeedResult {
  profilesCreated: number;
}

/**
 * Demo data owned by the profiles module: the demo seekers' professional profiles, each letting
 * employers find them. Only seekers without a profile get one (a profile the seeker edited stays as
 * it is), and never a deleted (anonymised) account.
 */
@Injectable()
export class ProfilesDemoSeeder {
  constructor(private readonly profiles: ProfilesDemoRepository) {}

  async seed(seekerIds: readonly string[], now: Date = new Date()): Promise<ProfilesSeedResult> {
    let created = 0;
    for (const profile of buildDemoSeekerProfiles(seekerIds))
      if (await this.profiles.insertIfMissing(profile, now)) created += 1;
    return { profilesCreated: created };
  }
}
