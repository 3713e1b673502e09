import styled from 'styled-components';
import { errorMessage } from '@marketplace/api-client';
import { EMAIL_DELIVERY_MESSAGES as M, emailCategoryLabel, type EmailDeliveryFailure } from '@marketplace/contracts';
import { Badge, Button, Dialog, EmptyState, ErrorState, Spinner } from '@marketplace/ui';
import { formatDateTime } from '@marketplace/ui/dates';
import { Table, TableScroll } from '../Table';
import { useUserEmailFailures } from './api';

/** Whose failures the dialog shows. */
export interface EmailFailuresUser {
  id: string;
  name: string;
}

interface EmailFailuresDialogProps {
  /** The user whose failures show; null keeps the dialog closed. */
  user: EmailFailuresUser | null;
  onClose: () => void;
}

/** The e-mails to a user that could not be delivered: address, kind of mail, reason, refused or gave up, when. */
export function EmailFailuresDialog({ user, onClose }: EmailFailuresDialogProps) {
  return (
    <Dialog open={user !== null} onClose={onClose} title={M.title} description={user ? M.intro(user.name) : undefined}>
      {user ? <FailuresOf userId={user.id} /> : null}
    </Dialog>
  );
}

function FailuresOf({ userId }: { userId: string }) {
  const failures = useUserEmailFailures(userId, true);
  if (failures.isPending) return <Spinner label="Loading delivery failures…" />;
  if (failures.isError)
    return (
      <ErrorState
        title={M.loadFailed}
        message={errorMessage(failures.error)}
        onRetry={() => void failures.refetch()}
        retrying={failures.isFetching}
      />
    );
  if (failures.data.length === 0) return <EmptyState title={M.empty} />;
  return (
    <>
      <TableScroll>
        <FailuresTable failures={failures.data} />
      </TableScroll>
      {failures.hasNextPage ? (
        <Button
          $variant="secondary"
          onClick={() => void failures.fetchNextPage()}
          disabled={failures.isFetchingNextPage}
        >
          {M.loadMore}
        </Button>
      ) : null}
    </>
  );
}

function FailuresTable({ failures }: { failures: readonly EmailDeliveryFailure[] }) {
  return (
    <Table>
      <caption>
        {failures.length} {failures.length === 1 ? 'failed delivery' : 'failed deliveries'}
      </caption>
      <thead>
        <tr>
          <th scope="col">When</th>
          <th scope="col">Address</th>
          <th scope="col">Mail</th>
          <th scope="col">Reason</th>
          <th scope="col">Failure</th>
        </tr>
      </thead>
      <tbody>
        {failures.map((failure) => (
          <tr key={failure.id}>
            <th scope="row" data-label="When" data-nowrap>
              {formatDateTime(failure.occurredAt)}
            </th>
            <td data-label="Address">{failure.address}</td>
            <td data-label="Mail">
              {emailCategoryLabel(failure.category)}
              <Subject>{failure.subject}</Subject>
            </td>
            <td data-label="Reason">{failure.reason}</td>
            <td data-label="Failure">
              <Badge
                $tone={failure.permanent ? 'danger' : 'warning'}
                title={failure.permanent ? M.permanentHint : M.transientHint}
              >
                {failure.permanent ? M.permanent : M.transient}
              </Badge>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

const Subject = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
