import { Module } from '@nestjs/common';
import { ClockModule } from '../../core/clock/clock';
import { JobsController } from './jobs.controller';
import { JobsRepository } from './jobs.repository';
import { JobsService } from './jobs.service';
import { DEFAULT_JOB_SEARCH_TUNING, JOB_SEARCH_TUNING, JobSearchRepository } from './search/job-search.repository';
import { JobSearchService } from './search/job-search.service';
import { AdminJobsController } from './moderation/admin-jobs.controller';
import { JobModerationService } from './moderation/job-moderation.service';
import { ListingDurationPolicy } from './moderation/listing-duration';
import { JobExpiryService } from './lifecycle/job-expiry.service';
import { JobDetailController } from './detail/job-detail.controller';
import { JobDetailService } from './detail/job-detail.service';
import { PrivateCompanyReveal } from './detail/private-company-reveal';
import { SavedJobsController } from './saved/saved-jobs.controller';
import { SavedJobsService } from './saved/saved-jobs.service';
import { PublicPagesService } from './public-page/public-pages.service';
import { PublicPagesRoutes } from './public-page/public-pages.routes';
import { JobAlertMatcher } from './alerts/job-alert-matcher';
import { JobAlertsController, JobAlertUnsubscribeController } from './alerts/job-alerts.controller';
import { JobAlertsService } from './alerts/job-alerts.service';
import { EmployerJobsController } from './posting/employer-jobs.controller';
import { EmployerJobsService } from './posting/employer-jobs.service';

/** Jobs: postings, the public feed and search, moderation and renewals (later). */
@Module({
  // Posting, moderation and alerts read the injectable clock (global in the apps; explicit for standalone contexts).
  imports: [ClockModule],
  controllers: [JobsController, EmployerJobsController, AdminJobsController, JobDetailController, SavedJobsController, JobAlertsController, JobAlertUnsubscribeController],
  providers: [
    JobsService,
    JobSearchService,
    JobSearchRepository,
    { provide: JOB_SEARCH_TUNING, useValue: DEFAULT_JOB_SEARCH_TUNING },
    JobsRepository,
    // Posting and moderation (issue 4).
    EmployerJobsService,
    JobModerationService,
    ListingDurationPolicy,
    JobExpiryService,
    JobDetailService,
    PrivateCompanyReveal,
    SavedJobsService,
    PublicPagesService,
    PublicPagesRoutes,
    JobAlertsService,
    JobAlertMatcher,
  ],
  exports: [JobsService, JobExpiryService, JobAlertMatcher],
})
export class JobsModule {}
