import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type MutationCallbacks } from '@marketplace/api-client';
import type {
  AuthnetClientConfig,
  BillingHistoryEntry,
  BillingHistoryPage,
  PaymentMethodsResponse,
  SavePaymentMethodRequest,
  SavePaymentMethodResponse,
} from '@marketplace/contracts';

/** Whose cards: seekers and employers have the same calls under their own paths. */
export type BillingAudience = 'seeker' | 'employer';

export const PAYMENT_METHODS_PATHS: Readonly<Record<BillingAudience, string>> = {
  seeker: '/api/seeker/subscription/payment-methods',
  employer: '/api/employer/billing/payment-methods',
};

export const PAYMENT_CONFIG_PATH = '/api/payments/authnet/config';

/** Query keys of billing. */
export const billingKeys = {
  paymentConfig: () => ['billing', 'payment-config'] as const,
  paymentMethods: (audience: BillingAudience) => ['billing', audience, 'payment-methods'] as const,
  history: (audience: BillingAudience) => ['billing', audience, 'history'] as const,
};

/** The billing history of each audience: the signed-in user's charges (GET, paged by nextCursor). */
export const BILLING_HISTORY_PATHS: Readonly<Record<BillingAudience, string>> = {
  seeker: '/api/seeker/billing/history',
  employer: '/api/employer/billing/history',
};

/** GET .../billing/history, newest first, one page per nextCursor. */
export function useBillingHistory(audience: BillingAudience) {
  return useInfiniteQuery({
    queryKey: billingKeys.history(audience),
    queryFn: ({ pageParam, signal }) =>
      api.get<BillingHistoryPage>(BILLING_HISTORY_PATHS[audience], { query: { cursor: pageParam }, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    select: (data) => data.pages.flatMap((page): BillingHistoryEntry[] => page.entries),
  });
}

/** GET /api/payments/authnet/config: fixed for a page's life. */
export function usePaymentConfig(enabled = true) {
  return useQuery({
    queryKey: billingKeys.paymentConfig(),
    queryFn: ({ signal }) => api.get<AuthnetClientConfig>(PAYMENT_CONFIG_PATH, { signal }),
    staleTime: Infinity,
    enabled,
  });
}

/** GET .../payment-methods: the user's cards, the default first. */
export function usePaymentMethods(audience: BillingAudience) {
  return useQuery({
    queryKey: billingKeys.paymentMethods(audience),
    queryFn: ({ signal }) => api.get<PaymentMethodsResponse>(PAYMENT_METHODS_PATHS[audience], { signal }),
  });
}

/** POST .../payment-methods: add a card, or replace one in update mode. The list is refetched. */
export function useSavePaymentMethod(audience: BillingAudience) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SavePaymentMethodRequest) =>
      api.post<SavePaymentMethodResponse>(PAYMENT_METHODS_PATHS[audience], request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingKeys.paymentMethods(audience) }),
  });
}

/** DELETE .../payment-methods/{id}; the answer is the new list. */
export function useDeletePaymentMethod(
  audience: BillingAudience,
  callbacks: MutationCallbacks<PaymentMethodsResponse, string> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.del<PaymentMethodsResponse>(`${PAYMENT_METHODS_PATHS[audience]}/${encodeURIComponent(id)}`),
    ...callbacks,
    onSuccess: (data, id, ...rest) => {
      queryClient.setQueryData(billingKeys.paymentMethods(audience), data);
      return callbacks.onSuccess?.(data, id, ...rest);
    },
  });
}

/** PUT .../payment-methods/{id}/default; the answer is the new list. */
export function useMakeDefaultPaymentMethod(
  audience: BillingAudience,
  callbacks: MutationCallbacks<PaymentMethodsResponse, string> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.put<PaymentMethodsResponse>(`${PAYMENT_METHODS_PATHS[audience]}/${encodeURIComponent(id)}/default`),
    ...callbacks,
    onSuccess: (data, id, ...rest) => {
      queryClient.setQueryData(billingKeys.paymentMethods(audience), data);
      return callbacks.onSuccess?.(data, id, ...rest);
    },
  });
}
