import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import {
  APPLICATION_MESSAGES,
  APPLICATION_STATUS_LABELS,
  WITHDRAWABLE_STATUSES,
  type SeekerApplication,
} from '@marketplace/contracts';
import { errorMessage, serverMessageOr } from '@marketplace/api-client';
import { applicationStatusTone } from '@marketplace/jobs';
import {
  Badge,
  Button,
  Card,
  Dialog,
  EmptyState,
  ErrorState,
  PageLead,
  PageTitle,
  Skeleton,
  buttonStyles,
  useDocumentTitle,
  useToast,
  type ButtonVariant,
} from '@marketplace/ui';
import { useSeekerApplications, useWithdrawApplication } from './api';
import { formatDay, interviewStageLabel, localTimeZone } from './format';
import { InvitationsSection } from './InvitationsSection';
import { NextInterview } from './NextInterview';

const SKELETON_ROWS = 3;

/** The seeker's badge text of a status; any other applied state reads 'Applied'. */
export function seekerStatusLabel(status: string): string {
  return Object.hasOwn(APPLICATION_STATUS_LABELS, status)
    ? APPLICATION_STATUS_LABELS[status as keyof typeof APPLICATION_STATUS_LABELS]
    : 'Applied';
}

/** True while the seeker may still withdraw (not withdrawn, not decided). */
export function canWithdraw(application: Pick<SeekerApplication, 'withdrawn' | 'status'>): boolean {
  return !application.withdrawn && WITHDRAWABLE_STATUSES.includes(application.status);
}

/**
 * /seeker/applications: every application, newest first, with its job, company, applied date,
 * status, interview stage and next interview (in the seeker's own time zone, with where and how to
 * join and the employer's message); Withdraw asks first.
 */
export function ApplicationsPage() {
  useDocumentTitle('My applications');
  const toast = useToast();
  const applications = useSeekerApplications();
  const [withdrawing, setWithdrawing] = useState<SeekerApplication | null>(null);
  const [withdrawFailure, setWithdrawFailure] = useState<string | null>(null);
  const [focusRow, setFocusRow] = useState<string | null>(null);
  const rows = useRef(new Map<string, HTMLElement>());
  const timeZone = localTimeZone();

  const withdraw = useWithdrawApplication({
    onSuccess: (withdrawn) => {
      setWithdrawing(null);
      setFocusRow(withdrawn.id);
      toast.show(APPLICATION_MESSAGES.withdrawn, { tone: 'success', description: withdrawn.job.title });
    },
    onError: (error) => setWithdrawFailure(serverMessageOr(error, APPLICATION_MESSAGES.withdrawFailed)),
  });

  // The Withdraw button is gone once withdrawn: focus goes to the row it was in, not to the page's top.
  useEffect(() => {
    if (!focusRow) return;
    rows.current.get(focusRow)?.focus();
    setFocusRow(null);
  }, [focusRow]);

  function closeWithdraw() {
    setWithdrawing(null);
    setWithdrawFailure(null);
    withdraw.reset();
  }

  return (
    <section>
      <PageTitle>My applications</PageTitle>
      <PageLead>The jobs you applied to, newest first.</PageLead>
      <InvitationsSection timeZone={timeZone} />
      {applications.isPending ? (
        <List aria-busy="true" aria-label="Loading your applications">
          {Array.from({ length: SKELETON_ROWS }, (_, index) => (
            <li key={index}>
              <Card>
                <Skeleton $height="1.4em" $width="50%" />
                <Skeleton $height="1em" $width="30%" />
                <Skeleton $height="1em" $width="70%" />
              </Card>
            </li>
          ))}
        </List>
      ) : applications.isError ? (
        <ErrorState
          title={APPLICATION_MESSAGES.loadFailed}
          message={errorMessage(applications.error)}
          onRetry={() => void applications.refetch()}
          retrying={applications.isFetching}
          retryLabel="Try Again"
        />
      ) : applications.data.applications.length === 0 ? (
        <EmptyState title="No applications yet" message="When you apply to a job, you can follow it here.">
          <BrowseLink to="/seeker/jobs">Browse jobs</BrowseLink>
        </EmptyState>
      ) : (
        <List aria-label="Applications">
          {applications.data.applications.map((application) => (
            <li key={application.id}>
              <ApplicationRow
                application={application}
                timeZone={timeZone}
                rowRef={(element) => {
                  if (element) rows.current.set(application.id, element);
                  else rows.current.delete(application.id);
                }}
                onWithdraw={() => {
                  setWithdrawFailure(null);
                  setWithdrawing(application);
                }}
              />
            </li>
          ))}
        </List>
      )}

      <Dialog
        open={withdrawing !== null}
        onClose={closeWithdraw}
        title="Withdraw this application?"
        description={
          withdrawing
            ? `Your application to ${withdrawing.job.title} at ${withdrawing.company.name} leaves the employer's list. You cannot apply to this job again.`
            : undefined
        }
      >
        {withdrawFailure ? <Failure role="alert">{withdrawFailure}</Failure> : null}
        <Actions>
          <Button $variant="secondary" onClick={closeWithdraw}>
            Keep application
          </Button>
          <Button onClick={() => withdrawing && withdraw.mutate(withdrawing)} disabled={withdraw.isPending}>
            {withdraw.isPending ? 'Withdrawing…' : 'Withdraw application'}
          </Button>
        </Actions>
      </Dialog>
    </section>
  );
}

interface ApplicationRowProps {
  application: SeekerApplication;
  timeZone: string | undefined;
  rowRef: (element: HTMLElement | null) => void;
  onWithdraw: () => void;
}

function ApplicationRow({ application, timeZone, rowRef, onWithdraw }: ApplicationRowProps) {
  const titleId = useId();
  const { job, company } = application;
  return (
    <Card as="article" aria-labelledby={titleId} ref={rowRef} tabIndex={-1} data-testid="application">
      <Header>
        <div>
          <Title id={titleId}>
            <Link to={`/seeker/jobs/${encodeURIComponent(job.id)}`}>{job.title}</Link>
          </Title>
          <Muted>{company.name}</Muted>
        </div>
        {application.withdrawn ? (
          <Badge $tone="neutral">Withdrawn</Badge>
        ) : (
          <Badge $tone={applicationStatusTone(application.status)}>{seekerStatusLabel(application.status)}</Badge>
        )}
      </Header>
      <Facts>
        <div>
          <dt>Applied</dt>
          <dd>
            <time dateTime={application.appliedAt}>{formatDay(application.appliedAt, timeZone)}</time>
          </dd>
        </div>
        {application.withdrawn && application.withdrawnAt ? (
          <div>
            <dt>Withdrawn</dt>
            <dd>
              <time dateTime={application.withdrawnAt}>{formatDay(application.withdrawnAt, timeZone)}</time>
            </dd>
          </div>
        ) : null}
        {application.interviewStage ? (
          <div>
            <dt>Interview stage</dt>
            <dd>{interviewStageLabel(application.interviewStage)}</dd>
          </div>
        ) : null}
      </Facts>
      {application.nextInterview ? (
        <NextInterview interview={application.nextInterview} companyName={company.name} timeZone={timeZone} />
      ) : null}
      {canWithdraw(application) ? (
        <Actions>
          <Button $variant="ghost" onClick={onWithdraw} aria-describedby={titleId}>
            Withdraw
          </Button>
        </Actions>
      ) : null}
    </Card>
  );
}

const BrowseLink = styled(Link)<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: 1.3;
  overflow-wrap: anywhere;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.xl}`};
  margin: ${({ theme }) => theme.space.md} 0 0;
  dt {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.md};
`;

const Failure = styled.p`
  padding: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSurface};
`;
