import { Inject, Injectable, Logger } from '@nestjs/common';
import { type Job, UnrecoverableError } from 'bullmq';
import { QueueJob } from '../../infrastructure/queue/queue-job.decorator';
import { EmailDeliveryFailures } from './deliveries/email-delivery-failures.service';
import { deliveryFailureReason, isPermanentSmtpFailure } from './deliveries/smtp-failure';
import { describeEmail, Mailer } from './mailer';
import { NOTIFICATION_RECIPIENTS, type NotificationRecipients } from './notification-recipients.port';
import { type EmailJobData, type EmailMessage, NOTIFICATION_JOBS } from './notifications.constants';
import { NOTIFICATIONS_QUEUE } from './notifications.queue';

export interface EmailJobResult {
  delivered: boolean;
  messageId: string | null;
  /** Why nothing was sent although it could have been: the account is gone, or the address is a placeholder. */
  skipped?: 'account-gone' | 'invalid-address';
}

/**
 * Addresses under the reserved `.invalid` top-level domain (RFC 2606) can never receive mail; an
 * anonymised account's address is one (deleted-<id>@deleted.invalid).
 */
export function isUndeliverableAddress(address: string): boolean {
  return /\.invalid\.?$/i.test(address.trim());
}

/** Whether this attempt is the job's last: BullMQ counts the failed attempts before it in attemptsMade. */
function isLastAttempt(job: Job): boolean {
  return job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
}

/**
 * Delivers queued e-mail (worker.ts only). Mail for an account that is no longer live and mail to a
 * `.invalid` address is never sent. A permanent refusal (SMTP 5xx) is recorded and not retried; a
 * passing failure retries with the queue's backoff and is recorded when its last retry fails.
 */
@Injectable()
export class MailProcessor {
  private readonly logger = new Logger(MailProcessor.name);

  constructor(
    private readonly mailer: Mailer,
    @Inject(NOTIFICATION_RECIPIENTS) private readonly recipients: NotificationRecipients,
    private readonly failures: EmailDeliveryFailures,
  ) {}

  @QueueJob(NOTIFICATIONS_QUEUE, NOTIFICATION_JOBS.email)
  async email(job: Job<EmailJobData>): Promise<EmailJobResult> {
    const message = job.data;
    const skipped = await this.reasonToSkip(message);
    if (skipped) {
      // No address in the log: the account may be gone at its owner's request.
      this.logger.log(
        { jobId: job.id, category: message.category, userId: message.userId, skipped },
        skipped === 'account-gone'
          ? 'E-mail not sent: the account was deleted'
          : 'E-mail not sent: undeliverable address',
      );
      return { delivered: false, messageId: null, skipped };
    }
    if (!this.mailer.configured) {
      // Development without SMTP: the mail is not lost, it is readable in the job's log.
      await job.log(describeEmail(message));
      this.logger.warn(
        { jobId: job.id, category: message.category },
        `E-mail "${message.subject}" not sent (SMTP_URL is not set); kept in the job log`,
      );
      return { delivered: false, messageId: null };
    }
    try {
      const { messageId } = await this.mailer.send(message);
      this.logger.log({ jobId: job.id, category: message.category, messageId }, 'E-mail sent');
      return { delivered: true, messageId };
    } catch (error) {
      throw await this.failed(job, message, error);
    }
  }

  private async reasonToSkip(message: EmailMessage): Promise<EmailJobResult['skipped'] | null> {
    if (isUndeliverableAddress(message.to)) return 'invalid-address';
    if (message.userId && !(await this.recipients.recipientsOf([message.userId])).has(message.userId))
      return 'account-gone';
    return null;
  }

  /** Records a failure that ends the job's tries, and answers the error to fail the attempt with. */
  private async failed(job: Job<EmailJobData>, message: EmailMessage, error: unknown): Promise<Error> {
    const permanent = isPermanentSmtpFailure(error);
    if (permanent || isLastAttempt(job)) {
      try {
        await this.failures.record(message, error, permanent);
      } catch (recordError) {
        this.logger.error({ err: recordError, jobId: job.id }, 'Could not record a failed e-mail delivery');
      }
    }
    // A refusal for good is not retried: retrying would only be refused again.
    if (permanent) return new UnrecoverableError(deliveryFailureReason(error));
    return error instanceof Error ? error : new Error(deliveryFailureReason(error));
  }
}
