import { useEffect, useMemo, useRef, useState } from 'react';
import { useSession } from '@marketplace/auth';
import { CHAT_ROLES, CHAT_SOCKET_EVENTS, type ChatSocketAuth } from '@marketplace/contracts';
import { CHAT_BROWSER_EVENT } from './keys';
import { acquireChatConnection, releaseChatConnection, type ChatConnection, type ChatIdentity } from './socket';

/**
 * Whom chat acts for on this page: the signed-in user, or the user an admin impersonates (the
 * handshake then carries the claim in `auth`, as docs/chat.md says). Null when nobody who takes
 * part in chat is signed in.
 */
export function useChatIdentity(): ChatIdentity | null {
  const session = useSession();
  const userId = session.user?.id ?? null;
  const role = session.actingUser?.role ?? null;
  const record = session.impersonation;
  const impersonatedUserId = record?.impersonatedUser.id;
  const impersonatedUserRole = record?.impersonatedUser.role;
  const adminId = record?.adminId;
  return useMemo(() => {
    if (!userId || !role || !CHAT_ROLES.includes(role)) return null;
    const auth: ChatSocketAuth =
      impersonatedUserId && impersonatedUserRole && adminId
        ? { impersonatedUserId, impersonatedUserRole, adminId }
        : {};
    return { userId, auth };
  }, [userId, role, impersonatedUserId, impersonatedUserRole, adminId]);
}

/** The page's shared chat connection while this component is mounted; null until made or when signed out. */
export function useChatConnection(): ChatConnection | null {
  const identity = useChatIdentity();
  const [connection, setConnection] = useState<ChatConnection | null>(null);
  useEffect(() => {
    if (!identity) {
      setConnection(null);
      return;
    }
    const made = acquireChatConnection(identity);
    setConnection(made);
    return () => releaseChatConnection(made);
  }, [identity]);
  return connection;
}

/** Calls `handler` on a socket event while mounted (the latest handler, without resubscribing). */
export function useChatEvent<T>(connection: ChatConnection | null, event: string, handler: (payload: T) => void): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    if (!connection) return;
    return connection.on<T>(event, (payload) => latest.current(payload));
  }, [connection, event]);
}

/** The socket events after which the inbox and unread counts may have changed: each refreshes them. */
export const CHAT_REFRESH_EVENTS = [
  CHAT_SOCKET_EVENTS.messageReceived,
  CHAT_SOCKET_EVENTS.newMessage,
  CHAT_SOCKET_EVENTS.messagesRead,
  CHAT_SOCKET_EVENTS.userOnline,
  CHAT_SOCKET_EVENTS.userOffline,
] as const;

/**
 * Calls `refresh` on any event that may change the inbox: the socket's (CHAT_REFRESH_EVENTS), a
 * reconnect that missed events, and the browser's `new_message` event.
 */
export function useChatRefresh(connection: ChatConnection | null, refresh: () => void): void {
  const latest = useRef(refresh);
  latest.current = refresh;
  useEffect(() => {
    const call = () => latest.current();
    window.addEventListener(CHAT_BROWSER_EVENT, call);
    const stops = connection
      ? [...CHAT_REFRESH_EVENTS.map((event) => connection.on(event, call)), connection.onReconnect(call)]
      : [];
    return () => {
      window.removeEventListener(CHAT_BROWSER_EVENT, call);
      for (const stop of stops) stop();
    };
  }, [connection]);
}
