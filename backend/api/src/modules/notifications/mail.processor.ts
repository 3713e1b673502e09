import { Logger } from '@nestjs/common';
import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { type Job, UnrecoverableError } from 'bullmq';
import { QueueErrorReporter } from '../../infrastructure/queue/queue-error-reporter';
import { QUEUES } from '../../infrastructure/queue/queue.constants';
import { describeEmail, Mailer } from './mailer';
import { type EmailJobData, NOTIFICATION_JOBS } from './notifications.constants';

export interface EmailJobResult {
  delivered: boolean;
  messageId: string | null;
}

/** Delivers queued e-mail (worker.ts only). Failed deliveries retry with the queue's backoff. */
@Processor(QUEUES.notifications, { concurrency: 4 })
export class MailProcessor extends WorkerHost {
  private readonly logger = new Logger(MailProcessor.name);

  constructor(
    private readonly mailer: Mailer,
    private readonly errors: QueueErrorReporter,
  ) {
    super();
  }

  @OnWorkerEvent('failed')
  onFailed(job: Job | undefined, error: Error): void {
    this.logger.warn({ err: error, jobId: job?.id, attemptsMade: job?.attemptsMade }, `E-mail job ${job?.id ?? '?'} failed`);
  }

  @OnWorkerEvent('error')
  onError(error: Error): void {
    this.errors.report(`${QUEUES.notifications} (worker)`, error);
  }

  async process(job: Job<EmailJobData>): Promise<EmailJobResult> {
    if (job.name !== NOTIFICATION_JOBS.email) throw new UnrecoverableError(`Unknown job "${job.name}" on queue "${QUEUES.notifications}"`);
    const message = job.data;
    if (!this.mailer.configured) {
      // Development without SMTP: the mail is not lost, it is readable in the job's log.
      await job.log(describeEmail(message));
      this.logger.warn({ jobId: job.id, category: message.category }, `E-mail "${message.subject}" not sent (SMTP_URL is not set); kept in the job log`);
      return { delivered: false, messageId: null };
    }
    const { messageId } = await this.mailer.send(message);
    this.logger.log({ jobId: job.id, category: message.category, messageId }, 'E-mail sent');
    return { delivered: true, messageId };
  }
}
