import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  NOTIFICATION_LIMITS,
  type MarkNotificationsInput,
  type NotificationPreferencesInput,
  type NotificationsPage,
} from '@marketplace/contracts';
import {
  fetchNotificationPreferences,
  fetchNotifications,
  markNotificationsRead,
  markNotificationsSeen,
  saveNotificationPreferences,
} from './api';
import { notificationKeys } from './keys';

/** Shows a new unread count at once on the bell, then refetches every list (their read marks changed). */
export function applyUnreadCount(queryClient: QueryClient, unreadCount: number): void {
  queryClient.setQueryData<NotificationsPage>(notificationKeys.latest(), (page) =>
    page ? { ...page, unreadCount } : page,
  );
  void queryClient.invalidateQueries({ queryKey: notificationKeys.lists() });
}

/**
 * The newest page of notifications: the bell's count and the panel's list. `poll` asks again every
 * NOTIFICATION_LIMITS.pollSeconds, the fallback while the live connection is down.
 */
export function useLatestNotifications({ poll }: { poll: boolean }) {
  return useQuery({
    queryKey: notificationKeys.latest(),
    queryFn: ({ signal }) => fetchNotifications(null, { signal }),
    refetchInterval: poll ? NOTIFICATION_LIMITS.pollSeconds * 1000 : false,
  });
}

/** Every notification, a page at a time (fetchNextPage for older ones). */
export function useNotificationPages() {
  return useInfiniteQuery({
    queryKey: notificationKeys.pages(),
    queryFn: ({ signal, pageParam }) => fetchNotifications(pageParam, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** Marks notifications (or all) read; the bell and the lists follow the answer. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MarkNotificationsInput) => markNotificationsRead(body),
    onSuccess: ({ unreadCount }) => applyUnreadCount(queryClient, unreadCount),
  });
}

/** Tells the server the panel showed these notifications. */
export function useMarkNotificationsSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => markNotificationsSeen(ids),
    onSuccess: ({ unreadCount }) => applyUnreadCount(queryClient, unreadCount),
  });
}

export function useNotificationPreferences() {
  return useQuery({
    queryKey: notificationKeys.preferences(),
    queryFn: ({ signal }) => fetchNotificationPreferences({ signal }),
  });
}

/** Saves preferences; the saved answer becomes the page's data. */
export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationPreferencesInput) => saveNotificationPreferences(body),
    onSuccess: (saved) => queryClient.setQueryData(notificationKeys.preferences(), saved),
  });
}
