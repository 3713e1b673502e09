/** React Query keys of the notification center; every key starts with 'notifications'. */
export const notificationKeys = {
  all: () => ['notifications'] as const,
  /** Every list of notifications (the bell's latest page and the full page's pages). */
  lists: () => ['notifications', 'list'] as const,
  latest: () => ['notifications', 'list', 'latest'] as const,
  pages: () => ['notifications', 'list', 'pages'] as const,
  preferences: () => ['notifications', 'preferences'] as const,
};
