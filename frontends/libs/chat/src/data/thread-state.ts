import type { ChatMessage, ChatMessagesPage, ChatThreadSummary, MessagesReadEvent } from '@marketplace/contracts';

/** A thread's messages as a page holds them: oldest first, each once. Pure, so it is tested alone. */
export interface ThreadState {
  threadId: string | null;
  status: 'idle' | 'loading' | 'ready' | 'error';
  thread: ChatThreadSummary | null;
  messages: ChatMessage[];
  /** Older messages exist above the first one held. */
  hasOlder: boolean;
  loadingOlder: boolean;
}

export type ThreadAction =
  | { type: 'reset'; threadId: string | null }
  | { type: 'loaded'; page: ChatMessagesPage }
  | { type: 'failed' }
  | { type: 'loadingOlder' }
  | { type: 'older'; page: ChatMessagesPage }
  | { type: 'olderFailed' }
  | { type: 'merge'; messages: ChatMessage[]; thread?: ChatThreadSummary }
  | { type: 'read'; event: MessagesReadEvent };

export function initialThreadState(threadId: string | null): ThreadState {
  return {
    threadId,
    status: threadId ? 'loading' : 'idle',
    thread: null,
    messages: [],
    hasOlder: false,
    loadingOlder: false,
  };
}

/** Adds messages not held yet and replaces held ones by id; keeps the list oldest first. */
export function mergeMessages(held: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  if (incoming.length === 0) return held;
  const byId = new Map(held.map((message) => [message.id, message]));
  let changed = false;
  for (const message of incoming) {
    const before = byId.get(message.id);
    if (before && before.readAt === message.readAt) continue;
    byId.set(message.id, message);
    changed = true;
  }
  if (!changed) return held;
  // A stable sort by time keeps the server's order among messages of the same instant.
  return [...byId.values()].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
}

/** Read receipts: the reader's side has read the other side's messages up to and including `upToMessageId`. */
export function applyRead(messages: ChatMessage[], event: MessagesReadEvent): ChatMessage[] {
  const upTo = messages.findIndex((message) => message.id === event.upToMessageId);
  if (upTo < 0) return messages;
  let changed = false;
  const next = messages.map((message, index) => {
    if (index > upTo || message.readAt !== null || message.senderType === event.readerType) return message;
    changed = true;
    return { ...message, readAt: event.readAt };
  });
  return changed ? next : messages;
}

export function threadReducer(state: ThreadState, action: ThreadAction): ThreadState {
  switch (action.type) {
    case 'reset':
      return initialThreadState(action.threadId);
    case 'loaded':
      return {
        ...state,
        status: 'ready',
        thread: action.page.thread,
        messages: mergeMessages(state.messages, action.page.messages),
        hasOlder: action.page.hasMore,
      };
    case 'failed':
      return state.status === 'ready' ? state : { ...state, status: 'error' };
    case 'loadingOlder':
      return { ...state, loadingOlder: true };
    case 'older':
      return {
        ...state,
        loadingOlder: false,
        messages: mergeMessages(state.messages, action.page.messages),
        hasOlder: action.page.hasMore,
      };
    case 'olderFailed':
      return { ...state, loadingOlder: false };
    case 'merge':
      return {
        ...state,
        thread: action.thread ?? state.thread,
        messages: mergeMessages(state.messages, action.messages),
      };
    case 'read':
      return { ...state, messages: applyRead(state.messages, action.event) };
  }
}
