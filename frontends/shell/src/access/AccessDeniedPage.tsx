import { Link } from 'react-router';
import { ACCOUNT_SCREEN_MESSAGES } from '@marketplace/contracts';
import { PageLead, PageTitle, useDocumentTitle } from '@marketplace/ui';

/** Shown when the role guard denies access and has nowhere to send the user. */
export function AccessDeniedPage() {
  useDocumentTitle(ACCOUNT_SCREEN_MESSAGES.accessDeniedTitle);
  return (
    <section>
      <PageTitle>{ACCOUNT_SCREEN_MESSAGES.accessDeniedTitle}</PageTitle>
      <PageLead>{ACCOUNT_SCREEN_MESSAGES.accessDeniedText}</PageLead>
      <p>
        <Link to="/">Go to the home page</Link>
      </p>
    </section>
  );
}
