import { Module } from '@nestjs/common';
import { BullModule } from '@nestjs/bullmq';
import { QueueModule } from '../../infrastructure/queue/queue.module';
import { QUEUES } from '../../infrastructure/queue/queue.constants';
import { NotificationsModule } from '../notifications';
import { JobAlertsSender } from './alerts/job-alerts.sender';
import { JobsModule } from './jobs.module';
import { JobsLifecycleProcessor, JobsLifecycleScheduler } from './lifecycle/jobs-lifecycle.processor';

/** The worker's half of jobs: listing expiry and job-alert e-mails on QUEUES.jobs, scheduled here. */
@Module({
  imports: [JobsModule, NotificationsModule, QueueModule, BullModule.registerQueue({ name: QUEUES.jobs })],
  providers: [JobsLifecycleProcessor, JobsLifecycleScheduler, JobAlertsSender],
})
export class JobsWorkerModule {}
