import { useLocation, useNavigate } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import styled from 'styled-components';
import type { WordpressSlugResponse } from '@marketplace/contracts';
import { errorMessage } from '@marketplace/api-client';
import { signInPathFor, useSession } from '@marketplace/auth';
import { useToast } from '@marketplace/ui';
import { fetchWordpressSlug, useSaveJob, useSavedJobs } from './api';

/**
 * Save (heart) toggle: PUT / DELETE /api/seeker/saved-jobs/{jobId}. Visitors go to sign in, which
 * says why and brings them back here with the job saved (the intent in libs/auth).
 */
export function SaveJobButton({ jobId, title }: { jobId: string; title: string }) {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const saved = useSavedJobs();
  const isSaved = saved.data?.jobs.some((entry) => entry.job.id === jobId) ?? false;
  const toggle = useSaveJob(jobId, { onError: (error) => toast.show(errorMessage(error), { tone: 'error' }) });

  function onClick() {
    if (!session.user) {
      navigate(signInPathFor({ action: 'save', jobId }, location));
      return;
    }
    toggle.mutate(!isSaved);
  }

  // Pressed state follows the request at once, so the heart answers the click without waiting.
  const pressed = toggle.isPending ? toggle.variables : isSaved;
  // Only seekers keep saved jobs; employers and admins see no heart.
  if (session.user && session.actingUser?.role !== 'seeker') return null;
  return (
    <IconButton
      type="button"
      aria-pressed={pressed}
      aria-label={`Save ${title}`}
      onClick={onClick}
      disabled={toggle.isPending}
    >
      <span aria-hidden="true">{pressed ? '♥' : '♡'}</span>
    </IconButton>
  );
}

export const SHARE_MESSAGES = {
  success: 'Job link copied to clipboard!',
  successDetail: 'Share this link with anyone - no login required',
  failure: 'Failed to copy share link',
  failureDetail: 'Please try again',
  slugFailed: (id: string) => `Failed to resolve WordPress slug for job ${id}`,
  slugMissing: 'Missing WordPress URL in slug response',
} as const;

/** The public link of a job (GET /api/jobs/{id}/wordpress-slug), logging a failed lookup or a missing URL. */
export async function resolveShareUrl(jobId: string): Promise<string> {
  let answer: WordpressSlugResponse;
  try {
    answer = await fetchWordpressSlug(jobId);
  } catch (cause) {
    console.error(SHARE_MESSAGES.slugFailed(jobId), cause);
    throw cause;
  }
  if (!answer?.wordpressUrl) {
    console.error(SHARE_MESSAGES.slugMissing, answer);
    throw new Error(SHARE_MESSAGES.slugMissing);
  }
  return answer.wordpressUrl;
}

/** Share control: copies the job's public link to the clipboard and says in a toast whether it worked. */
export function ShareJobButton({ jobId, title }: { jobId: string; title: string }) {
  const toast = useToast();
  const share = useMutation({
    mutationFn: async () => {
      const url = await resolveShareUrl(jobId);
      await navigator.clipboard.writeText(url);
    },
    onSuccess: () => toast.show(SHARE_MESSAGES.success, { tone: 'success', description: SHARE_MESSAGES.successDetail }),
    onError: () => toast.show(SHARE_MESSAGES.failure, { tone: 'error', description: SHARE_MESSAGES.failureDetail }),
  });
  return (
    <IconButton type="button" aria-label={`Share ${title}`} onClick={() => share.mutate()} disabled={share.isPending}>
      <span aria-hidden="true">⤴</span>
    </IconButton>
  );
}

const IconButton = styled.button`
  min-width: 40px;
  min-height: 40px;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: 1;
  cursor: pointer;
  &[aria-label^='Share'] {
    color: ${({ theme }) => theme.colors.primary};
  }
`;
