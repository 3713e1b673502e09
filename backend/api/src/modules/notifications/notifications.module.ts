import { Module } from '@nestjs/common';
import { BullModule } from '@nestjs/bullmq';
import { QueueModule } from '../../infrastructure/queue/queue.module';
import { QUEUES } from '../../infrastructure/queue/queue.constants';
import { MailProcessor } from './mail.processor';
import { Mailer } from './mailer';
import { NotificationsService } from './notifications.service';

/** E-mail (and later in-app) notifications: modules queue them here; the worker delivers them. */
@Module({
  imports: [QueueModule, BullModule.registerQueue({ name: QUEUES.notifications })],
  providers: [NotificationsService],
  exports: [NotificationsService],
})
export class NotificationsModule {}

/** The worker's half: SMTP delivery. Only worker.ts imports it, so the HTTP process never consumes jobs. */
@Module({
  imports: [NotificationsModule, QueueModule],
  providers: [Mailer, MailProcessor],
})
export class NotificationsWorkerModule {}
