import { Module } from '@nestjs/common';
import { registerQueue } from '../../infrastructure/queue/queue-registration';
import { AccountsDataModule } from '../accounts';
import { MembershipPlansModule } from '../billing';
import { JOB_APPLICATION_COUNTS, JobsModule, SEEKER_APPLICATION_STATUSES } from '../jobs';
import { NotificationsModule } from '../notifications';
import { ProfilesModule } from '../profiles';
import { StoredFilesModule } from '../uploads';
import { ApplicationStatusesService } from './application-statuses.service';
import { ApplicationsProcessor } from './applications.processor';
import { APPLICATIONS_QUEUE } from './applications.queue';
import { ApplicationsRepository } from './applications.repository';
import { SeekerAppliedCache } from './seeker-applied.cache';
import { ApplicationEmailListeners } from './emails/application-email.listeners';
import { ApplicationEmailsRepository } from './emails/application-emails.repository';
import { ApplicationEmailsService } from './emails/application-emails.service';
import { NewApplicantNotifications } from './emails/new-applicant-notifications.service';
import { ApplicationDecisionsService } from './employer/application-decisions.service';
import { EmployerApplicationsController } from './employer/employer-applications.controller';
import { EmployerApplicationsService } from './employer/employer-applications.service';
import { SeekerApplicationsToJobs } from './seeker-applications-to-jobs.service';
import { ContactVisibilityService } from './contact-visibility.service';

/**
 * The jobs module's SEEKER_APPLICATION_STATUSES port (application statuses on job cards) and
 * JOB_APPLICATION_COUNTS port (counts per status on the employer's job list), for the jobs module's
 * JobListingsModule to import without the rest of applications (which imports jobs): it exports the
 * ports only, and needs nothing but the database and Redis.
 */
@Module({
  providers: [
    ApplicationsRepository,
    SeekerAppliedCache,
    ApplicationStatusesService,
    { provide: SEEKER_APPLICATION_STATUSES, useExisting: ApplicationStatusesService },
    { provide: JOB_APPLICATION_COUNTS, useExisting: ApplicationStatusesService },
  ],
  exports: [SEEKER_APPLICATION_STATUSES, JOB_APPLICATION_COUNTS],
})
export class ApplicationStatusesModule {}

const applicationsQueue = registerQueue(APPLICATIONS_QUEUE);

/**
 * Job applications: the employer lists, reviews and decides (employer/; the interview pipeline is
 * the interviews module's); the seeker's side is SeekerApplicationsModule. Jobs and their company
 * rules are read through JobsService, the seeker's profile and resumes through SeekerProfiles,
 * pictures through the uploads module's StoredFiles port. Applying and status changes queue the
 * notifications of the seeker and the company's employers (emails/, recorded through the
 * notifications module's center by ApplicationsWorkerModule).
 */
@Module({
  imports: [
    AccountsDataModule,
    JobsModule,
    ProfilesModule,
    NotificationsModule,
    MembershipPlansModule,
    StoredFilesModule,
    applicationsQueue,
  ],
  controllers: [EmployerApplicationsController],
  providers: [
    ApplicationsRepository,
    SeekerAppliedCache,
    EmployerApplicationsService,
    ApplicationDecisionsService,
    ApplicationEmailListeners,
    SeekerApplicationsToJobs,
    ContactVisibilityService,
  ],
  // The repository for the seeker's half (SeekerApplicationsModule).
  exports: [SeekerApplicationsToJobs, ContactVisibilityService, ApplicationsRepository],
})
export class ApplicationsModule {}

/**
 * The worker's half: the handlers of the applications queue, the seeker's notifications about
 * their application with their status mails, and the employers' notifications of new applicants
 * (emails/). Only worker.ts imports it.
 */
@Module({
  imports: [ApplicationsModule, JobsModule, NotificationsModule, applicationsQueue],
  providers: [ApplicationEmailsRepository, ApplicationEmailsService, NewApplicantNotifications, ApplicationsProcessor],
})
export class ApplicationsWorkerModule {}
