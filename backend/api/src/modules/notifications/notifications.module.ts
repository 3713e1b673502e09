import { Module } from '@nestjs/common';
import { registerQueue } from '../../infrastructure/queue/queue-registration';
import { DigestMailer } from './center/digest-mailer';
import { DigestScheduler } from './center/digest-scheduler';
import { NotificationCenter } from './center/notification-center.service';
import { NotificationInbox } from './center/notification-inbox.service';
import { NotificationsController } from './center/notifications.controller';
import { NotificationsRepository } from './center/notifications.repository';
import { AdminEmailFailuresController } from './deliveries/admin-email-failures.controller';
import { EmailDeliveryFailuresRepository } from './deliveries/email-delivery-failures.repository';
import { EmailDeliveryFailures } from './deliveries/email-delivery-failures.service';
import { DigestProcessor } from './digest.processor';
import { MailProcessor } from './mail.processor';
import { Mailer } from './mailer';
import { NOTIFICATIONS_QUEUE } from './notifications.queue';
import { NotificationsService } from './notifications.service';
import { EmailUnsubscribeController } from './preferences/email-unsubscribe.controller';
import { NotificationPreferencesRepository } from './preferences/notification-preferences.repository';
import { NotificationPreferences } from './preferences/notification-preferences.service';

/**
 * Notifications: every notification per recipient (the bell's list and count, NotificationCenter
 * records them), each person's preferences per kind and channel with the signed one-click
 * unsubscribe links, the daily digest, and e-mail: modules queue mail here and the worker delivers
 * it, recording the deliveries that failed for admins to read. The recipients' addresses come
 * through the NOTIFICATION_RECIPIENTS port (accounts provides it).
 */
@Module({
  imports: [registerQueue(NOTIFICATIONS_QUEUE)],
  controllers: [EmailUnsubscribeController, NotificationsController, AdminEmailFailuresController],
  providers: [
    NotificationsService,
    NotificationPreferencesRepository,
    NotificationPreferences,
    NotificationsRepository,
    DigestScheduler,
    NotificationCenter,
    NotificationInbox,
    EmailDeliveryFailuresRepository,
    EmailDeliveryFailures,
    DigestMailer,
  ],
  // DigestMailer and EmailDeliveryFailures for the worker's half below; other modules use index.ts.
  exports: [NotificationsService, NotificationPreferences, NotificationCenter, EmailDeliveryFailures, DigestMailer],
})
export class NotificationsModule {}

/** The worker's half: SMTP delivery and the digests, the handlers of the notifications queue. Only worker.ts imports it. */
@Module({
  imports: [NotificationsModule],
  providers: [Mailer, MailProcessor, DigestProcessor],
})
export class NotificationsWorkerModule {}
