import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { UiProvider } from '@marketplace/ui';
import { SessionProvider, type SessionUser } from '@marketplace/auth';

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper' | 'queries'> {
  /** Initial URL of the in-memory router, '/' by default. */
  route?: string;
  /** Full history stack; overrides `route`. */
  initialEntries?: string[];
  queryClient?: QueryClient;
  sessionUser?: SessionUser | null;
  toastDurationMs?: number;
}

/** A query client for tests: no retries (failures show at once) and no background refetching. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: Infinity, gcTime: Infinity, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** Renders `ui` inside the same providers the shell supplies: query client, theme + toasts, session, router. */
export function renderWithProviders(ui: ReactElement, options: RenderWithProvidersOptions = {}) {
  const { route = '/', initialEntries, queryClient = createTestQueryClient(), sessionUser = null, toastDurationMs, ...renderOptions } = options;
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={queryClient}>
        <UiProvider toastDurationMs={toastDurationMs}>
          <SessionProvider initialUser={sessionUser}>
            <MemoryRouter initialEntries={initialEntries ?? [route]}>{children}</MemoryRouter>
          </SessionProvider>
        </UiProvider>
      </QueryClientProvider>
    );
  }
  const user = userEvent.setup();
  return { ...render(ui, { wrapper: Wrapper, ...renderOptions }), queryClient, user };
}
