import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ApplicantProfileResponse,
  ApplicantResumeResponse,
  ApplicationStatusRequest,
  ApplicationStatusResponse,
  BulkStatusRequest,
  BulkStatusResponse,
  BulkStatusUndoResponse,
  EmployerApplicationListItem,
  EmployerApplicationsPage,
} from '@marketplace/contracts';
import { api, type MutationCallbacks } from '@marketplace/api-client';
import { employerJobKeys } from '../jobs/api';
import { applicationsSearchString, type ApplicationsSearch } from './search-params';

/** Query keys of the employer's applications area. */
export const employerApplicationKeys = {
  all: () => ['employer-applications'] as const,
  lists: () => [...employerApplicationKeys.all(), 'list'] as const,
  /** One list: one job's (jobId) or the company's (null), for one search. */
  list: (jobId: string | null, search: string) => [...employerApplicationKeys.lists(), jobId ?? 'all', search] as const,
  profile: (id: string) => [...employerApplicationKeys.all(), 'profile', id] as const,
};

function applicationPath(id: string): string {
  return `/api/employer/applications/${encodeURIComponent(id)}`;
}

/**
 * `GET /api/employer/jobs/{id}/applications` (one job) or `GET /api/employer/applications` (every
 * job), one keyset page per `nextCursor`. The counts per status are the search's whatever the status
 * filter and the same on every page: the first page's are shown.
 */
export function useEmployerApplications(jobId: string | null, search: ApplicationsSearch) {
  const query = applicationsSearchString(search);
  const path = jobId ? `/api/employer/jobs/${encodeURIComponent(jobId)}/applications` : '/api/employer/applications';
  return useInfiniteQuery({
    queryKey: employerApplicationKeys.list(jobId, query),
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams(query);
      if (pageParam) params.set('cursor', pageParam);
      const text = params.toString();
      return api.get<EmployerApplicationsPage>(text ? `${path}?${text}` : path, { signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    select: (data) => ({
      applications: data.pages.flatMap((page): EmployerApplicationListItem[] => page.applications),
      counts: data.pages[0]?.counts ?? null,
    }),
  });
}

/** `GET /api/employer/applications/{id}/profile`: the applicant dialog's data (nothing without an id). */
export function useApplicantProfile(applicationId: string | null) {
  return useQuery({
    queryKey: employerApplicationKeys.profile(applicationId ?? ''),
    queryFn: ({ signal }) =>
      api.get<ApplicantProfileResponse>(`${applicationPath(applicationId ?? '')}/profile`, { signal }),
    enabled: Boolean(applicationId),
  });
}

/** GET /api/employer/applications/{id}/resume: the signed link of the version applied with and its name, for the viewer. */
export function fetchApplicantResume(applicationId: string): Promise<ApplicantResumeResponse> {
  return api.get<ApplicantResumeResponse>(`${applicationPath(applicationId)}/resume`);
}

/**
 * After any change of status or stage the open profile, the lists, their counts and the job list's
 * counts are fetched again (the ones on screen at once, the others when next shown).
 */
export function useRefreshApplications() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: employerApplicationKeys.all() });
    void queryClient.invalidateQueries({ queryKey: employerJobKeys.all() });
  };
}

/** What a single status change sends. */
export interface StatusChangeVariables {
  applicationId: string;
  body: ApplicationStatusRequest;
}

/** `PUT /api/employer/applications/{id}/status`. */
export function useSetApplicationStatus({
  onSuccess,
  onError,
}: MutationCallbacks<ApplicationStatusResponse, StatusChangeVariables> = {}) {
  const invalidate = useRefreshApplications();
  return useMutation<ApplicationStatusResponse, Error, StatusChangeVariables>({
    mutationFn: ({ applicationId, body }) =>
      api.put<ApplicationStatusResponse>(`${applicationPath(applicationId)}/status`, body),
    onSuccess: async (...args) => {
      invalidate();
      await onSuccess?.(...args);
    },
    onError,
  });
}

/** `POST /api/employer/applications/bulk-status`: several at once, with an undo token. */
export function useBulkStatus({ onSuccess, onError }: MutationCallbacks<BulkStatusResponse, BulkStatusRequest> = {}) {
  const invalidate = useRefreshApplications();
  return useMutation<BulkStatusResponse, Error, BulkStatusRequest>({
    mutationFn: (body) => api.post<BulkStatusResponse>('/api/employer/applications/bulk-status', body),
    onSuccess: async (...args) => {
      invalidate();
      await onSuccess?.(...args);
    },
    onError,
  });
}

/** `POST /api/employer/applications/bulk-status/undo` with the token the bulk change answered. */
export function useUndoBulkStatus({ onSuccess, onError }: MutationCallbacks<BulkStatusUndoResponse, string> = {}) {
  const invalidate = useRefreshApplications();
  return useMutation<BulkStatusUndoResponse, Error, string>({
    mutationFn: (undoToken) =>
      api.post<BulkStatusUndoResponse>('/api/employer/applications/bulk-status/undo', { undoToken }),
    onSuccess: async (...args) => {
      invalidate();
      await onSuccess?.(...args);
    },
    onError,
  });
}
