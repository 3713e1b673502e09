import type { ComponentProps, ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { UiProvider } from '@marketplace/ui';
import { SessionProvider, type SessionUser } from '@marketplace/auth';

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper' | 'queries'> {
  /** Initial URL of the in-memory router, '/' by default. */
  route?: string;
  /** Full history stack (paths, or locations with state); overrides `route`. */
  initialEntries?: ComponentProps<typeof MemoryRouter>['initialEntries'];
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

/** Renders `ui` inside the same providers the shell supplies: query client, theme + toasts, session, router. */
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
      <QueryClientProvider client={queryClient}>
        <UiProvider toastDurationMs={toastDurationMs}>
          <SessionProvider initialUser={fetchSession ? undefined : sessionUser}>
            <MemoryRouter initialEntries={initialEntries ?? [route]}>{children}</MemoryRouter>
          </SessionProvider>
        </UiProvider>
      </QueryClientProvider>
    );
  }
  const user = userEvent.setup(userEventOptions);
  return { ...render(ui, { wrapper: Wrapper, ...renderOptions }), queryClient, user };
}
