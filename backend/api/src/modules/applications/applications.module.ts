import { Global, Module } from '@nestjs/common';
import { JobsModule, SEEKER_APPLICATION_STATUSES } from '../jobs';
import { ProfilesModule } from '../profiles';
import { ApplicationStatusesService } from './application-statuses.service';
import { ApplicationsAccountEvents } from './applications.events';
import { ApplicationsRepository } from './applications.repository';
import { SeekerApplicationsController } from './seeker-applications.controller';
import { SeekerApplicationsService } from './seeker-applications.service';

/**
 * The jobs module's SEEKER_APPLICATION_STATUSES port (application statuses on job cards). Global,
 * because jobs needs the port and may not import applications (which imports jobs); it exports the
 * port only, and needs nothing but the database, so a context of the jobs module alone can add it.
 */
@Global()
@Module({
  providers: [ApplicationsRepository, ApplicationStatusesService, { provide: SEEKER_APPLICATION_STATUSES, useExisting: ApplicationStatusesService }],
  exports: [SEEKER_APPLICATION_STATUSES],
})
export class ApplicationStatusesModule {}

/**
 * Job applications: the seeker applies, follows and withdraws (the employer's side and the
 * interview pipeline come next, issue 9). Jobs are read through JobsService, the seeker's profile
 * and resumes through SeekerProfiles. A deleted seeker's open applications are withdrawn
 * (applications.events.ts).
 */
@Module({
  imports: [ApplicationStatusesModule, JobsModule, ProfilesModule],
  controllers: [SeekerApplicationsController],
  providers: [ApplicationsRepository, SeekerApplicationsService, ApplicationsAccountEvents],
})
export class ApplicationsModule {}
