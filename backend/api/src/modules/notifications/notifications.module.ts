import { Module } from '@nestjs/common';
import { registerQueue } from '../../infrastructure/queue/queue-registration';
import { MailProcessor } from './mail.processor';
import { Mailer } from './mailer';
import { NOTIFICATIONS_QUEUE } from './notifications.queue';
import { NotificationsService } from './notifications.service';
import { EmailPreferencesRepository } from './preferences/email-preferences.repository';
import { EmailPreferences } from './preferences/email-preferences.service';
import { EmailUnsubscribeController } from './preferences/email-unsubscribe.controller';

/**
 * E-mail (and later in-app) notifications: modules queue them here; the worker delivers them.
 * Recipients turn kinds of notification e-mail off with the signed link in each (EmailPreferences,
 * the public /api/notifications/unsubscribe).
 */
@Module({
  imports: [registerQueue(NOTIFICATIONS_QUEUE)],
  controllers: [EmailUnsubscribeController],
  providers: [NotificationsService, EmailPreferencesRepository, EmailPreferences],
  exports: [NotificationsService, EmailPreferences],
})
export class NotificationsModule {}

/** The worker's half: SMTP delivery, the handler of the notifications queue. Only worker.ts imports it. */
@Module({
  imports: [NotificationsModule],
  providers: [Mailer, MailProcessor],
})
export class NotificationsWorkerModule {}
