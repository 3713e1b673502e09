import { Suspense, lazy, type ReactNode } from 'react';
import { Navigate, Route, Routes, useSearchParams } from 'react-router';
import { INTENT_PARAM } from '@marketplace/auth';
import { NotFoundPage, Spinner } from '@marketplace/ui';
import { JobsPage } from './jobs/JobsPage';
import { ApplyProvider } from './applications/ApplyProvider';

// Member pages load on demand: the public /jobs page (this same module) never pays for them.
const SeekerDashboard = lazy(() => import('./SeekerDashboard'));
const SeekerSettings = lazy(() => import('./SeekerSettings'));
const JobDetailPage = lazy(() => import('./detail/JobDetailPage').then((m) => ({ default: m.JobDetailPage })));
const AlertsPage = lazy(() => import('./alerts/AlertsPage').then((m) => ({ default: m.AlertsPage })));
const SavedJobsPage = lazy(() => import('./detail/SavedJobsPage').then((m) => ({ default: m.SavedJobsPage })));
const SeekerProfilePage = lazy(() =>
  import('./profile/SeekerProfilePage').then((m) => ({ default: m.SeekerProfilePage })),
);
const ApplicationsPage = lazy(() =>
  import('./applications/ApplicationsPage').then((m) => ({ default: m.ApplicationsPage })),
);
const SeekerBillingPage = lazy(() =>
  import('./billing/SeekerBillingPage').then((m) => ({ default: m.SeekerBillingPage })),
);
const MessagesPage = lazy(() => import('./messages/SeekerMessagesPage'));
const PlansPage = lazy(() => import('./plans/PlansPage').then((m) => ({ default: m.PlansPage })));
const CritiquesRoutes = lazy(() => import('./critiques/CritiquesRoutes'));
// What a visitor began before signing in (save, apply): only addresses carrying it load this.
const SignInIntent = lazy(() => import('./intent/SignInIntent').then((m) => ({ default: m.SignInIntent })));

function OnDemand({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Spinner />}>{children}</Suspense>;
}

export interface SeekerRoutesProps {
  /** 'public' when the shell mounts these routes at /jobs (no sign-in); 'member' under /seeker. */
  area?: 'public' | 'member';
}

/**
 * The seeker remote's routes, exposed as `seeker/routes`. Paths are relative to where the shell
 * mounts them; the shell supplies every provider and guards the member area. The apply dialog's
 * provider wraps both areas: a signed-in seeker may browse the public /jobs page too.
 */
export default function SeekerRoutes({ area = 'member' }: SeekerRoutesProps) {
  return (
    <ApplyProvider>
      {area === 'public' ? <PublicRoutes /> : <MemberRoutes />}
      <PendingIntent />
    </ApplyProvider>
  );
}

function PendingIntent() {
  const [searchParams] = useSearchParams();
  return searchParams.has(INTENT_PARAM) ? (
    <Suspense fallback={null}>
      <SignInIntent />
    </Suspense>
  ) : null;
}

function PublicRoutes() {
  return (
    <Routes>
      <Route index element={<JobsPage />} />
      {/* The public job page, /jobs/{id}-{slug}; the server sends its meta tags in the HTML. */}
      <Route
        path=":id"
        element={
          <OnDemand>
            <JobDetailPage />
          </OnDemand>
        }
      />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

function MemberRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to="jobs" replace />} />
      <Route
        path="dashboard"
        element={
          <OnDemand>
            <SeekerDashboard />
          </OnDemand>
        }
      />
      <Route path="jobs" element={<JobsPage />} />
      <Route
        path="jobs/:id"
        element={
          <OnDemand>
            <JobDetailPage />
          </OnDemand>
        }
      />
      <Route
        path="saved-jobs"
        element={
          <OnDemand>
            <SavedJobsPage />
          </OnDemand>
        }
      />
      <Route
        path="applications"
        element={
          <OnDemand>
            <ApplicationsPage />
          </OnDemand>
        }
      />
      <Route
        path="alerts"
        element={
          <OnDemand>
            <AlertsPage />
          </OnDemand>
        }
      />
      <Route
        path="profile"
        element={
          <OnDemand>
            <SeekerProfilePage />
          </OnDemand>
        }
      />
      <Route
        path="settings"
        element={
          <OnDemand>
            <SeekerSettings />
          </OnDemand>
        }
      />
      <Route
        path="billing"
        element={
          <OnDemand>
            <SeekerBillingPage />
          </OnDemand>
        }
      />
      <Route
        path="messages"
        element={
          <OnDemand>
            <MessagesPage />
          </OnDemand>
        }
      />
      <Route
        path="plans"
        element={
          <OnDemand>
            <PlansPage />
          </OnDemand>
        }
      />
      <Route
        path="critiques/*"
        element={
          <OnDemand>
            <CritiquesRoutes />
          </OnDemand>
        }
      />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
