// The notification center's screens: the header's bell (also its own entry point,
// '@marketplace/notifications/bell', which the shell loads lazily), the full page and the preferences.
export { NotificationBell } from './bell/NotificationBell';
export { NotificationPanel, type NotificationPanelProps } from './bell/NotificationPanel';
export { NotificationsPage } from './page/NotificationsPage';
export { NotificationPreferencesPage } from './preferences/NotificationPreferencesPage';
export { NotificationLine, NotificationList, type NotificationLineProps } from './NotificationLine';
export { notificationKeys } from './data/keys';
export * from './data/api';
export {
  useLatestNotifications,
  useNotificationPages,
  useMarkNotificationsRead,
  useMarkNotificationsSeen,
  useNotificationPreferences,
  useSaveNotificationPreferences,
  applyUnreadCount,
} from './data/hooks';
export { useNotificationsLive } from './data/live';
