import { screen, within } from '@testing-library/react';
import { resetProfileFetchGate, saveImpersonation } from '@marketplace/auth';
import {
  buildImpersonatedUser,
  buildSessionUser,
  buildUserProfile,
  mockApi,
  renderWithProviders,
} from '@marketplace/testing';
import { AccountSettingsPage, IMPERSONATION_SETTINGS_NOTE } from './AccountSettingsPage';

beforeEach(() => resetProfileFetchGate());

describe('Account settings page', () => {
  it("shows the five cards with the current e-mail from the user's profile", async () => {
    const seeker = buildSessionUser({ email: 'old@example.com' });
    mockApi({ '/api/user/profile': () => ({ body: buildUserProfile({ ...seeker, email: 'maya@example.com' }) }) });
    renderWithProviders(<AccountSettingsPage role="seeker" />, { sessionUser: seeker });

    expect(screen.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeInTheDocument();
    expect(await screen.findByText('maya@example.com')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Notification settings' })).toHaveAttribute(
      'href',
      '/settings/notifications',
    );
    for (const card of [
      'Change Email',
      'Password & Security',
      'Change Password',
      'Signed-in Devices',
      'Delete Account',
    ]) {
      expect(screen.getByRole('region', { name: card })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Sign out of all other devices' })).toBeInTheDocument();
  });

  it.each([
    ['seeker', '/api/seeker/account/email'],
    ['employer', '/api/employer/account/email'],
  ] as const)('a %s changes their e-mail at %s', async (role, endpoint) => {
    const account = buildSessionUser({ role, email: 'me@example.com' });
    const fetch = mockApi({
      '/api/user/profile': () => ({ body: buildUserProfile(account) }),
      [endpoint]: () => ({ body: { message: 'ok' } }),
    });
    const { user } = renderWithProviders(<AccountSettingsPage role={role} onReload={jest.fn()} />, {
      sessionUser: account,
    });
    await user.type(await screen.findByLabelText('New Email Address'), 'new@example.com');
    await user.type(screen.getByLabelText('Confirm New Email Address'), 'new@example.com');
    await user.type(
      within(screen.getByRole('region', { name: 'Change Email' })).getByLabelText('Current Password'),
      'Secret-pass-1',
    );
    await user.click(screen.getByRole('button', { name: 'Change Email Address' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Email address updated successfully!');
    expect(fetch.mock.calls.map(([url]) => new URL(String(url), 'http://localhost').pathname)).toContain(endpoint);
  });

  it("shows the impersonated user's account, without the credential cards, while an admin impersonates", async () => {
    const admin = buildSessionUser({ id: 'admin-1', role: 'admin', email: 'admin@demo.local' });
    const target = buildImpersonatedUser();
    const now = new Date().toISOString();
    saveImpersonation({ adminId: 'admin-1', impersonatedUser: target, startedAt: now, lastActivity: now });
    const fetch = mockApi({
      '/api/user/profile': () => ({
        body: buildUserProfile({
          id: target.id,
          name: target.name,
          role: 'employer',
          email: 'jordan@harborpine.example',
        }),
      }),
    });
    renderWithProviders(<AccountSettingsPage role="employer" />, { sessionUser: admin });

    expect(await screen.findByRole('region', { name: 'Password & Security' })).toHaveTextContent(
      'jordan@harborpine.example',
    );
    expect(screen.queryByText('admin@demo.local')).not.toBeInTheDocument();
    expect(fetch.mock.calls[0][1]?.headers).toMatchObject({ 'x-impersonated-user-id': target.id });
    expect(screen.getByRole('note')).toHaveTextContent(IMPERSONATION_SETTINGS_NOTE);
    for (const card of ['Change Email', 'Change Password', 'Signed-in Devices', 'Delete Account']) {
      expect(screen.queryByRole('region', { name: card })).not.toBeInTheDocument();
    }
  });

  it('shows a loading state, then an error with Retry when the profile cannot be loaded while impersonating', async () => {
    const admin = buildSessionUser({ id: 'admin-1', role: 'admin' });
    const now = new Date().toISOString();
    saveImpersonation({
      adminId: 'admin-1',
      impersonatedUser: buildImpersonatedUser(),
      startedAt: now,
      lastActivity: now,
    });
    let healthy = false;
    mockApi({
      '/api/user/profile': () =>
        healthy
          ? {
              body: buildUserProfile({
                id: 'employer-7',
                name: 'Jordan Ellis',
                role: 'employer',
                email: 'jordan@harborpine.example',
              }),
            }
          : { status: 500, body: { error: 'Database down' } },
    });
    const { user } = renderWithProviders(<AccountSettingsPage role="employer" />, { sessionUser: admin });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your account…');

    const alert = await screen.findByRole('alert');
    // The fixed words for a profile that does not load, then what the server said.
    expect(alert).toHaveTextContent('Failed to load profile');
    expect(alert).toHaveTextContent('Database down');
    healthy = true;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Password & Security' })).toHaveTextContent(
      'jordan@harborpine.example',
    );
  });

  it("falls back to the session's e-mail when the profile fails for the user themselves", async () => {
    const seeker = buildSessionUser({ email: 'maya@example.com' });
    mockApi({ '/api/user/profile': () => ({ status: 500, body: { error: 'Database down' } }) });
    renderWithProviders(<AccountSettingsPage role="seeker" />, { sessionUser: seeker });
    expect(screen.getByText('maya@example.com')).toBeInTheDocument();
  });
});
