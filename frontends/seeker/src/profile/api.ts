import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  atResumeAllowance,
  type AddResumeRequest,
  type ResumeDownloadResponse,
  type ResumeSummary,
  type SeekerProfile,
  type SeekerProfileInput,
  type UpdateResumeRequest,
} from '@marketplace/contracts';
import { api, type MutationCallbacks, openLinkInNewTab } from '@marketplace/api-client';

/** Query keys of the professional-profile area (forgotten with the rest when the acting user changes). */
export const profileKeys = {
  profile: () => ['seeker', 'profile'] as const,
};

/** How often the profile is fetched again while a resume is still being processed (its badge clears when ready). */
export const PROCESSING_POLL_MS = 5_000;

/** True when the plan's limit is reached and another upload would be refused (the server's rule, from contracts). */
export function atResumeLimit(count: number, limit: number): boolean {
  return atResumeAllowance(count, limit);
}

/** GET /api/seeker/profile: the profile with its resume versions and the plan's resume limit. */
export function useSeekerProfile() {
  return useQuery({
    queryKey: profileKeys.profile(),
    queryFn: ({ signal }) => api.get<SeekerProfile>('/api/seeker/profile', { signal }),
    refetchInterval: (query) =>
      query.state.data?.resumes.some((resume) => resume.status === 'processing') ? PROCESSING_POLL_MS : false,
  });
}

/** PUT /api/seeker/profile with the whole editable part; the answer replaces the cached profile. */
export function useSaveSeekerProfile({
  onSuccess,
  onError,
}: MutationCallbacks<SeekerProfile, SeekerProfileInput> = {}) {
  const queryClient = useQueryClient();
  return useMutation<SeekerProfile, Error, SeekerProfileInput>({
    mutationFn: (body) => api.put<SeekerProfile>('/api/seeker/profile', body),
    onSuccess: async (...args) => {
      queryClient.setQueryData(profileKeys.profile(), args[0]);
      await onSuccess?.(...args);
    },
    onError,
  });
}

/** Resume changes fetch the profile again (its resumes, default and processing state), once the screen has had its say. */
function useChangeResumes<TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  { onSuccess, onError }: MutationCallbacks<TData, TVariables>,
) {
  const queryClient = useQueryClient();
  return useMutation<TData, Error, TVariables>({
    mutationFn,
    onSuccess: async (...args) => {
      await onSuccess?.(...args);
      await queryClient.invalidateQueries({ queryKey: profileKeys.profile() });
    },
    onError,
  });
}

const resumePath = (id: string) => `/api/seeker/resumes/${encodeURIComponent(id)}`;

/** POST /api/seeker/resumes: attaches a confirmed upload (purpose 'resume') as a new version. */
export function useAddResume(callbacks: MutationCallbacks<ResumeSummary, AddResumeRequest> = {}) {
  return useChangeResumes((body: AddResumeRequest) => api.post<ResumeSummary>('/api/seeker/resumes', body), callbacks);
}

/** What a resume change sends: a new name, or { isDefault: true }. */
export interface UpdateResumeVariables {
  resume: ResumeSummary;
  patch: UpdateResumeRequest;
}

/** PATCH /api/seeker/resumes/{id}: rename, or make it the default. */
export function useUpdateResume(callbacks: MutationCallbacks<ResumeSummary, UpdateResumeVariables> = {}) {
  return useChangeResumes(
    ({ resume, patch }: UpdateResumeVariables) => api.patch<ResumeSummary>(resumePath(resume.id), patch),
    callbacks,
  );
}

/** DELETE /api/seeker/resumes/{id}. */
export function useDeleteResume(callbacks: MutationCallbacks<void, ResumeSummary> = {}) {
  return useChangeResumes((resume: ResumeSummary) => api.del(resumePath(resume.id)), callbacks);
}

/** GET /api/seeker/resumes/{id}/download: a short-lived signed link, so it is asked for at each use and never cached. */
export function fetchResumeDownload(resume: Pick<ResumeSummary, 'id'>): Promise<ResumeDownloadResponse> {
  return api.get<ResumeDownloadResponse>(`${resumePath(resume.id)}/download`);
}

export async function fetchResumeLink(resume: Pick<ResumeSummary, 'id'>): Promise<string> {
  return (await fetchResumeDownload(resume)).downloadUrl;
}

/** True for a version the browser can show inline (the preview dialog); DOC and DOCX are downloaded instead. */
export function isPdfResume(resume: Pick<ResumeSummary, 'fileType' | 'fileName'>): boolean {
  return resume.fileType.toLowerCase() === 'application/pdf' || /\.pdf$/i.test(resume.fileName);
}

/** Opens a resume's signed link in a new tab (openLinkInNewTab). */
export function openResume(resume: Pick<ResumeSummary, 'id'>): Promise<void> {
  return openLinkInNewTab(() => fetchResumeLink(resume));
}
