import { CHAT_LIMITS } from '@marketplace/contracts';
import { defineQueue } from '../../infrastructure/queue/queue-definition';
import { QUEUES } from '../../infrastructure/queue/queue.constants';

/** Job names on QUEUES.chat (handled by ChatProcessor in worker.ts). */
export const CHAT_JOBS = {
  /** Looks at one thread's recipients: e-mails those offline long enough with unread messages, and comes back for the others. */
  offlineEmail: 'offline-email',
  /** Records the notification of a new message for the thread's recipients, off the send request's path. */
  notifyMessage: 'notify-message',
} as const;

export interface OfflineEmailJob {
  threadId: string;
}

export interface NotifyMessageJob {
  threadId: string;
  messageId: string;
}

/** What goes on the chat queue. */
export type ChatJob = OfflineEmailJob | NotifyMessageJob;

/** One notification job per message, however often it is queued (BullMQ job ids). */
export function notifyMessageJobId(messageId: string): string {
  return `notify-${messageId}`;
}

/** How long after a message its recipients are first looked at: the offline time that earns an e-mail. */
export const OFFLINE_EMAIL_DELAY_MS = CHAT_LIMITS.offlineEmailAfterMinutes * 60_000;

/**
 * One look per thread and due time, however many messages ask for it: a BullMQ job id (the queue
 * keeps finished ones a day, so adding it again adds nothing). Times are rounded up to the second.
 */
export function offlineEmailJobId(threadId: string, dueAt: number): string {
  return `offline-${threadId}-${Math.ceil(dueAt / 1000)}`;
}

/** The chat queue as data: the offline e-mail looks and the message notifications, two at a time. */
export const CHAT_QUEUE = defineQueue({
  queue: QUEUES.chat,
  jobs: CHAT_JOBS,
  concurrency: 2,
});
