import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { INTERVIEW_MESSAGES, type InterviewHistoryEntry } from '@marketplace/contracts';
import { errorMessage } from '@marketplace/api-client';
import { Badge, Dialog, EmptyState, ErrorState, Skeleton, useToast } from '@marketplace/ui';
import { useInterviewHistory } from './api';
import { formatZoned } from './interview-time';

export interface InterviewHistoryDialogProps {
  applicationId: string;
  candidateName: string;
  /** The company's IANA zone, the times are shown in. */
  timeZone: string;
  onClose: () => void;
}

/** Newest first, whatever order the entries came in (the server sends them so; the screen promises it). */
export function newestFirst(entries: readonly InterviewHistoryEntry[]): InterviewHistoryEntry[] {
  return [...entries].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

/** The View History dialog: the pipeline's timeline, newest first, the newest marked 'Latest'. */
export default function InterviewHistoryDialog({
  applicationId,
  candidateName,
  timeZone,
  onClose,
}: InterviewHistoryDialogProps) {
  const toast = useToast();
  const history = useInterviewHistory(applicationId);
  const failedAt = history.isError ? history.errorUpdatedAt : 0;
  // One toast per failed load (effects run twice in development's strict mode).
  const toasted = useRef(0);

  useEffect(() => {
    if (!failedAt || toasted.current === failedAt) return;
    toasted.current = failedAt;
    toast.show(INTERVIEW_MESSAGES.historyLoadFailed, { tone: 'error' });
  }, [failedAt, toast]);

  const entries = history.data ? newestFirst(history.data.interviewHistory) : [];

  return (
    <Dialog open onClose={onClose} title="Interview History" description={candidateName}>
      {history.isPending ? (
        <div aria-busy="true" aria-label="Loading the interview history">
          <Skeleton $height="64px" />
        </div>
      ) : history.isError ? (
        <ErrorState
          title="The history could not be loaded"
          message={errorMessage(history.error)}
          onRetry={() => void history.refetch()}
          retrying={history.isFetching}
          retryLabel="Try Again"
        />
      ) : entries.length === 0 ? (
        <EmptyState title="No history yet" message="Each stage update will appear here." />
      ) : (
        <Timeline aria-label="Interview timeline">
          {entries.map((entry, index) => (
            <Entry key={entry.id} aria-label={`${entry.formattedStage}${index === 0 ? ', latest' : ''}`}>
              <Row>
                <strong>{entry.formattedStage}</strong>
                {index === 0 ? <Badge $tone="info">Latest</Badge> : null}
                <Muted>
                  <time dateTime={entry.createdAt}>{formatZoned(entry.createdAt, timeZone)}</time>
                </Muted>
              </Row>
              {entry.scheduledAt ? (
                <Line>
                  Scheduled: <time dateTime={entry.scheduledAt}>{formatZoned(entry.scheduledAt, timeZone)}</time>
                </Line>
              ) : null}
              {entry.completedAt ? (
                <Line>
                  Completed: <time dateTime={entry.completedAt}>{formatZoned(entry.completedAt, timeZone)}</time>
                </Line>
              ) : null}
              {entry.notes ? <Notes>{entry.notes}</Notes> : null}
            </Entry>
          ))}
        </Timeline>
      )}
    </Dialog>
  );
}

const Timeline = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0 0 0 ${({ theme }) => theme.space.lg};
  border-left: 2px solid ${({ theme }) => theme.colors.border};
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const Entry = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Muted = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Line = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Notes = styled.p`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;
