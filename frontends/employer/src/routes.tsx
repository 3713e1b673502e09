import { Navigate, Route, Routes } from 'react-router';
import { AccountSettingsPage } from '@marketplace/account';
import { NotFoundPage } from '@marketplace/ui';
import { EmployerDashboard } from './EmployerDashboard';

/**
 * The employer remote's routes, exposed as `employer/routes`. Paths are relative to where the shell mounts
 * them (/employer/*); the shell supplies every provider and the role guard.
 */
export default function EmployerRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to="dashboard" replace />} />
      <Route path="dashboard" element={<EmployerDashboard />} />
      <Route path="settings" element={<AccountSettingsPage role="employer" />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
