import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import styled from 'styled-components';
import { signInPathFor, useSession } from '@marketplace/auth';
import { Button, ButtonLink, buttonStyles, type ButtonVariant } from '@marketplace/ui';

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
 * 'Apply Now': a signed-in seeker gets the apply dialog in place; a visitor goes to sign in, which
 * says why and brings them back here with the dialog opening (the intent in libs/auth); anyone else
 * (an employer, the employer's preview) follows the link to the job page's apply anchor.
 */
export function ApplyNowButton({ job, describedBy, newTab = false, returnFocusTo }: ApplyNowButtonProps) {
  const openApply = useApplyAction();
  const session = useSession();
  const isSeeker = session.actingUser?.role === 'seeker';
  const location = useLocation();
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
      <Button
        ref={button}
        aria-haspopup="dialog"
        aria-describedby={describedBy}
        onClick={() => openApply(job, { returnFocusTo })}
      >
        Apply Now
      </Button>
    );
  }
  // Only seekers apply: an employer or admin browsing jobs gets no button that could only bounce
  // them off the seeker's pages (as with the Save heart).
  if (session.user && !isSeeker) return null;
  if (openApply && session.status === 'ready' && !session.user) {
    return (
      <SignInLink to={signInPathFor({ action: 'apply', jobId: job.id }, location)} aria-describedby={describedBy}>
        Apply Now
      </SignInLink>
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

const SignInLink = styled(Link)<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
`;
