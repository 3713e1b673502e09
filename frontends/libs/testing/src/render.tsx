import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import type { SessionUser } from '@marketplace/auth';
import { AppProviders, type AppProvidersProps } from '@marketplace/providers';

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper' | 'queries'> {
  /** Initial URL of the in-memory router, '/' by default. */
  route?: string;
  /** Full history stack (paths, or locations with state); overrides `route`. */
  initialEntries?: AppProvidersProps['initialEntries'];
  queryClient?: QueryClient;
  /** The signed-in user; null (the default) is signed out. Ignored with `fetchSession`. */
  sessionUser?: SessionUser | null;
  /** Let the session provider ask GET /api/auth/session, as the shell does. */
  fetchSession?: boolean;
  toastDurationMs?: number;
  /** Options for the returned user-event instance, e.g. `{ advanceTimers: jest.advanceTimersByTime }` with fake timers. */
  userEventOptions?: Parameters<typeof userEvent.setup>[0];
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

/** Renders `ui` inside the app's own providers (the shell's), with an in-memory router and a test query client. */
export function renderWithProviders(ui: ReactElement, options: RenderWithProvidersOptions = {}) {
  const {
    route = '/',
    initialEntries,
    queryClient = createTestQueryClient(),
    sessionUser = null,
    fetchSession = false,
    toastDurationMs,
    userEventOptions,
    ...renderOptions
  } = options;
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <AppProviders
        queryClient={queryClient}
        initialEntries={initialEntries ?? [route]}
        sessionUser={fetchSession ? undefined : sessionUser}
        toastDurationMs={toastDurationMs}
      >
        {children}
      </AppProviders>
    );
  }
  const user = userEvent.setup(userEventOptions);
  return { ...render(ui, { wrapper: Wrapper, ...renderOptions }), queryClient, user };
}
