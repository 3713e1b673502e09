import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts';
import { MembershipPlansModule } from '../billing';
import { StoredFilesModule } from '../uploads';
import { ProfilesAccountListeners } from './profiles.listeners';
import { ResumeLimitPolicy } from './resume-limit.policy';
import { ResumesController } from './resumes.controller';
import { ResumesRepository } from './resumes.repository';
import { ResumesService } from './resumes.service';
import { SeekerProfileController } from './seeker-profile.controller';
import { SeekerProfileRepository } from './seeker-profile.repository';
import { SeekerProfileService } from './seeker-profile.service';
import { SeekerProfiles } from './seeker-profiles.service';

/**
 * The seeker's professional profile and resume versions. Files come through the uploads module's
 * StoredFiles port; the headline and the person through accounts' UserDirectory; the resume-version
 * limit from the seeker's plan through billing's MEMBERSHIP_PLANS port.
 */
@Module({
  imports: [AccountsModule, MembershipPlansModule, StoredFilesModule],
  controllers: [SeekerProfileController, ResumesController],
  providers: [
    SeekerProfileRepository,
    ResumesRepository,
    ResumeLimitPolicy,
    ResumesService,
    SeekerProfileService,
    SeekerProfiles,
    ProfilesAccountListeners,
  ],
  exports: [SeekerProfiles],
})
export class ProfilesModule {}
