import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { AccountSettingsPage } from '@marketplace/account';
import { NotFoundPage, Spinner } from '@marketplace/ui';
import { EmployerDashboard } from './EmployerDashboard';

// Job pages load on demand: the posting form and its preview are the remote's heaviest code.
const JobFormPage = lazy(() => import('./jobs/JobFormPage').then((m) => ({ default: m.JobFormPage })));
const CompanyProfilePage = lazy(() =>
  import('./company/CompanyProfilePage').then((m) => ({ default: m.CompanyProfilePage })),
);
// The concierge chat brings the chat lib (and its socket client) only to employers who open it.
const ConciergeChatPage = lazy(() =>
  import('./jobs/ConciergeChatPage').then((m) => ({ default: m.ConciergeChatPage })),
);
const EmployerJobsPage = lazy(() => import('./jobs/EmployerJobsPage').then((m) => ({ default: m.EmployerJobsPage })));
const ApplicationsPage = lazy(() =>
  import('./applications/ApplicationsPage').then((m) => ({ default: m.ApplicationsPage })),
);
const TalentSearchPage = lazy(() => import('./talent/TalentSearchPage').then((m) => ({ default: m.TalentSearchPage })));
const EmployerBillingPage = lazy(() =>
  import('./billing/EmployerBillingPage').then((m) => ({ default: m.EmployerBillingPage })),
);
const PackagesPage = lazy(() => import('./packages/PackagesPage').then((m) => ({ default: m.PackagesPage })));
// Chat (and its socket) loads only here and with the dialogs that offer it.
const MessagesPage = lazy(() => import('./messages/EmployerMessagesPage'));

/**
 * The employer remote's routes, exposed as `employer/routes`. Paths are relative to where the shell mounts
 * them (/employer/*); the shell supplies every provider and the role guard.
 */
export default function EmployerRoutes() {
  return (
    <Suspense fallback={<Spinner label="Loading" />}>
      <Routes>
        <Route index element={<Navigate to="dashboard" replace />} />
        <Route path="dashboard" element={<EmployerDashboard />} />
        <Route path="settings" element={<AccountSettingsPage role="employer" />} />
        <Route path="company" element={<CompanyProfilePage />} />
        <Route path="jobs" element={<EmployerJobsPage />} />
        <Route path="jobs/new" element={<JobFormPage />} />
        <Route path="jobs/:id/edit" element={<JobFormPage />} />
        <Route path="jobs/:id/applications" element={<ApplicationsPage />} />
        <Route path="jobs/:id/concierge" element={<ConciergeChatPage />} />
        <Route path="applications" element={<ApplicationsPage />} />
        <Route path="talent" element={<TalentSearchPage />} />
        <Route path="billing" element={<EmployerBillingPage />} />
        <Route path="packages" element={<PackagesPage />} />
        <Route path="messages" element={<MessagesPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
