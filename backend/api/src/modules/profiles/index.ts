export { ProfilesModule } from './profiles.module';
export { SeekerProfiles } from './seeker-profiles.service';

import { SeekerProfileEntity } from './entities/seeker-profile.entity';
import { SeekerResume } from './entities/seeker-resume.entity';

/** The tables profiles owns, for the ORM (gathered in modules/index.ts). */
export const PROFILES_ENTITIES = [SeekerProfileEntity, SeekerResume];
