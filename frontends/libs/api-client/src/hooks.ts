import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { JobCard, JobsPage, SiteConfig } from '@marketplace/contracts';
import { api } from './client';

export const queryKeys = {
  jobs: () => ['jobs'] as const,
  siteConfig: () => ['site-config'] as const,
};

/** `GET /api/jobs`, newest first, one page per `nextCursor`. */
export function useJobs() {
  return useInfiniteQuery({
    queryKey: queryKeys.jobs(),
    queryFn: ({ pageParam, signal }) => api.get<JobsPage>('/api/jobs', { query: { cursor: pageParam }, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    select: (data) => ({ pages: data.pages, jobs: data.pages.flatMap((page): JobCard[] => page.jobs) }),
  });
}

/** `GET /api/site-config`: public settings such as the support contacts; fixed for a page's life. */
export function useSiteConfig() {
  return useQuery({
    queryKey: queryKeys.siteConfig(),
    queryFn: ({ signal }) => api.get<SiteConfig>('/api/site-config', { signal }),
    staleTime: Infinity,
  });
}
