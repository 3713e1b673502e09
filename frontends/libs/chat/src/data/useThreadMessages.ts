import { useCallback, useEffect, useReducer, useRef } from 'react';
import {
  CHAT_LIMITS,
  CHAT_SOCKET_EVENTS,
  type ChatMessage,
  type ChatThreadSummary,
  type MessagesReadEvent,
  type NewMessageEvent,
} from '@marketplace/contracts';
import { fetchMessages } from './api';
import { useChatConnection, useChatEvent } from './connection';
import { CHAT_BROWSER_EVENT } from './keys';
import { initialThreadState, threadReducer } from './thread-state';

export interface ThreadMessages {
  thread: ChatThreadSummary | null;
  /** Oldest first. */
  messages: ChatMessage[];
  /** 'error': the first page failed (show CHAT_MESSAGES.fetchFailed). */
  status: 'idle' | 'loading' | 'ready' | 'error';
  hasOlder: boolean;
  loadingOlder: boolean;
  /** Fetches the page above the first message held (`?before=`). */
  loadOlder(): Promise<void>;
  /** Fetches the newest page again. */
  reload(): Promise<void>;
}

/**
 * A thread's messages: the newest page, older pages on demand (cursor paging), new messages live
 * (`new_message` on the thread's room, and the page's own sends through the browser event), read
 * receipts (`messages_read`), and after each (re)join of the room what was missed (`?after=<last id>`).
 */
export function useThreadMessages(
  threadId: string | null,
  limit: number = CHAT_LIMITS.messagesDefault,
): ThreadMessages {
  const [state, dispatch] = useReducer(threadReducer, threadId, initialThreadState);
  const connection = useChatConnection();
  const latest = useRef(state);
  latest.current = state;
  const generation = useRef(0);

  const loadNewest = useCallback(async () => {
    if (!threadId) return;
    const mine = generation.current;
    try {
      const page = await fetchMessages(threadId, { limit });
      if (mine === generation.current) dispatch({ type: 'loaded', page });
    } catch (error) {
      if (mine !== generation.current) return;
      console.error('Could not load chat messages', error);
      dispatch({ type: 'failed' });
    }
  }, [threadId, limit]);

  // A new thread: start over.
  useEffect(() => {
    generation.current += 1;
    dispatch({ type: 'reset', threadId });
    void loadNewest();
  }, [threadId, loadNewest]);

  /** What came after the last message held, page by page (after a reconnect or a join). */
  const catchUp = useCallback(async () => {
    if (!threadId || latest.current.status !== 'ready') return;
    const mine = generation.current;
    let last = latest.current.messages.at(-1)?.id ?? null;
    if (!last) return void loadNewest();
    try {
      for (let pages = 0; pages < 20; pages += 1) {
        const page = await fetchMessages(threadId, { after: last, limit: CHAT_LIMITS.messagesMax });
        if (mine !== generation.current) return;
        dispatch({ type: 'merge', messages: page.messages, thread: page.thread });
        last = page.messages.at(-1)?.id ?? last;
        if (!page.hasMore || page.messages.length === 0) return;
      }
    } catch (error) {
      console.error('Could not fetch missed chat messages', error);
    }
  }, [threadId, loadNewest]);

  // Follow the thread's room while it shows; each (re)join fetches what may have been missed.
  useEffect(() => {
    if (!connection || !threadId) return;
    const stopJoined = connection.onThreadJoined((joined) => {
      if (joined === threadId) void catchUp();
    });
    const unfollow = connection.followThread(threadId);
    return () => {
      stopJoined();
      unfollow();
    };
  }, [connection, threadId, catchUp]);

  useChatEvent<NewMessageEvent>(connection, CHAT_SOCKET_EVENTS.newMessage, (event) => {
    if (event.threadId === threadId) dispatch({ type: 'merge', messages: [event.message] });
  });
  useChatEvent<MessagesReadEvent>(connection, CHAT_SOCKET_EVENTS.messagesRead, (event) => {
    if (event.threadId === threadId) dispatch({ type: 'read', event });
  });

  // The page's own sends (useSendMessage dispatches them as the browser's new_message event).
  useEffect(() => {
    const onLocal = (event: Event) => {
      const detail = (event as CustomEvent<NewMessageEvent | undefined>).detail;
      if (detail && detail.threadId === threadId && detail.message)
        dispatch({ type: 'merge', messages: [detail.message] });
    };
    window.addEventListener(CHAT_BROWSER_EVENT, onLocal);
    return () => window.removeEventListener(CHAT_BROWSER_EVENT, onLocal);
  }, [threadId]);

  const loadOlder = useCallback(async () => {
    const held = latest.current;
    const first = held.messages[0]?.id;
    if (!threadId || !first || !held.hasOlder || held.loadingOlder) return;
    const mine = generation.current;
    dispatch({ type: 'loadingOlder' });
    try {
      const page = await fetchMessages(threadId, { before: first, limit });
      if (mine === generation.current) dispatch({ type: 'older', page });
    } catch (error) {
      console.error('Could not load older chat messages', error);
      if (mine === generation.current) dispatch({ type: 'olderFailed' });
    }
  }, [threadId, limit]);

  return {
    thread: state.thread,
    messages: state.messages,
    status: state.status,
    hasOlder: state.hasOlder,
    loadingOlder: state.loadingOlder,
    loadOlder,
    reload: loadNewest,
  };
}
