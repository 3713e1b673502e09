import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateJobAlertRequest,
  JobAlert,
  JobAlertsResponse,
  ReplaceJobAlertRequest,
  UpdateJobAlertRequest,
} from '@marketplace/contracts';
import { api, type MutationCallbacks } from '@marketplace/api-client';

/** Query keys of the job-alerts area. */
export const alertKeys = {
  all: () => ['seeker', 'job-alerts'] as const,
};

/** GET /api/seeker/job-alerts: the signed-in seeker's alerts. */
export function useJobAlerts() {
  return useQuery({
    queryKey: alertKeys.all(),
    queryFn: ({ signal }) => api.get<JobAlertsResponse>('/api/seeker/job-alerts', { signal }),
  });
}

/** The alert list is fetched again after any change, once the screen has had its say. */
function useChangeAlerts<TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  { onSuccess, onError }: MutationCallbacks<TData, TVariables>,
) {
  const queryClient = useQueryClient();
  return useMutation<TData, Error, TVariables>({
    mutationFn,
    onSuccess: async (...args) => {
      await onSuccess?.(...args);
      await queryClient.invalidateQueries({ queryKey: alertKeys.all() });
    },
    onError,
  });
}

/** POST /api/seeker/job-alerts: saves a search as an alert. */
export function useCreateJobAlert(callbacks: MutationCallbacks<JobAlert, CreateJobAlertRequest> = {}) {
  return useChangeAlerts(
    (body: CreateJobAlertRequest) => api.post<JobAlert>('/api/seeker/job-alerts', body),
    callbacks,
  );
}

/** PATCH /api/seeker/job-alerts/{id}: pause, resume or change an alert. */
export function useUpdateJobAlert(
  callbacks: MutationCallbacks<JobAlert, { alert: JobAlert; patch: UpdateJobAlertRequest }> = {},
) {
  return useChangeAlerts(
    ({ alert, patch }: { alert: JobAlert; patch: UpdateJobAlertRequest }) =>
      api.patch<JobAlert>(`/api/seeker/job-alerts/${encodeURIComponent(alert.id)}`, patch),
    callbacks,
  );
}

/** DELETE /api/seeker/job-alerts/{id}. */
export function useDeleteJobAlert(callbacks: MutationCallbacks<void, JobAlert> = {}) {
  return useChangeAlerts(
    (alert: JobAlert) => api.del(`/api/seeker/job-alerts/${encodeURIComponent(alert.id)}`),
    callbacks,
  );
}

/** PUT /api/seeker/job-alerts/{id}: edits an alert's search and frequency (409 when another alert has that search). */
export function useReplaceJobAlert(
  callbacks: MutationCallbacks<JobAlert, { alert: JobAlert; body: ReplaceJobAlertRequest }> = {},
) {
  return useChangeAlerts(
    ({ alert, body }: { alert: JobAlert; body: ReplaceJobAlertRequest }) =>
      api.put<JobAlert>(`/api/seeker/job-alerts/${encodeURIComponent(alert.id)}`, body),
    callbacks,
  );
}

/** POST /api/seeker/job-alerts/{id}/restore: the Undo of a delete, within JOB_ALERT_UNDO_SECONDS. */
export function useRestoreJobAlert(callbacks: MutationCallbacks<JobAlert, JobAlert> = {}) {
  return useChangeAlerts(
    (alert: JobAlert) => api.post<JobAlert>(`/api/seeker/job-alerts/${encodeURIComponent(alert.id)}/restore`, {}),
    callbacks,
  );
}
