import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@marketplace/api-client';
import { SessionProvider } from '@marketplace/auth';
import { ErrorBoundary, ErrorState, UiProvider } from '@marketplace/ui';
import { App } from './app/App';

// The shell owns every provider; remotes render inside them.
createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <QueryClientProvider client={createQueryClient()}>
      <UiProvider>
        <SessionProvider>
          <BrowserRouter>
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
              <App />
            </ErrorBoundary>
          </BrowserRouter>
        </SessionProvider>
      </UiProvider>
    </QueryClientProvider>
  </StrictMode>,
);
