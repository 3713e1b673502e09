import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { SessionUser } from '@marketplace/contracts';
import { SessionProvider, useSession } from './session';
import { saveImpersonation } from './impersonation-store';
import { isProfileFetchBlocked, resetProfileFetchGate } from './profile-gate';
import { useProfile } from './profile';
import { headersOf, mockFetch } from './spec-helpers';

const seeker: SessionUser = {
  id: 'seeker-1',
  name: 'Maya Thompson',
  email: 'maya@example.com',
  role: 'seeker',
  companyName: null,
  headline: null,
  profilePictureUrl: null,
  emailVerified: true,
};

function ProfileProbe() {
  const profile = useProfile();
  const session = useSession();
  return (
    <p>
      {profile.data
        ? `profile of ${profile.data.name} <${profile.data.email}>`
        : profile.isError
          ? 'profile failed'
          : 'loading'}
      {session.user ? '' : ' (signed out)'}
    </p>
  );
}

function renderProbe(user: SessionUser = seeker) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider initialUser={user}>
        <MemoryRouter initialEntries={['/seeker/settings']}>
          <Routes>
            <Route path="/seeker/settings" element={<ProfileProbe />} />
            <Route path="/sign-in" element={<h1>Sign in page</h1>} />
          </Routes>
        </MemoryRouter>
      </SessionProvider>
    </QueryClientProvider>,
  );
}

describe('useProfile', () => {
  beforeEach(() => resetProfileFetchGate());

  it('loads the signed-in user profile', async () => {
    mockFetch(() => ({ body: { id: seeker.id, name: seeker.name, email: seeker.email, role: 'seeker' } }));
    renderProbe();
    expect(await screen.findByText('profile of Maya Thompson <maya@example.com>')).toBeInTheDocument();
  });

  it("loads the impersonated user's profile while an admin impersonates", async () => {
    const admin = { ...seeker, id: 'admin-1', role: 'admin' as const };
    const now = new Date().toISOString();
    saveImpersonation({
      adminId: 'admin-1',
      impersonatedUser: {
        id: 'employer-7',
        name: 'Jordan Ellis',
        role: 'employer',
        companyName: 'Harbor & Pine',
        headline: null,
      },
      startedAt: now,
      lastActivity: now,
    });
    const fetch = mockFetch(() => ({
      body: { id: 'employer-7', name: 'Jordan Ellis', email: 'jordan@example.com', role: 'employer' },
    }));
    renderProbe(admin);
    expect(await screen.findByText('profile of Jordan Ellis <jordan@example.com>')).toBeInTheDocument();
    expect(headersOf(fetch.mock.calls[0])).toMatchObject({
      'x-impersonated-user-id': 'employer-7',
      'x-admin-id': 'admin-1',
    });
  });

  it('retries a 401, and after the third in a row stops for the session and sends the user to /sign-in', async () => {
    const fetch = mockFetch(() => ({ status: 401, body: { error: 'Authentication required' } }));
    renderProbe();

    expect(await screen.findByRole('heading', { name: 'Sign in page' }, { timeout: 5000 })).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(isProfileFetchBlocked()).toBe(true);

    // Another screen asking for the profile later in the session does not reach the server.
    const again = renderProbe();
    await waitFor(() => expect(again.getAllByRole('heading', { name: 'Sign in page' })).toHaveLength(2));
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('does not retry other failures', async () => {
    const fetch = mockFetch(() => ({ status: 500, body: { error: 'Database down' } }));
    renderProbe();
    expect(await screen.findByText('profile failed')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(isProfileFetchBlocked()).toBe(false);
  });
});
