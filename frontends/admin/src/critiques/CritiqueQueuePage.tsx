import { Link } from 'react-router';
import styled from 'styled-components';
import { errorMessage } from '@marketplace/api-client';
import {
  CRITIQUE_STATUS_LABELS,
  type CritiqueQueueItem,
  type CritiqueStatus,
  readCritiqueQueueStatus,
} from '@marketplace/contracts';
import {
  Badge,
  EmptyState,
  ErrorState,
  PageLead,
  PageTitle,
  Spinner,
  useDocumentTitle,
  VisuallyHidden,
} from '@marketplace/ui';
import { Field, Select } from '@marketplace/ui/fields';
import { formatDate, formatDateTime } from '@marketplace/ui/dates';
import { filterRow } from '../filters';
import { Table, TableScroll } from '../Table';
import { useFilterParams } from '../useFilterParams';
import { useCritiqueQueue } from './api';
import { STATUS_TONES } from './status';

/** The queue's two views: what is still to do (the server's default), and what is done. */
type QueueView = 'open' | 'completed';

/** The view in the URL; anything but 'completed' (or a status the server would refuse) is the open queue. */
function viewOf(value: string | null): QueueView {
  return readCritiqueQueueStatus(value ?? undefined).status === 'completed' ? 'completed' : 'open';
}

/**
 * `/admin/critiques`: the reviewers' queue, open requests oldest first (or the completed ones),
 * each line opening its workbench.
 */
export function CritiqueQueuePage() {
  useDocumentTitle('Critiques');
  const [params, update] = useFilterParams<'status'>();
  const view = viewOf(params.get('status'));
  const status: CritiqueStatus | null = view === 'completed' ? 'completed' : null;
  const queue = useCritiqueQueue(status);
  const items = queue.data?.items;

  return (
    <section>
      <PageTitle>Critiques</PageTitle>
      <PageLead>Resume critiques seekers asked for, oldest first. Claim one to review it.</PageLead>
      <Filters aria-label="Filter critiques" onSubmit={(event) => event.preventDefault()}>
        <Field label="Status">
          {(props) => (
            <Select
              {...props}
              value={view}
              onChange={(event) => update({ status: event.target.value === 'completed' ? 'completed' : null })}
            >
              <option value="open">Open</option>
              <option value="completed">{CRITIQUE_STATUS_LABELS.completed}</option>
            </Select>
          )}
        </Field>
      </Filters>
      {items ? (
        items.length === 0 ? (
          <EmptyState title={view === 'open' ? 'No critiques waiting' : 'No completed critiques yet'} />
        ) : (
          <QueueTable items={items} busy={queue.isFetching} />
        )
      ) : queue.isError ? (
        <ErrorState
          title="We couldn't load the critiques"
          message={errorMessage(queue.error)}
          onRetry={() => void queue.refetch()}
          retrying={queue.isFetching}
        />
      ) : (
        <Spinner label="Loading critiques…" />
      )}
    </section>
  );
}

export default CritiqueQueuePage;

function QueueTable({ items, busy }: { items: CritiqueQueueItem[]; busy: boolean }) {
  return (
    <TableScroll>
      <Table aria-busy={busy || undefined}>
        <caption>
          {items.length} {items.length === 1 ? 'critique' : 'critiques'}
        </caption>
        <thead>
          <tr>
            <th scope="col">Requested</th>
            <th scope="col">Seeker</th>
            <th scope="col">Target role</th>
            <th scope="col">Industry</th>
            <th scope="col">Status</th>
            <th scope="col">Claimed by</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.requestId}>
              <td data-label="Requested" data-nowrap>
                <time dateTime={item.requestedAt}>{formatDate(item.requestedAt)}</time>
              </td>
              <th scope="row" data-label="Seeker">
                <Link to={`/admin/critiques/${encodeURIComponent(item.requestId)}`}>
                  {item.seekerName}
                  <VisuallyHidden>: open the critique</VisuallyHidden>
                </Link>
              </th>
              <td data-label="Target role">{item.targetRole}</td>
              <td data-label="Industry">{item.targetIndustry}</td>
              <td data-label="Status">
                <Badge $tone={STATUS_TONES[item.status]}>{CRITIQUE_STATUS_LABELS[item.status]}</Badge>
              </td>
              <td data-label="Claimed by">
                {item.claimedBy ? (
                  <>
                    {item.claimedBy.name}
                    {item.claimExpiresAt ? (
                      <Until>
                        until <time dateTime={item.claimExpiresAt}>{formatDateTime(item.claimExpiresAt)}</time>
                      </Until>
                    ) : null}
                  </>
                ) : (
                  '—'
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableScroll>
  );
}

const Filters = styled.form`
  ${filterRow}
`;

const Until = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;
