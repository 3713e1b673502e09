import { Navigate, Route, Routes } from 'react-router';
import { mountApp } from '@marketplace/providers';
import AdminRoutes from './routes';

// The admin remote on its own, inside the providers the shell normally supplies.
mountApp(
  <main id="main-content" style={{ maxWidth: 1120, margin: '0 auto', padding: 24 }}>
    <Routes>
      <Route path="/admin/*" element={<AdminRoutes />} />
      <Route path="*" element={<Navigate to="/admin/dashboard" replace />} />
    </Routes>
  </main>,
);
