import { screen, waitFor, within } from '@testing-library/react';
import { saveImpersonation } from '@marketplace/auth';
import {
  IMPERSONATION_HEADERS,
  NOTIFICATION_CENTER_MESSAGES,
  NOTIFICATION_PATHS,
  type SessionUser,
} from '@marketplace/contracts';
import {
  buildImpersonatedUser,
  buildSessionUser,
  mockApi,
  renderWithProviders,
  type FetchHandler,
} from '@marketplace/testing';
import { App } from './App';
import type { RemoteLoader, RemoteName, RemoteRoutesProps } from './remotes';

/** Stands in for the federation runtime: each remote renders its name and the props it got. */
const fakeRemotes: RemoteLoader = async (name: RemoteName) => ({
  default: ({ area }: RemoteRoutesProps) => <p>{`${name} remote, ${area ?? 'member'} area`}</p>,
});

const SITE_CONFIG = { supportEmail: 'support@nestwork.example', supportPhone: '+1 (555) 010-2007' };

function renderApp(
  route: string,
  { user = null, routes = {} }: { user?: SessionUser | null; routes?: Record<string, FetchHandler> } = {},
) {
  const fetch = mockApi({
    '/api/site-config': () => ({ body: SITE_CONFIG }),
    '/api/auth/session': () => ({ body: { user } }),
    '/api/auth/user-role': () => ({ body: { role: user?.role ?? null } }),
    ...routes,
  });
  return { ...renderWithProviders(<App loadRemote={fakeRemotes} />, { route, fetchSession: true }), fetch };
}

const seeker = buildSessionUser({ role: 'seeker', name: 'Maya Thompson' });
const employer = buildSessionUser({ role: 'employer', name: 'Jordan Ellis' });
const admin = buildSessionUser({ id: 'admin-1', role: 'admin', name: 'Avery Admin' });

describe('App', () => {
  it('renders the landing page with a link to the jobs', async () => {
    renderApp('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Flexible and remote work for parents' }),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Browse remote jobs' })).toHaveAttribute(
      'href',
      '/jobs',
    );
    await waitFor(() => expect(document.title).toBe('Flexible and remote work for parents · Nestwork'));
  });

  it('has a skip link to the main content and the footer on every page', async () => {
    renderApp('/');
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    await screen.findByRole('link', { name: 'support@nestwork.example' });
  });

  it.each([
    ['/jobs', null, 'seeker remote, public area'],
    ['/seeker/jobs', seeker, 'seeker remote, member area'],
    ['/employer/dashboard', employer, 'employer remote, member area'],
    ['/admin/dashboard', admin, 'admin remote, member area'],
  ])('delegates %s to its remote', async (route, user, text) => {
    renderApp(route, { user });
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('moves between the shell and a remote with the header links', async () => {
    const { user } = renderApp('/');
    await user.click(screen.getByRole('link', { name: 'Find jobs' }));
    expect(await screen.findByText('seeker remote, public area')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find jobs' })).toHaveAttribute('aria-current', 'page');
  });

  it('moves keyboard focus to the main content after navigating', async () => {
    const { user } = renderApp('/');
    expect(screen.getByRole('main')).not.toHaveFocus();
    await user.click(screen.getByRole('link', { name: 'Find jobs' }));
    await screen.findByText('seeker remote, public area');
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('shows not found for an unknown address', async () => {
    renderApp('/no/such/page');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page not found · Nestwork'));
  });

  it.each(['/sign-in', '/sign-up', '/onboarding', '/verify-email', '/reset-password'])(
    'serves %s from the shell',
    async (route) => {
      renderApp(route, {
        routes: { '/api/auth/session': () => ({ body: { user: buildSessionUser({ role: null }) } }) },
      });
      expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
      expect(screen.queryByText(/remote,/)).not.toBeInTheDocument();
    },
  );
});

describe('App access', () => {
  it.each(['/seeker/dashboard', '/employer/settings', '/admin/users'])(
    'sends an anonymous visitor from %s to the sign-in page',
    async (route) => {
      renderApp(route);
      expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
      expect(screen.queryByText(/remote, member area/)).not.toBeInTheDocument();
    },
  );

  it.each([
    [seeker, '/employer/dashboard', 'seeker remote'],
    [employer, '/seeker/dashboard', 'employer remote'],
    [seeker, '/admin/dashboard', 'seeker remote'],
    [admin, '/employer/dashboard', 'admin remote'],
  ])("sends a %s away from another role's area to their own", async (user, route, text) => {
    renderApp(route, { user });
    expect(await screen.findByText(`${text}, member area`)).toBeInTheDocument();
  });

  it('keeps the public jobs page public', async () => {
    const { fetch } = renderApp('/jobs');
    expect(await screen.findByText('seeker remote, public area')).toBeInTheDocument();
    expect(fetch.mock.calls.map(([url]) => String(url))).not.toContain('/api/auth/user-role');
  });

  it('lets an impersonating admin into the employer area, with the banner', async () => {
    const now = new Date().toISOString();
    saveImpersonation({
      adminId: 'admin-1',
      impersonatedUser: buildImpersonatedUser(),
      startedAt: now,
      lastActivity: now,
    });
    renderApp('/employer/dashboard', { user: admin });
    expect(await screen.findByText('employer remote, member area')).toBeInTheDocument();
    const banner = await screen.findByRole('region', { name: 'Impersonation' });
    expect(banner).toHaveTextContent('Jordan Ellis');
    expect(banner).toHaveTextContent('Employer');
    expect(banner).toHaveTextContent('Harbor & Pine Accounting');
    // Navigation follows the acting role.
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/employer/dashboard');
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/employer/settings');
  });

  it('tells a user sent away from a page of another role why, on the page they land on, until dismissed', async () => {
    const { user } = renderApp('/employer/jobs', { user: seeker });
    expect(await screen.findByText('seeker remote, member area')).toBeInTheDocument();
    const notice = within(screen.getByRole('main')).getByText(
      'That page is for employers, so we brought you to your dashboard.',
    );
    expect(notice.closest('[role="status"]')).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() =>
      expect(
        screen.queryByText('That page is for employers, so we brought you to your dashboard.'),
      ).not.toBeInTheDocument(),
    );
    expect(screen.getByText('seeker remote, member area')).toBeInTheDocument();
  });

  it('tells an impersonating admin sent away from an admin page whom they are acting as', async () => {
    const now = new Date().toISOString();
    saveImpersonation({
      adminId: 'admin-1',
      impersonatedUser: buildImpersonatedUser(),
      startedAt: now,
      lastActivity: now,
    });
    renderApp('/admin/users', { user: admin });
    expect(await screen.findByText('employer remote, member area')).toBeInTheDocument();
    expect(
      await screen.findByText(
        'That page is for admins, and you are acting as Jordan Ellis, so we brought you to their dashboard. Stop impersonating to open it.',
      ),
    ).toBeInTheDocument();
  });

  it('shows no notice on a page reached without a redirect', async () => {
    renderApp('/seeker/dashboard', { user: seeker });
    expect(await screen.findByText('seeker remote, member area')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Dismiss' })).not.toBeInTheDocument();
  });
});

describe('App header', () => {
  it('offers sign-in and sign-up to visitors', async () => {
    renderApp('/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/sign-in');
    expect(within(nav).getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/sign-up');
    expect(within(nav).getByRole('link', { name: 'For employers' })).toHaveAttribute('href', '/employers');
  });

  it("shows a signed-in user's links and name", async () => {
    renderApp('/', { user: employer });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/employer/dashboard');
    expect(within(nav).getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/employer/settings');
    expect(within(nav).getByRole('link', { name: 'Applications' })).toHaveAttribute('href', '/employer/applications');
    expect(within(nav).getByRole('link', { name: 'Talent' })).toHaveAttribute('href', '/employer/talent');
    expect(within(nav).getByText('Jordan Ellis')).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it('shows the impersonated user and their role while an admin impersonates, not the admin', async () => {
    const now = new Date().toISOString();
    saveImpersonation({
      adminId: 'admin-1',
      impersonatedUser: buildImpersonatedUser(),
      startedAt: now,
      lastActivity: now,
    });
    const picture = 'https://files.example/jordan-64.webp?X-Amz-Signature=abc';
    renderApp('/employer/dashboard', {
      user: admin,
      routes: {
        '/api/user/profile': () => ({
          body: {
            id: buildImpersonatedUser().id,
            name: 'Jordan Ellis',
            email: 'jordan@example.com',
            role: 'employer',
            companyName: 'Harbor & Pine Accounting',
            headline: null,
            profilePictureUrl: 'https://files.example/jordan',
            presignedProfilePictureUrl: picture,
          },
        }),
      },
    });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const signedInAs = await within(nav).findByTestId('signed-in-as');
    expect(signedInAs).toHaveTextContent('Jordan Ellis');
    expect(signedInAs).toHaveTextContent('Employer');
    expect(within(nav).queryByText(/Avery Admin/)).not.toBeInTheDocument();
    // The profile the header reads is the impersonated user's (requests act as them).
    await waitFor(() => expect(signedInAs.querySelector('img')).toHaveAttribute('src', picture));
  });

  it("shows no role next to a user's own name", async () => {
    renderApp('/', { user: employer });
    const signedInAs = await within(screen.getByRole('navigation', { name: 'Main' })).findByTestId('signed-in-as');
    expect(signedInAs).toHaveTextContent(/^JEJordan Ellis$/);
  });

  it('gives admins the users page and their own settings', async () => {
    renderApp('/', { user: admin });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: 'Users' })).toHaveAttribute('href', '/admin/users');
    expect(within(nav).getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/admin/settings');
  });

  it('gives seekers their applications and critiques', async () => {
    renderApp('/', { user: seeker });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: 'My applications' })).toHaveAttribute(
      'href',
      '/seeker/applications',
    );
    expect(within(nav).getByRole('link', { name: 'Critiques' })).toHaveAttribute('href', '/seeker/critiques');
    expect(within(nav).getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/seeker/settings');
  });

  it("shows the signed-in person's picture in the header, else their initials", async () => {
    const picture = 'https://files.example/avatar-256.webp?X-Amz-Signature=abc';
    renderApp('/', {
      user: seeker,
      routes: {
        '/api/user/profile': () => ({
          body: {
            id: seeker.id,
            name: seeker.name,
            email: seeker.email,
            role: 'seeker',
            companyName: null,
            headline: null,
            profilePictureUrl: 'https://files.example/avatar',
            presignedProfilePictureUrl: picture,
          },
        }),
      },
    });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await waitFor(() => expect(nav.querySelector('img')).toHaveAttribute('src', picture));
    expect(within(nav).getByText('Maya Thompson')).toBeInTheDocument();
  });

  it('shows initials in the header when the person has no picture', async () => {
    renderApp('/', {
      user: employer,
      routes: {
        '/api/user/profile': () => ({
          body: {
            id: employer.id,
            name: employer.name,
            email: employer.email,
            role: 'employer',
            companyName: 'Acme',
            headline: null,
            profilePictureUrl: null,
            presignedProfilePictureUrl: null,
          },
        }),
      },
    });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByText('JE')).toBeInTheDocument();
    expect(nav.querySelector('img')).toBeNull();
  });

  it('signs out and goes to the sign-in page', async () => {
    const { user, fetch } = renderApp('/seeker/jobs', {
      user: seeker,
      routes: { '/api/auth/sign-out': () => ({ status: 204 }) },
    });
    await user.click(await screen.findByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign Up' })).toBeInTheDocument();
    expect(
      fetch.mock.calls.some(([url, init]) => String(url) === '/api/auth/sign-out' && init?.method === 'POST'),
    ).toBe(true);
  });

  it('a sign-in after signing out from a member page opens the dashboard, not the page left behind', async () => {
    const { user } = renderApp('/seeker/settings', {
      user: seeker,
      routes: {
        '/api/auth/sign-out': () => ({ status: 200, body: { message: 'You have been signed out.' } }),
        '/api/auth/sign-in': () => ({ body: { user: seeker } }),
      },
    });
    await screen.findByText('seeker remote, member area');
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), seeker.email);
    await user.type(screen.getByLabelText('Password'), 'Demo-pass-2026');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await screen.findByText('seeker remote, member area');
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Settings' })).not.toHaveAttribute('aria-current');
  });

  it('says so when signing out fails, and stays signed in', async () => {
    const { user } = renderApp('/', {
      user: seeker,
      routes: { '/api/auth/sign-out': () => ({ status: 503, body: { error: 'Unavailable' } }) },
    });
    await user.click(await screen.findByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByText('Could not sign you out. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeEnabled();
  });
});

describe('App error handling', () => {
  it('keeps the frame and offers Retry when a page throws, and navigating away recovers', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let healthy = false;
    // The remote loads but its page throws until `healthy` flips, like a bug in a page.
    const flakyRemote: RemoteLoader = async (name) => ({
      default: () => {
        if (!healthy) throw new Error(`${name} page crashed`);
        return <p>{`${name} page works`}</p>;
      },
    });
    mockApi({
      '/api/site-config': () => ({ body: SITE_CONFIG }),
      '/api/auth/user-role': () => ({ body: { role: 'admin' } }),
    });
    const { user } = renderWithProviders(<App loadRemote={flakyRemote} />, {
      route: '/admin/dashboard',
      sessionUser: admin,
    });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This page could not be loaded');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find jobs' })).toBeInTheDocument();

    healthy = true;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('admin page works')).toBeInTheDocument();
    consoleError.mockRestore();
  });

  describe('notifications', () => {
    const page = (unreadCount: number) => ({ body: { notifications: [], unreadCount, nextCursor: null } });

    it.each([seeker, employer, admin])('puts the bell in the header for a signed-in $role', async (user) => {
      renderApp('/', { user, routes: { '/api/notifications': () => page(120) } });
      const nav = screen.getByRole('navigation', { name: 'Main' });
      expect(await within(nav).findByRole('button', { name: 'Notifications, 99+ unread' })).toBeInTheDocument();
    });

    it('shows no bell to visitors', async () => {
      renderApp('/');
      const nav = screen.getByRole('navigation', { name: 'Main' });
      await within(nav).findByRole('link', { name: 'Sign In' });
      expect(within(nav).queryByRole('button', { name: /^Notifications/ })).not.toBeInTheDocument();
    });

    it("counts the impersonated user's notifications while an admin impersonates", async () => {
      const now = new Date().toISOString();
      const impersonated = buildImpersonatedUser();
      saveImpersonation({ adminId: 'admin-1', impersonatedUser: impersonated, startedAt: now, lastActivity: now });
      const asked: Array<string | null> = [];
      renderApp('/employer/dashboard', {
        user: admin,
        routes: {
          '/api/notifications': (_url, init) => {
            asked.push(new Headers(init.headers).get(IMPERSONATION_HEADERS.userId));
            return page(2);
          },
        },
      });
      expect(
        await screen.findByRole('button', { name: NOTIFICATION_CENTER_MESSAGES.bellLabel(2) }),
      ).toBeInTheDocument();
      expect(asked[0]).toBe(impersonated.id);
    });

    it.each([
      [NOTIFICATION_PATHS.center, NOTIFICATION_CENTER_MESSAGES.pageTitle],
      [NOTIFICATION_PATHS.preferences, NOTIFICATION_CENTER_MESSAGES.preferencesTitle],
    ])('opens %s for a signed-in admin too', async (path, title) => {
      renderApp(path, {
        user: admin,
        routes: {
          '/api/notifications': () => page(0),
          '/api/notifications/preferences': () => ({
            body: {
              preferences: [{ kind: 'chat-message', inApp: true, email: 'immediate' }],
              timeZone: 'America/New_York',
              digestHour: 8,
            },
          }),
        },
      });
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    });

    it('sends visitors to sign in from the notification pages', async () => {
      renderApp(NOTIFICATION_PATHS.center);
      expect(await screen.findByRole('heading', { level: 1, name: /sign in/i })).toBeInTheDocument();
    });
  });
});
