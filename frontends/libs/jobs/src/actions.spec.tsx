import { Route, Routes, useLocation } from 'react-router';
import { screen, waitFor } from '@testing-library/react';
import type { SavedJobsResponse } from '@marketplace/contracts';
import { buildJobCard, buildSessionUser, mockApi, renderWithProviders } from '@marketplace/testing';
import { JobCard } from './JobCard';

/** Names the page and where sign-in will return to. */
function SignInStandIn() {
  const next = new URLSearchParams(useLocation().search).get('next');
  return <h1>{`Sign in page, then ${next}`}</h1>;
}

const seeker = buildSessionUser({ role: 'seeker', name: 'Maya Thompson' });

function savedList(ids: string[]): SavedJobsResponse {
  return { jobs: ids.map((id) => ({ savedAt: '2026-03-01T00:00:00Z', job: buildJobCard({ id }) })) };
}

function renderCard(
  options: {
    user?: ReturnType<typeof buildSessionUser> | null;
    saved?: string[];
    routes?: Parameters<typeof mockApi>[0];
  } = {},
) {
  let saved = new Set(options.saved ?? []);
  const fetchMock = mockApi({
    '/api/seeker/saved-jobs': () => ({ body: savedList([...saved]) }),
    '/api/seeker/saved-jobs/j1': (_url, init) => {
      if (init.method === 'PUT') saved.add('j1');
      else saved = new Set([...saved].filter((id) => id !== 'j1'));
      return { body: { jobId: 'j1', saved: init.method === 'PUT', savedAt: null } };
    },
    ...options.routes,
  });
  const view = renderWithProviders(
    <Routes>
      <Route path="/jobs" element={<JobCard job={buildJobCard({ id: 'j1', title: 'Remote Bookkeeper' })} />} />
      <Route path="/sign-in" element={<SignInStandIn />} />
    </Routes>,
    { route: '/jobs', sessionUser: options.user === undefined ? seeker : options.user },
  );
  return { ...view, fetchMock };
}

describe('Save (heart) toggle', () => {
  it('shows the saved state with aria-pressed and toggles it with PUT and DELETE', async () => {
    const { user, fetchMock } = renderCard({ saved: ['j1'] });
    const heart = screen.getByRole('button', { name: 'Save Remote Bookkeeper' });
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    await user.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
    await user.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    const methods = fetchMock.mock.calls
      .filter(([url]) => String(url).endsWith('/saved-jobs/j1'))
      .map(([, init]) => init?.method);
    expect(methods).toEqual(['DELETE', 'PUT']);
  });

  it('sends anonymous visitors to sign in, to come back here and save the job', async () => {
    const { user, fetchMock } = renderCard({ user: null });
    const heart = screen.getByRole('button', { name: 'Save Remote Bookkeeper' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart);
    expect(
      await screen.findByRole('heading', { name: 'Sign in page, then /jobs?intent=save%3Aj1' }),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is not offered to employers', () => {
    renderCard({ user: buildSessionUser({ role: 'employer' }) });
    expect(screen.queryByRole('button', { name: 'Save Remote Bookkeeper' })).not.toBeInTheDocument();
  });
});

describe('Share button', () => {
  let writeText: jest.Mock;
  let consoleError: jest.SpyInstance;
  // user-event installs its own clipboard on setup (inside render), so the stub goes in after it.
  const stubClipboard = () =>
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  beforeEach(() => {
    writeText = jest.fn().mockResolvedValue(undefined);
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it('copies the public link and says so', async () => {
    const { user } = renderCard({
      user: null,
      routes: {
        '/api/jobs/j1/wordpress-slug': () => ({ body: { wordpressUrl: 'http://localhost/jobs/j1-remote-bookkeeper' } }),
      },
    });
    stubClipboard();
    await user.click(screen.getByRole('button', { name: 'Share Remote Bookkeeper' }));
    expect(await screen.findByText('Job link copied to clipboard!')).toBeInTheDocument();
    expect(screen.getByText('Share this link with anyone - no login required')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith('http://localhost/jobs/j1-remote-bookkeeper');
  });

  it('logs a failed slug lookup and shows the failure toast', async () => {
    const { user } = renderCard({
      user: null,
      routes: { '/api/jobs/j1/wordpress-slug': () => ({ status: 500, body: { error: 'Boom' } }) },
    });
    stubClipboard();
    await user.click(screen.getByRole('button', { name: 'Share Remote Bookkeeper' }));
    expect(await screen.findByText('Failed to copy share link')).toBeInTheDocument();
    expect(screen.getByText('Please try again')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('Failed to resolve WordPress slug for job j1', expect.anything());
    expect(writeText).not.toHaveBeenCalled();
  });

  it('logs a slug answer without a URL', async () => {
    const { user } = renderCard({ user: null, routes: { '/api/jobs/j1/wordpress-slug': () => ({ body: {} }) } });
    stubClipboard();
    await user.click(screen.getByRole('button', { name: 'Share Remote Bookkeeper' }));
    expect(await screen.findByText('Failed to copy share link')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('Missing WordPress URL in slug response', {});
  });

  it('fails with the toast when the clipboard refuses', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    const { user } = renderCard({
      user: null,
      routes: { '/api/jobs/j1/wordpress-slug': () => ({ body: { wordpressUrl: 'http://localhost/jobs/j1-x' } }) },
    });
    stubClipboard();
    await user.click(screen.getByRole('button', { name: 'Share Remote Bookkeeper' }));
    expect(await screen.findByText('Failed to copy share link')).toBeInTheDocument();
  });
});
