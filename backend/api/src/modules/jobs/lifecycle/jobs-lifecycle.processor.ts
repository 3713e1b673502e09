import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectQueue, OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { type Job, type Queue, UnrecoverableError } from 'bullmq';
import { QueueErrorReporter } from '../../../infrastructure/queue/queue-error-reporter';
import { QUEUES } from '../../../infrastructure/queue/queue.constants';
import { JobAlertsSender } from '../alerts/job-alerts.sender';
import {
  EXPIRE_LISTINGS_EVERY_MS,
  EXPIRE_LISTINGS_SCHEDULER_ID,
  JOBS_QUEUE_JOBS,
  SEND_JOB_ALERTS_EVERY_MS,
  SEND_JOB_ALERTS_SCHEDULER_ID,
} from './jobs-queue.constants';
import { JobExpiryService } from './job-expiry.service';

export type JobsQueueResult = { expired: number } | { alerts: number; emails: number };

/** Worker side of QUEUES.jobs: listing expiry and job-alert e-mails. */
@Processor(QUEUES.jobs, { concurrency: 1 })
export class JobsLifecycleProcessor extends WorkerHost {
  private readonly logger = new Logger(JobsLifecycleProcessor.name);

  constructor(
    private readonly expiry: JobExpiryService,
    private readonly alerts: JobAlertsSender,
    private readonly errors: QueueErrorReporter,
  ) {
    super();
  }

  @OnWorkerEvent('error')
  onError(error: Error): void {
    this.errors.report(`${QUEUES.jobs} (worker)`, error);
  }

  async process(job: Job): Promise<JobsQueueResult> {
    switch (job.name) {
      case JOBS_QUEUE_JOBS.expireListings: {
        const expired = await this.expiry.expireDue();
        if (expired.length > 0) this.logger.log({ expired: expired.length }, 'Expired job listings past their end');
        return { expired: expired.length };
      }
      case JOBS_QUEUE_JOBS.sendJobAlerts: {
        const result = await this.alerts.sendDue();
        if (result.emails > 0) this.logger.log(result, 'Sent job alert e-mails');
        return result;
      }
      default:
        throw new UnrecoverableError(`Unknown job "${job.name}" on queue "${QUEUES.jobs}"`);
    }
  }
}

/** Keeps the repeatable jobs scheduled (idempotent upserts on every worker start). */
@Injectable()
export class JobsLifecycleScheduler implements OnApplicationBootstrap {
  private readonly logger = new Logger(JobsLifecycleScheduler.name);

  constructor(@InjectQueue(QUEUES.jobs) private readonly queue: Queue) {}

  onApplicationBootstrap(): void {
    const schedule = (id: string, every: number, name: string) =>
      this.queue
        .upsertJobScheduler(id, { every }, { name, data: {}, opts: { attempts: 1 } })
        .catch((error: unknown) => this.logger.warn({ err: error }, `Could not schedule ${name}`));
    void schedule(EXPIRE_LISTINGS_SCHEDULER_ID, EXPIRE_LISTINGS_EVERY_MS, JOBS_QUEUE_JOBS.expireListings);
    void schedule(SEND_JOB_ALERTS_SCHEDULER_ID, SEND_JOB_ALERTS_EVERY_MS, JOBS_QUEUE_JOBS.sendJobAlerts);
  }
}
