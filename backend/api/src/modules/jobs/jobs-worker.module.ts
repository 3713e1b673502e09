import { Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications';
import { JobAlertsSender } from './alerts/job-alerts.sender';
import { JobsModule } from './jobs.module';
import { JobsLifecycleProcessor } from './lifecycle/jobs-lifecycle.processor';

/** The worker's half of jobs: the handlers of QUEUES.jobs (listing expiry, job-alert e-mails, closing an orphaned company's jobs). */
@Module({
  imports: [JobsModule, NotificationsModule],
  providers: [JobsLifecycleProcessor, JobAlertsSender],
})
export class JobsWorkerModule {}
