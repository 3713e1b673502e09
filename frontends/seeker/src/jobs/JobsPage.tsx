import { Suspense, lazy } from 'react';
import { jobSearchQueryString } from '@marketplace/contracts';
import { useSession } from '@marketplace/auth';
import { PageLead, PageTitle, useDocumentTitle } from '@marketplace/ui';
import { isFiltered } from './search-params';
import { useJobSearch } from './api';
import { JobResults } from './JobResults';
import { SearchForm } from './SearchForm';
import { useJobSearchParams } from './useJobSearchParams';

export { SEARCH_DEBOUNCE_MS } from '@marketplace/ui/search';

// Only signed-in seekers can keep alerts; everyone else never loads that code.
const SaveAlert = lazy(() => import('../alerts/SaveAlert').then((m) => ({ default: m.SaveAlert })));

/** The job list with search and filters (`/jobs`, also `/seeker/jobs`); the search lives in the URL. */
export function JobsPage() {
  useDocumentTitle('Remote jobs');
  const { params, update, clear } = useJobSearchParams();
  const jobs = useJobSearch(params);
  const isSeeker = useSession().actingUser?.role === 'seeker';

  return (
    <section>
      <PageTitle>Remote and flexible jobs</PageTitle>
      <PageLead>Roles from employers who plan work around family life.</PageLead>

      <SearchForm params={params} onChange={update} onClear={clear} />
      {isSeeker ? (
        <Suspense fallback={null}>
          <SaveAlert query={jobSearchQueryString({ ...params, sort: undefined })} />
        </Suspense>
      ) : null}

      <JobResults jobs={jobs} filtered={isFiltered(params)} onClear={clear} />
    </section>
  );
}
