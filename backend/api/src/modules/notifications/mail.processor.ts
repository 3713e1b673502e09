import { Injectable, Logger } from '@nestjs/common';
import type { Job } from 'bullmq';
import { QueueJob } from '../../infrastructure/queue/queue-job.decorator';
import { describeEmail, Mailer } from './mailer';
import { type EmailJobData, NOTIFICATION_JOBS } from './notifications.constants';
import { NOTIFICATIONS_QUEUE } from './notifications.queue';

export interface EmailJobResult {
  delivered: boolean;
  messageId: string | null;
}

/** Delivers queued e-mail (worker.ts only). Failed deliveries retry with the queue's backoff. */
@Injectable()
export class MailProcessor {
  private readonly logger = new Logger(MailProcessor.name);

  constructor(private readonly mailer: Mailer) {}

  @QueueJob(NOTIFICATIONS_QUEUE, NOTIFICATION_JOBS.email)
  async email(job: Job<EmailJobData>): Promise<EmailJobResult> {
    const message = job.data;
    if (!this.mailer.configured) {
      // Development without SMTP: the mail is not lost, it is readable in the job's log.
      await job.log(describeEmail(message));
      this.logger.warn(
        { jobId: job.id, category: message.category },
        `E-mail "${message.subject}" not sent (SMTP_URL is not set); kept in the job log`,
      );
      return { delivered: false, messageId: null };
    }
    const { messageId } = await this.mailer.send(message);
    this.logger.log({ jobId: job.id, category: message.category, messageId }, 'E-mail sent');
    return { delivered: true, messageId };
  }
}
