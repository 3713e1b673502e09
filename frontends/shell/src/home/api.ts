import { useQuery } from '@tanstack/react-query';
import type { JobCategoryCountsResponse, JobSearchPage } from '@marketplace/contracts';
import { api } from '@marketplace/api-client';

/** Query keys of the home page, under the jobs keys (a change to jobs refreshes them too). */
export const homeKeys = {
  newestJobs: () => ['jobs', 'home', 'newest'] as const,
  categoryCounts: () => ['jobs', 'category-counts'] as const,
};

/** How many of the newest jobs the home page shows. */
export const HOME_NEWEST_JOBS = 6;

/**
 * `GET /api/jobs` without words or filters: its first page starts with the featured jobs (Featured
 * Job Post), then the newest live jobs; the home page shows each group in its own section.
 */
export function useNewestJobs() {
  return useQuery({
    queryKey: homeKeys.newestJobs(),
    queryFn: ({ signal }) => api.get<JobSearchPage>('/api/jobs', { signal }),
    select: (page) => ({
      featured: page.jobs.filter((job) => job.isFeatured),
      newest: page.jobs.filter((job) => !job.isFeatured).slice(0, HOME_NEWEST_JOBS),
    }),
  });
}

/** `GET /api/jobs/categories/counts`: the categories that hold live jobs, in display order. */
export function useCategoryCounts() {
  return useQuery({
    queryKey: homeKeys.categoryCounts(),
    queryFn: ({ signal }) => api.get<JobCategoryCountsResponse>('/api/jobs/categories/counts', { signal }),
    select: (answer) => answer.categories.filter((entry) => entry.count > 0),
  });
}
