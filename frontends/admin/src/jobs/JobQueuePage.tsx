import { useRef, useState } from 'react';
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
  PageLead,
  PageTitle,
  Skeleton,
  useDocumentTitle,
  useToast,
} from '@marketplace/ui';
import { Field, TextArea } from '@marketplace/ui/fields';
import { pageFromParam, useApproveJob, useJobQueue, useRejectJob } from '../api';
import { formatDateTime } from '@marketplace/ui/dates';
import { Pager } from '../Pager';
import { type QueueOutcome, useQueueDecisions } from './decisions';

/**
 * /admin/jobs: submitted jobs waiting for review, oldest first; approve or reject with a reason. A
 * decided job stays where it was with its outcome, so the next job's buttons never move under the
 * pointer; it is gone on the next visit or page.
 */
export function JobQueuePage() {
  useDocumentTitle('Job review queue');
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const page = pageFromParam(params.get('page'));
  const [rejecting, setRejecting] = useState<AdminJobQueueItem | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const decisions = useQueueDecisions();
  // Where each job was shown when its decision was asked for, to put it back there once decided.
  const shownAt = useRef(new Map<string, number>());

  const queue = useJobQueue(page);
  const decided = (item: AdminJobQueueItem, outcome: QueueOutcome) =>
    decisions.record({ item, outcome, page, index: shownAt.current.get(item.id) ?? 0 });
  const approve = useApproveJob({
    onSuccess: (_result, item) => decided(item, 'approved'),
    onError: (error) => toast.show(errorMessage(error), { tone: 'error' }),
  });
  const reject = useRejectJob({
    onSuccess: (_result, { item }) => {
      decided(item, 'rejected');
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

  const rows = queue.data ? decisions.rowsOf(page, queue.data.jobs) : [];

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
      ) : rows.length === 0 ? (
        <EmptyState title="Nothing to review" message="Submitted jobs appear here." />
      ) : (
        <>
          <p>
            {queue.data.total === 0
              ? 'Nothing else to review'
              : `${queue.data.total} job${queue.data.total === 1 ? '' : 's'} waiting for review`}
          </p>
          <List aria-label="Jobs waiting for review">
            {rows.map(({ item, decision }, index) => (
              <QueueItem
                key={item.id}
                item={item}
                outcome={decision?.outcome ?? null}
                busy={approve.isPending}
                onApprove={() => {
                  shownAt.current.set(item.id, index);
                  approve.mutate(item);
                }}
                onReject={() => {
                  shownAt.current.set(item.id, index);
                  setRejecting(item);
                }}
              />
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

/** What a decided job's row says in place of its buttons. */
export const OUTCOME_TEXTS: Record<QueueOutcome, (title: string) => string> = {
  approved: (title) => `'${title}' approved and now public`,
  rejected: (title) => `'${title}' rejected and sent back to the employer`,
};

interface QueueItemProps {
  item: AdminJobQueueItem;
  outcome: QueueOutcome | null;
  busy: boolean;
  onApprove: () => void;
  onReject: () => void;
}

/** One job: who submitted it and when, the job in full, then Approve and Reject, or its outcome once decided. */
function QueueItem({ item, outcome, busy, onApprove, onReject }: QueueItemProps) {
  return (
    <Item aria-label={item.title} data-outcome={outcome ?? undefined}>
      <Meta>
        <span>
          {item.companyName} · submitted {formatDateTime(item.submittedAt)}
        </span>
        {item.isCompanyPrivate ? <Badge $tone="warning">Private company</Badge> : null}
      </Meta>
      <JobDetailView job={item.job} headingLevel={2} />
      <Actions>
        {outcome ? (
          <Outcome role="status" $tone={outcome === 'approved' ? 'success' : 'neutral'}>
            {OUTCOME_TEXTS[outcome](item.title)}
            {outcome === 'approved' && item.job.publicUrl ? (
              <>
                {' '}
                <a href={item.job.publicUrl} target="_blank" rel="noopener noreferrer">
                  View the public page
                </a>
              </>
            ) : null}
          </Outcome>
        ) : (
          <>
            <Button aria-label={`Approve ${item.title}`} onClick={onApprove} disabled={busy}>
              Approve
            </Button>
            <Button $variant="secondary" aria-label={`Reject ${item.title}`} onClick={onReject}>
              Reject
            </Button>
          </>
        )}
      </Actions>
    </Item>
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

// As tall as its buttons, so the outcome that replaces them moves nothing below.
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  min-height: 40px;
  gap: ${({ theme }) => theme.space.md};
  justify-content: flex-end;
  margin-top: ${({ theme }) => theme.space.md};
`;

const Outcome = styled.p<{ $tone: 'success' | 'neutral' }>`
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme, $tone }) => theme.colors.badges[$tone].fg};
  background: ${({ theme, $tone }) => theme.colors.badges[$tone].bg};
  font-weight: 600;
`;
