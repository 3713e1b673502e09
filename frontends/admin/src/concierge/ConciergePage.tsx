import { lazy, Suspense, useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { errorMessage } from '@marketplace/api-client';
import { useSession } from '@marketplace/auth';
import { type AdminConciergeJob, JOB_STATUS_LABELS, jobPackage, publicJobPath } from '@marketplace/contracts';
import {
  EmptyState,
  ErrorState,
  PageLead,
  PageTitle,
  Spinner,
  useDocumentTitle,
  VisuallyHidden,
} from '@marketplace/ui';
import { useConciergeJobs } from '../api';
import { formatDateTime } from '@marketplace/ui/dates';
import { Table, TableScroll } from '../Table';

// The chat loads with the first panel opened, not with the list.
const ConciergeChatPanel = lazy(() => import('@marketplace/chat').then((m) => ({ default: m.ConciergeChatPanel })));

/**
 * `/admin/concierge`: the jobs the signed-in admin looks after as concierge (bought with a concierge
 * package), newest assignment first, each linking to its concierge chat (`?jobId=` opens that
 * panel above the list); `?adminId=` shows another admin's (their chats are theirs alone).
 */
export function ConciergePage() {
  useDocumentTitle('Concierge');
  const [params] = useSearchParams();
  const adminId = params.get('adminId') || null;
  const chatJobId = params.get('jobId') || null;
  const jobs = useConciergeJobs(adminId);
  const me = useSession().user?.id ?? null;
  const data = jobs.data;
  const mine = !!data && data.admin.id === me;
  return (
    <section>
      <PageTitle>Concierge</PageTitle>
      <PageLead>
        {data && adminId
          ? `The jobs ${data.admin.name} looks after as concierge.`
          : 'The jobs you look after as concierge, newest first.'}
      </PageLead>
      {chatJobId && !adminId ? <ChatOfJob jobId={chatJobId} /> : null}
      {jobs.isError ? (
        <ErrorState
          title="Could not load the concierge jobs"
          message={errorMessage(jobs.error)}
          onRetry={() => void jobs.refetch()}
          retrying={jobs.isFetching}
        />
      ) : !data ? (
        <Spinner label="Loading concierge jobs" />
      ) : data.jobs.length === 0 ? (
        <EmptyState
          title="No concierge jobs yet"
          message="Jobs posted with a concierge package show here once they are approved."
        />
      ) : (
        <TableScroll>
          <Table>
            <caption>
              {data.jobs.length} concierge {data.jobs.length === 1 ? 'job' : 'jobs'} of {data.admin.name}
            </caption>
            <thead>
              <tr>
                <th scope="col">Job</th>
                <th scope="col">Company</th>
                <th scope="col">Status</th>
                <th scope="col">Package</th>
                <th scope="col">Assigned</th>
                {mine ? <th scope="col">Chat</th> : null}
              </tr>
            </thead>
            <tbody>
              {data.jobs.map((job) => (
                <tr key={job.jobId}>
                  <td data-label="Job">
                    <JobLink job={job} />
                  </td>
                  <td data-label="Company">{job.companyName}</td>
                  <td data-label="Status">{JOB_STATUS_LABELS[job.status]}</td>
                  <td data-label="Package">{jobPackage(job.packageId)?.name ?? job.packageId}</td>
                  <td data-label="Assigned" data-nowrap>
                    <time dateTime={job.assignedAt}>{formatDateTime(job.assignedAt)}</time>
                  </td>
                  {mine ? (
                    <td data-label="Chat">
                      <Link
                        to={`/admin/concierge?jobId=${encodeURIComponent(job.jobId)}`}
                        aria-label={`Open chat: ${job.title}`}
                        aria-current={chatJobId === job.jobId ? 'true' : undefined}
                      >
                        Open chat
                      </Link>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroll>
      )}
    </section>
  );
}

/** A job's concierge chat above the list, brought into view when it opens. */
function ChatOfJob({ jobId }: { jobId: string }) {
  const area = useRef<HTMLDivElement>(null);
  useEffect(() => area.current?.scrollIntoView?.({ block: 'start' }), [jobId]);
  return (
    <ChatArea ref={area}>
      <Link to="/admin/concierge">Close the chat</Link>
      <Suspense fallback={<Spinner label="Loading the chat" />}>
        <ConciergeChatPanel key={jobId} jobId={jobId} />
      </Suspense>
    </ChatArea>
  );
}

/** A live job links to its public page (served by the API, so a plain link in a new tab); any other shows its title. */
function JobLink({ job }: { job: AdminConciergeJob }) {
  if (job.status !== 'approved') return <>{job.title}</>;
  return (
    <a href={publicJobPath(job.jobId, job.title)} target="_blank" rel="noopener">
      {job.title}
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </a>
  );
}

const ChatArea = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  justify-items: start;
  margin-bottom: ${({ theme }) => theme.space.xl};
  > section {
    width: 100%;
  }
`;
