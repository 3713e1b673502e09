import { Module } from '@nestjs/common';
import { ApplicationStatusesModule } from '../applications';
import { ListingCreditsModule } from '../billing';
import { ApplicationStatusOnCards } from './application-status-on-cards';
import { JobDetailController } from './detail/job-detail.controller';
import { JobsController } from './jobs.controller';
import { JobsModule } from './jobs.module';
import { JobExpiryService } from './lifecycle/job-expiry.service';
import { AdminJobsController } from './moderation/admin-jobs.controller';
import { JobModerationService } from './moderation/job-moderation.service';
import { EmployerJobsController } from './posting/employer-jobs.controller';
import { EmployerJobsService } from './posting/employer-jobs.service';
import { SavedJobsController } from './saved/saved-jobs.controller';

/**
 * Job listings where they meet other modules: the cards of the feed, the detail and saved jobs with
 * the seeker's application statuses (applications' SEEKER_APPLICATION_STATUSES), the employer's
 * postings, which spend a package credit (billing's JOB_LISTING_CREDITS) and show application
 * counts (JOB_APPLICATION_COUNTS), and the admin's moderation and the listings' expiry, which settle
 * the credit. Apart from JobsModule because applications and billing import jobs: only the
 * composition (modules/index.ts) and the worker's half import this module, so no file of jobs that
 * they reach imports them.
 */
@Module({
  imports: [JobsModule, ApplicationStatusesModule, ListingCreditsModule],
  controllers: [JobsController, JobDetailController, SavedJobsController, EmployerJobsController, AdminJobsController],
  providers: [ApplicationStatusOnCards, EmployerJobsService, JobModerationService, JobExpiryService],
  // The worker's lifecycle handler expires listings.
  exports: [JobExpiryService],
})
export class JobListingsModule {}
