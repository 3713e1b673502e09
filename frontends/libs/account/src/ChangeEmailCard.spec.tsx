import { act, screen } from '@testing-library/react';
import { AUTH_MESSAGES } from '@marketplace/contracts';
import { deferred, mockApi, mockFetch, renderWithProviders, type MockReply } from '@marketplace/testing';
import { ChangeEmailCard } from './ChangeEmailCard';

const CURRENT = 'dana@harborpine.example';
const ENDPOINT = '/api/employer/account/email';

function renderCard(options: { onReload?: () => void; fakeTimers?: boolean } = {}) {
  const onReload = options.onReload ?? jest.fn();
  const view = renderWithProviders(<ChangeEmailCard currentEmail={CURRENT} endpoint={ENDPOINT} onReload={onReload} />, {
    userEventOptions: options.fakeTimers ? { advanceTimers: jest.advanceTimersByTime } : undefined,
  });
  const newEmail = () => screen.getByLabelText('New Email Address');
  const confirmEmail = () => screen.getByLabelText('Confirm New Email Address');
  const password = () => screen.getByLabelText('Current Password');
  const submit = () => view.user.click(screen.getByRole('button', { name: 'Change Email Address' }));
  return { ...view, onReload, newEmail, confirmEmail, password, submit };
}

describe('Change Email card', () => {
  it('shows the current email, both fields and the submit button', () => {
    renderCard();
    expect(screen.getByRole('region', { name: 'Change Email' })).toHaveTextContent(`Current email: ${CURRENT}`);
    expect(screen.getByRole('textbox', { name: 'New Email Address' })).toHaveAttribute('type', 'email');
    expect(screen.getByRole('textbox', { name: 'Confirm New Email Address' })).toHaveAttribute('type', 'email');
    // Changing the sign-in address asks for the password too (the server checks it).
    expect(screen.getByLabelText('Current Password')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Current Password')).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByRole('button', { name: 'Change Email Address' })).toBeEnabled();
  });

  describe('validation by the change-email rules, before any request', () => {
    it.each([
      ['every field empty', '', '', '', 'New Email Address', 'Please fill in all fields'],
      [
        'the confirmation empty',
        'new@example.com',
        '',
        'Secret-pass-1',
        'Confirm New Email Address',
        'Please fill in all fields',
      ],
      [
        'the new address empty',
        '',
        'new@example.com',
        'Secret-pass-1',
        'New Email Address',
        'Please fill in all fields',
      ],
      [
        'the current password empty',
        'new@example.com',
        'new@example.com',
        '',
        'Current Password',
        'Please fill in all fields',
      ],
      [
        'an address that is not an e-mail',
        'new-at-example.com',
        'new-at-example.com',
        'Secret-pass-1',
        'New Email Address',
        'Please enter a valid email address',
      ],
      [
        'addresses that differ',
        'new@example.com',
        'news@example.com',
        'Secret-pass-1',
        'Confirm New Email Address',
        'Email addresses do not match',
      ],
      [
        'the current address again (any case)',
        'Dana@HarborPine.example',
        'dana@harborpine.example',
        'Secret-pass-1',
        'New Email Address',
        'New email must be different from current email',
      ],
    ])('%s', async (_case, first, second, currentPassword, field, message) => {
      const fetch = mockFetch(() => ({ body: {} }));
      const { user, newEmail, confirmEmail, password, submit } = renderCard();
      if (first) await user.type(newEmail(), first);
      if (second) await user.type(confirmEmail(), second);
      if (currentPassword) await user.type(password(), currentPassword);
      await submit();

      const input = screen.getByLabelText(field);
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription(message);
      expect(input).toHaveFocus();
      expect(fetch).not.toHaveBeenCalled();
    });

    it('clears a field message once the field is edited', async () => {
      const { user, newEmail, submit } = renderCard();
      await submit();
      expect(newEmail()).toHaveAccessibleDescription('Please fill in all fields');
      await user.type(newEmail(), 'a');
      expect(newEmail()).not.toHaveAttribute('aria-invalid');
      expect(screen.queryByText('Please fill in all fields')).not.toBeInTheDocument();
    });
  });

  it("reads 'Sending Request...' while sending, then shows the success text and counts down 3 seconds before reloading", async () => {
    jest.useFakeTimers();
    try {
      const reply = deferred<MockReply>();
      const fetch = mockApi({ [ENDPOINT]: () => reply.promise });
      const { user, newEmail, confirmEmail, password, submit, onReload } = renderCard({ fakeTimers: true });
      await user.type(newEmail(), '  new.address@example.com ');
      await user.type(confirmEmail(), 'new.address@example.com');
      await user.type(password(), ' Secret-pass-1');
      await submit();

      expect(await screen.findByRole('button', { name: 'Sending Request...' })).toBeDisabled();
      const [url, init] = fetch.mock.calls[0];
      expect(String(url)).toBe(ENDPOINT);
      expect(init).toMatchObject({ method: 'POST' });
      expect(JSON.parse(String(init?.body))).toEqual({
        newEmail: 'new.address@example.com',
        currentPassword: ' Secret-pass-1',
      });

      await act(async () => reply.resolve({ body: { message: AUTH_MESSAGES.emailChanged } }));
      expect(screen.getByRole('status')).toHaveTextContent(
        'Email address updated successfully! You can now sign in with your new email address.',
      );
      expect(screen.getByTestId('reload-countdown')).toHaveTextContent('Reloading the page in 3 seconds…');

      act(() => jest.advanceTimersByTime(1000));
      expect(screen.getByTestId('reload-countdown')).toHaveTextContent('in 2 seconds');
      act(() => jest.advanceTimersByTime(1000));
      expect(screen.getByTestId('reload-countdown')).toHaveTextContent('in 1 second…');
      expect(onReload).not.toHaveBeenCalled();
      act(() => jest.advanceTimersByTime(1000));
      expect(onReload).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it.each<[string, MockReply, string]>([
    [
      'a taken address',
      { status: 409, body: { error: AUTH_MESSAGES.emailTaken } },
      'This email address is already in use by another account',
    ],
    [
      'the rate limit',
      { status: 429, body: { error: AUTH_MESSAGES.emailChangeRateLimited } },
      'Too many email change attempts. Please wait before trying again.',
    ],
    [
      'a stale sign-in',
      { status: 403, body: { error: AUTH_MESSAGES.reverificationRequired } },
      'For security reasons, you need to re-authenticate. Please sign out and sign back in before changing your email address.',
    ],
    [
      'any other failure',
      { status: 500, body: { error: 'Something went wrong. Please try again.' } },
      'Failed to change email. Please try again.',
    ],
  ])('maps %s to its change-email error text', async (_case, reply, text) => {
    mockApi({ [ENDPOINT]: () => reply });
    const { user, newEmail, confirmEmail, password, submit, onReload } = renderCard();
    await user.type(newEmail(), 'new@example.com');
    await user.type(confirmEmail(), 'new@example.com');
    await user.type(password(), 'Secret-pass-1');
    await submit();

    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('button', { name: 'Change Email Address' })).toBeEnabled();
    expect(onReload).not.toHaveBeenCalled();
  });

  it('shows the failure text when the server cannot be reached', async () => {
    globalThis.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const { user, newEmail, confirmEmail, password, submit } = renderCard();
    await user.type(newEmail(), 'new@example.com');
    await user.type(confirmEmail(), 'new@example.com');
    await user.type(password(), 'Secret-pass-1');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to change email. Please try again.');
  });

  it("shows the server's own field message at the field", async () => {
    mockApi({
      [ENDPOINT]: () => ({
        status: 400,
        body: { error: 'Invalid input', fieldErrors: { newEmail: ['Please enter a valid email address'] } },
      }),
    });
    const { user, newEmail, confirmEmail, password, submit } = renderCard();
    await user.type(newEmail(), 'new@example.c');
    await user.type(confirmEmail(), 'new@example.c');
    await user.type(password(), 'Secret-pass-1');
    await submit();
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(newEmail()).toHaveAccessibleDescription('Please enter a valid email address');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a wrong current password at the password field and keeps the addresses typed', async () => {
    mockApi({
      [ENDPOINT]: () => ({
        status: 400,
        body: {
          error: AUTH_MESSAGES.currentPasswordWrong,
          fieldErrors: { currentPassword: [AUTH_MESSAGES.currentPasswordWrong] },
        },
      }),
    });
    const { user, newEmail, confirmEmail, password, submit, onReload } = renderCard();
    await user.type(newEmail(), 'new@example.com');
    await user.type(confirmEmail(), 'new@example.com');
    await user.type(password(), 'Wrong-pass-1');
    await submit();
    expect(await screen.findByText('Current password is incorrect')).toBeInTheDocument();
    expect(password()).toHaveAttribute('aria-invalid', 'true');
    expect(password()).toHaveAccessibleDescription('Current password is incorrect');
    expect(password()).toHaveFocus();
    expect(newEmail()).toHaveValue('new@example.com');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onReload).not.toHaveBeenCalled();
  });
});
