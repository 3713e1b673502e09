import { Module } from '@nestjs/common';
import { registerQueue } from '../../infrastructure/queue/queue-registration';
import { DigestScheduler } from './center/digest-scheduler';
import { NotificationCenter } from './center/notification-center.service';
import { NotificationInbox } from './center/notification-inbox.service';
import { NotificationsController } from './center/notifications.controller';
import { NotificationsRepository } from './center/notifications.repository';
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
 * it. The recipients' addresses come through the NOTIFICATION_RECIPIENTS port (accounts provides it).
 */
@Module({
  imports: [registerQueue(NOTIFICATIONS_QUEUE)],
  controllers: [EmailUnsubscribeController, NotificationsController],
  providers: [
    NotificationsService,
    NotificationPreferencesRepository,
    NotificationPreferences,
    NotificationsRepository,
    DigestScheduler,
    NotificationCenter,
    NotificationInbox,
  ],
  exports: [NotificationsService, NotificationPreferences, NotificationCenter],
})
export class NotificationsModule {}

/** The worker's half: SMTP delivery and the digests, the handlers of the notifications queue. Only worker.ts imports it. */
@Module({
  imports: [NotificationsModule],
  providers: [Mailer, MailProcessor],
})
export class NotificationsWorkerModule {}
