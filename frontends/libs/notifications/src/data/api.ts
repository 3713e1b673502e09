import { api } from '@marketplace/api-client';
import type {
  MarkNotificationsInput,
  NotificationPreferences,
  NotificationPreferencesInput,
  NotificationsPage,
  UnreadCountResponse,
} from '@marketplace/contracts';

/** Typed calls of the notification center's routes (backend/contracts/src/notification-center.ts). */

const BASE = '/api/notifications';

/** `GET /api/notifications?cursor=`: a page of the caller's notifications, newest first, with the unread count. */
export function fetchNotifications(cursor: string | null, options: { signal?: AbortSignal } = {}) {
  return api.get<NotificationsPage>(BASE, { query: { cursor: cursor ?? undefined }, signal: options.signal });
}

/** `POST /api/notifications/read`: these notifications, or all of them, read. */
export function markNotificationsRead(body: MarkNotificationsInput): Promise<UnreadCountResponse> {
  return api.post<UnreadCountResponse>(`${BASE}/read`, body);
}

/** `POST /api/notifications/seen`: the panel showed these. */
export function markNotificationsSeen(ids: string[]): Promise<UnreadCountResponse> {
  return api.post<UnreadCountResponse>(`${BASE}/seen`, { ids });
}

/** `GET /api/notifications/preferences`. */
export function fetchNotificationPreferences(options: { signal?: AbortSignal } = {}) {
  return api.get<NotificationPreferences>(`${BASE}/preferences`, { signal: options.signal });
}

/** `PUT /api/notifications/preferences`: the kinds named change, the others stay. */
export function saveNotificationPreferences(body: NotificationPreferencesInput): Promise<NotificationPreferences> {
  return api.put<NotificationPreferences>(`${BASE}/preferences`, body);
}
