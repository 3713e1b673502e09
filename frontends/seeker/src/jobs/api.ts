import { useInfiniteQuery } from '@tanstack/react-query';
import { jobSearchQueryString, type JobCard, type JobSearchPage, type JobSearchParams } from '@marketplace/contracts';
import { api } from '@marketplace/api-client';

/** Query keys of the jobs area (search and job pages); the detail page's hook sits in ../detail/api.ts. */
export const jobKeys = {
  all: () => ['jobs'] as const,
  search: (query: string) => [...jobKeys.all(), 'search', query] as const,
  detail: (id: string | null) => [...jobKeys.all(), 'detail', id] as const,
};

/** `GET /api/jobs` with the search in the URL, one page per `nextCursor`. */
export function useJobSearch(params: JobSearchParams) {
  const query = jobSearchQueryString({ ...params, cursor: undefined });
  return useInfiniteQuery({
    queryKey: jobKeys.search(query),
    queryFn: ({ pageParam, signal }) => {
      const search = jobSearchQueryString({ ...params, cursor: pageParam ?? undefined });
      return api.get<JobSearchPage>(`/api/jobs${search ? `?${search}` : ''}`, { signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    // The count is the whole search's, the same on every page: the first page's is shown.
    select: (data) => ({
      pages: data.pages,
      jobs: data.pages.flatMap((page): JobCard[] => page.jobs),
      count: data.pages[0],
    }),
  });
}
