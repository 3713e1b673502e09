import { useState } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { APPLICATION_STATUSES, canDoJobAction, type EmployerJobListItem, type JobStatus } from '@marketplace/contracts';
import { errorMessage } from '@marketplace/api-client';
import { Badge, Button, Card, Dialog, EmptyState, ErrorState, PageLead, PageTitle, Skeleton, buttonStyles, useDocumentTitle, useToast, type BadgeTone, type ButtonVariant } from '@marketplace/ui';
import { APPLICANT_STATUS_LABELS } from '../applications/status';
import { useEmployerJobAction, useEmployerJobs, useSubmitEmployerJob, type JobActionVariables } from './api';

const STATUS_TONE: Record<JobStatus, BadgeTone> = {
  draft: 'neutral',
  pending_review: 'info',
  approved: 'success',
  rejected: 'danger',
  expired: 'warning',
  filled: 'accent',
  archived: 'neutral',
};

type Confirm = JobActionVariables | null;

/** /employer/jobs: the employer's own jobs with their status and actions. */
export function EmployerJobsPage() {
  useDocumentTitle('Your jobs');
  const toast = useToast();
  const [confirm, setConfirm] = useState<Confirm>(null);
  const jobs = useEmployerJobs();
  const submit = useSubmitEmployerJob({
    onSuccess: (_job, job) => {
      toast.show(`'${job.title}' submitted for review`, { tone: 'success' });
    },
    // An incomplete draft answers 400 with the form's messages: open it in the form to fix them.
    onError: (error) => toast.show(errorMessage(error), { tone: 'error', description: 'Edit the job to complete it, then submit it again.' }),
  });
  const act = useEmployerJobAction({
    onSuccess: (_job, { job, action }) => {
      setConfirm(null);
      toast.show(action === 'fill' ? `'${job.title}' marked as filled` : `'${job.title}' archived`, { tone: 'success' });
    },
    onError: (error) => toast.show(errorMessage(error), { tone: 'error' }),
  });

  return (
    <section aria-labelledby="employer-jobs-title">
      <Top>
        <div>
          <PageTitle id="employer-jobs-title">Your jobs</PageTitle>
          <PageLead>Drafts, jobs in review and live jobs.</PageLead>
        </div>
        <PostLink to="/employer/jobs/new">Post a job</PostLink>
      </Top>
      {jobs.isPending ? (
        <div aria-busy="true" aria-label="Loading your jobs">
          <Skeleton style={{ height: 72, marginBottom: 12 }} />
          <Skeleton style={{ height: 72 }} />
        </div>
      ) : jobs.isError ? (
        <ErrorState title="Could not load your jobs" message={errorMessage(jobs.error)} onRetry={() => void jobs.refetch()} retrying={jobs.isFetching} />
      ) : jobs.data.jobs.length === 0 ? (
        <EmptyState title="No jobs yet" message="Post your first job to start hiring." />
      ) : (
        <List aria-label="Your jobs">
          {jobs.data.jobs.map((job) => (
            <Card as="li" key={job.id} aria-labelledby={`job-${job.id}`}>
              <Row>
                <h2 id={`job-${job.id}`}>{job.title}</h2>
                <Badge $tone={STATUS_TONE[job.status]}>{job.statusLabel}</Badge>
              </Row>
              {job.status === 'rejected' && job.rejectionReason ? <Reason>Rejected: {job.rejectionReason}</Reason> : null}
              <Meta>
                <Link to={applicationsPath(job)} aria-label={`${applicationCount(job)} to ${job.title}`}>
                  {applicationCount(job)}
                </Link>
                {job.expiresAt && job.status === 'approved' ? ` · expires ${new Date(job.expiresAt).toLocaleDateString()}` : null}
              </Meta>
              <StatusCounts job={job} />
              <Actions>
                {canDoJobAction(job.status, 'edit') ? (
                  <ActionLink $variant="secondary" to={`/employer/jobs/${encodeURIComponent(job.id)}/edit`} aria-label={`Edit ${job.title}`}>
                    Edit
                  </ActionLink>
                ) : null}
                {canDoJobAction(job.status, 'submit') ? (
                  <Button aria-label={`Submit ${job.title} for review`} onClick={() => submit.mutate(job)} disabled={submit.isPending}>
                    Submit for review
                  </Button>
                ) : null}
                {canDoJobAction(job.status, 'fill') ? (
                  <Button $variant="secondary" aria-label={`Mark ${job.title} filled`} onClick={() => setConfirm({ job, action: 'fill' })}>
                    Mark filled
                  </Button>
                ) : null}
                {canDoJobAction(job.status, 'archive') ? (
                  <Button $variant="ghost" aria-label={`Archive ${job.title}`} onClick={() => setConfirm({ job, action: 'archive' })}>
                    Archive
                  </Button>
                ) : null}
              </Actions>
            </Card>
          ))}
        </List>
      )}
      <Dialog
        open={confirm !== null}
        onClose={() => setConfirm(null)}
        title={confirm?.action === 'fill' ? 'Mark this job filled?' : 'Archive this job?'}
        description={
          confirm
            ? confirm.action === 'fill'
              ? `'${confirm.job.title}' will show as filled and leave search.`
              : `'${confirm.job.title}' will be archived and leave search. This cannot be undone.`
            : undefined
        }
      >
        <Row>
          <Button $variant="secondary" onClick={() => setConfirm(null)}>
            Cancel
          </Button>
          <Button onClick={() => confirm && act.mutate(confirm)} disabled={act.isPending}>
            {confirm?.action === 'fill' ? 'Mark filled' : 'Archive'}
          </Button>
        </Row>
      </Dialog>
    </section>
  );
}

function applicationsPath(job: EmployerJobListItem, status?: string): string {
  const path = `/employer/jobs/${encodeURIComponent(job.id)}/applications`;
  return status ? `${path}?status=${status}` : path;
}

function applicationCount(job: EmployerJobListItem): string {
  return `${job.counts.applications} application${job.counts.applications === 1 ? '' : 's'}`;
}

/** The job's active applications per status, each linking to the job's list filtered by it. */
function StatusCounts({ job }: { job: EmployerJobListItem }) {
  const byStatus = job.counts.byStatus;
  const statuses = byStatus ? APPLICATION_STATUSES.filter((status) => byStatus[status] > 0) : [];
  if (!byStatus || statuses.length === 0) return null;
  return (
    <Counts role="group" aria-label={`Applications to ${job.title} by status`}>
      {statuses.map((status, index) => (
        <span key={status}>
          {index > 0 ? ' · ' : null}
          <Link to={applicationsPath(job, status)}>
            {APPLICANT_STATUS_LABELS[status]}: {byStatus[status]}
          </Link>
        </span>
      ))}
    </Counts>
  );
}

const Counts = styled.div`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  margin: 0 0 ${({ theme }) => theme.space.sm};
`;

// Wraps rather than pushing "Post a job" off a phone's screen.
const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  > div { min-width: 0; }
`;

const PostLink = styled(Link)<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
  white-space: nowrap;
`;

const ActionLink = styled(Link)<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
`;

const List = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  /* A card never grows past the screen: a long unbroken word (a URL in a rejection reason) breaks instead. */
  > li { min-width: 0; overflow-wrap: break-word; }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  /* A title wraps between words; only one long unbroken word may break, so no card is wider than a phone. */
  h2 { font-size: ${({ theme }) => theme.fontSizes.lg}; margin-right: auto; min-width: 0; overflow-wrap: break-word; }
`;

/** The job's buttons: they wrap onto new lines as a whole, never inside their labels. */
const Actions = styled(Row)`
  > * { white-space: nowrap; }
`;

const Reason = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;

const Meta = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  margin: ${({ theme }) => theme.space.xs} 0 ${({ theme }) => theme.space.sm};
`;
