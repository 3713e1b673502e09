import { Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications';
import { JobAlertsSender } from './alerts/job-alerts.sender';
import { JobListingsModule } from './job-listings.module';
import { JobsModule } from './jobs.module';
import { JobsLifecycleProcessor } from './lifecycle/jobs-lifecycle.processor';
import { JobModerationEmailsProcessor } from './moderation/emails/job-moderation-emails.processor';
import { JobModerationEmailsService } from './moderation/emails/job-moderation-emails.service';

/**
 * The worker's half of jobs: the handlers of QUEUES.jobs (listing expiry, job-alert e-mails, closing
 * an orphaned company's jobs, the employers' moderation e-mails).
 */
@Module({
  imports: [JobsModule, JobListingsModule, NotificationsModule],
  providers: [JobsLifecycleProcessor, JobAlertsSender, JobModerationEmailsService, JobModerationEmailsProcessor],
})
export class JobsWorkerModule {}
