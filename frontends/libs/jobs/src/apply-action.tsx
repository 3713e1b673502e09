import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react';
import { useSession } from '@marketplace/auth';
import { Button, ButtonLink } from '@marketplace/ui';

/** The job an apply dialog is opened for: what its heading names. */
export interface ApplyTarget {
  id: string;
  title: string;
  company: string;
}

/** Opens the apply dialog for a job; `returnFocusTo` is where focus goes if the opener is gone on close. */
export type OpenApply = (job: ApplyTarget, options?: { returnFocusTo?: () => HTMLElement | null }) => void;

const ApplyActionContext = createContext<OpenApply | null>(null);

/**
 * Supplied by the seeker remote, which owns the apply dialog (and loads it lazily); this library
 * only knows that a dialog can be opened. Without a provider (the employer's preview) 'Apply Now'
 * stays a link to the job page.
 */
export function ApplyActionProvider({ value, children }: { value: OpenApply; children: ReactNode }) {
  return <ApplyActionContext.Provider value={value}>{children}</ApplyActionContext.Provider>;
}

/** The open-the-apply-dialog function, or null where no seeker remote provides one. */
export function useApplyAction(): OpenApply | null {
  return useContext(ApplyActionContext);
}

export interface ApplyNowButtonProps {
  job: ApplyTarget;
  /** The element naming the job (a card's title), so 'Apply Now' is announced with it. */
  describedBy?: string;
  /** The link form (visitors) opens the job page in a new tab, as a card's View Details does. */
  newTab?: boolean;
  returnFocusTo?: () => HTMLElement | null;
}

/**
 * 'Apply Now': a signed-in seeker gets the apply dialog in place; anyone else follows the link to
 * the job page's apply anchor, which the role guard sends through sign-in first.
 */
export function ApplyNowButton({ job, describedBy, newTab = false, returnFocusTo }: ApplyNowButtonProps) {
  const openApply = useApplyAction();
  const isSeeker = useSession().actingUser?.role === 'seeker';
  const button = useRef<HTMLButtonElement>(null);
  const fallback = useRef(returnFocusTo);
  fallback.current = returnFocusTo;

  // Once the seeker has applied the button gives way to the status badge; if it had focus then
  // (the dialog closed before the card changed), focus moves to `returnFocusTo`, not the page's top.
  useEffect(() => {
    const element = button.current;
    return () => {
      const active = document.activeElement;
      if (element && (active === element || active === document.body || !active)) fallback.current?.()?.focus();
    };
  }, []);

  if (openApply && isSeeker) {
    return (
      <Button ref={button} aria-haspopup="dialog" aria-describedby={describedBy} onClick={() => openApply(job, { returnFocusTo })}>
        Apply Now
      </Button>
    );
  }
  return (
    <ButtonLink
      href={`/seeker/jobs/${encodeURIComponent(job.id)}#apply`}
      aria-describedby={describedBy}
      {...(newTab ? { target: '_blank', rel: 'noopener' } : {})}
    >
      Apply Now
    </ButtonLink>
  );
}
