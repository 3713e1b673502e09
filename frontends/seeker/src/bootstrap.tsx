import { Navigate, Route, Routes } from 'react-router';
import { mountApp } from '@marketplace/providers';
import SeekerRoutes from './routes';

// The seeker remote on its own, inside the providers the shell normally supplies.
mountApp(
  <main id="main-content" style={{ maxWidth: 1120, margin: '0 auto', padding: 24 }}>
    <Routes>
      <Route path="/jobs/*" element={<SeekerRoutes area="public" />} />
      <Route path="/seeker/*" element={<SeekerRoutes />} />
      <Route path="*" element={<Navigate to="/seeker/jobs" replace />} />
    </Routes>
  </main>,
);
