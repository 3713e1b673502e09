import { Module } from '@nestjs/common';
import { registerQueue } from '../../infrastructure/queue/queue-registration';
import { MailProcessor } from './mail.processor';
import { Mailer } from './mailer';
import { NOTIFICATIONS_QUEUE } from './notifications.queue';
import { NotificationsService } from './notifications.service';

/** E-mail (and later in-app) notifications: modules queue them here; the worker delivers them. */
@Module({
  imports: [registerQueue(NOTIFICATIONS_QUEUE)],
  providers: [NotificationsService],
  exports: [NotificationsService],
})
export class NotificationsModule {}

/** The worker's half: SMTP delivery, the handler of the notifications queue. Only worker.ts imports it. */
@Module({
  imports: [NotificationsModule],
  providers: [Mailer, MailProcessor],
})
export class NotificationsWorkerModule {}
