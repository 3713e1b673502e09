import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@marketplace/api-client';
import {
  type EmployerCreditsResponse,
  IDEMPOTENCY_KEY_HEADER,
  type JobPackagesResponse,
  type PurchasePackageRequest,
  type PurchasePackageResponse,
} from '@marketplace/contracts';

export const PACKAGES_PATH = '/api/billing/packages';
export const EMPLOYER_CREDITS_PATH = '/api/employer/packages/credits';
export const PURCHASE_PACKAGE_PATH = '/api/employer/packages/purchase';

/** Query keys of the packages. */
export const packageKeys = {
  packages: () => ['billing', 'packages'] as const,
  credits: () => ['billing', 'employer', 'credits'] as const,
};

/** GET /api/billing/packages: the catalogue (`current` marks a signed-in employer's package). */
export function usePackages() {
  return useQuery({
    queryKey: packageKeys.packages(),
    queryFn: ({ signal }) => api.get<JobPackagesResponse>(PACKAGES_PATH, { signal }),
  });
}

/** GET /api/employer/packages/credits: the company's job posts left. */
export function useEmployerCredits(enabled = true) {
  return useQuery({
    queryKey: packageKeys.credits(),
    queryFn: ({ signal }) => api.get<EmployerCreditsResponse>(EMPLOYER_CREDITS_PATH, { signal }),
    enabled,
  });
}

/**
 * POST /api/employer/packages/purchase with the default card. `idempotencyKey` is made once per
 * confirmation, so a retried click cannot buy (or charge) twice.
 */
export function usePurchasePackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ idempotencyKey, ...request }: PurchasePackageRequest & { idempotencyKey: string }) =>
      api.post<PurchasePackageResponse>(PURCHASE_PACKAGE_PATH, request, {
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: packageKeys.credits() });
      void queryClient.invalidateQueries({ queryKey: packageKeys.packages() });
    },
  });
}
