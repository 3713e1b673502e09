import { Module } from '@nestjs/common';
import { AccountsDataModule } from '../accounts';
import { ApplicationsModule } from '../applications';
import { MembershipPlansModule } from '../billing';
import { JobsModule } from '../jobs';
import { NotificationsModule } from '../notifications';
import { ProfilesModule } from '../profiles';
import { StoredFilesModule } from '../uploads';
import { CompanyInvitations } from './company-invitations.service';
import { SeekerInvitationsController } from './seeker-invitations.controller';
import { SeekerInvitationsService } from './seeker-invitations.service';
import { TalentController } from './talent.controller';
import { TalentRepository } from './talent.repository';
import { TalentService } from './talent.service';

/** The invitations a company sent a seeker (CompanyInvitations), for chat: it needs nothing but the database. */
@Module({ providers: [TalentRepository, CompanyInvitations], exports: [CompanyInvitations] })
export class CompanyInvitationsModule {}

/**
 * Talent (contracts: talent.ts): the employer's search over seekers who let employers find them,
 * the Professional Profile, the resume link and Invite to Job, and the seeker's list of
 * invitations. Seekers come through the profiles module (SeekerProfiles), their applications
 * through the applications module (SeekerApplicationsToJobs), jobs and the company rule through
 * JobsService, pictures through the uploads module's StoredFiles port, and the invitation
 * e-mail goes on the notifications queue.
 */
@Module({
  imports: [
    AccountsDataModule,
    ApplicationsModule,
    JobsModule,
    MembershipPlansModule,
    NotificationsModule,
    ProfilesModule,
    StoredFilesModule,
  ],
  controllers: [TalentController, SeekerInvitationsController],
  providers: [TalentRepository, TalentService, SeekerInvitationsService],
})
export class TalentModule {}
