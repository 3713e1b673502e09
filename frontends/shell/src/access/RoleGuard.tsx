import { useRef, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '@marketplace/auth';
import type { Role } from '@marketplace/contracts';
import { Spinner } from '@marketplace/ui';
import { AccessDeniedPage } from './AccessDeniedPage';
import { useActualRole } from '../auth/api';
import { accessNotice, decideAccess } from './access';
import type { AccessRedirectState } from './redirect-state';

export interface RoleGuardProps {
  allowed: readonly Role[];
  children: ReactNode;
  /** 'dashboard' sends a denied user to where they belong; 'none' shows Access Denied instead. */
  fallback?: 'dashboard' | 'none';
}

/** The role guard, in the numbered steps below: sign-in, role lookup, decideAccess (a redirect says why), then Access Denied. */
export function RoleGuard({ allowed, children, fallback = 'dashboard' }: RoleGuardProps) {
  const session = useSession();
  const location = useLocation();
  const userId = session.user?.id ?? null;
  const actualRole = useActualRole(userId);
  // Someone who signs out (or whose session ends) here is not coming back to this page; only a
  // visitor who arrived signed out is returned to it after signing in.
  const hadUser = useRef(false);
  if (session.user) hadUser.current = true;

  if (session.status === 'loading') return <Spinner label="Checking your access…" />;
  // 1. No user: sign in (and come back here afterwards).
  if (!session.user) {
    return (
      <Navigate
        to="/sign-in"
        replace
        state={hadUser.current ? null : { from: `${location.pathname}${location.search}` }}
      />
    );
  }
  // 2. The actual role is fetched, with a spinner; a failed lookup goes to onboarding.
  if (actualRole.isPending) return <Spinner label="Checking your access…" />;
  if (actualRole.isError) return <Navigate to="/onboarding" replace />;

  const decision = decideAccess({
    role: actualRole.data?.role ?? null,
    impersonatedRole: session.impersonation?.impersonatedUser.role ?? null,
    allowed,
  });
  if (decision.kind === 'allow') return <>{children}</>;
  // 6. Denied with no fallback (none configured, none known, or the fallback is this very page).
  if (decision.kind === 'deny' || fallback === 'none' || decision.to === location.pathname) return <AccessDeniedPage />;
  // The page they land on says why they are there (AccessRedirectNotice, shown by the Layout).
  const state: AccessRedirectState = {
    accessNotice: accessNotice(decision.reason, allowed, session.impersonation?.impersonatedUser.name ?? null),
  };
  return <Navigate to={decision.to} replace state={state} />;
}
