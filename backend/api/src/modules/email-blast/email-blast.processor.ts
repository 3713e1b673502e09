import { Injectable } from '@nestjs/common';
import type { Job } from 'bullmq';
import { QueueJob } from '../../infrastructure/queue/queue-job.decorator';
import { EMAIL_BLAST_JOBS, EMAIL_BLAST_QUEUE, type EmailBlastJob } from './email-blast.queue';
import { type EmailBlastOutcome, EmailBlastService } from './email-blast.service';

/** Worker side of the Solo Email Blast (QUEUES.emailBlast). */
@Injectable()
export class EmailBlastProcessor {
  constructor(private readonly blasts: EmailBlastService) {}

  /** Retries are safe: each seeker's mail is deduplicated by the notifications queue, and a sent blast is recorded. */
  @QueueJob(EMAIL_BLAST_QUEUE, EMAIL_BLAST_JOBS.emailBlast)
  emailBlast(job: Job<EmailBlastJob>): Promise<EmailBlastOutcome> {
    return this.blasts.send(job.data);
  }
}
