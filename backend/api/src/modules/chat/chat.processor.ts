import { Injectable } from '@nestjs/common';
import type { Job } from 'bullmq';
import { QueueJob } from '../../infrastructure/queue/queue-job.decorator';
import { CHAT_JOBS, CHAT_QUEUE, type NotifyMessageJob, type OfflineEmailJob } from './chat.queue';
import { ChatOfflineEmails, type OfflineEmailOutcome } from './emails/offline-emails.service';
import { ChatNotifications, type MessageNotificationOutcome } from './notify/chat-notifications.service';

/** Chat work of the worker: the notifications of new messages and the offline e-mails. */
@Injectable()
export class ChatProcessor {
  constructor(
    private readonly emails: ChatOfflineEmails,
    private readonly notifications: ChatNotifications,
  ) {}

  @QueueJob(CHAT_QUEUE, CHAT_JOBS.offlineEmail)
  offlineEmail(job: Job<OfflineEmailJob>): Promise<OfflineEmailOutcome> {
    return this.emails.run(job.data.threadId);
  }

  /** Safe to repeat: the notifications' keys record each once. */
  @QueueJob(CHAT_QUEUE, CHAT_JOBS.notifyMessage)
  notifyMessage(job: Job<NotifyMessageJob>): Promise<MessageNotificationOutcome> {
    return this.notifications.notifyMessage(job.data);
  }
}
