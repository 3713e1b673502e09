import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  IDEMPOTENCY_KEY_HEADER,
  type CritiqueReportLink,
  type CritiqueRequestInput,
  type CritiquesPage,
  type RequestCritiqueResponse,
  type ResumeCritique,
} from '@marketplace/contracts';
import { api, isApiError, openLinkInNewTab, type MutationCallbacks } from '@marketplace/api-client';
import { billingKeys } from '@marketplace/billing';

/** Where the critiques page lives in the seeker area (the request tab is CRITIQUES_PATH?tab=request). */
export const CRITIQUES_PATH = '/seeker/critiques';

/** The page's tabs, kept in the address (?tab=) so a link or a button can open either one. */
export type CritiquesTab = 'list' | 'request';
export const CRITIQUES_TAB_PARAM = 'tab';

/** The page's address with a tab open. */
export function critiquesTabPath(tab: CritiquesTab): string {
  return `${CRITIQUES_PATH}?${CRITIQUES_TAB_PARAM}=${tab}`;
}

/** A critique's results screen. */
export function critiqueResultsPath(requestId: string): string {
  return `${CRITIQUES_PATH}/${encodeURIComponent(requestId)}`;
}

const API_PATH = '/api/seeker/critiques';
const critiquePath = (requestId: string) => `${API_PATH}/${encodeURIComponent(requestId)}`;

/** Query keys of the critiques area (forgotten with the rest when the acting user changes). */
export const critiqueKeys = {
  all: () => ['seeker', 'critiques'] as const,
  page: () => [...critiqueKeys.all(), 'page'] as const,
  detail: (requestId: string) => [...critiqueKeys.all(), 'detail', requestId] as const,
};

/** GET /api/seeker/critiques: the seeker's requests, newest first, and how the next one is paid. */
export function useCritiques() {
  return useQuery({
    queryKey: critiqueKeys.page(),
    queryFn: ({ signal }) => api.get<CritiquesPage>(API_PATH, { signal }),
  });
}

/** GET /api/seeker/critiques/{requestId}: one critique; a 404 is final, other failures are tried again. */
export function useCritique(requestId: string) {
  return useQuery({
    queryKey: critiqueKeys.detail(requestId),
    queryFn: ({ signal }) => api.get<ResumeCritique>(critiquePath(requestId), { signal }),
    retry: (count, error) => !(isApiError(error) && error.status === 404) && count < 2,
  });
}

/** What the request form sends: the body, and the Idempotency-Key that keeps a retried request from charging twice. */
export type CritiqueRequestCall = CritiqueRequestInput & { idempotencyKey: string };

/**
 * POST /api/seeker/critiques. Success or a refused payment both fetch the page again (the list and
 * the entitlement may have changed); a charge also lands in the billing history.
 */
export function useRequestCritique({
  onSuccess,
  onError,
}: MutationCallbacks<RequestCritiqueResponse, CritiqueRequestCall> = {}) {
  const queryClient = useQueryClient();
  const refresh = async (charged: boolean) => {
    await queryClient.invalidateQueries({ queryKey: critiqueKeys.page() });
    if (charged) await queryClient.invalidateQueries({ queryKey: billingKeys.history('seeker') });
  };
  return useMutation<RequestCritiqueResponse, Error, CritiqueRequestCall>({
    mutationFn: ({ idempotencyKey, ...body }) =>
      api.post<RequestCritiqueResponse>(API_PATH, body, { headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } }),
    onSuccess: async (...args) => {
      await onSuccess?.(...args);
      await refresh(args[0].charge !== null);
    },
    onError: async (...args) => {
      await onError?.(...args);
      if (isApiError(args[0]) && args[0].status !== 400) await refresh(false);
    },
  });
}

/** GET .../report: a short-lived signed link, so it is asked for at each use and never cached (409 until made). */
export function fetchCritiqueReport(requestId: string): Promise<CritiqueReportLink> {
  return api.get<CritiqueReportLink>(`${critiquePath(requestId)}/report`);
}

/** Opens the critique's PDF report in a new tab (openLinkInNewTab); rethrows a refusal. */
export function openCritiqueReport(requestId: string): Promise<void> {
  return openLinkInNewTab(async () => (await fetchCritiqueReport(requestId)).url);
}
