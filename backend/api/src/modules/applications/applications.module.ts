import { Global, Module } from '@nestjs/common';
import { AccountsDataModule } from '../accounts';
import { JOB_APPLICATION_COUNTS, JobsModule, SEEKER_APPLICATION_STATUSES } from '../jobs';
import { ProfilesModule } from '../profiles';
import { ApplicationStatusesService } from './application-statuses.service';
import { ApplicationsAccountEvents } from './applications.events';
import { ApplicationsRepository } from './applications.repository';
import { ApplicationDecisionsService } from './employer/application-decisions.service';
import { EmployerApplicationsController } from './employer/employer-applications.controller';
import { EmployerApplicationsService } from './employer/employer-applications.service';
import { SeekerApplicationsController } from './seeker-applications.controller';
import { SeekerApplicationsService } from './seeker-applications.service';

/**
 * The jobs module's SEEKER_APPLICATION_STATUSES port (application statuses on job cards) and
 * JOB_APPLICATION_COUNTS port (counts per status on the employer's job list). Global,
 * because jobs needs the port and may not import applications (which imports jobs); it exports the
 * port only, and needs nothing but the database, so a context of the jobs module alone can add it.
 */
@Global()
@Module({
  providers: [
    ApplicationsRepository,
    ApplicationStatusesService,
    { provide: SEEKER_APPLICATION_STATUSES, useExisting: ApplicationStatusesService },
    { provide: JOB_APPLICATION_COUNTS, useExisting: ApplicationStatusesService },
  ],
  exports: [SEEKER_APPLICATION_STATUSES, JOB_APPLICATION_COUNTS],
})
export class ApplicationStatusesModule {}

/**
 * Job applications: the seeker applies, follows and withdraws; the employer lists, reviews and
 * decides (employer/; the interview pipeline comes next, issue 9). Jobs and their company rules are
 * read through JobsService, the seeker's profile and resumes through SeekerProfiles, pictures
 * through the (global) StoredFiles port. A deleted seeker's open applications are withdrawn
 * (applications.events.ts).
 */
@Module({
  imports: [ApplicationStatusesModule, AccountsDataModule, JobsModule, ProfilesModule],
  controllers: [SeekerApplicationsController, EmployerApplicationsController],
  providers: [ApplicationsRepository, SeekerApplicationsService, ApplicationsAccountEvents, EmployerApplicationsService, ApplicationDecisionsService],
})
export class ApplicationsModule {}
