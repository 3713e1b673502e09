import { screen, within } from '@testing-library/react';
import { AUTH_MESSAGES } from '@marketplace/contracts';
import { deferred, mockApi, renderWithProviders, type MockReply } from '@marketplace/testing';
import ResetPasswordPage, { validateNewPassword } from './ResetPasswordPage';
import { pageAmongTargets } from './test-routes';

function renderReset(route: string) {
  return renderWithProviders(pageAmongTargets('/reset-password', <ResetPasswordPage />), { route });
}

describe('Reset password: request form (/reset-password)', () => {
  it('checks the address, then sends the request and shows the reset-sent text', async () => {
    const reply = deferred<MockReply>();
    const fetch = mockApi({ '/api/auth/password-reset': () => reply.promise });
    const { user } = renderReset('/reset-password');
    expect(screen.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeInTheDocument();

    await user.type(screen.getByLabelText('Email'), 'maya');
    await user.click(screen.getByRole('button', { name: 'Send Password Reset Email' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email address');
    expect(fetch).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Email'), '@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Password Reset Email' }));
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(JSON.parse(String(fetch.mock.calls[0][1]?.body))).toEqual({ email: 'maya@example.com' });
    reply.resolve({ body: { message: AUTH_MESSAGES.passwordResetSent } });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Password reset email sent. Please check your inbox for instructions.',
    );
  });

  it('shows the failure text when the request fails', async () => {
    mockApi({ '/api/auth/password-reset': () => ({ status: 429, body: { error: AUTH_MESSAGES.resetRateLimited } }) });
    const { user } = renderReset('/reset-password');
    await user.type(screen.getByLabelText('Email'), 'maya@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Password Reset Email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to send password reset email. Please try again.',
    );
  });

  it("adds what to do when the server refuses the page's address", async () => {
    mockApi({ '/api/auth/password-reset': () => ({ status: 403, body: { error: AUTH_MESSAGES.csrfRejected } }) });
    const { user } = renderReset('/reset-password');
    await user.type(screen.getByLabelText('Email'), 'maya@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Password Reset Email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to send password reset email. Please try again.',
    );
    expect(
      within(screen.getByRole('region', { name: 'Notifications' })).getByText(AUTH_MESSAGES.csrfRejectedHint),
    ).toBeInTheDocument();
  });
});

describe('Reset password: new password form (/reset-password?token=)', () => {
  it.each([
    ['', '', { password: 'Please fill in all fields' }],
    ['Abcdefg1', '', { confirm: 'Please fill in all fields' }],
    ['abcdefg1', 'abcdefg1', { password: 'Password must contain at least one uppercase letter' }],
    ['Abcdefg1', 'Abcdefg2', { confirm: 'New passwords do not match' }],
    ['Abcdefg1', 'Abcdefg1', {}],
  ])('validates %p / %p', (password, confirm, errors) => {
    expect(validateNewPassword(password, confirm)).toEqual(errors);
  });

  it('shows the requirement list and each message at its field', async () => {
    const fetch = mockApi({});
    const { user } = renderReset('/reset-password?token=t0k3n');
    expect(screen.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Password requirements' })).toBeInTheDocument();

    await user.type(screen.getByLabelText('New Password'), 'short');
    await user.type(screen.getByLabelText('Confirm New Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(screen.getByLabelText('New Password')).toHaveAccessibleDescription(
      expect.stringContaining('Password must be at least 8 characters long'),
    );
    expect(screen.getByLabelText('New Password')).toHaveFocus();

    await user.clear(screen.getByLabelText('New Password'));
    await user.type(screen.getByLabelText('New Password'), 'Abcdefg1');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(screen.getByLabelText('Confirm New Password')).toHaveAccessibleDescription('New passwords do not match');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sets the new password with the token and offers sign-in', async () => {
    const fetch = mockApi({
      '/api/auth/password-reset/confirm': () => ({ body: { message: AUTH_MESSAGES.passwordReset } }),
    });
    const { user } = renderReset('/reset-password?token=t0k3n');
    await user.type(screen.getByLabelText('New Password'), 'Abcdefg1');
    await user.type(screen.getByLabelText('Confirm New Password'), 'Abcdefg1');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your password has been reset. Please sign in with your new password.',
    );
    expect(JSON.parse(String(fetch.mock.calls[0][1]?.body))).toEqual({ token: 't0k3n', password: 'Abcdefg1' });
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
  });

  it("shows the server's message for an expired link", async () => {
    mockApi({
      '/api/auth/password-reset/confirm': () => ({ status: 400, body: { error: AUTH_MESSAGES.resetTokenInvalid } }),
    });
    const { user } = renderReset('/reset-password?token=old');
    await user.type(screen.getByLabelText('New Password'), 'Abcdefg1');
    await user.type(screen.getByLabelText('Confirm New Password'), 'Abcdefg1');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This reset link is invalid or has expired. Please request a new one.',
    );
    expect(screen.getByRole('link', { name: 'Request a new one' })).toHaveAttribute('href', '/reset-password');
  });
});
