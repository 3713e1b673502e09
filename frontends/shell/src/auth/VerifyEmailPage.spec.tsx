import { screen, waitFor } from '@testing-library/react';
import { AUTH_MESSAGES } from '@marketplace/contracts';
import { buildSessionUser, mockApi, renderWithProviders } from '@marketplace/testing';
import VerifyEmailPage from './VerifyEmailPage';
import { pageAmongTargets } from './test-routes';

function renderVerify(route: string, sessionUser: ReturnType<typeof buildSessionUser> | null = null) {
  return renderWithProviders(pageAmongTargets('/verify-email', <VerifyEmailPage />), { route, sessionUser });
}

describe('Verify email page', () => {
  it('confirms the token once and says the address is verified', async () => {
    const fetch = mockApi({ '/api/auth/verify-email': () => ({ body: { message: AUTH_MESSAGES.emailVerified } }) });
    renderVerify('/verify-email?token=abc123');
    expect(screen.getByRole('status')).toHaveTextContent('Verifying your email address…');
    expect(await screen.findByText('Your email address is verified.')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(fetch.mock.calls[0][1]?.body))).toEqual({ token: 'abc123' });
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
  });

  it("refreshes a signed-in user's session and links to their dashboard", async () => {
    const seeker = buildSessionUser({ role: 'seeker', emailVerified: false });
    const fetch = mockApi({
      '/api/auth/verify-email': () => ({ body: { message: AUTH_MESSAGES.emailVerified } }),
      '/api/auth/session': () => ({ body: { user: { ...seeker, emailVerified: true } } }),
    });
    renderVerify('/verify-email?token=abc123', seeker);
    expect(await screen.findByText('Your email address is verified.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/seeker/dashboard');
    await waitFor(() => expect(fetch.mock.calls.map(([url]) => String(url))).toContain('/api/auth/session'));
  });

  it("shows the server's message for a bad or used link", async () => {
    mockApi({ '/api/auth/verify-email': () => ({ status: 400, body: { error: AUTH_MESSAGES.verifyTokenInvalid } }) });
    renderVerify('/verify-email?token=used');
    expect(await screen.findByRole('alert')).toHaveTextContent('This verification link is invalid or has expired.');
  });

  it('says the link is invalid when it has no token, without asking the server', () => {
    const fetch = mockApi({});
    renderVerify('/verify-email');
    expect(screen.getByRole('alert')).toHaveTextContent('This verification link is invalid or has expired.');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('brings a signed-in user back to the page the link names once verified', async () => {
    const seeker = buildSessionUser({ role: 'seeker', emailVerified: false });
    mockApi({
      '/api/auth/verify-email': () => ({ body: { message: AUTH_MESSAGES.emailVerified } }),
      '/api/auth/session': () => ({ body: { user: { ...seeker, emailVerified: true } } }),
    });
    renderVerify('/verify-email?token=abc123&next=%2Fjobs%2Fj1-remote-editor', seeker);
    expect(await screen.findByRole('heading', { name: '/jobs/j1-remote-editor' })).toBeInTheDocument();
    expect(screen.getByText('Your email address is verified.')).toBeInTheDocument();
  });

  it('asks someone signed out to sign in, and to come back to that page afterwards', async () => {
    mockApi({ '/api/auth/verify-email': () => ({ body: { message: AUTH_MESSAGES.emailVerified } }) });
    renderVerify('/verify-email?token=abc123&next=%2Fjobs%2Fj1-remote-editor');
    expect(await screen.findByText('Your email address is verified.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/sign-in?next=%2Fjobs%2Fj1-remote-editor',
    );
  });

  it('never follows a next address off this site', async () => {
    const seeker = buildSessionUser({ role: 'seeker', emailVerified: false });
    mockApi({
      '/api/auth/verify-email': () => ({ body: { message: AUTH_MESSAGES.emailVerified } }),
      '/api/auth/session': () => ({ body: { user: { ...seeker, emailVerified: true } } }),
    });
    renderVerify('/verify-email?token=abc123&next=https%3A%2F%2Fevil.example%2F', seeker);
    expect(await screen.findByText('Your email address is verified.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/seeker/dashboard');
  });
});
