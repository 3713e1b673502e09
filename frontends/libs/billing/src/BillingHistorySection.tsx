import styled from 'styled-components';
import { type BillingHistoryEntry, type ChargeStatus, formatReceiptAmount } from '@marketplace/contracts';
import { errorMessage } from '@marketplace/api-client';
import { Badge, type BadgeTone, Button, Card, ErrorState, Skeleton, VisuallyHidden } from '@marketplace/ui';
import { formatDate } from '@marketplace/ui/dates';
import { type BillingAudience, useBillingHistory } from './api';
import { HISTORY_TEXTS as T } from './texts';

export interface BillingHistorySectionProps {
  audience: BillingAudience;
}

const STATUS: Record<ChargeStatus, { label: string; tone: BadgeTone }> = {
  approved: { label: 'Paid', tone: 'success' },
  pending: { label: 'Processing', tone: 'info' },
  review: { label: 'Under review', tone: 'warning' },
  declined: { label: 'Declined', tone: 'danger' },
  error: { label: 'Failed', tone: 'danger' },
};

/** A charge's status as a badge; a refunded one says so. */
function StatusBadge({ entry }: { entry: BillingHistoryEntry }) {
  if (entry.refund) return <Badge $tone="neutral">{`${T.refunded} ${formatDate(entry.refund.refundedAt)}`}</Badge>;
  const status = STATUS[entry.status];
  return <Badge $tone={status.tone}>{status.label}</Badge>;
}

/**
 * The signed-in user's charges, newest first, with a download link for each receipt. Seekers and
 * employers use it on their billing pages; more rows load on demand.
 */
export function BillingHistorySection({ audience }: BillingHistorySectionProps) {
  const history = useBillingHistory(audience);

  return (
    <Spaced as="section" aria-labelledby="billing-history-title">
      <Title id="billing-history-title">{T.title}</Title>
      {history.isPending ? (
        <div aria-busy="true" aria-label={T.loading}>
          <Skeleton $height="3rem" />
        </div>
      ) : history.isError ? (
        <ErrorState
          title={T.loadFailed}
          message={errorMessage(history.error)}
          onRetry={() => void history.refetch()}
          retrying={history.isFetching}
        />
      ) : history.data.length === 0 ? (
        <Empty>{T.empty}</Empty>
      ) : (
        <>
          <Scroll>
            <Table>
              <caption>
                <VisuallyHidden>{T.caption}</VisuallyHidden>
              </caption>
              <thead>
                <tr>
                  <th scope="col">{T.date}</th>
                  <th scope="col">{T.item}</th>
                  <th scope="col">{T.amount}</th>
                  <th scope="col">{T.card}</th>
                  <th scope="col">{T.status}</th>
                  <th scope="col">{T.receipt}</th>
                </tr>
              </thead>
              <tbody>
                {history.data.map((entry) => (
                  <tr key={entry.id}>
                    <td data-nowrap>{formatDate(entry.date)}</td>
                    <th scope="row">{entry.description}</th>
                    <td data-nowrap>{formatReceiptAmount(entry.amount)}</td>
                    <td data-nowrap>{`${entry.cardBrand} •••• ${entry.cardLast4}`}</td>
                    <td>
                      <StatusBadge entry={entry} />
                    </td>
                    <td data-nowrap>
                      {entry.receiptPdfUrl && entry.receiptNumber ? (
                        <a
                          href={entry.receiptPdfUrl}
                          download
                          aria-label={`${T.download} ${entry.receiptNumber} (PDF)`}
                        >
                          {entry.receiptNumber}
                        </a>
                      ) : (
                        '—'
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </Scroll>
          {history.hasNextPage ? (
            <More>
              <Button
                $variant="secondary"
                onClick={() => void history.fetchNextPage()}
                disabled={history.isFetchingNextPage}
              >
                {history.isFetchingNextPage ? T.loadingMore : T.loadMore}
              </Button>
            </More>
          ) : null}
        </>
      )}
    </Spaced>
  );
}

// Below the cards section on the billing pages.
const Spaced = styled(Card)`
  margin-top: ${({ theme }) => theme.space.xl};
`;

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Empty = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Scroll = styled.div`
  overflow-x: auto;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  th,
  td {
    text-align: left;
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: middle;
  }
  thead th {
    border-top: 0;
    white-space: nowrap;
  }
  tbody th {
    font-weight: 500;
  }
  td[data-nowrap] {
    white-space: nowrap;
  }
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space.lg};
`;
