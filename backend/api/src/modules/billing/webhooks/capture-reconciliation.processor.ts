import { Injectable } from '@nestjs/common';
import type { Job } from 'bullmq';
import { QueueJob } from '../../../infrastructure/queue/queue-job.decorator';
import { BILLING_JOBS, BILLING_QUEUE, type RecheckCaptureJob } from '../billing.queue';
import { CaptureReconciliationService } from './capture-reconciliation.service';

/** Worker side of the payment notifications: the re-checks of captures whose charge had not settled. */
@Injectable()
export class CaptureReconciliationProcessor {
  constructor(private readonly captures: CaptureReconciliationService) {}

  /** BullMQ counts the attempts: the one with no retry left decides (attemptsMade counts those that failed before). */
  @QueueJob(BILLING_QUEUE, BILLING_JOBS.recheckCapture)
  recheckCapture(job: Job<RecheckCaptureJob>): Promise<string> {
    return this.captures.recheck(job.data, job.attemptsMade + 1 >= (job.opts.attempts ?? 1));
  }
}
