import { Link } from 'react-router';
import { errorMessage } from '@marketplace/api-client';
import { useSession } from '@marketplace/auth';
import {
  NOTIFICATION_CENTER_MESSAGES as MESSAGES,
  NOTIFICATION_PATHS,
  NOTIFICATION_SCREEN_MESSAGES,
} from '@marketplace/contracts';
import { ErrorState, PageLead, PageTitle, Spinner, useDocumentTitle } from '@marketplace/ui';
import { useNotificationPreferences } from '../data/hooks';
import { PreferencesForm } from './PreferencesForm';

/** `/settings/notifications` for every role: what shows under the bell and what reaches the inbox. */
export function NotificationPreferencesPage() {
  useDocumentTitle(MESSAGES.preferencesTitle);
  const role = useSession().actingUser?.role ?? null;
  const preferences = useNotificationPreferences();
  return (
    <section>
      <PageTitle>{MESSAGES.preferencesTitle}</PageTitle>
      <PageLead>{MESSAGES.preferencesIntro}</PageLead>
      <p>
        <Link to={NOTIFICATION_PATHS.center}>{MESSAGES.seeAll}</Link>
      </p>
      {preferences.isError ? (
        <ErrorState
          title={MESSAGES.loadFailed}
          message={errorMessage(preferences.error)}
          onRetry={() => void preferences.refetch()}
          retrying={preferences.isFetching}
        />
      ) : preferences.data && role ? (
        <PreferencesForm saved={preferences.data} role={role} />
      ) : (
        <Spinner label={NOTIFICATION_SCREEN_MESSAGES.loadingPreferences} />
      )}
    </section>
  );
}

export default NotificationPreferencesPage;
