import { screen } from '@testing-library/react';
import { signInPathFor } from '@marketplace/auth';
import { buildSessionUser, mockApi, renderWithProviders } from '@marketplace/testing';
import SignInPage from './SignInPage';
import { pageAmongTargets } from './test-routes';

const seeker = buildSessionUser({ role: 'seeker', name: 'Maya Thompson' });

/** The sign-in page as the heart or 'Apply Now' of a job on /jobs?q=writer opens it. */
function renderFromIntent(action: 'save' | 'apply') {
  mockApi({ '/api/auth/sign-in': () => ({ body: { user: seeker } }) });
  const route = signInPathFor({ action, jobId: 'job-7' }, { pathname: '/seeker/dashboard', search: '?q=writer' });
  return renderWithProviders(pageAmongTargets('/sign-in', <SignInPage />), { route });
}

describe('Sign-in page, reached from the heart or Apply Now', () => {
  it.each([
    ['save', 'Sign in to save jobs', 'You will come back to the job, saved to your list.'],
    ['apply', 'Sign in to apply', 'You will come back to the job with the application form open.'],
  ] as const)('says why sign-in is needed (%s)', (action, title, then) => {
    renderFromIntent(action);
    expect(screen.getByText(title)).toBeInTheDocument();
    expect(screen.getByText(then, { exact: false })).toBeInTheDocument();
    expect(screen.queryByText('Welcome back to Nestwork.')).not.toBeInTheDocument();
    // Signing up instead keeps the way back and starts as a seeker.
    const signUp = new URL(
      screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')!,
      'http://local.invalid',
    );
    expect(signUp.pathname).toBe('/sign-up');
    expect(signUp.searchParams.get('role')).toBe('seeker');
    expect(signUp.searchParams.get('next')).toBe(`/seeker/dashboard?q=writer&intent=${action}%3Ajob-7`);
  });

  it('returns to the page the visitor left, with the intent for the seeker app', async () => {
    const { user } = renderFromIntent('save');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), seeker.email);
    await user.type(screen.getByLabelText('Password'), 'Demo-pass-2026');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(
      await screen.findByRole('heading', { name: '/seeker/dashboard?q=writer&intent=save%3Ajob-7' }),
    ).toBeInTheDocument();
  });

  it('keeps its usual greeting and ignores a next address off this site', async () => {
    mockApi({ '/api/auth/sign-in': () => ({ body: { user: seeker } }) });
    const { user } = renderWithProviders(pageAmongTargets('/sign-in', <SignInPage />), {
      route: '/sign-in?next=%2F%2Fevil.example%2Fjobs',
    });
    expect(screen.getByText('Welcome back to Nestwork.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), seeker.email);
    await user.type(screen.getByLabelText('Password'), 'Demo-pass-2026');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { name: '/seeker/dashboard' })).toBeInTheDocument();
  });
});
