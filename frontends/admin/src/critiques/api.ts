import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type MutationCallbacks } from '@marketplace/api-client';
import type {
  CritiqueQueue,
  CritiqueReviewInput,
  CritiqueStatus,
  CritiqueWorkbench,
  ResumeDownloadResponse,
} from '@marketplace/contracts';

/** Query keys of the reviewers' critiques area. */
export const critiqueKeys = {
  all: () => ['admin', 'critiques'] as const,
  queue: (status: CritiqueStatus | null) => [...critiqueKeys.all(), 'queue', { status }] as const,
  workbench: (requestId: string) => [...critiqueKeys.all(), 'workbench', requestId] as const,
  resume: (requestId: string) => [...critiqueKeys.all(), 'resume', requestId] as const,
};

function critiquePath(requestId: string, action?: string): string {
  const base = `/api/admin/critiques/${encodeURIComponent(requestId)}`;
  return action ? `${base}/${action}` : base;
}

/** GET /api/admin/critiques?status= : open requests oldest first (null), or those of one status. */
export function useCritiqueQueue(status: CritiqueStatus | null) {
  return useQuery({
    queryKey: critiqueKeys.queue(status),
    queryFn: ({ signal }) => api.get<CritiqueQueue>('/api/admin/critiques', { query: { status }, signal }),
  });
}

/** GET /api/admin/critiques/{id}: the request, its claim, the resume's text and the review so far. */
export function useCritiqueWorkbench(requestId: string) {
  return useQuery({
    queryKey: critiqueKeys.workbench(requestId),
    queryFn: ({ signal }) => api.get<CritiqueWorkbench>(critiquePath(requestId), { signal }),
  });
}

/** GET /api/admin/critiques/{id}/resume: a short-lived link, so it is fetched only while the file is shown. */
export function useCritiqueResume(requestId: string, enabled: boolean) {
  return useQuery({
    queryKey: critiqueKeys.resume(requestId),
    queryFn: ({ signal }) => api.get<ResumeDownloadResponse>(critiquePath(requestId, 'resume'), { signal }),
    enabled,
    staleTime: 0,
  });
}

/** Every workbench answer replaces the cached workbench, and the queue is fetched again. */
function useWorkbenchMutation<TVariables>(
  mutationFn: (variables: TVariables) => Promise<CritiqueWorkbench>,
  requestId: string,
  { onSuccess, onError }: MutationCallbacks<CritiqueWorkbench, TVariables>,
) {
  const queryClient = useQueryClient();
  return useMutation<CritiqueWorkbench, Error, TVariables>({
    mutationFn,
    onSuccess: (...args) => {
      queryClient.setQueryData(critiqueKeys.workbench(requestId), args[0]);
      void queryClient.invalidateQueries({ queryKey: [...critiqueKeys.all(), 'queue'] });
      return onSuccess?.(...args);
    },
    onError,
  });
}

/** POST .../claim (409 with the holder's name when another reviewer has it). */
export function useClaimCritique(requestId: string, callbacks: MutationCallbacks<CritiqueWorkbench, void> = {}) {
  return useWorkbenchMutation(
    () => api.post<CritiqueWorkbench>(critiquePath(requestId, 'claim')),
    requestId,
    callbacks,
  );
}

/** POST .../release: the claimer lets the request go back to the queue. */
export function useReleaseCritique(requestId: string, callbacks: MutationCallbacks<CritiqueWorkbench, void> = {}) {
  return useWorkbenchMutation(
    () => api.post<CritiqueWorkbench>(critiquePath(requestId, 'release')),
    requestId,
    callbacks,
  );
}

/** PUT .../draft: the review saved as it stands (scores may still be missing). */
export function useSaveCritiqueDraft(
  requestId: string,
  callbacks: MutationCallbacks<CritiqueWorkbench, CritiqueReviewInput> = {},
) {
  return useWorkbenchMutation(
    (review: CritiqueReviewInput) => api.put<CritiqueWorkbench>(critiquePath(requestId, 'draft'), review),
    requestId,
    callbacks,
  );
}

/** POST .../complete: the seeker can read the review (again, after a change to a completed one). */
export function useCompleteCritique(
  requestId: string,
  callbacks: MutationCallbacks<CritiqueWorkbench, CritiqueReviewInput> = {},
) {
  return useWorkbenchMutation(
    (review: CritiqueReviewInput) => api.post<CritiqueWorkbench>(critiquePath(requestId, 'complete'), review),
    requestId,
    callbacks,
  );
}
