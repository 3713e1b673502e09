import { Injectable } from '@nestjs/common';
import type { Job } from 'bullmq';
import { QueueJob } from '../../../../infrastructure/queue/queue-job.decorator';
import { JOBS_QUEUE, JOBS_QUEUE_JOBS, type ModerationEmailJob } from '../../jobs.queue';
import { type ModerationEmailOutcome, JobModerationEmailsService } from './job-moderation-emails.service';

/** Worker side of the moderation mails on QUEUES.jobs (the queue's other jobs are JobsLifecycleProcessor's). */
@Injectable()
export class JobModerationEmailsProcessor {
  constructor(private readonly emails: JobModerationEmailsService) {}

  /** Retries are safe: each recipient's delivery is deduplicated by the notifications queue. */
  @QueueJob(JOBS_QUEUE, JOBS_QUEUE_JOBS.moderationEmail)
  moderationEmail(job: Job<ModerationEmailJob>): Promise<ModerationEmailOutcome> {
    return this.emails.send(job.data);
  }
}
