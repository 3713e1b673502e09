import { Injectable } from '@nestjs/common';
import type { Job } from 'bullmq';
import { QueueJob } from '../../../infrastructure/queue/queue-job.decorator';
import { BILLING_JOBS, BILLING_QUEUE, type EmailBlastJob } from '../billing.queue';
import { type EmailBlastOutcome, EmailBlastService } from './email-blast.service';

/** Worker side of the Solo Email Blast on QUEUES.billing (the queue's other jobs are RenewalsProcessor's). */
@Injectable()
export class EmailBlastProcessor {
  constructor(private readonly blasts: EmailBlastService) {}

  /** Retries are safe: each seeker's mail is deduplicated by the notifications queue, and a sent blast is recorded. */
  @QueueJob(BILLING_QUEUE, BILLING_JOBS.emailBlast)
  emailBlast(job: Job<EmailBlastJob>): Promise<EmailBlastOutcome> {
    return this.blasts.send(job.data);
  }
}
