import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@marketplace/api-client';
import {
  type ChangePlanRequest,
  IDEMPOTENCY_KEY_HEADER,
  type SeekerSubscriptionResponse,
  type SubscribeRequest,
  type SubscribeResponse,
  type SubscriptionPlansResponse,
} from '@marketplace/contracts';
import { profileKeys } from '../profile/api';

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
      api.post<SubscribeResponse>(SUBSCRIPTION_PATH, request, {
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
      }),
    onSuccess: ({ subscription }) => {
      queryClient.setQueryData<SeekerSubscriptionResponse>(planKeys.subscription(), { subscription });
      // The plan changes what the profile answers: membershipPlan (applying) and the resume limit.
      void queryClient.invalidateQueries({ queryKey: profileKeys.profile() });
    },
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

/** PUT /api/seeker/subscription: the plan the next renewal switches to (nothing is charged now); the current plan drops a pending switch. */
export function useChangePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ChangePlanRequest) => api.put<SeekerSubscriptionResponse>(SUBSCRIPTION_PATH, request),
    onSuccess: (data) => queryClient.setQueryData(planKeys.subscription(), data),
  });
}

/** POST /api/seeker/subscription/resume: undoes a cancel at period end. */
export function useResumeSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<SeekerSubscriptionResponse>(`${SUBSCRIPTION_PATH}/resume`),
    onSuccess: (data) => queryClient.setQueryData(planKeys.subscription(), data),
  });
}
