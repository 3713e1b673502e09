import type { NotificationItem, NotificationsPage } from '@marketplace/contracts';

let next = 0;

/** A notification as GET /api/notifications answers it; unread and unseen unless said. */
export function buildNotification(overrides: Partial<NotificationItem> = {}): NotificationItem {
  next += 1;
  const n = String(next).padStart(12, '0');
  return {
    id: `00000000-0000-4000-8000-${n}`,
    kind: 'new-applicant',
    text: `New applicant for Remote Bookkeeper: Applicant ${next}`,
    link: '/employer/jobs/job-1/applicants',
    subjectId: 'job-1',
    subjectTitle: 'Remote Bookkeeper',
    createdAt: '2026-03-02T15:30:00.000Z',
    seenAt: null,
    readAt: null,
    ...overrides,
  };
}

export function buildNotificationsPage(overrides: Partial<NotificationsPage> = {}): NotificationsPage {
  const notifications = overrides.notifications ?? [];
  return {
    notifications,
    unreadCount: notifications.filter((item) => item.readAt === null).length,
    nextCursor: null,
    ...overrides,
  };
}
