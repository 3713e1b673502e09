import { Navigate, Route, Routes } from 'react-router';
import { NotFoundPage } from '@marketplace/ui';
import { AdminDashboard } from './AdminDashboard';
import { AuditLogPage } from './audit/AuditLogPage';
import { UsersPage } from './users/UsersPage';

/**
 * The admin remote's routes, exposed as `admin/routes`. Paths are relative to where the shell mounts
 * them (/admin/*); the shell supplies every provider and the role guard.
 */
export default function AdminRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to="dashboard" replace />} />
      <Route path="dashboard" element={<AdminDashboard />} />
      <Route path="users" element={<UsersPage />} />
      <Route path="audit-log" element={<AuditLogPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
