import { Injectable, Logger } from '@nestjs/common';
import { InjectQueue } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { CHAT_LIMITS, chatPagePath } from '@marketplace/contracts';
import { Clock } from '../../../core/clock/clock';
import type { AppConfig } from '../../../config/app-config';
import { InjectConfig } from '../../../config/config.module';
import { QUEUES } from '../../../infrastructure/queue/queue.constants';
import { NotificationPreferences, NotificationsService, renderEmail } from '../../notifications';
import { CHAT_JOBS, type OfflineEmailJob, OFFLINE_EMAIL_DELAY_MS, offlineEmailJobId } from '../chat.queue';
import { ChatRepository, type RecipientState, type ThreadRecord } from '../chat.repository';
import { counterpartName } from '../notify/chat-notifications.service';
import { ChatPresence } from '../realtime/chat-presence';
import { chatOfflineEmailTemplate, OFFLINE_EMAIL_QUOTE_MAX } from './offline-email';

const MINUTE = 60_000;
/** At most one e-mail per thread and recipient in this long. */
export const OFFLINE_EMAIL_EVERY_MS = CHAT_LIMITS.offlineEmailEveryMinutes * MINUTE;
/** Messages waiting longer than this are not chased any more (the recipient gets the next ones' e-mail). */
export const OFFLINE_EMAIL_GIVE_UP_MS = 24 * 60 * MINUTE;

/** What one look at a thread came to. */
export interface OfflineEmailOutcome {
  sent: number;
  /** When the thread is looked at again; null when nobody is waited for. */
  nextAt: string | null;
}

/** When a recipient is due an e-mail: their oldest untold message is old enough, the hour since the last one passed, and they were away long enough. */
export function offlineEmailDueAt(
  recipient: Pick<RecipientState, 'oldestUntoldAt' | 'emailedAt'>,
  presence: { online: boolean; lastSeen: Date | null },
  now: Date,
): number | null {
  if (recipient.oldestUntoldAt === null) return null;
  let due = recipient.oldestUntoldAt.getTime() + OFFLINE_EMAIL_DELAY_MS;
  if (recipient.emailedAt) due = Math.max(due, recipient.emailedAt.getTime() + OFFLINE_EMAIL_EVERY_MS);
  // Connected now: they may read it; look again once they could have been away long enough.
  if (presence.online) due = Math.max(due, now.getTime() + OFFLINE_EMAIL_DELAY_MS);
  else if (presence.lastSeen) due = Math.max(due, presence.lastSeen.getTime() + OFFLINE_EMAIL_DELAY_MS);
  return due;
}

/**
 * The offline e-mail (worker), the e-mail of 'chat-message' notifications: a member of a thread who
 * has been away from chat for 10 minutes while messages of the other side wait unread for them gets
 * one e-mail about them, at most one per thread an hour, and only about messages no earlier e-mail
 * told them of; only when they want this kind's e-mail as it happens (with 'digest' the daily
 * digest carries the notification; with 'off' nothing goes; the link in each turns it off). Each
 * look at a thread comes back when someone may become due.
 */
@Injectable()
export class ChatOfflineEmails {
  private readonly logger = new Logger(ChatOfflineEmails.name);

  constructor(
    private readonly chat: ChatRepository,
    private readonly presence: ChatPresence,
    private readonly preferences: NotificationPreferences,
    private readonly notifications: NotificationsService,
    private readonly clock: Clock,
    @InjectConfig() private readonly config: AppConfig,
    @InjectQueue(QUEUES.chat) private readonly queue: Queue<OfflineEmailJob>,
  ) {}

  async run(threadId: string): Promise<OfflineEmailOutcome> {
    const now = this.clock.now();
    const thread = await this.chat.findThread(threadId);
    if (!thread) return { sent: 0, nextAt: null };
    const waiting = (await this.chat.recipients(thread.id)).filter(
      (recipient) =>
        !recipient.deleted &&
        recipient.oldestUntoldAt !== null &&
        now.getTime() - recipient.oldestUntoldAt.getTime() <= OFFLINE_EMAIL_GIVE_UP_MS,
    );
    if (waiting.length === 0) return { sent: 0, nextAt: null };
    const modes = await this.preferences.emailModesOf(
      waiting.map((recipient) => recipient.userId),
      'chat-message',
    );
    const online = await this.presence.onlineAmong(waiting.map((recipient) => recipient.userId));
    let next: number | null = null;
    let sent = 0;
    for (const recipient of waiting) {
      if (modes.get(recipient.userId) !== 'immediate') continue;
      const isOnline = online.has(recipient.userId);
      const lastSeen = isOnline ? null : await this.presence.lastSeen(recipient.userId);
      const due = offlineEmailDueAt(recipient, { online: isOnline, lastSeen }, now);
      if (due === null) continue;
      if (due > now.getTime()) {
        next = next === null ? due : Math.min(next, due);
        continue;
      }
      if (await this.send(thread, recipient)) sent += 1;
    }
    if (next !== null) await this.lookAgain(thread.id, next);
    return { sent, nextAt: next === null ? null : new Date(next).toISOString() };
  }

  private async send(thread: ThreadRecord, recipient: RecipientState): Promise<boolean> {
    const upTo = recipient.newestUnreadAt ?? recipient.oldestUntoldAt;
    if (!upTo) return false;
    const [counterpart, job, [latest]] = await Promise.all([
      counterpartName(this.chat, thread, recipient.side),
      thread.jobId === null ? Promise.resolve(null) : this.chat.jobWithCompany(thread.jobId),
      this.chat.messages(thread.id, null, 'before', 1),
    ]);
    const quote = latest && latest.senderType !== recipient.side ? shorten(latest.content) : '';
    const email = await renderEmail(chatOfflineEmailTemplate, recipient.email, {
      recipientName: recipient.name,
      counterpart,
      jobTitle: job?.title ?? null,
      unreadCount: recipient.unreadCount,
      latest: quote,
      threadUrl: `${this.config.publicUrl}${chatPagePath(recipient.side, thread)}`,
      unsubscribeUrl: await this.preferences.unsubscribeUrl(recipient.userId, 'chat-message'),
    });
    // Queued once per thread, recipient and newest message however often this look runs.
    await this.notifications.sendEmail(
      { ...email, userId: recipient.userId },
      {
        dedupeKey: `chat-${thread.id}-${recipient.userId}-${upTo.getTime()}`,
      },
    );
    await this.chat.markEmailed(thread.id, recipient.userId, this.clock.now(), upTo);
    this.logger.log({ threadId: thread.id, userId: recipient.userId }, 'Sent the offline e-mail of a chat thread');
    return true;
  }

  private async lookAgain(threadId: string, at: number): Promise<void> {
    const due = Math.ceil(at / MINUTE) * MINUTE;
    await this.queue.add(
      CHAT_JOBS.offlineEmail,
      { threadId },
      { delay: Math.max(0, due - this.clock.now().getTime()), jobId: offlineEmailJobId(threadId, due) },
    );
  }
}

function shorten(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= OFFLINE_EMAIL_QUOTE_MAX ? flat : `${flat.slice(0, OFFLINE_EMAIL_QUOTE_MAX - 1)}…`;
}
