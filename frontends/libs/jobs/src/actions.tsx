import { useLocation, useNavigate } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import styled from 'styled-components';
import { errorMessage } from '@marketplace/api-client';
import { signInPathFor, useSession } from '@marketplace/auth';
import { useToast } from '@marketplace/ui';
import { useSaveJob, useSavedJobs } from './api';

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

/**
 * Share control: copies the job's public link to the clipboard and says in a toast whether it worked.
 * The sharing code loads on the first click, keeping it out of the /jobs first load.
 */
export function ShareJobButton({ jobId, title }: { jobId: string; title: string }) {
  const toast = useToast();
  const share = useMutation({
    mutationFn: async () => {
      const { copyShareLink } = await import('./share');
      return copyShareLink(jobId);
    },
    onSuccess: (done) => toast.show(done.message, { tone: 'success', description: done.description }),
    onError: () => toast.show(SHARE_FAILED.message, { tone: 'error', description: SHARE_FAILED.description }),
  });
  return (
    <IconButton type="button" aria-label={`Share ${title}`} onClick={() => share.mutate()} disabled={share.isPending}>
      <span aria-hidden="true">⤴</span>
    </IconButton>
  );
}

/** Said when sharing failed, including when the sharing code itself could not load. */
const SHARE_FAILED = { message: 'Failed to copy share link', description: 'Please try again' } as const;

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
