import { screen, within } from '@testing-library/react';
import { AUTH_MESSAGES, type Role } from '@marketplace/contracts';
import { buildSessionUser, deferred, mockApi, renderWithProviders, type MockReply } from '@marketplace/testing';
import SignInPage from './SignInPage';
import { pageAmongTargets } from './test-routes';

function renderSignIn(options: { state?: unknown; sessionUser?: ReturnType<typeof buildSessionUser> | null } = {}) {
  const view = renderWithProviders(pageAmongTargets('/sign-in', <SignInPage />), {
    initialEntries: [{ pathname: '/sign-in', state: options.state }],
    sessionUser: options.sessionUser ?? null,
  });
  const email = () => screen.getByRole('textbox', { name: 'Email' });
  const password = () => screen.getByLabelText('Password');
  async function signIn(address: string, secret: string) {
    if (address) await view.user.type(email(), address);
    if (secret) await view.user.type(password(), secret);
    await view.user.click(screen.getByRole('button', { name: 'Sign In' }));
  }
  return { ...view, email, password, signIn };
}

describe('Sign-in page', () => {
  it('has Email, Password with show/hide, Sign In, and links to sign-up and password reset', async () => {
    const { user, password } = renderSignIn();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('autocomplete', 'username');
    expect(password()).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password()).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password()).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/reset-password');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/sign-up');
  });

  it.each([
    ['no e-mail', '', 'secret', 'Email', 'Please enter your email address'],
    ['an invalid e-mail', 'maya-at-example', 'secret', 'Email', 'Please enter a valid email address'],
    ['no password', 'maya@example.com', '', 'Password', 'Please enter your password'],
  ])('checks %s before asking the server', async (_case, address, secret, label, message) => {
    const fetch = mockApi({});
    const { signIn } = renderSignIn();
    await signIn(address, secret);
    const field = screen.getByLabelText(label);
    expect(field).toHaveAccessibleDescription(message);
    expect(field).toHaveFocus();
    expect(fetch).not.toHaveBeenCalled();
  });

  it.each<[Role | null, string]>([
    ['seeker', '/seeker/dashboard'],
    ['employer', '/employer/dashboard'],
    ['admin', '/admin/dashboard'],
    [null, '/onboarding'],
  ])('signs a %s in and opens %s', async (role, destination) => {
    const account = buildSessionUser({ role, name: 'Dana Reyes' });
    const reply = deferred<MockReply>();
    const fetch = mockApi({ '/api/auth/sign-in': () => reply.promise });
    const { signIn } = renderSignIn();
    await signIn(' dana@example.com ', 'Demo-pass-2026');

    expect(screen.getByRole('button', { name: 'Signing In...' })).toBeDisabled();
    expect(JSON.parse(String(fetch.mock.calls[0][1]?.body))).toEqual({
      email: 'dana@example.com',
      password: 'Demo-pass-2026',
    });
    reply.resolve({ body: { user: account } });

    expect(await screen.findByRole('heading', { name: destination })).toBeInTheDocument();
    expect(screen.getByText(`signed in as Dana Reyes (${role ?? 'no role'})`)).toBeInTheDocument();
  });

  it('returns to the page the role guard stopped the user at', async () => {
    mockApi({ '/api/auth/sign-in': () => ({ body: { user: buildSessionUser({ role: 'employer' }) } }) });
    const { signIn } = renderSignIn({ state: { from: '/employer/settings' } });
    await signIn('dana@example.com', 'Demo-pass-2026');
    expect(await screen.findByRole('heading', { name: '/employer/settings' })).toBeInTheDocument();
  });

  it('says why a page sent the visitor here, and Create an account keeps that page and its role', () => {
    renderSignIn({ state: { from: '/seeker/jobs/j1' } });
    expect(screen.getByText('Sign in to see the job')).toBeInTheDocument();
    expect(screen.getByText('You will come back to the job.', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/sign-up?role=seeker&next=%2Fseeker%2Fjobs%2Fj1',
    );
  });

  it('sends someone stopped on the way to post a job to an employer sign-up', () => {
    renderSignIn({ state: { from: '/employer/jobs/new' } });
    expect(screen.getByText('Sign in to post a job')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/sign-up?role=employer&next=%2Femployer%2Fjobs%2Fnew',
    );
  });

  it('shows the one message for a wrong e-mail or password and keeps the e-mail', async () => {
    mockApi({ '/api/auth/sign-in': () => ({ status: 401, body: { error: AUTH_MESSAGES.invalidCredentials } }) });
    const { signIn, email, password } = renderSignIn();
    await signIn('dana@example.com', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(email()).toHaveValue('dana@example.com');
    expect(password()).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('shows the rate-limit message, and a fallback without a server message', async () => {
    mockApi({ '/api/auth/sign-in': () => ({ status: 429, body: { error: AUTH_MESSAGES.signInRateLimited } }) });
    const first = renderSignIn();
    await first.signIn('dana@example.com', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.signInRateLimited);
    first.unmount();

    globalThis.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const second = renderSignIn();
    await second.signIn('dana@example.com', 'secret');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to sign in. Please try again.');
  });

  it("says what to do when the server refuses the page's address", async () => {
    mockApi({ '/api/auth/sign-in': () => ({ status: 403, body: { error: AUTH_MESSAGES.csrfRejected } }) });
    const { signIn } = renderSignIn();
    await signIn('dana@example.com', 'Demo-pass-2026');
    expect(await screen.findByRole('alert')).toHaveTextContent('Cross-site request blocked');
    const notifications = within(screen.getByRole('region', { name: 'Notifications' }));
    expect(notifications.getByText('Cross-site request blocked')).toBeInTheDocument();
    expect(notifications.getByText(AUTH_MESSAGES.csrfRejectedHint)).toBeInTheDocument();
  });

  it('sends someone already signed in on to their dashboard', async () => {
    renderSignIn({ sessionUser: buildSessionUser({ role: 'seeker' }) });
    expect(await screen.findByRole('heading', { name: '/seeker/dashboard' })).toBeInTheDocument();
  });
});
