import { Link } from 'react-router';
import { PageLead, PageTitle } from './Page';
import { useDocumentTitle } from './useDocumentTitle';

/** The not-found page, used by the shell and by each remote's catch-all route. */
export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <section>
      <PageTitle>Page not found</PageTitle>
      <PageLead>The page you are looking for does not exist or has moved.</PageLead>
      <p>
        <Link to="/">Go to the home page</Link> or <Link to="/jobs">browse remote jobs</Link>.
      </p>
    </section>
  );
}
