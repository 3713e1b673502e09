import { Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications';
import { JobAlertsSender } from './alerts/job-alerts.sender';
import { JobListingsModule } from './job-listings.module';
import { JobsModule } from './jobs.module';
import { JobExpiryNotices } from './lifecycle/job-expiry-notices.service';
import { JobsLifecycleProcessor } from './lifecycle/jobs-lifecycle.processor';
import { JobModerationEmailsProcessor } from './moderation/emails/job-moderation-emails.processor';
import { JobModerationEmailsService } from './moderation/emails/job-moderation-emails.service';

/**
 * The worker's half of jobs: the handlers of QUEUES.jobs (listing expiry and its notices, job alerts,
 * closing an orphaned company's jobs, the employers' moderation notifications).
 */
@Module({
  imports: [JobsModule, JobListingsModule, NotificationsModule],
  providers: [
    JobsLifecycleProcessor,
    JobExpiryNotices,
    JobAlertsSender,
    JobModerationEmailsService,
    JobModerationEmailsProcessor,
  ],
})
export class JobsWorkerModule {}
