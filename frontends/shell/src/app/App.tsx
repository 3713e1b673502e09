import { Suspense, lazy } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import type { Role } from '@marketplace/contracts';
import { ErrorBoundary, ErrorState, NotFoundPage, Spinner } from '@marketplace/ui';
import { Layout } from './Layout';
import { RemoteRoutes } from './RemoteRoutes';
import { loadRemoteRoutes, type RemoteLoader } from './remotes';

// Sign-in, sign-up, the home pages and the guarded areas load on demand, so the public /jobs page never pays for them.
const HomePage = lazy(() => import('../home/HomePage'));
const EmployersPage = lazy(() => import('../home/EmployersPage'));
const SignInPage = lazy(() => import('../auth/SignInPage'));
const SignUpPage = lazy(() => import('../auth/SignUpPage'));
const OnboardingPage = lazy(() => import('../auth/OnboardingPage'));
const VerifyEmailPage = lazy(() => import('../auth/VerifyEmailPage'));
const ResetPasswordPage = lazy(() => import('../auth/ResetPasswordPage'));
const GuardedRemote = lazy(() => import('../access/GuardedRemote'));
const NotificationPages = lazy(() => import('../notifications/NotificationPages'));

const SEEKERS: readonly Role[] = ['seeker'];
const EMPLOYERS: readonly Role[] = ['employer'];
const ADMINS: readonly Role[] = ['admin'];

/** The shell's routes: its own pages plus each remote's area, loaded on demand. */
export function App({ loadRemote = loadRemoteRoutes }: { loadRemote?: RemoteLoader }) {
  const { pathname } = useLocation();
  return (
    <Layout>
      {/* A page that throws while rendering still leaves the frame and a way out; navigating resets it. */}
      <ErrorBoundary
        key={pathname}
        onError={(error) => console.error('A page failed to render', error)}
        fallback={(_error, reset) => (
          <ErrorState
            title="Something went wrong"
            message="This page hit an unexpected problem. Try again, or reload the page if it keeps happening."
            onRetry={reset}
          />
        )}
      >
        <Suspense fallback={<Spinner />}>
          <Routes>
            <Route path="/" element={<HomePage />} />
            <Route path="/employers" element={<EmployersPage />} />
            <Route path="/jobs/*" element={<RemoteRoutes remote="seeker" area="public" load={loadRemote} />} />
            <Route path="/sign-in" element={<SignInPage />} />
            <Route path="/sign-up" element={<SignUpPage />} />
            <Route path="/onboarding" element={<OnboardingPage />} />
            <Route path="/verify-email" element={<VerifyEmailPage />} />
            <Route path="/reset-password" element={<ResetPasswordPage />} />
            <Route path="/seeker/*" element={<GuardedRemote allowed={SEEKERS} remote="seeker" load={loadRemote} />} />
            <Route
              path="/employer/*"
              element={<GuardedRemote allowed={EMPLOYERS} remote="employer" load={loadRemote} />}
            />
            <Route path="/admin/*" element={<GuardedRemote allowed={ADMINS} remote="admin" load={loadRemote} />} />
            {/* NOTIFICATION_PATHS, written out: importing the contract here would put all of it in /jobs's first load. */}
            <Route path="/notifications" element={<NotificationPages page="center" />} />
            <Route path="/settings/notifications" element={<NotificationPages page="preferences" />} />
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </Suspense>
      </ErrorBoundary>
    </Layout>
  );
}
