import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@marketplace/api-client';
import type { EmailDeliveryFailure, EmailDeliveryFailuresPage } from '@marketplace/contracts';

/** Query keys of the delivery failures. */
export const emailFailureKeys = {
  ofUser: (userId: string) => ['admin', 'email-failures', { userId }] as const,
};

/** GET /api/admin/email-failures?userId=&cursor= : one user's failed deliveries, newest first, a page at a time. */
export function useUserEmailFailures(userId: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: emailFailureKeys.ofUser(userId),
    queryFn: ({ pageParam, signal }) =>
      api.get<EmailDeliveryFailuresPage>('/api/admin/email-failures', { query: { userId, cursor: pageParam }, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    select: (data) => data.pages.flatMap((page): EmailDeliveryFailure[] => page.failures),
    enabled,
  });
}
