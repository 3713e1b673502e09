import { Link } from 'react-router';
import styled from 'styled-components';
import { errorMessage } from '@marketplace/api-client';
import { Badge, Button, Card, EmptyState, ErrorState, PageLead, PageTitle, Skeleton, useDocumentTitle, useToast } from '@marketplace/ui';
import { useDeleteJobAlert, useJobAlerts, useUpdateJobAlert } from './api';

/** /seeker/alerts: the seeker's job alerts; pause, resume and delete. */
export function AlertsPage() {
  useDocumentTitle('Job alerts');
  const toast = useToast();
  const alerts = useJobAlerts();
  const update = useUpdateJobAlert({ onError: (error) => toast.show(errorMessage(error), { tone: 'error' }) });
  const remove = useDeleteJobAlert({
    onSuccess: (_r, alert) => {
      toast.show(`Alert deleted: ${alert.label}`, { tone: 'success' });
    },
    onError: (error) => toast.show(errorMessage(error), { tone: 'error' }),
  });

  return (
    <section>
      <PageTitle>Job alerts</PageTitle>
      <PageLead>We e-mail you jobs that are new since the last e-mail. Save a search from the jobs page to add one.</PageLead>
      {alerts.isPending ? (
        <div aria-busy="true" aria-label="Loading job alerts">
          <Skeleton $height="80px" />
        </div>
      ) : alerts.isError ? (
        <ErrorState title="We couldn't load your job alerts" message={errorMessage(alerts.error)} onRetry={() => void alerts.refetch()} retrying={alerts.isFetching} />
      ) : alerts.data.alerts.length === 0 ? (
        <EmptyState title="No job alerts yet" message="Search for jobs, then choose 'Save this search as an alert'." />
      ) : (
        <List aria-label="Job alerts">
          {alerts.data.alerts.map((alert) => (
            <Card as="li" key={alert.id} aria-label={alert.label}>
              <Row>
                <Link to={`/seeker/jobs${alert.query ? `?${alert.query.replace(/^\?/, '')}` : ''}`}>{alert.label || 'All jobs'}</Link>
                <Badge $tone={alert.paused ? 'neutral' : 'success'}>{alert.paused ? 'Paused' : alert.frequency === 'daily' ? 'Daily' : 'Weekly'}</Badge>
                <Spacer />
                <Button $variant="secondary" onClick={() => update.mutate({ alert, patch: { paused: !alert.paused } })} aria-label={`${alert.paused ? 'Resume' : 'Pause'} ${alert.label}`}>
                  {alert.paused ? 'Resume' : 'Pause'}
                </Button>
                <Button $variant="ghost" onClick={() => remove.mutate(alert)} aria-label={`Delete ${alert.label}`}>
                  Delete
                </Button>
              </Row>
            </Card>
          ))}
        </List>
      )}
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
