import { Link, useParams } from 'react-router';
import styled from 'styled-components';
import { errorMessage } from '@marketplace/api-client';
import { CRITIQUE_STATUS_LABELS } from '@marketplace/contracts';
import { Badge, ErrorState, PageLead, PageTitle, Spinner, useDocumentTitle } from '@marketplace/ui';
import { formatDate } from '@marketplace/ui/dates';
import { useCritiqueWorkbench } from './api';
import { STATUS_TONES } from './status';
import { ResumePane } from './ResumePane';
import { ReviewPanel } from './ReviewPanel';

/** `/admin/critiques/:requestId`: the resume beside the scoring form. */
export function CritiqueWorkbenchPage() {
  const requestId = useParams().requestId ?? '';
  const workbench = useCritiqueWorkbench(requestId);
  const data = workbench.data;
  useDocumentTitle(data ? `Critique for ${data.item.seekerName}` : 'Critique');

  if (!data)
    return workbench.isError ? (
      <section>
        <PageTitle>Critique</PageTitle>
        <ErrorState
          title="We couldn't load this critique"
          message={errorMessage(workbench.error)}
          onRetry={() => void workbench.refetch()}
          retrying={workbench.isFetching}
        />
        <Link to="/admin/critiques">Back to the critiques</Link>
      </section>
    ) : (
      <Spinner label="Loading the critique…" />
    );

  const { item } = data;
  return (
    <section>
      <Link to="/admin/critiques">Back to the critiques</Link>
      <PageTitle>Critique for {item.seekerName}</PageTitle>
      <PageLead>
        Requested {formatDate(item.requestedAt)} ·{' '}
        <Badge $tone={STATUS_TONES[item.status]}>{CRITIQUE_STATUS_LABELS[item.status]}</Badge>
      </PageLead>
      <Columns>
        <ResumePane workbench={data} />
        {/* A new request id starts a new form. */}
        <ReviewPanel key={item.requestId} workbench={data} />
      </Columns>
    </section>
  );
}

export default CritiqueWorkbenchPage;

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;
  @media (max-width: 1023.98px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;
