import styled from 'styled-components';
import { formatJobCount } from '@marketplace/contracts';
import { errorMessage } from '@marketplace/api-client';
import { Button, Card, EmptyState, ErrorState, Skeleton, VisuallyHidden } from '@marketplace/ui';
import { JobCard } from '@marketplace/jobs';
import type { useJobSearch } from './api';

const SKELETON_CARDS = 6;

interface JobResultsProps {
  jobs: ReturnType<typeof useJobSearch>;
  /** Whether a search or filter is set: an empty list then offers to clear it. */
  filtered: boolean;
  onClear(): void;
}

/** What the job search found: the count and cards with 'Load more', or why there are none yet. */
export function JobResults({ jobs, filtered, onClear }: JobResultsProps) {
  if (jobs.data) {
    if (jobs.data.jobs.length === 0) {
      return filtered ? (
        <EmptyState title="No jobs match your search" message="Try fewer filters or different words.">
          <Button $variant="secondary" onClick={onClear}>
            Clear search
          </Button>
        </EmptyState>
      ) : (
        <EmptyState title="No jobs posted yet" message="New roles are added every week. Please check back soon." />
      );
    }
    return (
      <>
        {jobs.data.count && typeof jobs.data.count.total === 'number' ? (
          <ResultCount aria-live="polite">{formatJobCount(jobs.data.count)}</ResultCount>
        ) : null}
        <List aria-label="Jobs">
          {jobs.data.jobs.map((job) => (
            <li key={job.id}>
              <JobCard job={job} />
            </li>
          ))}
        </List>
        {jobs.isFetchNextPageError ? (
          <ErrorState
            title="We couldn't load more jobs"
            message={errorMessage(jobs.error)}
            onRetry={() => void jobs.fetchNextPage()}
            retrying={jobs.isFetchingNextPage}
          />
        ) : jobs.hasNextPage ? (
          <More>
            <Button onClick={() => void jobs.fetchNextPage()} disabled={jobs.isFetchingNextPage}>
              {jobs.isFetchingNextPage ? 'Loading more jobs…' : 'Load more'}
            </Button>
          </More>
        ) : null}
      </>
    );
  }
  if (jobs.isError) {
    return (
      <ErrorState
        title="We couldn't load jobs"
        message={errorMessage(jobs.error)}
        onRetry={() => void jobs.refetch()}
        retrying={jobs.isFetching}
      />
    );
  }
  return (
    <div aria-busy="true">
      <VisuallyHidden role="status">Loading jobs…</VisuallyHidden>
      <List>
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <li key={index}>
            <JobCardSkeleton />
          </li>
        ))}
      </List>
    </div>
  );
}

function JobCardSkeleton() {
  return (
    <Card data-testid="job-card-skeleton">
      <SkeletonRow>
        <Skeleton $width="48px" $height="48px" />
        <SkeletonLines>
          <Skeleton $width="60%" $height="1.25em" />
          <Skeleton $width="35%" />
        </SkeletonLines>
      </SkeletonRow>
      <SkeletonLines>
        <Skeleton $width="50%" />
        <Skeleton />
        <Skeleton $width="40%" />
      </SkeletonLines>
    </Card>
  );
}

const ResultCount = styled.p`
  margin: 0 0 12px;
  font-weight: 600;
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space.xl};
`;

const SkeletonRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const SkeletonLines = styled.div`
  flex: 1;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;
