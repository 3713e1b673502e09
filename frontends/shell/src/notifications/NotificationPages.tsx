import { lazy } from 'react';
import { ROLES } from '@marketplace/contracts';
import { RoleGuard } from '../access/RoleGuard';

const NotificationsPage = lazy(() =>
  import('@marketplace/notifications').then((lib) => ({ default: lib.NotificationsPage })),
);
const NotificationPreferencesPage = lazy(() =>
  import('@marketplace/notifications').then((lib) => ({ default: lib.NotificationPreferencesPage })),
);

/**
 * The notification center's pages, the same path for every role (NOTIFICATION_PATHS), behind the
 * role guard: signed in, with any role. Loaded lazily: public pages never pay for them.
 */
export default function NotificationPages({ page }: { page: 'center' | 'preferences' }) {
  return (
    <RoleGuard allowed={ROLES}>{page === 'center' ? <NotificationsPage /> : <NotificationPreferencesPage />}</RoleGuard>
  );
}
