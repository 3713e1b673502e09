import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { NotFoundPage, Spinner } from '@marketplace/ui';
import { AdminDashboard } from './AdminDashboard';
import { AuditLogPage } from './audit/AuditLogPage';
import { ConciergePage } from './concierge/ConciergePage';
import { PaymentsPage } from './payments/PaymentsPage';
import { UsersPage } from './users/UsersPage';

// The review queue renders whole job pages; it loads on demand.
// Settings carry the uploader and the password forms: only admins who open them load them.
const AdminSettingsPage = lazy(() => import('./settings/AdminSettingsPage'));
const JobQueuePage = lazy(() => import('./jobs/JobQueuePage').then((m) => ({ default: m.JobQueuePage })));
// Only reviewers of resume critiques open the queue and the workbench (with its resume viewer).
const CritiqueQueuePage = lazy(() => import('./critiques/CritiqueQueuePage'));
const CritiqueWorkbenchPage = lazy(() => import('./critiques/CritiqueWorkbenchPage'));

/**
 * The admin remote's routes, exposed as `admin/routes`. Paths are relative to where the shell mounts
 * them (/admin/*); the shell supplies every provider and the role guard.
 */
export default function AdminRoutes() {
  return (
    <Suspense fallback={<Spinner label="Loading" />}>
      <Routes>
        <Route index element={<Navigate to="dashboard" replace />} />
        <Route path="dashboard" element={<AdminDashboard />} />
        <Route path="users" element={<UsersPage />} />
        <Route path="audit-log" element={<AuditLogPage />} />
        <Route path="jobs" element={<JobQueuePage />} />
        <Route path="payments" element={<PaymentsPage />} />
        <Route path="concierge" element={<ConciergePage />} />
        <Route path="critiques" element={<CritiqueQueuePage />} />
        <Route path="critiques/:requestId" element={<CritiqueWorkbenchPage />} />
        <Route path="settings" element={<AdminSettingsPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
