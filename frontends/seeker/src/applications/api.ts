import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  ApplyRequest,
  JobCard,
  JobCardApplicationStatus,
  JobsPage,
  SavedJobsResponse,
  SeekerApplication,
  SeekerApplicationsResponse,
  SeekerInvitationsResponse,
} from '@marketplace/contracts';
import { api, isApiError, type MutationCallbacks } from '@marketplace/api-client';
import { savedJobsKey } from '@marketplace/jobs';
import { jobKeys } from '../jobs/api';

/** Query keys of the applications area (forgotten with the rest when the acting user changes). */
export const applicationKeys = {
  list: () => ['seeker', 'applications'] as const,
  // Under the list's key: whatever refreshes the applications (applying) refreshes the invitations' "applied" too.
  invitations: () => ['seeker', 'applications', 'invitations'] as const,
};

/** GET /api/seeker/applications: newest first, withdrawn ones included and marked. */
export function useSeekerApplications() {
  return useQuery({
    queryKey: applicationKeys.list(),
    queryFn: ({ signal }) => api.get<SeekerApplicationsResponse>('/api/seeker/applications', { signal }),
  });
}

/** GET /api/seeker/invitations: employers' invitations to apply, newest first, applied ones marked. */
export function useSeekerInvitations() {
  return useQuery({
    queryKey: applicationKeys.invitations(),
    queryFn: ({ signal }) => api.get<SeekerInvitationsResponse>('/api/seeker/invitations', { signal }),
  });
}

function withStatus<T extends JobCard>(job: T, jobId: string, applicationStatus: JobCardApplicationStatus): T {
  return job.id === jobId ? { ...job, applicationStatus } : job;
}

/**
 * Writes a job's new application status into every cached copy of its card: search pages, the job
 * detail and saved jobs. The server would answer the same; patching spares refetching every loaded
 * search page, and the card and the detail change at once, without a reload.
 */
export function setJobApplicationStatus(
  queryClient: QueryClient,
  jobId: string,
  applicationStatus: JobCardApplicationStatus,
): void {
  queryClient.setQueriesData<unknown>({ queryKey: jobKeys.all() }, (data: unknown) => {
    if (!data || typeof data !== 'object') return data;
    if ('pages' in data && Array.isArray(data.pages)) {
      const pages = data.pages as JobsPage[];
      return {
        ...data,
        pages: pages.map((page) => ({
          ...page,
          jobs: page.jobs.map((job) => withStatus(job, jobId, applicationStatus)),
        })),
      };
    }
    if ('applicationStatus' in data && 'id' in data) return withStatus(data as JobCard, jobId, applicationStatus);
    return data;
  });
  queryClient.setQueryData<SavedJobsResponse>(savedJobsKey, (saved) =>
    saved
      ? {
          ...saved,
          jobs: saved.jobs.map((entry) => ({ ...entry, job: withStatus(entry.job, jobId, applicationStatus) })),
        }
      : saved,
  );
}

/**
 * POST /api/seeker/applications. On success the job's cards show the new status and the list is
 * fetched again when next shown; after a 409 the job's detail is fetched again, as it was stale.
 */
export function useApply({ onSuccess, onError }: MutationCallbacks<SeekerApplication, ApplyRequest> = {}) {
  const queryClient = useQueryClient();
  return useMutation<SeekerApplication, Error, ApplyRequest>({
    mutationFn: (body) => api.post<SeekerApplication>('/api/seeker/applications', body),
    onSuccess: async (...args) => {
      const [application, request] = args;
      setJobApplicationStatus(queryClient, request.jobId, { hasApplied: true, status: application.status });
      void queryClient.invalidateQueries({ queryKey: applicationKeys.list() });
      await onSuccess?.(...args);
    },
    onError: async (...args) => {
      // A 409 (applied already, the job closed) means the job as shown is out of date.
      if (isApiError(args[0]) && args[0].status === 409)
        void queryClient.invalidateQueries({ queryKey: jobKeys.detail(args[1].jobId) });
      await onError?.(...args);
    },
  });
}

/**
 * POST /api/seeker/applications/{id}/withdraw. The answer replaces the application in the list, and
 * the job's cards read 'Applied' (a withdrawn application still counts: one per seeker and job).
 */
export function useWithdrawApplication({
  onSuccess,
  onError,
}: MutationCallbacks<SeekerApplication, SeekerApplication> = {}) {
  const queryClient = useQueryClient();
  return useMutation<SeekerApplication, Error, SeekerApplication>({
    mutationFn: (application) =>
      api.post<SeekerApplication>(`/api/seeker/applications/${encodeURIComponent(application.id)}/withdraw`),
    onSuccess: async (...args) => {
      const [withdrawn] = args;
      queryClient.setQueryData<SeekerApplicationsResponse>(applicationKeys.list(), (list) =>
        list
          ? { ...list, applications: list.applications.map((item) => (item.id === withdrawn.id ? withdrawn : item)) }
          : list,
      );
      setJobApplicationStatus(queryClient, withdrawn.job.id, { hasApplied: true, status: null });
      await onSuccess?.(...args);
    },
    onError,
  });
}
