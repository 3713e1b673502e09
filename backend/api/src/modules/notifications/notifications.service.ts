import { Injectable } from '@nestjs/common';
import { InjectQueue } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { QUEUES } from '../../infrastructure/queue/queue.constants';
import { type EmailJobData, type EmailMessage, NOTIFICATION_JOBS } from './notifications.constants';

/** What other modules call to notify someone: the message is queued and the worker delivers it. */
@Injectable()
export class NotificationsService {
  constructor(@InjectQueue(QUEUES.notifications) private readonly queue: Queue<EmailJobData>) {}

  /** Queues an e-mail; resolves with the job id once Redis has it (delivery retries with backoff). */
  async sendEmail(message: EmailMessage): Promise<string> {
    const job = await this.queue.add(NOTIFICATION_JOBS.email, message);
    return String(job.id);
  }
}
