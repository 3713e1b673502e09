import { Injectable } from '@nestjs/common';
import type { Job } from 'bullmq';
import { QueueJob } from '../../infrastructure/queue/queue-job.decorator';
import { DigestMailer, type DigestOutcome } from './center/digest-mailer';
import { type DigestJobData, NOTIFICATION_JOBS } from './notifications.constants';
import { NOTIFICATIONS_QUEUE } from './notifications.queue';

/** The daily digests and the hourly sweep of the notifications queue (worker.ts only). */
@Injectable()
export class DigestProcessor {
  constructor(private readonly digests: DigestMailer) {}

  @QueueJob(NOTIFICATIONS_QUEUE, NOTIFICATION_JOBS.digest)
  digest(job: Job<DigestJobData>): Promise<DigestOutcome> {
    return this.digests.send(job.data.userId);
  }

  @QueueJob(NOTIFICATIONS_QUEUE, NOTIFICATION_JOBS.sweep)
  sweep(): Promise<{ rescheduled: number; pruned: number }> {
    return this.digests.sweep();
  }
}
