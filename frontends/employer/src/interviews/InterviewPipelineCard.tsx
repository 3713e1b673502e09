import { lazy, Suspense, useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { Badge, Button, Card, Skeleton, Spinner } from '@marketplace/ui';
import { useInterview } from './api';
import { formatZoned, knownTimeZone } from './interview-time';
import { CandidateMessage, InvitationFacts } from './InvitationSummary';

// The dialogs are not on first paint: they load on the first press (the employer bundle is tight).
const InterviewHistoryDialog = lazy(() => import('./InterviewHistoryDialog'));
const UpdateStageDialog = lazy(() => import('./UpdateStageDialog'));

export interface InterviewPipelineCardProps {
  applicationId: string;
  /** Called after a stage update succeeded, so the owner reloads the profile. */
  onUpdated?: () => void;
}

/**
 * The Interview Pipeline card of the applicant dialog: the current stage and its
 * schedule with where and how the candidate joins, the message sent to them, the 'Next Action
 * Required' box with its deadline and the (private) 'Latest Notes', with View History and Update
 * Stage. Times read in the interview's zone (the browser's while it has none). When the interview
 * cannot be loaded the failure is only logged and the card stays away, so the rest of the profile
 * still shows.
 */
export function InterviewPipelineCard({ applicationId, onUpdated }: InterviewPipelineCardProps) {
  const interview = useInterview(applicationId);
  const [open, setOpen] = useState<'history' | 'update' | null>(null);
  const titleId = useId();

  useEffect(() => {
    if (interview.error) console.error('Could not load the interview pipeline', interview.error);
  }, [interview.error]);

  if (interview.isError) return null;
  if (interview.isPending) {
    return (
      <Card as="section" aria-labelledby={titleId} aria-busy="true">
        <Title id={titleId}>Interview Pipeline</Title>
        <Skeleton $height="1.5em" $width="40%" />
        <Skeleton $height="64px" style={{ marginTop: 12 }} />
      </Card>
    );
  }

  const data = interview.data;
  const timeZone = knownTimeZone(data.timeZone);
  const close = () => setOpen(null);

  return (
    <Card as="section" aria-labelledby={titleId}>
      <Header>
        <Title id={titleId}>Interview Pipeline</Title>
        <Buttons>
          <Button $variant="ghost" onClick={() => setOpen('history')}>
            View History
          </Button>
          <Button $variant="secondary" onClick={() => setOpen('update')}>
            Update Stage
          </Button>
        </Buttons>
      </Header>

      <Facts>
        <div>
          <dt>Current Stage</dt>
          <dd>
            {data.formattedCurrentStage ? <Badge $tone="accent">{data.formattedCurrentStage}</Badge> : 'Not started'}
          </dd>
        </div>
        {data.interviewScheduledAt ? (
          <div>
            <dt>Scheduled</dt>
            <dd>
              <time dateTime={data.interviewScheduledAt}>{formatZoned(data.interviewScheduledAt, timeZone)}</time>
            </dd>
          </div>
        ) : null}
        {data.interviewCompletedAt ? (
          <div>
            <dt>Completed</dt>
            <dd>
              <time dateTime={data.interviewCompletedAt}>{formatZoned(data.interviewCompletedAt, timeZone)}</time>
            </dd>
          </div>
        ) : null}
        <InvitationFacts {...data} />
      </Facts>

      <CandidateMessage {...data} />

      {data.nextActionRequired || data.nextActionDeadline ? (
        <NextAction aria-label="Next Action Required">
          <BoxTitle>Next Action Required</BoxTitle>
          {data.nextActionRequired ? <p>{data.nextActionRequired}</p> : null}
          {data.nextActionDeadline ? (
            <Deadline>
              Deadline: <time dateTime={data.nextActionDeadline}>{formatZoned(data.nextActionDeadline, timeZone)}</time>
            </Deadline>
          ) : null}
        </NextAction>
      ) : null}

      {data.interviewerNotes ? (
        <section aria-label="Latest Notes">
          <BoxTitle>Latest Notes</BoxTitle>
          <Notes>{data.interviewerNotes}</Notes>
        </section>
      ) : null}

      <Suspense fallback={open ? <Spinner label="Loading" /> : null}>
        {open === 'history' ? (
          <InterviewHistoryDialog
            applicationId={applicationId}
            candidateName={data.candidateName}
            timeZone={timeZone}
            onClose={close}
          />
        ) : null}
        {open === 'update' ? (
          <UpdateStageDialog
            applicationId={applicationId}
            interview={data}
            timeZone={timeZone}
            onClose={close}
            onUpdated={() => {
              close();
              onUpdated?.();
            }}
          />
        ) : null}
      </Suspense>
    </Card>
  );
}

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Title = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const Facts = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0 0 ${({ theme }) => theme.space.md};
  div {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
  }
  dt {
    font-weight: 600;
    min-width: 8em;
  }
  dd {
    margin: 0;
  }
`;

const NextAction = styled.section`
  padding: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.badges.warning.fg};
  background: ${({ theme }) => theme.colors.badges.warning.bg};
`;

const BoxTitle = styled.h4`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  margin-bottom: ${({ theme }) => theme.space.xs};
`;

const Deadline = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`;

const Notes = styled.p`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;
