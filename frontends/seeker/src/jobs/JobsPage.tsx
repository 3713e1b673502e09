import styled from 'styled-components';
import { errorMessage, useJobs } from '@marketplace/api-client';
import { Button, Card, EmptyState, ErrorState, PageLead, PageTitle, Skeleton, VisuallyHidden, useDocumentTitle } from '@marketplace/ui';
import { JobCard } from './JobCard';

const SKELETON_CARDS = 6;

/** The public job list (`/jobs`, also `/seeker/jobs`): newest first, 20 at a time. */
export function JobsPage() {
  useDocumentTitle('Remote jobs');
  const jobs = useJobs();

  return (
    <section>
      <PageTitle>Remote and flexible jobs</PageTitle>
      <PageLead>Roles from employers who plan work around family life.</PageLead>

      {jobs.data ? (
        jobs.data.jobs.length === 0 ? (
          <EmptyState title="No jobs posted yet" message="New roles are added every week. Please check back soon." />
        ) : (
          <>
            <List>
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
        )
      ) : jobs.isError ? (
        <ErrorState
          title="We couldn't load jobs"
          message={errorMessage(jobs.error)}
          onRetry={() => void jobs.refetch()}
          retrying={jobs.isFetching}
        />
      ) : (
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
      )}
    </section>
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
