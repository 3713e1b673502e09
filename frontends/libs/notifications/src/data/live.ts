import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useChatConnection } from '@marketplace/chat/connection';
import { NOTIFICATION_SOCKET_EVENTS, type NotificationsChangedEvent } from '@marketplace/contracts';
import { applyUnreadCount } from './hooks';
import { notificationKeys } from './keys';

/**
 * Follows `notifications_changed` on the page's one socket (chat's connection, so a page never opens
 * a second one): the bell shows the new count at once and the lists refetch. A reconnect the server
 * did not recover refetches too, as events may have been missed. Answers whether the socket is
 * connected, so the caller polls while it is not.
 */
export function useNotificationsLive(): boolean {
  const connection = useChatConnection();
  const queryClient = useQueryClient();
  const [connected, setConnected] = useState(false);
  useEffect(() => {
    if (!connection) return;
    setConnected(connection.socket.connected);
    const stops = [
      connection.on('connect', () => setConnected(true)),
      connection.on('disconnect', () => setConnected(false)),
      connection.on<NotificationsChangedEvent>(NOTIFICATION_SOCKET_EVENTS.changed, (event) =>
        applyUnreadCount(queryClient, event.unreadCount),
      ),
      connection.onReconnect(() => void queryClient.invalidateQueries({ queryKey: notificationKeys.lists() })),
    ];
    return () => {
      for (const stop of stops) stop();
      setConnected(false);
    };
  }, [connection, queryClient]);
  return connection !== null && connected;
}
