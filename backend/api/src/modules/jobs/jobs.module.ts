import { AccountsDataModule } from '../accounts';
import { Module } from '@nestjs/common';
import { ClockModule } from '../../core/clock/clock';
import { DomainEventsModule } from '../../core/events/domain-events';
import { registerQueue } from '../../infrastructure/queue/queue-registration';
import { JobsAccountListeners } from './jobs.listeners';
import { JOBS_QUEUE } from './jobs.queue';
import { JobsRepository } from './jobs.repository';
import { JobsService } from './jobs.service';
import { JobSearchRepository } from './search/job-search.repository';
import { DEFAULT_JOB_SEARCH_TUNING, JOB_SEARCH_TUNING } from './search/job-search-tuning';
import { JobSearchService } from './search/job-search.service';
import { JobSearchCountCache } from './search/job-search-count.cache';
import { JobCategoryCountsCache } from './search/job-category-counts.cache';
import { JobCategoryCountsService } from './search/job-category-counts.service';
import { JobModerationEmailListeners } from './moderation/emails/job-moderation-email.listeners';
import { JobDetailService } from './detail/job-detail.service';
import { PrivateCompanyReveal } from './detail/private-company-reveal';
import { SavedJobsService } from './saved/saved-jobs.service';
import { PublicPagesService } from './public-page/public-pages.service';
import { PublicPagesRoutes } from './public-page/public-pages.routes';
import { JobAlertMatcher } from './alerts/job-alert-matcher';
import { JobAlertsController, JobAlertUnsubscribeController } from './alerts/job-alerts.controller';
import { JobAlertsService } from './alerts/job-alerts.service';
import { EmployerJobsRepository } from './posting/employer-jobs.repository';
import { JobModerationRepository } from './moderation/job-moderation.repository';
import { JobDetailRepository } from './detail/job-detail.repository';
import { SavedJobsRepository } from './saved/saved-jobs.repository';
import { PublicPagesRepository } from './public-page/public-pages.repository';
import { JobAlertsRepository } from './alerts/job-alerts.repository';
import { JobAudience } from './alerts/job-audience.service';
import { JobAudienceRepository } from './alerts/job-audience.repository';
import { JobSearchStatistics } from './search/job-search.statistics';

/**
 * Jobs: postings, the public feed and search, details, saved jobs, alerts and public pages, as other
 * modules and the worker use them. The routes and services that read ports other modules implement
 * (a seeker's application statuses, application counts, package credits) are JobListingsModule.
 */
@Module({
  // Its services read the injectable clock, and the account listener the domain events
  // (global in the apps; explicit for standalone contexts). The jobs queue takes work off the request path.
  imports: [ClockModule, DomainEventsModule, AccountsDataModule, registerQueue(JOBS_QUEUE)],
  controllers: [JobAlertsController, JobAlertUnsubscribeController],
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
    EmployerJobsRepository,
    JobModerationRepository,
    JobModerationEmailListeners,
    JobDetailService,
    JobDetailRepository,
    PrivateCompanyReveal,
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
  // the e-mail blast asks JobAudience which alerts find a job; the rest serves JobListingsModule.
  exports: [
    JobsService,
    JobAlertMatcher,
    JobAlertsRepository,
    JobModerationRepository,
    JobAudience,
    JobSearchService,
    JobCategoryCountsService,
    PrivateCompanyReveal,
    JobDetailService,
    SavedJobsService,
    EmployerJobsRepository,
    JobsRepository,
  ],
})
export class JobsModule {}
