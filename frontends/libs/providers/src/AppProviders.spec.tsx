import { useState, type ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, useQueryClient } from '@tanstack/react-query';
import { api } from '@marketplace/api-client';
import { useSession } from '@marketplace/auth';
import { AUTH_MESSAGES, type SessionUser } from '@marketplace/contracts';
import { Button, useToast } from '@marketplace/ui';
import { AppProviders } from './AppProviders';

// A local fetch double: @marketplace/testing builds on this lib, so its specs cannot use it.
function answerEveryRequest(status: number, body: unknown) {
  const fetch = jest.fn(async () => ({
    ok: status < 300,
    status,
    headers: { get: () => 'application/json' },
    text: async () => JSON.stringify(body),
  }));
  globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
  return fetch;
}

const maya: SessionUser = {
  id: 'user-1',
  email: 'maya@example.com',
  name: 'Maya',
  role: 'seeker',
  companyName: null,
  headline: null,
  profilePictureUrl: null,
  emailVerified: true,
};

function Probe() {
  const { pathname } = useLocation();
  const session = useSession();
  const toast = useToast();
  const queryClient = useQueryClient();
  return (
    <>
      <p>{`${pathname} as ${session.user?.name ?? 'guest'}, retries ${String(queryClient.getDefaultOptions().queries?.retry)}`}</p>
      <Button onClick={() => toast.show('Saved')}>Toast</Button>
    </>
  );
}

/** A form that, like several real ones, shows only its own text when the request fails. */
function SaveForm() {
  const [failures, setFailures] = useState(0);
  return (
    <form
      aria-label="Save"
      onSubmit={(event) => {
        event.preventDefault();
        api.post('/api/seeker/job-alerts', {}).catch(() => setFailures((count) => count + 1));
      }}
    >
      <Button type="submit">Save</Button>
      {failures ? <p role="alert">{`Could not save (${failures})`}</p> : null}
    </form>
  );
}

function renderApp(children: ReactNode, route = '/') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = userEvent.setup();
  return {
    ...render(
      <AppProviders queryClient={queryClient} initialEntries={[route]} sessionUser={maya}>
        {children}
      </AppProviders>,
    ),
    user,
  };
}

const notifications = () => within(screen.getByRole('region', { name: 'Notifications' }));
const originalFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = originalFetch;
});

describe('AppProviders', () => {
  it('supplies the router at the given URL, the session, the query client and toasts', async () => {
    const { user } = renderApp(
      <Routes>
        <Route path="/seeker/jobs" element={<Probe />} />
      </Routes>,
      '/seeker/jobs',
    );
    expect(screen.getByText('/seeker/jobs as Maya, retries false')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Toast' }));
    expect(notifications().getByText('Saved')).toBeInTheDocument();
  });

  it('says what to do when the server refuses a request from this address, once however often', async () => {
    const fetch = answerEveryRequest(403, { error: AUTH_MESSAGES.csrfRejected });
    const { user } = renderApp(<SaveForm />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not save (1)');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Could not save (2)')).toBeInTheDocument();

    expect(fetch).toHaveBeenCalledTimes(2);
    expect(await notifications().findByText(AUTH_MESSAGES.csrfRejected)).toBeInTheDocument();
    expect(notifications().getAllByText(AUTH_MESSAGES.csrfRejectedHint)).toHaveLength(1);
    // It stays until the person dismisses it.
    await user.click(notifications().getByRole('button', { name: 'Dismiss notification' }));
    expect(notifications().queryByText(AUTH_MESSAGES.csrfRejectedHint)).not.toBeInTheDocument();
  });

  it('adds nothing for other refusals', async () => {
    const fetch = answerEveryRequest(403, { error: 'Access denied' });
    const { user } = renderApp(<SaveForm />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not save (1)');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(notifications().queryByText(AUTH_MESSAGES.csrfRejectedHint)).not.toBeInTheDocument();
  });

  it('shows a message and a reload instead of a blank page when a page throws', () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('boom');
    }
    renderApp(<Broken />);
    expect(screen.getByRole('alert')).toHaveTextContent('Nestwork hit a problem');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    consoleError.mockRestore();
  });
});
