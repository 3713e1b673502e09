import { useSearchParams } from 'react-router';
import { CRITIQUE_MESSAGES } from '@marketplace/contracts';
import { errorMessage } from '@marketplace/api-client';
import { ErrorState, PageLead, PageTitle, Skeleton, useDocumentTitle } from '@marketplace/ui';
import { CRITIQUES_TAB_PARAM, useCritiques, type CritiquesTab } from './api';
import { CritiqueList } from './list/CritiqueList';
import { CritiqueRequestForm } from './request/CritiqueRequestForm';
import { Tabs } from './Tabs';
import { CRITIQUE_TEXTS as T } from './texts';

function readTab(value: string | null): CritiquesTab | null {
  return value === 'list' || value === 'request' ? value : null;
}

/**
 * /seeker/critiques: the seeker's critiques and the form to request one, as two tabs. The open tab
 * is in the address; without one, the list opens when there is something in it, else the form.
 */
export function CritiquesPage() {
  useDocumentTitle(CRITIQUE_MESSAGES.pageTitle);
  const page = useCritiques();
  const [searchParams, setSearchParams] = useSearchParams();
  const chosen = readTab(searchParams.get(CRITIQUES_TAB_PARAM));

  const openTab = (tab: CritiquesTab) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(CRITIQUES_TAB_PARAM, tab);
        return next;
      },
      { replace: true },
    );

  return (
    <section>
      <PageTitle>{CRITIQUE_MESSAGES.pageTitle}</PageTitle>
      <PageLead>{T.pageLead}</PageLead>
      {page.isPending ? (
        <div aria-busy="true" aria-label={T.loading}>
          <Skeleton $height="160px" />
        </div>
      ) : page.isError ? (
        <ErrorState
          title={T.loadFailed}
          message={errorMessage(page.error)}
          onRetry={() => void page.refetch()}
          retrying={page.isFetching}
        />
      ) : (
        <Tabs
          label={CRITIQUE_MESSAGES.pageTitle}
          selected={chosen ?? (page.data.critiques.length ? 'list' : 'request')}
          onSelect={openTab}
          items={[
            {
              key: 'list',
              label: CRITIQUE_MESSAGES.resultsTab,
              panel: <CritiqueList critiques={page.data.critiques} onRequest={() => openTab('request')} />,
            },
            {
              key: 'request',
              label: CRITIQUE_MESSAGES.requestTab,
              panel: <CritiqueRequestForm entitlement={page.data.entitlement} onRequested={() => openTab('list')} />,
            },
          ]}
        />
      )}
    </section>
  );
}
