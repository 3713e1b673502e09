import { useState } from 'react';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { validateRejectJob, type AdminJobQueueItem } from '@marketplace/contracts';
import { errorMessage, isApiError } from '@marketplace/api-client';
import { JobDetailView } from '@marketplace/jobs';
import {
  Badge,
  Button,
  Dialog,
  EmptyState,
  ErrorState,
  Field,
  PageLead,
  PageTitle,
  Skeleton,
  TextArea,
  useDocumentTitle,
  useToast,
} from '@marketplace/ui';
import { pageFromParam, useApproveJob, useJobQueue, useRejectJob } from '../api';
import { formatDateTime } from '@marketplace/ui/dates';
import { Pager } from '../Pager';

/** /admin/jobs: submitted jobs waiting for review, oldest first; approve or reject with a reason. */
export function JobQueuePage() {
  useDocumentTitle('Job review queue');
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const page = pageFromParam(params.get('page'));
  const [rejecting, setRejecting] = useState<AdminJobQueueItem | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);

  const queue = useJobQueue(page);
  const approve = useApproveJob({
    onSuccess: (_result, item) => {
      toast.show(`'${item.title}' approved and now public`, { tone: 'success' });
    },
    onError: (error) => toast.show(errorMessage(error), { tone: 'error' }),
  });
  const reject = useRejectJob({
    onSuccess: (_result, { item }) => {
      toast.show(`'${item.title}' rejected`, { tone: 'success' });
      closeReject();
    },
    onError: (error) =>
      setReasonError(isApiError(error) ? (error.fieldError('reason')[0] ?? error.error) : errorMessage(error)),
  });

  function closeReject() {
    setRejecting(null);
    setReason('');
    setReasonError(null);
  }

  function submitReject() {
    // The server's own rule, so the admin sees its message before sending.
    const problem = validateRejectJob({ reason }).reason?.[0];
    if (problem) return setReasonError(problem);
    if (rejecting) reject.mutate({ item: rejecting, text: reason.trim() });
  }

  return (
    <section aria-labelledby="queue-title">
      <PageTitle id="queue-title">Job review queue</PageTitle>
      <PageLead>Only approved jobs are public. Rejected jobs go back to the employer with your reason.</PageLead>
      {queue.isPending ? (
        <div aria-busy="true" aria-label="Loading the review queue">
          <Skeleton style={{ height: 240 }} />
        </div>
      ) : queue.isError ? (
        <ErrorState
          title="Could not load the review queue"
          message={errorMessage(queue.error)}
          onRetry={() => void queue.refetch()}
          retrying={queue.isFetching}
        />
      ) : queue.data.jobs.length === 0 ? (
        <EmptyState title="Nothing to review" message="Submitted jobs appear here." />
      ) : (
        <>
          <p>
            {queue.data.total} job{queue.data.total === 1 ? '' : 's'} waiting for review
          </p>
          <List aria-label="Jobs waiting for review">
            {queue.data.jobs.map((item) => (
              <Item key={item.id} aria-label={item.title}>
                <Meta>
                  <span>
                    {item.companyName} · submitted {formatDateTime(item.submittedAt)}
                  </span>
                  {item.isCompanyPrivate ? <Badge $tone="warning">Private company</Badge> : null}
                </Meta>
                <JobDetailView job={item.job} headingLevel={2} />
                <Actions>
                  <Button
                    aria-label={`Approve ${item.title}`}
                    onClick={() => approve.mutate(item)}
                    disabled={approve.isPending}
                  >
                    Approve
                  </Button>
                  <Button $variant="secondary" aria-label={`Reject ${item.title}`} onClick={() => setRejecting(item)}>
                    Reject
                  </Button>
                </Actions>
              </Item>
            ))}
          </List>
          <Pager
            page={page}
            pageSize={queue.data.pageSize}
            total={queue.data.total}
            label="Review queue"
            busy={queue.isFetching}
            onPage={(next: number) => setParams(next > 1 ? { page: String(next) } : {})}
          />
        </>
      )}
      <Dialog
        open={rejecting !== null}
        onClose={closeReject}
        title="Reject this job?"
        description={rejecting ? `The employer of '${rejecting.title}' will see your reason.` : undefined}
      >
        {/* No maxLength: the browser would cut a pasted reason silently; the rule's message says what is wrong. */}
        <Field label="Reason" error={reasonError} required>
          {(props) => (
            <TextArea
              {...props}
              value={reason}
              onChange={(event) => {
                setReason(event.target.value);
                setReasonError(null);
              }}
            />
          )}
        </Field>
        <Actions>
          <Button $variant="secondary" onClick={closeReject}>
            Cancel
          </Button>
          <Button onClick={submitReject} disabled={reject.isPending}>
            Reject job
          </Button>
        </Actions>
      </Dialog>
    </section>
  );
}

const List = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
`;

const Item = styled.li``;

const Meta = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  color: ${({ theme }) => theme.colors.textMuted};
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  justify-content: flex-end;
  margin-top: ${({ theme }) => theme.space.md};
`;
