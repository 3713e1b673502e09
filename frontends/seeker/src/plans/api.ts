import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@marketplace/api-client';
import {
  IDEMPOTENCY_KEY_HEADER,
  type SeekerSubscriptionResponse,
  type SubscribeRequest,
  type SubscribeResponse,
  type SubscriptionPlansResponse,
} from '@marketplace/contracts';

export const PLANS_PATH = '/api/billing/plans';
export const SUBSCRIPTION_PATH = '/api/seeker/subscription';

/** Query keys of the plans page. */
export const planKeys = {
  plans: () => ['billing', 'plans'] as const,
  subscription: () => ['billing', 'seeker', 'subscription'] as const,
};

/** GET /api/billing/plans: the catalogue, fixed for a page's life. */
export function usePlans() {
  return useQuery({
    queryKey: planKeys.plans(),
    queryFn: ({ signal }) => api.get<SubscriptionPlansResponse>(PLANS_PATH, { signal }),
    staleTime: Infinity,
  });
}

/** GET /api/seeker/subscription: the seeker's current subscription, or null. */
export function useSubscription() {
  return useQuery({
    queryKey: planKeys.subscription(),
    queryFn: ({ signal }) => api.get<SeekerSubscriptionResponse>(SUBSCRIPTION_PATH, { signal }),
  });
}

/**
 * POST /api/seeker/subscription with the default card. `idempotencyKey` is made once per
 * confirmation, so a retried click cannot subscribe (or charge) twice.
 */
export function useSubscribe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ idempotencyKey, ...request }: SubscribeRequest & { idempotencyKey: string }) =>
      api.post<SubscribeResponse>(SUBSCRIPTION_PATH, request, { headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } }),
    onSuccess: ({ subscription }) => queryClient.setQueryData<SeekerSubscriptionResponse>(planKeys.subscription(), { subscription }),
  });
}

/** POST /api/seeker/subscription/cancel: ends the subscription with its period. */
export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<SeekerSubscriptionResponse>(`${SUBSCRIPTION_PATH}/cancel`),
    onSuccess: (data) => queryClient.setQueryData(planKeys.subscription(), data),
  });
}
