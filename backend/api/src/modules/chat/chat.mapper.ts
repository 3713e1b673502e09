import {
  chatAttachmentPath,
  type ChatCounterpart,
  type ChatMessage,
  type ChatSender,
  type ChatSenderType,
  type ChatThreadSummary,
  type InboxMessage,
  PRIVATE_COMPANY_NAME,
} from '@marketplace/contracts';
import { isAfter, type MessageRecord, type ThreadListRow, type ThreadRecord } from './chat.repository';

/** Who each side's messages are addressed to in one thread. */
export type ThreadRecipients = Record<ChatSenderType, string | null>;

/** What a message's shape needs besides its row: the company's name as the reader may see it, and the thread's recipients. */
export interface MessageContext {
  companyName: string;
  recipients: ThreadRecipients;
}

/**
 * Who the messages of each side are addressed to: the company's go to the seeker (direct) or the
 * concierge; the seeker's and the concierge's to the employer who stands for the company in the
 * thread (who started it, or the first who took part).
 */
export function threadRecipients(
  thread: Pick<ThreadRecord, 'kind' | 'seekerId' | 'startedById'>,
  adminId: string | null,
  firstEmployerId: string | null,
): ThreadRecipients {
  const companyContact = thread.startedById ?? firstEmployerId;
  return {
    employer: thread.kind === 'direct' ? thread.seekerId : adminId,
    seeker: companyContact,
    admin: companyContact,
  };
}

/** The company's name as a reader on `side` may see it: seekers get 'Private Company' when the thread's job hides it. */
export function companyNameFor(side: ChatSenderType, companyName: string, jobPrivate: boolean | null): string {
  return side === 'seeker' && jobPrivate === true ? PRIVATE_COMPANY_NAME : companyName;
}

export function toChatSender(
  sender: { id: string; name: string; type: ChatSenderType },
  companyName: string,
): ChatSender {
  return {
    id: sender.id,
    name: sender.name,
    type: sender.type,
    employer: sender.type === 'employer' ? { companyName } : null,
  };
}

/** A stored message in the contract's shape (the text under both of its names; the file as its members-only path). */
export function toChatMessage(record: MessageRecord, context: MessageContext): ChatMessage {
  const hasFile = record.attachmentName !== null;
  return {
    id: record.id,
    threadId: record.threadId,
    senderId: record.senderId,
    senderType: record.senderType,
    sender: toChatSender(
      { id: record.senderId, name: record.senderName, type: record.senderType },
      context.companyName,
    ),
    recipientId: context.recipients[record.senderType],
    content: record.content,
    message: record.content,
    messageType: hasFile ? 'file' : 'text',
    fileName: record.attachmentName,
    fileSize: record.attachmentSize,
    fileUrl: hasFile ? chatAttachmentPath(record.threadId, record.id) : null,
    createdAt: record.createdAt.toISOString(),
    readAt: record.readAt ? record.readAt.toISOString() : null,
  };
}

/** Whether the viewer has read a message: their own side's always; the other side's up to their last-read one. */
export function isReadBy(
  side: ChatSenderType,
  message: { senderType: ChatSenderType; createdAt: Date; id: string },
  lastRead: { createdAt: Date; id: string } | null,
): boolean {
  if (message.senderType === side) return true;
  return lastRead !== null && !isAfter(message, lastRead);
}

/** The viewer's last-read position in a listed thread, or null before they read anything. */
function lastReadOf(row: ThreadListRow): { createdAt: Date; id: string } | null {
  return row.viewerLastReadAt && row.viewerLastReadMessageId
    ? { createdAt: row.viewerLastReadAt, id: row.viewerLastReadMessageId }
    : null;
}

/** An inbox line: the thread's latest message (null for a thread without any). */
export function toInboxMessage(row: ThreadListRow, side: ChatSenderType): InboxMessage | null {
  if (
    row.lastMessageId === null ||
    row.lastMessageSenderId === null ||
    row.lastMessageSenderType === null ||
    row.lastMessageCreatedAt === null
  )
    return null;
  const companyName = companyNameFor(side, row.companyName, row.jobPrivate);
  return {
    id: row.lastMessageId,
    threadId: row.id,
    content: row.lastMessageContent ?? '',
    isRead: isReadBy(
      side,
      { senderType: row.lastMessageSenderType, createdAt: row.lastMessageCreatedAt, id: row.lastMessageId },
      lastReadOf(row),
    ),
    createdAt: row.lastMessageCreatedAt.toISOString(),
    sender: toChatSender(
      { id: row.lastMessageSenderId, name: row.lastMessageSenderName ?? '', type: row.lastMessageSenderType },
      companyName,
    ),
    application: row.jobId !== null && row.jobTitle !== null ? { job: { id: row.jobId, title: row.jobTitle } } : null,
  };
}

/** The pictures and presence a thread line shows, looked up for a whole page at once. */
export interface CounterpartExtras {
  /** Signed links by stored picture or logo URL. */
  pictures: ReadonlyMap<string, string | null>;
  online: ReadonlySet<string>;
  /** The company-side members of each thread (a company counts as online when one of them is). */
  employersByThread: ReadonlyMap<string, readonly string[]>;
}

/** The other side of a thread as the viewer sees it. */
export function toCounterpart(row: ThreadListRow, side: ChatSenderType, extras: CounterpartExtras): ChatCounterpart {
  const picture = (url: string | null) => (url === null ? null : (extras.pictures.get(url) ?? null));
  if (side === 'employer') {
    const isDirect = row.kind === 'direct';
    const userId = isDirect ? row.seekerId : row.adminId;
    return {
      type: isDirect ? 'seeker' : 'admin',
      userId,
      name: (isDirect ? row.seekerName : row.adminName) ?? '',
      companyName: null,
      pictureUrl: picture(isDirect ? row.seekerPictureUrl : row.adminPictureUrl),
      online: userId !== null && extras.online.has(userId),
    };
  }
  const companyName = companyNameFor(side, row.companyName, row.jobPrivate);
  const hidden = companyName !== row.companyName;
  return {
    type: 'employer',
    userId: null,
    name: companyName,
    companyName,
    pictureUrl: hidden ? null : picture(row.companyLogoUrl),
    online: (extras.employersByThread.get(row.id) ?? []).some((userId) => extras.online.has(userId)),
  };
}

/** A thread of the viewer's list. */
export function toThreadSummary(
  row: ThreadListRow,
  side: ChatSenderType,
  extras: CounterpartExtras,
): ChatThreadSummary {
  return {
    id: row.id,
    kind: row.kind,
    job: row.jobId !== null && row.jobTitle !== null ? { id: row.jobId, title: row.jobTitle } : null,
    counterpart: toCounterpart(row, side, extras),
    viewerType: side,
    lastMessage:
      row.lastMessageId !== null &&
      row.lastMessageSenderId !== null &&
      row.lastMessageSenderType !== null &&
      row.lastMessageCreatedAt !== null
        ? {
            id: row.lastMessageId,
            content: row.lastMessageContent ?? '',
            messageType: row.lastMessageHasFile ? 'file' : 'text',
            senderId: row.lastMessageSenderId,
            senderType: row.lastMessageSenderType,
            createdAt: row.lastMessageCreatedAt.toISOString(),
          }
        : null,
    unreadCount: row.unreadCount,
    lastActivityAt: row.lastActivityAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}
