export { ProfilesModule } from './profiles.module';
export { SeekerProfiles } from './seeker-profiles.service';
/** The resume link's answer schema, for other modules' routes that answer one (the critique reviewers'). */
export { ResumeDownloadResponseDto } from './dto/resumes.dto';
/** The resume versions' entity, for other modules' foreign keys to a version (applications); its rows are read and written here only. */
export { SeekerResume } from './entities/seeker-resume.entity';

import { SeekerProfileEntity } from './entities/seeker-profile.entity';
import { SeekerResume } from './entities/seeker-resume.entity';
import { SeekerResumeCard } from './entities/seeker-resume-card.entity';
import { SeekerProfileCard } from './entities/seeker-profile-card.entity';

/** The tables profiles owns, for the ORM (gathered in modules/index.ts). */
export const PROFILES_ENTITIES = [SeekerProfileEntity, SeekerResume, SeekerResumeCard, SeekerProfileCard];

/** The views this module publishes for other modules' statements (read-only, see its entities). */
export type { SeekerResumeCard, SeekerProfileCard };
