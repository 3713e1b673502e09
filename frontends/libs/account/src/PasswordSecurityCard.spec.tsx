import { act, screen } from '@testing-library/react';
import { TIMING_MS } from '@marketplace/contracts';
import { deferred, mockApi, renderWithProviders, type MockReply } from '@marketplace/testing';
import { PasswordSecurityCard, SECURITY_TIPS } from './PasswordSecurityCard';

describe('Password & Security card', () => {
  it('offers the reset e-mail and shows the security tips', () => {
    renderWithProviders(<PasswordSecurityCard email="maya@example.com" />);
    const card = screen.getByRole('region', { name: 'Password & Security' });
    expect(card).toContainElement(screen.getByRole('button', { name: 'Send Password Reset Email' }));
    expect(card).toHaveTextContent('maya@example.com');
    for (const tip of SECURITY_TIPS) expect(screen.getByText(tip)).toBeInTheDocument();
  });

  it('sends the reset e-mail for the account and toasts the success text for 5 seconds', async () => {
    jest.useFakeTimers();
    try {
      const reply = deferred<MockReply>();
      const fetch = mockApi({ '/api/auth/password-reset': () => reply.promise });
      const { user } = renderWithProviders(<PasswordSecurityCard email="maya@example.com" />, {
        userEventOptions: { advanceTimers: jest.advanceTimersByTime },
      });
      await user.click(screen.getByRole('button', { name: 'Send Password Reset Email' }));
      expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
      expect(JSON.parse(String(fetch.mock.calls[0][1]?.body))).toEqual({ email: 'maya@example.com' });

      await act(async () => reply.resolve({ body: { message: 'sent' } }));
      expect(
        screen.getByText('Password reset email sent. Please check your inbox for instructions.'),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Send Password Reset Email' })).toBeEnabled();
      act(() => jest.advanceTimersByTime(TIMING_MS.toastDefault));
      expect(
        screen.queryByText('Password reset email sent. Please check your inbox for instructions.'),
      ).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('toasts the failure text when sending fails', async () => {
    mockApi({
      '/api/auth/password-reset': () => ({
        status: 429,
        body: { error: 'Too many password reset requests. Please wait before trying again.' },
      }),
    });
    const { user } = renderWithProviders(<PasswordSecurityCard email="maya@example.com" />);
    await user.click(screen.getByRole('button', { name: 'Send Password Reset Email' }));
    expect(await screen.findByText('Failed to send password reset email. Please try again.')).toBeInTheDocument();
  });
});
