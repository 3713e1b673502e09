import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SavedJobState, SavedJobsResponse, WordpressSlugResponse } from '@marketplace/contracts';
import { api } from '@marketplace/api-client';
import { useSession } from '@marketplace/auth';

/** The saved-jobs area: query keys and requests used by the heart button and the saved-jobs page. */
export const savedJobsKey = ['seeker', 'saved-jobs'] as const;

/** GET /api/seeker/saved-jobs, only for a signed-in seeker (everyone else has nothing saved). */
export function useSavedJobs() {
  const session = useSession();
  const isSeeker = session.actingUser?.role === 'seeker';
  return useQuery({
    queryKey: savedJobsKey,
    queryFn: ({ signal }) => api.get<SavedJobsResponse>('/api/seeker/saved-jobs', { signal }),
    enabled: isSeeker,
    staleTime: 30_000,
  });
}

/** PUT (true) or DELETE (false) /api/seeker/saved-jobs/{jobId}, then the saved list is fetched again. */
export function useSaveJob(jobId: string, { onError }: { onError?: (error: unknown) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: boolean) =>
      save
        ? api.put<SavedJobState>(`/api/seeker/saved-jobs/${encodeURIComponent(jobId)}`)
        : api.del<SavedJobState>(`/api/seeker/saved-jobs/${encodeURIComponent(jobId)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedJobsKey }),
    onError,
  });
}

/** GET /api/jobs/{id}/wordpress-slug: the job's public link. */
export function fetchWordpressSlug(jobId: string): Promise<WordpressSlugResponse> {
  return api.get<WordpressSlugResponse>(`/api/jobs/${encodeURIComponent(jobId)}/wordpress-slug`);
}
