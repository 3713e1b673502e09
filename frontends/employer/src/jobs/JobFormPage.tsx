import { useParams } from 'react-router';
import { errorMessage } from '@marketplace/api-client';
import { ErrorState, PageTitle, Skeleton, useDocumentTitle } from '@marketplace/ui';
import { EMPTY_FORM, fromValues } from './form-model';
import { useEmployerJob } from './api';
import { JobForm } from './form/JobForm';

/** /employer/jobs/new and /employer/jobs/{id}/edit. */
export function JobFormPage() {
  const { id } = useParams();
  const editing = Boolean(id);
  useDocumentTitle(editing ? 'Edit job' : 'Post a job');
  const existing = useEmployerJob(id);

  if (editing && existing.isPending) {
    return (
      <section aria-busy="true">
        <PageTitle>Edit job</PageTitle>
        <Skeleton style={{ height: 320 }} />
      </section>
    );
  }
  if (editing && existing.isError) {
    return (
      <section>
        <PageTitle>Edit job</PageTitle>
        <ErrorState
          title="Could not load this job"
          message={errorMessage(existing.error)}
          onRetry={() => void existing.refetch()}
        />
      </section>
    );
  }
  return <JobForm key={id ?? 'new'} jobId={id} initial={existing.data ? fromValues(existing.data.form) : EMPTY_FORM} />;
}
