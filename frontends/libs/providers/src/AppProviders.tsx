import { useState, type ReactNode } from 'react';
import { BrowserRouter, MemoryRouter, type MemoryRouterProps } from 'react-router';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '@marketplace/api-client';
import { SessionProvider, type SessionUser } from '@marketplace/auth';
import { ErrorBoundary, ErrorState, UiProvider } from '@marketplace/ui';
import { CsrfRejectionNotice } from './CsrfRejectionNotice';

export interface AppProvidersProps {
  children: ReactNode;
  /** The cache of server data; one made with the app's retry rules by default. */
  queryClient?: QueryClient;
  /** An in-memory history (tests); left out, the router follows the browser's address bar. */
  initialEntries?: MemoryRouterProps['initialEntries'];
  /** A known user; left undefined, the session asks GET /api/auth/session (null: signed out without asking). */
  sessionUser?: SessionUser | null;
  toastDurationMs?: number;
}

/**
 * Everything a page runs inside: server-data cache, theme with global style and toasts, session,
 * router and a last-resort error boundary. The shell, each remote's standalone entry and the test
 * render helper all use this one component, so tests run inside what users run inside.
 */
export function AppProviders({
  children,
  queryClient,
  initialEntries,
  sessionUser,
  toastDurationMs,
}: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const routed = initialEntries ? (
    <MemoryRouter initialEntries={initialEntries}>{children}</MemoryRouter>
  ) : (
    <BrowserRouter>{children}</BrowserRouter>
  );
  return (
    <QueryClientProvider client={client}>
      <UiProvider toastDurationMs={toastDurationMs}>
        <CsrfRejectionNotice />
        <SessionProvider initialUser={sessionUser}>
          {/* Last line of defence (e.g. the frame itself failing): a message and a reload, never a blank page. */}
          <ErrorBoundary
            onError={(error) => console.error('Nestwork failed to render', error)}
            fallback={() => (
              <main style={{ maxWidth: '40rem', margin: '4rem auto', padding: '0 1rem' }}>
                <ErrorState
                  title="Nestwork hit a problem"
                  message="Something went wrong while showing this page. Reloading usually fixes it."
                  onRetry={() => window.location.reload()}
                />
              </main>
            )}
          >
            {routed}
          </ErrorBoundary>
        </SessionProvider>
      </UiProvider>
    </QueryClientProvider>
  );
}
