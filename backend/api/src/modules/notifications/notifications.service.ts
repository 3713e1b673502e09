import { Injectable } from '@nestjs/common';
import { InjectQueue } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { QUEUES } from '../../infrastructure/queue/queue.constants';
import { type EmailJobData, type EmailMessage, NOTIFICATION_JOBS } from './notifications.constants';

/** How a mail is queued. */
export interface SendEmailOptions {
  /**
   * A key naming this one mail (e.g. "application-hired-<id>"): queuing it again while the queue
   * still remembers it (BullMQ keeps finished jobs a day) adds nothing, so a retried sender does not
   * send twice. Letters, digits, "-" and "_" only.
   */
  dedupeKey?: string;
}

/** What other modules call to notify someone: the message is queued and the worker delivers it. */
@Injectable()
export class NotificationsService {
  constructor(@InjectQueue(QUEUES.notifications) private readonly queue: Queue<EmailJobData>) {}

  /**
   * Queues an e-mail; resolves with the job id once Redis has it, or, while Redis is unreachable,
   * once the queue outbox has it under the id it will have in Redis (delivery retries with backoff).
   */
  async sendEmail(message: EmailMessage, options: SendEmailOptions = {}): Promise<string> {
    const job = await this.queue.add(
      NOTIFICATION_JOBS.email,
      message,
      options.dedupeKey ? { jobId: `email-${options.dedupeKey}` } : undefined,
    );
    return String(job.id);
  }
}
