import { useCallback, useRef } from 'react';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CHAT_LIMITS,
  CHAT_SOCKET_EVENTS,
  type ChatMaintenanceState,
  type MarkReadResponse,
  type StartThreadRequest,
  type StartThreadResponse,
} from '@marketplace/contracts';
import { fetchConciergeChat, fetchInbox, fetchMaintenance, fetchThreads, postRead, startThread } from './api';
import { useChatConnection, useChatEvent, useChatIdentity, useChatRefresh } from './connection';
import { chatQueryKeys } from './keys';

/**
 * `GET /api/messages/inbox`: polled every 120 s as a fallback, refreshed at once on live events
 * (CHAT_REFRESH_EVENTS and the page's CHAT_BROWSER_EVENT).
 */
export function useChatInbox(limit: number = CHAT_LIMITS.inboxDefault) {
  const enabled = useChatIdentity() !== null;
  const connection = useChatConnection();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: chatQueryKeys.inbox(limit),
    queryFn: ({ signal }) => fetchInbox(limit, { signal }),
    enabled,
    refetchInterval: CHAT_LIMITS.inboxPollMs,
  });
  useChatRefresh(connection, () => void queryClient.invalidateQueries({ queryKey: chatQueryKeys.inbox(limit) }));
  return query;
}

/**
 * The caller's threads (newest activity first, with unread counts), a page of `limit` at a time
 * (fetchNextPage for older ones), polled and refreshed like the inbox.
 */
export function useChatThreads(limit: number = CHAT_LIMITS.threadsDefault) {
  const enabled = useChatIdentity() !== null;
  const connection = useChatConnection();
  const queryClient = useQueryClient();
  const query = useInfiniteQuery({
    queryKey: chatQueryKeys.threads(limit),
    queryFn: ({ signal, pageParam }) => fetchThreads({ limit, cursor: pageParam }, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled,
    refetchInterval: CHAT_LIMITS.inboxPollMs,
  });
  useChatRefresh(connection, () => void queryClient.invalidateQueries({ queryKey: chatQueryKeys.threads(limit) }));
  return query;
}

/**
 * Every unread message of the acting user (the badges): the inbox call's unreadCount, polled every
 * 60 s and refreshed on live events. 0 while unknown or signed out.
 */
export function useChatUnreadCount(): { count: number; isLoading: boolean; isError: boolean } {
  const enabled = useChatIdentity() !== null;
  const connection = useChatConnection();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: chatQueryKeys.unread(),
    queryFn: ({ signal }) => fetchInbox(1, { signal }).then((inbox) => inbox.unreadCount),
    enabled,
    refetchInterval: CHAT_LIMITS.badgePollMs,
  });
  useChatRefresh(connection, () => void queryClient.invalidateQueries({ queryKey: chatQueryKeys.unread() }));
  return { count: enabled ? (query.data ?? 0) : 0, isLoading: query.isLoading, isError: query.isError };
}

/**
 * Whether chat is under maintenance: `GET /api/messages/maintenance`, then the `chat_maintenance`
 * event as an admin switches it. `enabled` is false while unknown.
 */
export function useChatMaintenance(): { enabled: boolean; isLoading: boolean; state: ChatMaintenanceState | null } {
  const signedIn = useChatIdentity() !== null;
  const connection = useChatConnection();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: chatQueryKeys.maintenance(),
    queryFn: ({ signal }) => fetchMaintenance({ signal }),
    enabled: signedIn,
    refetchInterval: CHAT_LIMITS.badgePollMs,
  });
  useChatEvent<ChatMaintenanceState>(connection, CHAT_SOCKET_EVENTS.maintenance, (state) => {
    queryClient.setQueryData(chatQueryKeys.maintenance(), state);
  });
  return { enabled: query.data?.enabled === true, isLoading: query.isLoading, state: query.data ?? null };
}

/** `POST /api/messages/threads` (employers): the thread with a seeker, made or found. */
export function useStartThread() {
  const queryClient = useQueryClient();
  return useMutation<StartThreadResponse, Error, StartThreadRequest>({
    mutationFn: (body) => startThread(body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: chatQueryKeys.all() }),
  });
}

/** The concierge panel's data (`GET /api/messages/concierge/{jobId}`). */
export function useConciergeChat(jobId: string | null) {
  const enabled = useChatIdentity() !== null && jobId !== null;
  return useQuery({
    queryKey: chatQueryKeys.concierge(jobId ?? ''),
    queryFn: ({ signal }) => fetchConciergeChat(jobId ?? '', { signal }),
    enabled,
  });
}

/**
 * Reports a thread read up to a message (`POST .../read`), each message at most once, and updates
 * the badges from the answer. Failures are only logged: the next display reports again.
 */
export function useMarkRead(threadId: string | null): (upToMessageId: string) => Promise<MarkReadResponse | null> {
  const queryClient = useQueryClient();
  const reported = useRef(new Set<string>());
  return useCallback(
    async (upToMessageId: string) => {
      if (!threadId || reported.current.has(`${threadId}:${upToMessageId}`)) return null;
      reported.current.add(`${threadId}:${upToMessageId}`);
      try {
        const answer = await postRead(threadId, upToMessageId);
        queryClient.setQueryData(chatQueryKeys.unread(), answer.unreadCount);
        void queryClient.invalidateQueries({ queryKey: ['chat', 'inbox'] });
        void queryClient.invalidateQueries({ queryKey: ['chat', 'threads'] });
        return answer;
      } catch (error) {
        reported.current.delete(`${threadId}:${upToMessageId}`);
        console.error('Could not report chat messages as read', error);
        return null;
      }
    },
    [threadId, queryClient],
  );
}
