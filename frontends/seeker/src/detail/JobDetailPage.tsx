import { useEffect, useRef } from 'react';
import { useLocation, useParams } from 'react-router';
import styled from 'styled-components';
import { jobCardBadge, type JobDetail } from '@marketplace/contracts';
import { errorMessage, isApiError } from '@marketplace/api-client';
import { useSession } from '@marketplace/auth';
import {
  ApplyNowButton,
  JobDetailView,
  JobStateBadge,
  SaveJobButton,
  ShareJobButton,
  useApplyAction,
} from '@marketplace/jobs';
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

/** True when the job takes this seeker's application: open, and not applied to, filled or archived. */
export function offersApply(job: JobDetail): boolean {
  return job.isOpen && jobCardBadge(job).kind === 'apply';
}

/**
 * The apply anchor (/seeker/jobs/{id}#apply, where 'Apply Now' sends those who could not apply in
 * place) opens the apply dialog once, when a signed-in seeker arrives and the job takes applications.
 */
function useApplyAnchor(job: JobDetail | undefined) {
  const { hash } = useLocation();
  const openApply = useApplyAction();
  const isSeeker = useSession().actingUser?.role === 'seeker';
  const handled = useRef(false);
  useEffect(() => {
    if (handled.current || hash !== '#apply' || !job || !openApply || !isSeeker) return;
    handled.current = true;
    if (offersApply(job)) openApply({ id: job.id, title: job.title, company: job.company });
  }, [hash, job, openApply, isSeeker]);
}

/** Job detail: /seeker/jobs/{id} (opened from a card) and the public /jobs/{id}-{slug}. */
export function JobDetailPage() {
  const { id: param } = useParams();
  const id = jobIdFromParam(param);
  const job = useJobDetail(id);
  useDocumentTitle(job.data?.title ?? 'Job');
  useApplyAnchor(job.data);
  const toolbar = useRef<HTMLDivElement>(null);

  if (!id || (job.isError && isApiError(job.error) && job.error.status === 404)) return <NotFoundPage />;
  if (job.isPending) {
    return (
      <div aria-busy="true" aria-label="Loading the job">
        <Skeleton $height="2em" $width="60%" />
        <Skeleton $height="240px" />
      </div>
    );
  }
  if (job.isError)
    return (
      <ErrorState
        title="We couldn't load this job"
        message={errorMessage(job.error)}
        onRetry={() => void job.refetch()}
        retrying={job.isFetching}
      />
    );
  return (
    <section>
      <Toolbar ref={toolbar}>
        {/* The application's status (or archived, filled) as on the card; it changes as soon as the seeker applies. */}
        <JobStateBadge badge={jobCardBadge(job.data)} />
        <SaveJobButton jobId={job.data.id} title={job.data.title} />
        <ShareJobButton jobId={job.data.id} title={job.data.title} />
        {offersApply(job.data) ? (
          <ApplyNowButton
            job={{ id: job.data.id, title: job.data.title, company: job.data.company }}
            // Once applied the button is gone: focus stays in the toolbar (its first control).
            returnFocusTo={() => toolbar.current?.querySelector<HTMLElement>('button, a[href]') ?? null}
          />
        ) : null}
      </Toolbar>
      <JobDetailView job={job.data} />
    </section>
  );
}

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
`;
