import { useQuery, type QueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { SiteConfig } from '@marketplace/contracts';
import { api } from './client';

/** Query keys of the site-wide data; each area's own keys sit in its api.ts. */
export const queryKeys = {
  siteConfig: () => ['site-config'] as const,
};

/** What a screen adds to an area's mutation hook: its own messages and navigation. */
export type MutationCallbacks<TData, TVariables> = Pick<
  UseMutationOptions<TData, Error, TVariables>,
  'onSuccess' | 'onError'
>;

/** `GET /api/site-config`: public settings such as the support contacts; fixed for a page's life. */
export function useSiteConfig() {
  return useQuery({
    queryKey: queryKeys.siteConfig(),
    queryFn: ({ signal }) => api.get<SiteConfig>('/api/site-config', { signal }),
    staleTime: Infinity,
  });
}

/** Forgets everything loaded for the person acting (after sign-out or impersonation); the site's public settings stay. */
export function forgetUserQueries(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.siteConfig()[0] });
}
