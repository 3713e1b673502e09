import { screen } from '@testing-library/react';
import type { SessionUser } from '@marketplace/contracts';
import { buildSessionUser, mockApi, renderWithProviders, type MockReply } from '@marketplace/testing';
import OnboardingPage from './OnboardingPage';
import { pageAmongTargets } from './test-routes';

function renderOnboarding(user: SessionUser | null, routes: Record<string, () => MockReply> = {}) {
  const fetch = mockApi({ '/api/auth/user-role': () => ({ body: { role: user?.role ?? null } }), ...routes });
  const view = renderWithProviders(pageAmongTargets('/onboarding', <OnboardingPage />), {
    route: '/onboarding',
    sessionUser: user,
  });
  return { ...view, fetch };
}

const newcomer = buildSessionUser({ role: null, name: 'Sam Rivera' });

describe('Onboarding page', () => {
  it('sends a visitor who is not signed in to /sign-in', async () => {
    renderOnboarding(null);
    expect(await screen.findByRole('heading', { name: '/sign-in' })).toBeInTheDocument();
  });

  it('sends a user who already has a role to their dashboard', async () => {
    renderOnboarding(buildSessionUser({ role: 'employer' }));
    expect(await screen.findByRole('heading', { name: '/employer/dashboard' })).toBeInTheDocument();
  });

  it('lets a user without a role become a seeker', async () => {
    let role: string | null = null;
    const { user, fetch } = renderOnboarding(newcomer, {
      '/api/auth/role': () => {
        role = 'seeker';
        return { body: { user: { ...newcomer, role: 'seeker' } } };
      },
      '/api/auth/session': () => ({ body: { user: { ...newcomer, role } } }),
      '/api/auth/user-role': () => ({ body: { role } }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose your account type' })).toBeInTheDocument();
    expect(screen.getByText('Welcome, Sam Rivera. How will you use Nestwork?')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /Job seeker/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { name: '/seeker/dashboard' })).toBeInTheDocument();
    expect(screen.getByText('signed in as Sam Rivera (seeker)')).toBeInTheDocument();
    const post = fetch.mock.calls.find(([url]) => String(url) === '/api/auth/role');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ role: 'seeker' });
  });

  it('asks employers for their company name', async () => {
    const { user, fetch } = renderOnboarding(newcomer, {
      '/api/auth/role': () => ({ status: 400, body: { error: 'Your role is already set' } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('group', { name: 'I am a' })).toHaveAccessibleDescription(
      'Please choose seeker or employer',
    );

    await user.click(screen.getByRole('radio', { name: /Employer/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByLabelText('Company name')).toHaveAccessibleDescription('Company name is required for employers');
    expect(fetch.mock.calls.some(([url]) => String(url) === '/api/auth/role')).toBe(false);

    await user.type(screen.getByLabelText('Company name'), 'Harbor & Pine');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your role is already set');
    const post = fetch.mock.calls.find(([url]) => String(url) === '/api/auth/role');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ role: 'employer', companyName: 'Harbor & Pine' });
  });

  it('offers Retry, not a redirect loop, when the role cannot be looked up', async () => {
    let healthy = false;
    const { user } = renderOnboarding(buildSessionUser({ role: 'seeker' }), {
      '/api/auth/user-role': () =>
        healthy ? { body: { role: 'seeker' } } : { status: 500, body: { error: 'Database down' } },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Database down');
    healthy = true;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: '/seeker/dashboard' })).toBeInTheDocument();
  });
});
