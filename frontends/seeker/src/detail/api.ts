import { useQuery } from '@tanstack/react-query';
import type { JobDetail } from '@marketplace/contracts';
import { api, isApiError } from '@marketplace/api-client';
import { jobKeys } from '../jobs/api';

/** GET /api/jobs/{id}: one job's page; a 404 is final, other failures are tried again. */
export function useJobDetail(id: string | null) {
  return useQuery({
    queryKey: jobKeys.detail(id),
    queryFn: ({ signal }) => api.get<JobDetail>(`/api/jobs/${encodeURIComponent(id ?? '')}`, { signal }),
    enabled: Boolean(id),
    retry: (count, error) => !(isApiError(error) && error.status === 404) && count < 2,
  });
}
