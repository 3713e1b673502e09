import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import styled from 'styled-components';
import {
  APPLICATION_STATUSES,
  APPLICATION_STATUS_LABELS,
  canDoJobAction,
  publicJobPath,
  type EmployerJobListItem,
  type JobConcierge,
  type JobStatus,
} from '@marketplace/contracts';
import { errorMessage, isApiError } from '@marketplace/api-client';
import {
  Badge,
  Button,
  ButtonLink,
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
  type BadgeTone,
  type ButtonVariant,
} from '@marketplace/ui';
import { FormMessages } from '@marketplace/ui/fields';
import { formatDate } from '@marketplace/ui/dates';
import {
  useDuplicateEmployerJob,
  useEmployerJobAction,
  useEmployerJobs,
  useJobConcierges,
  useSubmitEmployerJob,
  type JobActionVariables,
} from './api';
import { fieldProblems, type FieldProblem } from './form-model';

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

/** Why the server refused to send a job to review: every field problem, for the job's card. */
interface Refusal {
  job: EmployerJobListItem;
  action: 'submit' | 'renew';
  problems: FieldProblem[];
}

const CONFIRM_TEXT: Record<
  JobActionVariables['action'],
  { title: string; button: string; describe: (title: string) => string; done: (title: string) => string }
> = {
  fill: {
    title: 'Mark this job filled?',
    button: 'Mark filled',
    describe: (title) => `'${title}' will show as filled and leave search.`,
    done: (title) => `'${title}' marked as filled`,
  },
  archive: {
    title: 'Archive this job?',
    button: 'Archive',
    describe: (title) => `'${title}' will be archived and leave search. This cannot be undone.`,
    done: (title) => `'${title}' archived`,
  },
  renew: {
    title: 'Renew this job?',
    button: 'Renew',
    describe: (title) =>
      `'${title}' goes back to review as it is. Once an admin approves it, it is live again for a new listing period.`,
    done: (title) => `'${title}' sent for review to go live again`,
  },
};

/** The server's field messages of a 400, or null for any other failure. */
function problemsOf(error: unknown): FieldProblem[] | null {
  if (!isApiError(error) || Object.keys(error.fieldErrors).length === 0) return null;
  return fieldProblems(error.fieldErrors);
}

/** The list's actions: submit, the confirmed ones (fill, archive, renew) and duplicate, with what the server refused. */
function useJobListActions() {
  const toast = useToast();
  const navigate = useNavigate();
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const submit = useSubmitEmployerJob({
    onSuccess: (_job, job) => {
      setRefusal(null);
      toast.show(`'${job.title}' submitted for review`, { tone: 'success' });
    },
    // An incomplete draft answers 400 with every field's messages: all of them show on its card.
    onError: (error, job) => {
      const problems = problemsOf(error);
      if (problems) setRefusal({ job, action: 'submit', problems });
      else toast.show(errorMessage(error), { tone: 'error' });
    },
  });
  const act = useEmployerJobAction({
    onSuccess: (_job, { job, action }) => {
      setConfirm(null);
      setRefusal(null);
      toast.show(CONFIRM_TEXT[action].done(job.title), { tone: 'success' });
    },
    onError: (error, { job, action }) => {
      const problems = action === 'renew' ? problemsOf(error) : null;
      if (problems) {
        setConfirm(null);
        setRefusal({ job, action: 'renew', problems });
      } else toast.show(errorMessage(error), { tone: 'error' });
    },
  });
  const duplicate = useDuplicateEmployerJob({
    onSuccess: (copy, job) => {
      toast.show(`Draft copy of '${job.title}' created`, { tone: 'success' });
      navigate(`/employer/jobs/${encodeURIComponent(copy.id)}/edit`);
    },
    onError: (error) => toast.show(errorMessage(error), { tone: 'error' }),
  });
  return { confirm, setConfirm, refusal, setRefusal, submit, act, duplicate };
}

type JobListActions = ReturnType<typeof useJobListActions>;

/** /employer/jobs: the employer's own jobs with their status and actions. */
export function EmployerJobsPage() {
  useDocumentTitle('Your jobs');
  const jobs = useEmployerJobs();
  // Only concierge jobs have one; without an answer the list shows none.
  const concierges = useJobConcierges();
  const actions = useJobListActions();

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
        <ErrorState
          title="Could not load your jobs"
          message={errorMessage(jobs.error)}
          onRetry={() => void jobs.refetch()}
          retrying={jobs.isFetching}
        />
      ) : jobs.data.jobs.length === 0 ? (
        <EmptyState title="No jobs yet" message="Post your first job to start hiring." />
      ) : (
        <List aria-label="Your jobs">
          {jobs.data.jobs.map((job) => (
            <JobCard key={job.id} job={job} concierge={concierges.data?.get(job.id)} actions={actions} />
          ))}
        </List>
      )}
      <ConfirmActionDialog
        confirm={actions.confirm}
        busy={actions.act.isPending}
        onCancel={() => actions.setConfirm(null)}
        onConfirm={(variables) => actions.act.mutate(variables)}
      />
    </section>
  );
}

/** One job: title and status, why it was rejected, its applications, concierge, actions and any refusal. */
function JobCard({
  job,
  concierge,
  actions,
}: {
  job: EmployerJobListItem;
  concierge: JobConcierge | undefined;
  actions: JobListActions;
}) {
  const { refusal, duplicate } = actions;
  return (
    <Card as="li" aria-labelledby={`job-${job.id}`}>
      <Row>
        <h2 id={`job-${job.id}`}>{job.title}</h2>
        <Badge $tone={STATUS_TONE[job.status]}>{job.statusLabel}</Badge>
      </Row>
      {job.status === 'rejected' && job.rejectionReason ? <Reason>Rejected: {job.rejectionReason}</Reason> : null}
      <Meta>
        <Link to={applicationsPath(job)} aria-label={`${applicationCount(job)} to ${job.title}`}>
          {applicationCount(job)}
        </Link>
        {job.expiresAt && job.status === 'approved' ? ` · expires ${formatDate(job.expiresAt)}` : null}
      </Meta>
      <StatusCounts job={job} />
      <ConciergeLine job={job} concierge={concierge} />
      <JobActions job={job} actions={actions} />
      {refusal?.job.id === job.id ? (
        <Problems
          refusal={refusal}
          onDuplicate={() => duplicate.mutate(job)}
          duplicating={duplicate.isPending}
          onDismiss={() => actions.setRefusal(null)}
        />
      ) : null}
    </Card>
  );
}

/** The buttons the job's status allows. */
function JobActions({ job, actions }: { job: EmployerJobListItem; actions: JobListActions }) {
  const { submit, duplicate, setConfirm } = actions;
  return (
    <Actions>
      {/* Each action's name starts with its visible label, then names the job (WCAG 2.5.3, label in name). */}
      {canDoJobAction(job.status, 'edit') ? (
        <ActionLink
          $variant="secondary"
          to={`/employer/jobs/${encodeURIComponent(job.id)}/edit`}
          aria-label={`Edit ${job.title}`}
        >
          Edit
        </ActionLink>
      ) : null}
      {canDoJobAction(job.status, 'submit') ? (
        <Button
          aria-label={`Submit for review: ${job.title}`}
          onClick={() => submit.mutate(job)}
          disabled={submit.isPending}
        >
          Submit for review
        </Button>
      ) : null}
      {canDoJobAction(job.status, 'renew') ? (
        <Button aria-label={`Renew ${job.title}`} onClick={() => setConfirm({ job, action: 'renew' })}>
          Renew
        </Button>
      ) : null}
      {job.status === 'approved' ? (
        // The public page is served by the API as plain HTML, not a route of the app.
        <ButtonLink
          $variant="secondary"
          href={publicJobPath(job.id, job.title)}
          target="_blank"
          rel="noopener"
          aria-label={`View live: ${job.title} (opens in a new tab)`}
        >
          View live
        </ButtonLink>
      ) : null}
      <Button
        $variant="secondary"
        aria-label={`Duplicate ${job.title}`}
        onClick={() => duplicate.mutate(job)}
        disabled={duplicate.isPending}
      >
        Duplicate
      </Button>
      {canDoJobAction(job.status, 'fill') ? (
        <Button
          $variant="secondary"
          aria-label={`Mark filled: ${job.title}`}
          onClick={() => setConfirm({ job, action: 'fill' })}
        >
          Mark filled
        </Button>
      ) : null}
      {canDoJobAction(job.status, 'archive') ? (
        <Button
          $variant="ghost"
          aria-label={`Archive ${job.title}`}
          onClick={() => setConfirm({ job, action: 'archive' })}
        >
          Archive
        </Button>
      ) : null}
    </Actions>
  );
}

/** Asks before fill, archive and renew, in the words of CONFIRM_TEXT. */
function ConfirmActionDialog({
  confirm,
  busy,
  onCancel,
  onConfirm,
}: {
  confirm: Confirm;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (variables: JobActionVariables) => void;
}) {
  return (
    <Dialog
      open={confirm !== null}
      onClose={onCancel}
      title={confirm ? CONFIRM_TEXT[confirm.action].title : ''}
      description={confirm ? CONFIRM_TEXT[confirm.action].describe(confirm.job.title) : undefined}
    >
      <Row>
        <Button $variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button onClick={() => confirm && onConfirm(confirm)} disabled={busy}>
          {confirm ? CONFIRM_TEXT[confirm.action].button : ''}
        </Button>
      </Row>
    </Dialog>
  );
}

/**
 * Every problem that kept the job from review, named by the form's labels, with the way to fix
 * them: the form for a draft or rejected job; a copy for an expired one (closed jobs are not edited).
 */
function Problems({
  refusal,
  onDuplicate,
  duplicating,
  onDismiss,
}: {
  refusal: Refusal;
  onDuplicate: () => void;
  duplicating: boolean;
  onDismiss: () => void;
}) {
  const { job, action, problems } = refusal;
  const titleId = `job-${job.id}-problems`;
  return (
    <ProblemBox role="alert" aria-labelledby={titleId}>
      <h3 id={titleId}>
        {action === 'submit'
          ? `'${job.title}' cannot be submitted for review yet`
          : `'${job.title}' cannot be renewed as it is`}
      </h3>
      <ul aria-label={`Problems with ${job.title}`}>
        {problems.map((problem) => (
          <li key={problem.field}>
            <strong>{problem.label}:</strong>{' '}
            {/* One message stays on its label's line; several go under it, one a line. */}
            {problem.messages.length === 1 ? problem.messages[0] : <FormMessages messages={problem.messages} />}
          </li>
        ))}
      </ul>
      {action === 'renew' ? <p>Expired jobs cannot be edited: post a copy with the changes instead.</p> : null}
      <Actions>
        {action === 'submit' ? (
          <ActionLink
            to={`/employer/jobs/${encodeURIComponent(job.id)}/edit`}
            aria-label={`Edit ${job.title} to fix these problems`}
          >
            Edit the job
          </ActionLink>
        ) : (
          <Button
            aria-label={`Duplicate ${job.title} to fix these problems`}
            onClick={onDuplicate}
            disabled={duplicating}
          >
            Duplicate
          </Button>
        )}
        <Button $variant="ghost" onClick={onDismiss}>
          Dismiss
        </Button>
      </Actions>
    </ProblemBox>
  );
}

function applicationsPath(job: EmployerJobListItem, status?: string): string {
  const path = `/employer/jobs/${encodeURIComponent(job.id)}/applications`;
  return status ? `${path}?status=${status}` : path;
}

function applicationCount(job: EmployerJobListItem): string {
  return `${job.counts.applications} application${job.counts.applications === 1 ? '' : 's'}`;
}

/** Who looks after a concierge job (a concierge package's job, once approved), and the way to chat with them. */
function ConciergeLine({ job, concierge }: { job: EmployerJobListItem; concierge: JobConcierge | undefined }) {
  if (!concierge) return null;
  return (
    <ConciergeText aria-label={`Concierge of ${job.title}`}>
      Your concierge: {concierge.name} · <a href={`mailto:${concierge.email}`}>{concierge.email}</a> ·{' '}
      <Link to={conciergeChatPath(job)} aria-label={`Chat with your concierge: ${job.title}`}>
        Chat with your concierge
      </Link>
    </ConciergeText>
  );
}

/** The job's concierge chat panel. */
function conciergeChatPath(job: Pick<EmployerJobListItem, 'id'>): string {
  return `/employer/jobs/${encodeURIComponent(job.id)}/concierge`;
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
            {APPLICATION_STATUS_LABELS[status]}: {byStatus[status]}
          </Link>
        </span>
      ))}
    </Counts>
  );
}

const ConciergeText = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  margin: 0 0 ${({ theme }) => theme.space.sm};
`;

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
  > div {
    min-width: 0;
  }
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
  > li {
    min-width: 0;
    overflow-wrap: break-word;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  /* A title wraps between words; only one long unbroken word may break, so no card is wider than a phone. */
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    margin-right: auto;
    min-width: 0;
    overflow-wrap: break-word;
  }
`;

/** The job's buttons: they wrap onto new lines as a whole, never inside their labels. */
const Actions = styled(Row)`
  > * {
    white-space: nowrap;
  }
`;

const ProblemBox = styled.div`
  margin-top: ${({ theme }) => theme.space.md};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.md};
    color: ${({ theme }) => theme.colors.danger};
  }
  & > ul {
    margin: ${({ theme }) => theme.space.sm} 0 ${({ theme }) => theme.space.md};
    padding-left: ${({ theme }) => theme.space.lg};
  }
  p {
    margin-bottom: ${({ theme }) => theme.space.sm};
  }
`;

const Reason = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;

const Meta = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  margin: ${({ theme }) => theme.space.xs} 0 ${({ theme }) => theme.space.sm};
`;
