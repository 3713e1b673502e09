import { Suspense, lazy, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { ApplyActionProvider, type ApplyTarget, type OpenApply } from '@marketplace/jobs';
import { Dialog, ErrorBoundary, ErrorState, Spinner } from '@marketplace/ui';

// Its own chunk: the /jobs page's first bundle carries only this provider, not the form, the
// contracts' apply rules or the dropzone; they load when a seeker first presses 'Apply Now'.
const loadApplyDialog = () => import('./ApplyDialog').then((m) => ({ default: m.ApplyDialog }));

interface Opened {
  job: ApplyTarget;
  returnFocusTo?: () => HTMLElement | null;
}

/**
 * Lets every job card and job page of the seeker remote open the one apply dialog (which closes
 * itself when the page changes). Focus goes to `returnFocusTo` when the element that opened it is gone (the
 * card's 'Apply Now' turns into a status badge once the application is sent).
 */
export function ApplyProvider({ children }: { children: ReactNode }) {
  const [opened, setOpened] = useState<Opened | null>(null);
  const closed = useRef<Opened | null>(null);
  // A lazy() whose chunk failed to load stays failed: closing that error makes a new one, so the
  // next 'Apply Now' asks for the form again.
  const [ApplyDialog, setApplyDialog] = useState(() => lazy(loadApplyDialog));

  const open = useCallback<OpenApply>((job, options) => setOpened({ job, returnFocusTo: options?.returnFocusTo }), []);
  const close = () => {
    closed.current = opened;
    setOpened(null);
  };

  // Runs after the dialog's own clean-up, which returns focus to the opener when it still exists.
  useEffect(() => {
    if (opened || !closed.current) return;
    const fallback = closed.current.returnFocusTo?.();
    closed.current = null;
    const active = document.activeElement;
    // Focus left with the dialog (nowhere, the body, or an element no longer in the page).
    const lost = !active || active === document.body || !active.isConnected;
    if (fallback?.isConnected && lost) fallback.focus();
  }, [opened]);

  return (
    <ApplyActionProvider value={open}>
      {children}
      {opened ? (
        <ErrorBoundary
          fallback={() => (
            <Dialog
              open
              onClose={() => {
                setApplyDialog(() => lazy(loadApplyDialog));
                close();
              }}
              title={`Apply to ${opened.job.title}`}
            >
              <ErrorState
                title="We couldn't open the application form"
                message="Please close this and press Apply Now again."
              />
            </Dialog>
          )}
        >
          <Suspense
            fallback={
              <Dialog open onClose={close} title={`Apply to ${opened.job.title}`}>
                <Spinner label="Loading the application form…" />
              </Dialog>
            }
          >
            <ApplyDialog key={opened.job.id} job={opened.job} onClose={close} />
          </Suspense>
        </ErrorBoundary>
      ) : null}
    </ApplyActionProvider>
  );
}
