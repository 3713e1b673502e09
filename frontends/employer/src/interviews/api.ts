import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  InterviewData,
  InterviewHistoryResponse,
  InterviewUpdateRequest,
  InterviewUpdateResponse,
} from '@marketplace/contracts';
import { api, type MutationCallbacks } from '@marketplace/api-client';

/** Query keys of the interview pipeline area (forgotten with the rest when the acting user changes). */
export const interviewKeys = {
  all: () => ['employer', 'interview'] as const,
  current: (applicationId: string) => ['employer', 'interview', applicationId] as const,
  history: (applicationId: string) => ['employer', 'interview', applicationId, 'history'] as const,
};

const interviewPath = (applicationId: string) =>
  `/api/employer/applications/${encodeURIComponent(applicationId)}/interview`;

/** GET /api/employer/applications/{id}/interview: the application's current interview. */
export function useInterview(applicationId: string) {
  return useQuery({
    queryKey: interviewKeys.current(applicationId),
    queryFn: ({ signal }) => api.get<InterviewData>(interviewPath(applicationId), { signal }),
  });
}

/** GET .../interview/history: the entries newest first; fetched only while the history is open. */
export function useInterviewHistory(applicationId: string, enabled = true) {
  return useQuery({
    queryKey: interviewKeys.history(applicationId),
    queryFn: ({ signal }) => api.get<InterviewHistoryResponse>(`${interviewPath(applicationId)}/history`, { signal }),
    enabled,
  });
}

/**
 * PUT .../interview. On success the interview and its history are fetched again when next shown;
 * the owner of the screen reloads the rest (the profile) through its own callback.
 */
export function useUpdateInterview(
  applicationId: string,
  { onSuccess, onError }: MutationCallbacks<InterviewUpdateResponse, InterviewUpdateRequest> = {},
) {
  const queryClient = useQueryClient();
  return useMutation<InterviewUpdateResponse, Error, InterviewUpdateRequest>({
    mutationFn: (body) => api.put<InterviewUpdateResponse>(interviewPath(applicationId), body),
    onSuccess: async (...args) => {
      void queryClient.invalidateQueries({ queryKey: interviewKeys.current(applicationId) });
      await onSuccess?.(...args);
    },
    onError,
  });
}
