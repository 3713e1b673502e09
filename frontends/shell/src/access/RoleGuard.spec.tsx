import { screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { saveImpersonation } from '@marketplace/auth';
import type { Role, SessionUser } from '@marketplace/contracts';
import {
  buildImpersonatedUser,
  buildSessionUser,
  deferred,
  mockApi,
  renderWithProviders,
  type MockReply,
} from '@marketplace/testing';
import { accessNoticeOf } from './redirect-state';
import { RoleGuard, type RoleGuardProps } from './RoleGuard';

function Where({ name }: { name: string }) {
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from;
  const notice = accessNoticeOf(location.state);
  return (
    <>
      <h1>{`${name}${from ? ` (from ${from})` : ''}`}</h1>
      {notice ? <p data-testid="notice">{notice}</p> : null}
    </>
  );
}

interface Setup {
  user?: SessionUser | null;
  /** The answer of GET /api/auth/user-role; defaults to the user's own role. */
  roleReply?: MockReply | Promise<MockReply>;
  allowed?: Role[];
  fallback?: RoleGuardProps['fallback'];
  route?: string;
  fetchSession?: boolean;
}

function renderGuard({
  user = null,
  roleReply,
  allowed = ['employer'],
  fallback,
  route = '/employer/settings',
  fetchSession = false,
}: Setup) {
  const fetch = mockApi({
    '/api/auth/user-role': () => roleReply ?? { body: { role: user?.role ?? null } },
    '/api/auth/session': () => ({ body: { user } }),
  });
  const view = renderWithProviders(
    <Routes>
      <Route
        path="/employer/settings"
        element={
          <RoleGuard allowed={allowed} fallback={fallback}>
            <h1>Protected page</h1>
          </RoleGuard>
        }
      />
      <Route
        path="/seeker/dashboard"
        element={
          <RoleGuard allowed={allowed} fallback={fallback}>
            <h1>Protected page</h1>
          </RoleGuard>
        }
      />
      {['/sign-in', '/onboarding', '/admin/dashboard', '/employer/dashboard'].map((path) => (
        <Route key={path} path={path} element={<Where name={path} />} />
      ))}
    </Routes>,
    { route, sessionUser: user, fetchSession },
  );
  return { ...view, fetch };
}

const seeker = buildSessionUser({ role: 'seeker' });
const employer = buildSessionUser({ role: 'employer', name: 'Jordan Ellis' });
const admin = buildSessionUser({ role: 'admin', id: 'admin-1', name: 'Avery Admin' });

function impersonate(role: Role = 'employer') {
  const now = new Date().toISOString();
  saveImpersonation({
    adminId: 'admin-1',
    impersonatedUser: buildImpersonatedUser({ role }),
    startedAt: now,
    lastActivity: now,
  });
}

describe('RoleGuard (sign-in, role lookup, redirects and Access Denied)', () => {
  it('shows a spinner while the session is being checked', async () => {
    const session = deferred<MockReply>();
    mockApi({
      '/api/auth/session': () => session.promise,
      '/api/auth/user-role': () => ({ body: { role: 'employer' } }),
    });
    renderWithProviders(
      <Routes>
        <Route
          path="/employer/settings"
          element={
            <RoleGuard allowed={['employer']}>
              <h1>Protected page</h1>
            </RoleGuard>
          }
        />
      </Routes>,
      { route: '/employer/settings', fetchSession: true },
    );
    expect(screen.getByRole('status')).toHaveTextContent('Checking your access…');
    session.resolve({ body: { user: employer } });
    expect(await screen.findByRole('heading', { name: 'Protected page' })).toBeInTheDocument();
  });

  it('1. sends a visitor with no user to /sign-in, remembering where they were going', async () => {
    const { fetch } = renderGuard({ user: null, route: '/employer/settings' });
    expect(await screen.findByRole('heading', { name: '/sign-in (from /employer/settings)' })).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('1. also after the session answer says nobody is signed in', async () => {
    renderGuard({ user: null, fetchSession: true });
    expect(await screen.findByRole('heading', { name: /^\/sign-in/ })).toBeInTheDocument();
  });

  it('2. fetches the actual role (without impersonation headers), with a spinner meanwhile', async () => {
    impersonate();
    const role = deferred<MockReply>();
    const { fetch } = renderGuard({ user: admin, roleReply: role.promise, allowed: ['employer'] });
    expect(screen.getByRole('status')).toHaveTextContent('Checking your access…');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();

    role.resolve({ body: { role: 'admin' } });
    expect(await screen.findByRole('heading', { name: 'Protected page' })).toBeInTheDocument();
    const [url, init] = fetch.mock.calls[0];
    expect(String(url)).toBe('/api/auth/user-role');
    expect(init?.headers).not.toHaveProperty('x-admin-id');
  });

  it('2. sends the user to /onboarding when the role lookup fails', async () => {
    renderGuard({ user: employer, roleReply: { status: 500, body: { error: 'Database down' } } });
    expect(await screen.findByRole('heading', { name: '/onboarding' })).toBeInTheDocument();
  });

  it('2. goes by the looked-up role, not the one the session remembered', async () => {
    renderGuard({ user: seeker, roleReply: { body: { role: 'employer' } }, allowed: ['employer'] });
    expect(await screen.findByRole('heading', { name: 'Protected page' })).toBeInTheDocument();
  });

  it('3. lets an impersonating admin in as the impersonated role', async () => {
    impersonate('employer');
    renderGuard({ user: admin, allowed: ['employer'] });
    expect(await screen.findByRole('heading', { name: 'Protected page' })).toBeInTheDocument();
  });

  it("3. sends an impersonating admin to the impersonated role's dashboard elsewhere, saying why", async () => {
    impersonate('employer');
    renderGuard({ user: admin, allowed: ['admin'] });
    expect(await screen.findByRole('heading', { name: '/employer/dashboard' })).toBeInTheDocument();
    expect(screen.getByTestId('notice')).toHaveTextContent(
      'That page is for admins, and you are acting as Jordan Ellis, so we brought you to their dashboard. Stop impersonating to open it.',
    );
  });

  it('4. lets an admin who is not impersonating into admin pages, and sends them to /admin/dashboard elsewhere', async () => {
    const first = renderGuard({ user: admin, allowed: ['admin'] });
    expect(await screen.findByRole('heading', { name: 'Protected page' })).toBeInTheDocument();
    first.unmount();

    renderGuard({ user: admin, allowed: ['employer'] });
    expect(await screen.findByRole('heading', { name: '/admin/dashboard' })).toBeInTheDocument();
    expect(screen.getByTestId('notice')).toHaveTextContent(
      'That page is for employers, so we brought you to your dashboard. To see it as they do, impersonate someone from Users.',
    );
  });

  it('5. lets a user with an allowed role in', async () => {
    renderGuard({ user: employer, allowed: ['employer'] });
    expect(await screen.findByRole('heading', { name: 'Protected page' })).toBeInTheDocument();
  });

  it('5. sends a user whose role is not allowed to their own dashboard, saying why', async () => {
    renderGuard({ user: employer, allowed: ['seeker'] });
    expect(await screen.findByRole('heading', { name: '/employer/dashboard' })).toBeInTheDocument();
    expect(screen.getByTestId('notice')).toHaveTextContent(
      'That page is for job seekers, so we brought you to your dashboard.',
    );
  });

  it('5. sends a user without a role to /onboarding, saying why', async () => {
    renderGuard({ user: buildSessionUser({ role: null }), allowed: ['seeker'] });
    expect(await screen.findByRole('heading', { name: '/onboarding' })).toBeInTheDocument();
    expect(screen.getByTestId('notice')).toHaveTextContent(
      'That page is for job seekers, so first choose how you will use Nestwork.',
    );
  });

  it('says nothing when sending a visitor to sign in, or a failed lookup to onboarding', async () => {
    const first = renderGuard({ user: null });
    expect(await screen.findByRole('heading', { name: /^\/sign-in/ })).toBeInTheDocument();
    expect(screen.queryByTestId('notice')).not.toBeInTheDocument();
    first.unmount();
    renderGuard({ user: employer, roleReply: { status: 500, body: { error: 'Database down' } } });
    expect(await screen.findByRole('heading', { name: '/onboarding' })).toBeInTheDocument();
    expect(screen.queryByTestId('notice')).not.toBeInTheDocument();
  });

  it('6. shows Access Denied when denied with no fallback', async () => {
    renderGuard({ user: employer, allowed: ['seeker'], fallback: 'none' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText("You don't have permission to access this page.")).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Access Denied · Nestwork'));
  });

  it('6. shows Access Denied instead of redirecting to the page it is guarding', async () => {
    // A seeker dashboard guarded (by mistake) for employers only: the seeker's fallback is this page.
    renderGuard({ user: seeker, allowed: ['employer'], route: '/seeker/dashboard' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeInTheDocument();
  });
});
