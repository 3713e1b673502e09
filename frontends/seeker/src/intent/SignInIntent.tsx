import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { APPLICATION_MESSAGES } from '@marketplace/contracts';
import { errorMessage } from '@marketplace/api-client';
import { INTENT_PARAM, readSignInIntent, useSession } from '@marketplace/auth';
import { useApplyAction, useSaveJob } from '@marketplace/jobs';
import { useToast } from '@marketplace/ui';
import { useJobDetail } from '../detail/api';
import { offersApply } from '../detail/JobDetailPage';

export const INTENT_MESSAGES = {
  saved: 'Job saved. Find it in your saved jobs.',
} as const;

/**
 * Finishes what a visitor began before signing in (libs/auth sign-in-intent): saves the job, or
 * opens the apply dialog for it, once, then takes the intent out of the address so that Back or a
 * reload does not repeat it. Only a signed-in seeker acts on it; anyone else just loses the intent.
 * Loaded only when the address carries one (routes.tsx).
 */
export function SignInIntent() {
  const [searchParams, setSearchParams] = useSearchParams();
  const intent = readSignInIntent(searchParams);
  const session = useSession();
  const isSeeker = session.actingUser?.role === 'seeker';
  const openApply = useApplyAction();
  const toast = useToast();
  const save = useSaveJob(intent?.jobId ?? '', {
    onError: (error) => toast.show(errorMessage(error), { tone: 'error' }),
  });
  // The apply dialog's heading names the job: its title and company come from the job itself.
  const job = useJobDetail(intent?.action === 'apply' && isSeeker ? intent.jobId : null);
  const handled = useRef(false);
  const saveRef = useRef(save);
  saveRef.current = save;

  useEffect(() => {
    if (handled.current || session.status !== 'ready') return;
    if (intent && isSeeker) {
      if (intent.action === 'apply' && job.isPending) return;
      if (intent.action === 'save') {
        saveRef.current.mutate(true, { onSuccess: () => toast.show(INTENT_MESSAGES.saved, { tone: 'success' }) });
      } else if (job.data) {
        // Signing in may show that this seeker applied already: say that, not that the job is closed.
        if (job.data.applicationStatus?.hasApplied) toast.show(APPLICATION_MESSAGES.alreadyApplied);
        else if (offersApply(job.data))
          openApply?.({ id: job.data.id, title: job.data.title, company: job.data.company });
        else toast.show(APPLICATION_MESSAGES.jobClosed);
      } else if (job.isError) {
        toast.show(errorMessage(job.error), { tone: 'error' });
      }
    }
    handled.current = true;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(INTENT_PARAM);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [
    intent,
    isSeeker,
    session.status,
    job.isPending,
    job.data,
    job.isError,
    job.error,
    openApply,
    toast,
    setSearchParams,
  ]);

  return null;
}
