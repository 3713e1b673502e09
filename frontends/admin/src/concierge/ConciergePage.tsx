import { useSearchParams } from 'react-router';
import { errorMessage } from '@marketplace/api-client';
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

/**
 * `/admin/concierge`: the jobs the signed-in admin looks after as concierge (bought with a concierge
 * package), newest assignment first; `?adminId=` shows another admin's.
 */
export function ConciergePage() {
  useDocumentTitle('Concierge');
  const [params] = useSearchParams();
  const adminId = params.get('adminId') || null;
  const jobs = useConciergeJobs(adminId);
  const data = jobs.data;
  return (
    <section>
      <PageTitle>Concierge</PageTitle>
      <PageLead>
        {data && adminId
          ? `The jobs ${data.admin.name} looks after as concierge.`
          : 'The jobs you look after as concierge, newest first.'}
      </PageLead>
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
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroll>
      )}
    </section>
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
