// Test-only: the auth pages among stand-ins for the places they send people to.
import type { ReactElement } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { useSession } from '@marketplace/auth';

function Where() {
  const session = useSession();
  const { pathname, search } = useLocation();
  return (
    <>
      <h1>{`${pathname}${search}`}</h1>
      <p>{session.user ? `signed in as ${session.user.name} (${session.user.role ?? 'no role'})` : 'signed out'}</p>
    </>
  );
}

const TARGETS = [
  '/sign-in',
  '/sign-up',
  '/onboarding',
  '/seeker/dashboard',
  '/employer/dashboard',
  '/admin/dashboard',
  '/employer/settings',
  '/employer/jobs/new',
  '/seeker/jobs/*',
  '/jobs/*',
];

export function pageAmongTargets(path: string, page: ReactElement) {
  return (
    <Routes>
      <Route path={path} element={page} />
      {TARGETS.filter((target) => target !== path).map((target) => (
        <Route key={target} path={target} element={<Where />} />
      ))}
    </Routes>
  );
}
