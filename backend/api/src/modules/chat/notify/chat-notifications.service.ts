import { Injectable } from '@nestjs/common';
import { CHAT_MESSAGES, chatPagePath, type ChatSenderType } from '@marketplace/contracts';
import { NotificationCenter, type NotificationDraft } from '../../notifications';
import { companyNameFor } from '../chat.mapper';
import type { NotifyMessageJob } from '../chat.queue';
import { ChatRepository, isAfter, type RecipientState, type ThreadRecord } from '../chat.repository';

/** What one message's notification job did. */
export type MessageNotificationOutcome = { notified: number } | { notified: 0; reason: 'missing' };

/**
 * The 'chat-message' notifications (worker): each member of the thread on the other side from the
 * sender who has not read the message yet is notified, at most once per thread until they read it.
 * The notification's key names the thread and the recipient's read mark, so further messages
 * before they read add nothing (the panel shows one line per conversation; the unread counts of
 * chat show how many), and the first message after they read records a new one. The key holds
 * under concurrent jobs (the center records a key once); the cost is that a notification marked
 * read from the bell, without opening the thread, gets no successor until the thread is read or
 * answered (the thread stays unread in chat, and the offline e-mail still comes). Sending counts as
 * reading: the sender's own notifications about the thread are marked read. The e-mail of this
 * kind is the offline e-mail (ChatOfflineEmails), so the center sends none of its own.
 */
@Injectable()
export class ChatNotifications {
  constructor(
    private readonly chat: ChatRepository,
    private readonly center: NotificationCenter,
  ) {}

  async notifyMessage({ threadId, messageId }: NotifyMessageJob): Promise<MessageNotificationOutcome> {
    const [thread, message] = await Promise.all([
      this.chat.findThread(threadId),
      this.chat.findMessage(threadId, messageId),
    ]);
    if (!thread || !message) return { notified: 0, reason: 'missing' };
    await this.center.markReadAbout(message.senderId, ['chat-message'], thread.id);
    const waiting = (await this.chat.recipients(thread.id)).filter(
      (recipient) =>
        recipient.side !== message.senderType && !recipient.deleted && isAfter(message, readMark(recipient)),
    );
    if (waiting.length === 0) return { notified: 0 };
    const job = thread.jobId === null ? null : await this.chat.jobWithCompany(thread.jobId);
    const counterparts = new Map<ChatSenderType, string>();
    for (const side of new Set(waiting.map((recipient) => recipient.side)))
      counterparts.set(side, await counterpartName(this.chat, thread, side));
    const drafts = waiting.map((recipient): NotificationDraft => {
      const counterpart = counterparts.get(recipient.side) ?? 'Nestwork';
      return {
        userId: recipient.userId,
        kind: 'chat-message',
        text: CHAT_MESSAGES.newMessageNotification(counterpart, job?.title ?? null),
        link: chatPagePath(recipient.side, thread),
        subjectId: thread.id,
        subjectTitle: counterpart,
        dedupeKey: messageNotificationKey(thread.id, recipient.lastReadMessageId),
      };
    });
    const deliveries = await this.center.notify(drafts, { ownEmail: true });
    return { notified: deliveries.filter((delivery) => delivery.created).length };
  }
}

/** One unread notification per thread and read mark of the recipient: a new mark opens the next one. */
export function messageNotificationKey(threadId: string, lastReadMessageId: string | null): string {
  return `chat-${threadId}-after-${lastReadMessageId ?? 'start'}`;
}

/** Where the member has read the thread up to, or null when they have read nothing. */
function readMark(member: Pick<RecipientState, 'lastReadAt' | 'lastReadMessageId'>) {
  return member.lastReadAt && member.lastReadMessageId
    ? { createdAt: member.lastReadAt, id: member.lastReadMessageId }
    : null;
}

/**
 * Who the messages a member on `side` receives come from, as they may see it: for employers the
 * seeker (or the concierge); for seekers and concierges the company, hidden when its job hides it.
 */
export async function counterpartName(
  chat: ChatRepository,
  thread: ThreadRecord,
  side: ChatSenderType,
): Promise<string> {
  if (side === 'employer') {
    const members = await chat.members(thread.id);
    const otherId =
      thread.kind === 'direct' ? thread.seekerId : (members.find((member) => member.side === 'admin')?.userId ?? null);
    const [person] = otherId ? await chat.people([otherId]) : [];
    return person?.name ?? 'Nestwork';
  }
  const job = thread.jobId === null ? null : await chat.jobWithCompany(thread.jobId);
  return job ? companyNameFor(side, job.companyName, job.isCompanyPrivate) : 'Nestwork';
}
