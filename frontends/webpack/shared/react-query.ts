/**
 * The part of @tanstack/react-query the frontends use, provided to every container as the
 * `@tanstack/react-query` strict singleton (one QueryClient context for shell and remotes).
 * Module federation cannot tree-shake a shared module; this list is what gets shipped.
 *
 * Frontend code keeps importing from '@tanstack/react-query'; TypeScript resolves that name to
 * this file, so using a value not listed here fails the type-check. Add it here when needed.
 */
export {
  QueryClient,
  QueryClientProvider,
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query-complete';
export type * from '@tanstack/react-query-complete';
