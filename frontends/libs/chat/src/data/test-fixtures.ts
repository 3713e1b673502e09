import type { ChatMessage, ChatMessagesPage, ChatThreadSummary } from '@marketplace/contracts';

/** Chat shapes for tests, as the server answers them. */
let sequence = 0;

export function buildChatThread(overrides: Partial<ChatThreadSummary> = {}): ChatThreadSummary {
  sequence += 1;
  return {
    id: `thread-${sequence}`,
    kind: 'direct',
    job: { id: 'job-1', title: 'Remote Bookkeeper' },
    counterpart: {
      type: 'seeker',
      userId: 'seeker-1',
      name: 'Maya Thompson',
      companyName: null,
      pictureUrl: null,
      online: false,
    },
    viewerType: 'employer',
    lastMessage: null,
    unreadCount: 0,
    lastActivityAt: '2025-03-03T10:00:00.000Z',
    createdAt: '2025-03-03T10:00:00.000Z',
    ...overrides,
  };
}

export function buildChatMessage(overrides: Partial<ChatMessage> = {}): ChatMessage {
  sequence += 1;
  const content = overrides.content ?? `Message ${sequence}`;
  const senderType = overrides.senderType ?? 'employer';
  return {
    id: `message-${sequence}`,
    threadId: 'thread-1',
    senderId: senderType === 'employer' ? 'employer-1' : 'seeker-1',
    senderType,
    sender: {
      id: senderType === 'employer' ? 'employer-1' : 'seeker-1',
      name: senderType === 'employer' ? 'Erin Employer' : 'Maya Thompson',
      type: senderType,
      employer: senderType === 'employer' ? { companyName: 'Acme Care' } : null,
    },
    recipientId: null,
    content,
    message: content,
    messageType: 'text',
    fileName: null,
    fileSize: null,
    fileUrl: null,
    createdAt: new Date(Date.UTC(2025, 2, 3, 10, 0, sequence)).toISOString(),
    readAt: null,
    ...overrides,
  };
}

export function buildMessagesPage(
  messages: ChatMessage[],
  overrides: Partial<ChatMessagesPage> = {},
): ChatMessagesPage {
  return {
    thread: buildChatThread({ id: messages[0]?.threadId ?? 'thread-1' }),
    messages,
    hasMore: false,
    ...overrides,
  };
}
