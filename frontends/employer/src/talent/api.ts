import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  talentSearchQueryString,
  type InviteToJobRequest,
  type TalentCard,
  type TalentInvitation,
  type TalentProfile,
  type TalentResumeResponse,
  type TalentSearchPage,
  type TalentSearchParams,
} from '@marketplace/contracts';
import { api, type MutationCallbacks } from '@marketplace/api-client';
import { useEmployerJobs } from '../jobs/api';

/** Query keys of the talent area. */
export const talentKeys = {
  all: () => ['employer-talent'] as const,
  search: (query: string) => ['employer-talent', 'search', query] as const,
  profile: (id: string) => ['employer-talent', 'profile', id] as const,
};

const talentPath = (id: string) => `/api/employer/talent/${encodeURIComponent(id)}`;

/** `GET /api/employer/talent` with the search in the URL, one page per `nextCursor`. */
export function useTalentSearch(params: TalentSearchParams) {
  const query = talentSearchQueryString({ ...params, cursor: undefined });
  return useInfiniteQuery({
    queryKey: talentKeys.search(query),
    queryFn: ({ pageParam, signal }) => {
      const search = talentSearchQueryString({ ...params, cursor: pageParam ?? undefined });
      return api.get<TalentSearchPage>(`/api/employer/talent${search ? `?${search}` : ''}`, { signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    // The count is the whole search's, the same on every page: the first page's is shown.
    select: (data) => ({
      pages: data.pages,
      talent: data.pages.flatMap((page): TalentCard[] => page.talent),
      count: data.pages[0],
    }),
  });
}

/** `GET /api/employer/talent/{id}`: the Professional Profile. */
export function useTalentProfile(id: string) {
  return useQuery({
    queryKey: talentKeys.profile(id),
    queryFn: ({ signal }) => api.get<TalentProfile>(talentPath(id), { signal }),
  });
}

/** `GET /api/employer/talent/{id}/resume`: the signed link of the talent's default resume and its name, for the viewer. */
export function fetchTalentResume(id: string): Promise<TalentResumeResponse> {
  return api.get<TalentResumeResponse>(`${talentPath(id)}/resume`);
}

/** `POST /api/employer/talent/{id}/invitations`; the profile is fetched again (its invitations and contact details change). */
export function useInviteToJob(
  talentId: string,
  { onSuccess, onError }: MutationCallbacks<TalentInvitation, InviteToJobRequest> = {},
) {
  const queryClient = useQueryClient();
  return useMutation<TalentInvitation, Error, InviteToJobRequest>({
    mutationFn: (body) => api.post<TalentInvitation>(`${talentPath(talentId)}/invitations`, body),
    onSuccess: async (...args) => {
      void queryClient.invalidateQueries({ queryKey: talentKeys.profile(talentId) });
      await onSuccess?.(...args);
    },
    onError,
  });
}

/** The company's live jobs (approved and not past their end), the ones a candidate may be invited to. */
export function useLiveCompanyJobs(now: Date = new Date()) {
  const jobs = useEmployerJobs();
  const live = (jobs.data?.jobs ?? []).filter(
    (job) => job.status === 'approved' && (job.expiresAt === null || new Date(job.expiresAt) > now),
  );
  return { ...jobs, live };
}
