import { Logger } from '@nestjs/common';
import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { type Job, UnrecoverableError } from 'bullmq';
import { QueueErrorReporter } from '../queue-error-reporter';
import { type HeartbeatJobData, QUEUES, SYSTEM_JOBS } from '../queue.constants';
import { HeartbeatService } from './heartbeat.service';

/** Runs in worker.ts only: the HTTP process never consumes jobs. */
@Processor(QUEUES.system, { concurrency: 2 })
export class SystemProcessor extends WorkerHost {
  private readonly logger = new Logger(SystemProcessor.name);

  constructor(
    private readonly heartbeat: HeartbeatService,
    private readonly errors: QueueErrorReporter,
  ) {
    super();
  }

  @OnWorkerEvent('failed')
  onFailed(job: Job | undefined, error: Error): void {
    this.logger.warn(
      { err: error, jobId: job?.id, job: job?.name, attemptsMade: job?.attemptsMade, attempts: job?.opts.attempts },
      `Job ${job?.name ?? '?'} failed on queue "${QUEUES.system}"`,
    );
  }

  @OnWorkerEvent('error')
  onError(error: Error): void {
    this.errors.report(`${QUEUES.system} (worker)`, error);
  }

  async process(job: Job<HeartbeatJobData>): Promise<void> {
    switch (job.name) {
      case SYSTEM_JOBS.heartbeat:
        return this.heartbeat.record(String(job.id), new Date(job.timestamp));
      default:
        // Retrying cannot help a job nobody knows how to run.
        throw new UnrecoverableError(`Unknown job "${job.name}" on queue "${QUEUES.system}"`);
    }
  }
}
