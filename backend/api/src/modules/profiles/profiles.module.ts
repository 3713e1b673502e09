import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts';
import { ProfilesAccountEvents } from './profiles.events';
import { ResumeLimitPolicy } from './resume-limit.policy';
import { ResumesController } from './resumes.controller';
import { ResumesRepository } from './resumes.repository';
import { ResumesService } from './resumes.service';
import { SeekerProfileController } from './seeker-profile.controller';
import { SeekerProfileRepository } from './seeker-profile.repository';
import { SeekerProfileService } from './seeker-profile.service';
import { SeekerProfiles } from './seeker-profiles.service';

/**
 * The seeker's professional profile and resume versions. Files come through the StoredFiles port
 * of the (global) uploads module; the headline and the person through accounts' UserDirectory.
 */
@Module({
  imports: [AccountsModule],
  controllers: [SeekerProfileController, ResumesController],
  providers: [SeekerProfileRepository, ResumesRepository, ResumeLimitPolicy, ResumesService, SeekerProfileService, SeekerProfiles, ProfilesAccountEvents],
  exports: [SeekerProfiles],
})
export class ProfilesModule {}
