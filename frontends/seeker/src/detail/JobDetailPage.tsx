import { useParams } from 'react-router';
import styled from 'styled-components';
import { errorMessage, isApiError } from '@marketplace/api-client';
import { JobDetailView, SaveJobButton, ShareJobButton } from '@marketplace/jobs';
import { ErrorState, NotFoundPage, Skeleton, useDocumentTitle } from '@marketplace/ui';
import { useJobDetail } from './api';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/** The job id of `/seeker/jobs/{id}` or of the public `/jobs/{id}-{slug}` (ids are UUIDs, slugs follow). */
export function jobIdFromParam(param: string | undefined): string | null {
  if (!param) return null;
  const uuid = UUID.exec(param);
  if (uuid) return uuid[0];
  // Non-UUID ids (tests, older links): everything before the first hyphen-slug is the id.
  return param.split('-')[0] || null;
}

/** Job detail: /seeker/jobs/{id} (opened from a card) and the public /jobs/{id}-{slug}. */
export function JobDetailPage() {
  const { id: param } = useParams();
  const id = jobIdFromParam(param);
  const job = useJobDetail(id);
  useDocumentTitle(job.data?.title ?? 'Job');

  if (!id || (job.isError && isApiError(job.error) && job.error.status === 404)) return <NotFoundPage />;
  if (job.isPending) {
    return (
      <div aria-busy="true" aria-label="Loading the job">
        <Skeleton $height="2em" $width="60%" />
        <Skeleton $height="240px" />
      </div>
    );
  }
  if (job.isError) return <ErrorState title="We couldn't load this job" message={errorMessage(job.error)} onRetry={() => void job.refetch()} retrying={job.isFetching} />;
  return (
    <section>
      <Toolbar>
        <SaveJobButton jobId={job.data.id} title={job.data.title} />
        <ShareJobButton jobId={job.data.id} title={job.data.title} />
      </Toolbar>
      <JobDetailView job={job.data} />
    </section>
  );
}

const Toolbar = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
`;
