import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CompanyLogoResponse,
  EmployerConciergeJobsResponse,
  EmployerJob,
  EmployerJobListItem,
  EmployerJobsResponse,
  JobConcierge,
  JobPostingRequest,
} from '@marketplace/contracts';
import { api, type MutationCallbacks } from '@marketplace/api-client';

/** Query keys of the employer's jobs area. */
export const employerJobKeys = {
  all: () => ['employer-jobs'] as const,
  one: (id: string) => ['employer-jobs', id] as const,
  concierges: () => ['employer-jobs', 'concierges'] as const,
};

/** The employer's job list is fetched again after any change, without holding the screen up. */
function useChangeJobs<TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  { onSuccess, onError }: MutationCallbacks<TData, TVariables>,
) {
  const queryClient = useQueryClient();
  return useMutation<TData, Error, TVariables>({
    mutationFn,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: employerJobKeys.all() });
      return onSuccess?.(...args);
    },
    onError,
  });
}

/** GET /api/employer/jobs: the employer's own jobs, every status. */
export function useEmployerJobs() {
  return useQuery({
    queryKey: employerJobKeys.all(),
    queryFn: ({ signal }) => api.get<EmployerJobsResponse>('/api/employer/jobs', { signal }),
  });
}

/** GET /api/employer/concierge/jobs: the concierge of each of the company's concierge jobs, by job id. */
export function useJobConcierges() {
  return useQuery({
    queryKey: employerJobKeys.concierges(),
    queryFn: ({ signal }) => api.get<EmployerConciergeJobsResponse>('/api/employer/concierge/jobs', { signal }),
    select: (data): ReadonlyMap<string, JobConcierge> =>
      new Map(data.jobs.map((entry) => [entry.jobId, entry.concierge])),
  });
}

/** GET /api/employer/company-logo: the company's logo as the browser can load it (null without one), for the job preview. */
export function useCompanyLogo() {
  return useQuery({
    queryKey: ['employer-company', 'logo'] as const,
    queryFn: ({ signal }) => api.get<CompanyLogoResponse>('/api/employer/company-logo', { signal }),
    select: (data) => data.companyLogoUrl,
  });
}

/** GET /api/employer/jobs/{id}: one job with its form values, for editing (nothing without an id). */
export function useEmployerJob(id: string | undefined) {
  return useQuery({
    queryKey: employerJobKeys.one(id ?? ''),
    queryFn: ({ signal }) => api.get<EmployerJob>(`/api/employer/jobs/${encodeURIComponent(id ?? '')}`, { signal }),
    enabled: Boolean(id),
  });
}

/** What saving the form sends: a new job (no id yet) or changes to one. */
export interface SaveJobVariables {
  jobId: string | undefined;
  body: JobPostingRequest;
}

/** POST /api/employer/jobs (new) or PUT /api/employer/jobs/{id}: a draft, or a job submitted for review. */
export function useSaveEmployerJob(callbacks: MutationCallbacks<EmployerJob, SaveJobVariables> = {}) {
  return useChangeJobs(
    ({ jobId, body }: SaveJobVariables) =>
      jobId
        ? api.put<EmployerJob>(`/api/employer/jobs/${encodeURIComponent(jobId)}`, body)
        : api.post<EmployerJob>('/api/employer/jobs', body),
    callbacks,
  );
}

/** POST /api/employer/jobs/{id}/submit: a draft goes to review. */
export function useSubmitEmployerJob(callbacks: MutationCallbacks<EmployerJob, EmployerJobListItem> = {}) {
  return useChangeJobs(
    (job: EmployerJobListItem) => api.post<EmployerJob>(`/api/employer/jobs/${encodeURIComponent(job.id)}/submit`),
    callbacks,
  );
}

/** What the list's confirm dialog does to a job: mark a live job filled, archive it, or renew an expired one. */
export interface JobActionVariables {
  job: EmployerJobListItem;
  action: 'fill' | 'archive' | 'renew';
}

/** POST /api/employer/jobs/{id}/fill, /archive or /renew. */
export function useEmployerJobAction(callbacks: MutationCallbacks<EmployerJob, JobActionVariables> = {}) {
  return useChangeJobs(
    ({ job, action }: JobActionVariables) =>
      api.post<EmployerJob>(`/api/employer/jobs/${encodeURIComponent(job.id)}/${action}`),
    callbacks,
  );
}

/** POST /api/employer/jobs/{id}/duplicate: a new draft with the job's form fields. */
export function useDuplicateEmployerJob(callbacks: MutationCallbacks<EmployerJob, EmployerJobListItem> = {}) {
  return useChangeJobs(
    (job: EmployerJobListItem) => api.post<EmployerJob>(`/api/employer/jobs/${encodeURIComponent(job.id)}/duplicate`),
    callbacks,
  );
}
