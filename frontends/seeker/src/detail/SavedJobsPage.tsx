import styled from 'styled-components';
import { errorMessage } from '@marketplace/api-client';
import { JobCard, useSavedJobs } from '@marketplace/jobs';
import { EmptyState, ErrorState, PageLead, PageTitle, Skeleton, useDocumentTitle } from '@marketplace/ui';

/** /seeker/saved-jobs: the jobs the seeker saved, newest saved first. */
export function SavedJobsPage() {
  useDocumentTitle('Saved jobs');
  const saved = useSavedJobs();
  return (
    <section>
      <PageTitle>Saved jobs</PageTitle>
      <PageLead>Jobs you marked with the heart.</PageLead>
      {saved.isPending ? (
        <div aria-busy="true" aria-label="Loading saved jobs">
          <Skeleton $height="160px" />
        </div>
      ) : saved.isError ? (
        <ErrorState
          title="We couldn't load your saved jobs"
          message={errorMessage(saved.error)}
          onRetry={() => void saved.refetch()}
          retrying={saved.isFetching}
        />
      ) : saved.data.jobs.length === 0 ? (
        <EmptyState title="No saved jobs yet" message="Press the heart on a job to keep it here." />
      ) : (
        <List aria-label="Saved jobs">
          {saved.data.jobs.map(({ job }) => (
            <li key={job.id}>
              <JobCard job={job} />
            </li>
          ))}
        </List>
      )}
    </section>
  );
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;
