import { Injectable } from '@nestjs/common';
import type { Job } from 'bullmq';
import { QueueJob } from '../../infrastructure/queue/queue-job.decorator';
import { CHAT_JOBS, CHAT_QUEUE, type OfflineEmailJob } from './chat.queue';
import { ChatOfflineEmails, type OfflineEmailOutcome } from './emails/offline-emails.service';

/** Chat work of the worker: the offline e-mails. */
@Injectable()
export class ChatProcessor {
  constructor(private readonly emails: ChatOfflineEmails) {}

  @QueueJob(CHAT_QUEUE, CHAT_JOBS.offlineEmail)
  offlineEmail(job: Job<OfflineEmailJob>): Promise<OfflineEmailOutcome> {
    return this.emails.run(job.data.threadId);
  }
}
