import { Navigate, Route, Routes } from 'react-router';
import { mountApp } from '@marketplace/providers';
import EmployerRoutes from './routes';

// The employer remote on its own, inside the providers the shell normally supplies.
mountApp(
  <main id="main-content" style={{ maxWidth: 1120, margin: '0 auto', padding: 24 }}>
    <Routes>
      <Route path="/employer/*" element={<EmployerRoutes />} />
      <Route path="*" element={<Navigate to="/employer/dashboard" replace />} />
    </Routes>
  </main>,
);
