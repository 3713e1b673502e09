import { Module } from '@nestjs/common';
import { MembershipPlansModule } from '../billing';
import { InterviewSchedulesModule } from '../interviews';
import { JobsModule } from '../jobs';
import { ProfilesModule } from '../profiles';
import { ApplicationsAccountListeners } from './applications.listeners';
import { ApplicationsModule } from './applications.module';
import { SeekerApplicationsController } from './seeker-applications.controller';
import { SeekerApplicationsService } from './seeker-applications.service';

/**
 * The seeker's side of applications: apply, follow (each application with its next interview,
 * through the interviews module's INTERVIEW_SCHEDULES port) and withdraw; a deleted seeker's open
 * applications are withdrawn (applications.listeners.ts). Apart from
 * ApplicationsModule because interviews imports applications: only the composition
 * (modules/index.ts) imports this module, so no file of applications that interviews reaches
 * imports interviews.
 */
@Module({
  imports: [ApplicationsModule, JobsModule, ProfilesModule, MembershipPlansModule, InterviewSchedulesModule],
  controllers: [SeekerApplicationsController],
  providers: [SeekerApplicationsService, ApplicationsAccountListeners],
})
export class SeekerApplicationsModule {}
