import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@marketplace/api-client';
import { SessionProvider } from '@marketplace/auth';
import { UiProvider } from '@marketplace/ui';
import SeekerRoutes from './routes';

// The seeker remote on its own, wrapped in the providers the shell normally supplies.
createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <QueryClientProvider client={createQueryClient()}>
      <UiProvider>
        <SessionProvider>
          <BrowserRouter>
            <main id="main-content" style={{ maxWidth: 1120, margin: '0 auto', padding: 24 }}>
              <Routes>
                <Route path="/jobs/*" element={<SeekerRoutes area="public" />} />
                <Route path="/seeker/*" element={<SeekerRoutes />} />
                <Route path="*" element={<Navigate to="/seeker/jobs" replace />} />
              </Routes>
            </main>
          </BrowserRouter>
        </SessionProvider>
      </UiProvider>
    </QueryClientProvider>
  </StrictMode>,
);
