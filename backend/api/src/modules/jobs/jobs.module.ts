import { AccountsDataModule } from '../accounts';
import { Module } from '@nestjs/common';
import { ClockModule } from '../../core/clock/clock';
import { DomainEventsModule } from '../../core/events/domain-events';
import { registerQueue } from '../../infrastructure/queue/queue-registration';
import { JobsAccountListeners } from './jobs.listeners';
import { JOBS_QUEUE } from './jobs.queue';
import { JobsController } from './jobs.controller';
import { JobsRepository } from './jobs.repository';
import { JobsService } from './jobs.service';
import { JobSearchRepository } from './search/job-search.repository';
import { DEFAULT_JOB_SEARCH_TUNING, JOB_SEARCH_TUNING } from './search/job-search-tuning';
import { JobSearchService } from './search/job-search.service';
import { JobSearchCountCache } from './search/job-search-count.cache';
import { JobCategoryCountsCache } from './search/job-category-counts.cache';
import { JobCategoryCountsService } from './search/job-category-counts.service';
import { AdminJobsController } from './moderation/admin-jobs.controller';
import { JobModerationService } from './moderation/job-moderation.service';
import { JobModerationEmailListeners } from './moderation/emails/job-moderation-email.listeners';
import { JobExpiryService } from './lifecycle/job-expiry.service';
import { JobDetailController } from './detail/job-detail.controller';
import { JobDetailService } from './detail/job-detail.service';
import { PrivateCompanyReveal } from './detail/private-company-reveal';
import { ApplicationStatusOnCards } from './application-status-on-cards';
import { SavedJobsController } from './saved/saved-jobs.controller';
import { SavedJobsService } from './saved/saved-jobs.service';
import { PublicPagesService } from './public-page/public-pages.service';
import { PublicPagesRoutes } from './public-page/public-pages.routes';
import { JobAlertMatcher } from './alerts/job-alert-matcher';
import { JobAlertsController, JobAlertUnsubscribeController } from './alerts/job-alerts.controller';
import { JobAlertsService } from './alerts/job-alerts.service';
import { EmployerJobsController } from './posting/employer-jobs.controller';
import { EmployerJobsService } from './posting/employer-jobs.service';
import { EmployerJobsRepository } from './posting/employer-jobs.repository';
import { JobModerationRepository } from './moderation/job-moderation.repository';
import { JobDetailRepository } from './detail/job-detail.repository';
import { SavedJobsRepository } from './saved/saved-jobs.repository';
import { PublicPagesRepository } from './public-page/public-pages.repository';
import { JobAlertsRepository } from './alerts/job-alerts.repository';
import { JobAudience } from './alerts/job-audience.service';
import { JobAudienceRepository } from './alerts/job-audience.repository';
import { JobSearchStatistics } from './search/job-search.statistics';

/** Jobs: postings, the public feed and search, moderation and renewals (later). */
@Module({
  // Posting, moderation and alerts read the injectable clock, and the account listener the domain events
  // (global in the apps; explicit for standalone contexts). The jobs queue takes work off the request path.
  imports: [ClockModule, DomainEventsModule, AccountsDataModule, registerQueue(JOBS_QUEUE)],
  controllers: [
    JobsController,
    EmployerJobsController,
    AdminJobsController,
    JobDetailController,
    SavedJobsController,
    JobAlertsController,
    JobAlertUnsubscribeController,
  ],
  providers: [
    JobsService,
    JobsAccountListeners,
    JobSearchService,
    JobSearchRepository,
    JobSearchStatistics,
    JobSearchCountCache,
    JobCategoryCountsService,
    JobCategoryCountsCache,
    { provide: JOB_SEARCH_TUNING, useValue: DEFAULT_JOB_SEARCH_TUNING },
    JobsRepository,
    // Posting and moderation, each use case with its repository.
    EmployerJobsService,
    EmployerJobsRepository,
    JobModerationService,
    JobModerationRepository,
    JobModerationEmailListeners,
    JobExpiryService,
    JobDetailService,
    JobDetailRepository,
    PrivateCompanyReveal,
    // Needs SEEKER_APPLICATION_STATUSES, which the (global) ApplicationStatusesModule of applications provides.
    ApplicationStatusOnCards,
    SavedJobsService,
    SavedJobsRepository,
    PublicPagesService,
    PublicPagesRepository,
    PublicPagesRoutes,
    JobAlertsService,
    JobAlertsRepository,
    JobAlertMatcher,
    JobAudience,
    JobAudienceRepository,
  ],
  // The worker's job-alert sender reads and writes alerts through JobAlertsRepository, its moderation mails read through JobModerationRepository;
  // billing's e-mail blast asks JobAudience which alerts find a job.
  exports: [JobsService, JobExpiryService, JobAlertMatcher, JobAlertsRepository, JobModerationRepository, JobAudience],
})
export class JobsModule {}
