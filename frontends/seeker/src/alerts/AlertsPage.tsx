import { Suspense, lazy, useState } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { JOB_ALERT_UNDO_SECONDS, type JobAlert } from '@marketplace/contracts';
import { errorMessage } from '@marketplace/api-client';
import {
  Badge,
  Button,
  Card,
  EmptyState,
  ErrorState,
  PageLead,
  PageTitle,
  Skeleton,
  useDocumentTitle,
  useToast,
} from '@marketplace/ui';
import { formatDay } from '../applications/format';
import { useDeleteJobAlert, useJobAlerts, useRestoreJobAlert, useUpdateJobAlert } from './api';

// Editing is one click away from the list, not part of its first paint.
const EditAlertDialog = lazy(() => import('./EditAlertDialog'));

const jobs = (count: number) => `${count} job${count === 1 ? '' : 's'}`;

/** What an alert has sent so far: its last e-mail (when, how many jobs) and the jobs of all of them. */
export function alertHistory(alert: Pick<JobAlert, 'lastSentAt' | 'lastSentJobCount' | 'jobsMatched'>): string {
  if (!alert.lastSentAt) return 'No e-mail sent yet';
  const last = `Last sent ${formatDay(alert.lastSentAt)}${alert.lastSentJobCount === null ? '' : ` (${jobs(alert.lastSentJobCount)})`}`;
  return `${last} · ${jobs(alert.jobsMatched)} matched so far`;
}

/** /seeker/alerts: the seeker's job alerts; edit, pause, resume, and delete with Undo. */
export function AlertsPage() {
  useDocumentTitle('Job alerts');
  const toast = useToast();
  const alerts = useJobAlerts();
  const [editing, setEditing] = useState<JobAlert | null>(null);
  const update = useUpdateJobAlert({ onError: (error) => toast.show(errorMessage(error), { tone: 'error' }) });
  const restore = useRestoreJobAlert({
    onSuccess: (alert) => {
      toast.show(`Alert restored: ${alert.label}`, { tone: 'success' });
    },
    onError: (error) => toast.show(errorMessage(error), { tone: 'error' }),
  });
  const remove = useDeleteJobAlert({
    onSuccess: (_r, alert) => {
      // The server keeps a deleted alert restorable for as long as the toast offers Undo.
      toast.show(`Alert deleted: ${alert.label}`, {
        tone: 'success',
        durationMs: JOB_ALERT_UNDO_SECONDS * 1000,
        action: { label: 'Undo', onClick: () => restore.mutate(alert) },
      });
    },
    onError: (error) => toast.show(errorMessage(error), { tone: 'error' }),
  });

  return (
    <section>
      <PageTitle>Job alerts</PageTitle>
      <PageLead>
        We e-mail you jobs that are new since the last e-mail. Save a search from the jobs page to add one.
      </PageLead>
      {alerts.isPending ? (
        <div aria-busy="true" aria-label="Loading job alerts">
          <Skeleton $height="80px" />
        </div>
      ) : alerts.isError ? (
        <ErrorState
          title="We couldn't load your job alerts"
          message={errorMessage(alerts.error)}
          onRetry={() => void alerts.refetch()}
          retrying={alerts.isFetching}
        />
      ) : alerts.data.alerts.length === 0 ? (
        <EmptyState title="No job alerts yet" message="Search for jobs, then choose 'Save this search as an alert'." />
      ) : (
        <List aria-label="Job alerts">
          {alerts.data.alerts.map((alert) => (
            <Card as="li" key={alert.id} aria-label={alert.label}>
              <Row>
                <Link to={`/seeker/jobs${alert.query ? `?${alert.query.replace(/^\?/, '')}` : ''}`}>
                  {alert.label || 'All jobs'}
                </Link>
                <Badge $tone={alert.paused ? 'neutral' : 'success'}>
                  {alert.paused ? 'Paused' : alert.frequency === 'daily' ? 'Daily' : 'Weekly'}
                </Badge>
                <Spacer />
                <Button $variant="secondary" onClick={() => setEditing(alert)} aria-label={`Edit ${alert.label}`}>
                  Edit
                </Button>
                <Button
                  $variant="secondary"
                  onClick={() => update.mutate({ alert, patch: { paused: !alert.paused } })}
                  aria-label={`${alert.paused ? 'Resume' : 'Pause'} ${alert.label}`}
                >
                  {alert.paused ? 'Resume' : 'Pause'}
                </Button>
                <Button $variant="ghost" onClick={() => remove.mutate(alert)} aria-label={`Delete ${alert.label}`}>
                  Delete
                </Button>
              </Row>
              <History>{alertHistory(alert)}</History>
            </Card>
          ))}
        </List>
      )}
      {editing ? (
        <Suspense fallback={null}>
          <EditAlertDialog alert={editing} onClose={() => setEditing(null)} />
        </Suspense>
      ) : null}
    </section>
  );
}

const List = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
`;

const Spacer = styled.span`
  flex: 1;
`;

const History = styled.p`
  margin: ${({ theme }) => `${theme.space.sm} 0 0`};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
