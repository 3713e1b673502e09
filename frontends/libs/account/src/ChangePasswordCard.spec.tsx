import { act, screen, within } from '@testing-library/react';
import { AUTH_MESSAGES, TIMING_MS } from '@marketplace/contracts';
import {
  buildSessionUser,
  deferred,
  mockApi,
  mockFetch,
  renderWithProviders,
  type MockReply,
} from '@marketplace/testing';
import { ChangePasswordCard } from './ChangePasswordCard';

const user = buildSessionUser({ role: 'employer' });

function renderCard({ signedIn = true, fakeTimers = false } = {}) {
  const view = renderWithProviders(<ChangePasswordCard />, {
    sessionUser: signedIn ? user : null,
    userEventOptions: fakeTimers ? { advanceTimers: jest.advanceTimersByTime } : undefined,
  });
  const field = (label: string) => screen.getByLabelText(label);
  async function fill(current: string, next: string, confirm: string) {
    if (current) await view.user.type(field('Current Password'), current);
    if (next) await view.user.type(field('New Password'), next);
    if (confirm) await view.user.type(field('Confirm New Password'), confirm);
  }
  const submit = () => view.user.click(screen.getByRole('button', { name: 'Change Password' }));
  return { ...view, field, fill, submit };
}

function requirement(label: string): HTMLElement {
  return within(screen.getByRole('list', { name: 'Password requirements' }))
    .getByText(label)
    .closest('li') as HTMLElement;
}

describe('Change Password card', () => {
  it('has the three password fields, each hidden by default with a named show/hide toggle', async () => {
    const { field, user: actor } = renderCard();
    for (const [label, toggle] of [
      ['Current Password', 'current password'],
      ['New Password', 'new password'],
      ['Confirm New Password', 'confirm new password'],
    ]) {
      expect(field(label)).toHaveAttribute('type', 'password');
      const button = screen.getByRole('button', { name: `Show ${toggle}` });
      expect(button).toHaveAttribute('aria-controls', field(label).id);

      await actor.click(button);
      expect(field(label)).toHaveAttribute('type', 'text');
      expect(screen.getByRole('button', { name: `Hide ${toggle}` })).toBe(button);
      await actor.click(button);
      expect(field(label)).toHaveAttribute('type', 'password');
    }
    expect(field('Current Password')).toHaveAttribute('autocomplete', 'current-password');
    expect(field('New Password')).toHaveAttribute('autocomplete', 'new-password');
  });

  it('lists the requirements and marks each met or not met as the new password is typed', async () => {
    const { field, user: actor } = renderCard();
    const labels = ['At least 8 characters', 'One lowercase letter', 'One uppercase letter', 'One number'];
    for (const label of labels) {
      expect(requirement(label)).toHaveAttribute('data-met', 'false');
      expect(requirement(label)).toHaveTextContent(`${label} (not met)`);
    }
    // The list describes the new password field.
    expect(field('New Password')).toHaveAccessibleDescription(expect.stringContaining('At least 8 characters'));

    await actor.type(field('New Password'), 'abc');
    expect(requirement('One lowercase letter')).toHaveAttribute('data-met', 'true');
    expect(requirement('One lowercase letter')).toHaveTextContent('One lowercase letter (met)');
    expect(requirement('One uppercase letter')).toHaveAttribute('data-met', 'false');

    await actor.type(field('New Password'), 'DEF12');
    for (const label of labels) expect(requirement(label)).toHaveAttribute('data-met', 'true');
  });

  describe('validation by the password rules, before any request', () => {
    it.each([
      ['a missing field', 'Old-pass-1', '', 'Whatever1', 'New Password', 'Please fill in all fields'],
      ['all fields missing', '', '', '', 'Current Password', 'Please fill in all fields'],
      [
        'fewer than 8 characters',
        'Old-pass-1',
        'Ab1',
        'Ab1',
        'New Password',
        'Password must be at least 8 characters long',
      ],
      [
        'no lowercase letter',
        'Old-pass-1',
        'ABCDEFG1',
        'ABCDEFG1',
        'New Password',
        'Password must contain at least one lowercase letter',
      ],
      [
        'no uppercase letter',
        'Old-pass-1',
        'abcdefg1',
        'abcdefg1',
        'New Password',
        'Password must contain at least one uppercase letter',
      ],
      ['no number', 'Old-pass-1', 'Abcdefgh', 'Abcdefgh', 'New Password', 'Password must contain at least one number'],
      [
        'a confirmation that differs',
        'Old-pass-1',
        'New-pass-2',
        'New-pass-3',
        'Confirm New Password',
        'New passwords do not match',
      ],
      [
        'the current password again',
        'Same-pass-1',
        'Same-pass-1',
        'Same-pass-1',
        'New Password',
        'New password must be different from current password',
      ],
    ])('%s', async (_case, current, next, confirm, label, message) => {
      const fetch = mockFetch(() => ({ body: {} }));
      const { fill, submit, field } = renderCard();
      await fill(current, next, confirm);
      await submit();

      expect(field(label)).toHaveAttribute('aria-invalid', 'true');
      expect(field(label)).toHaveAccessibleDescription(expect.stringContaining(message));
      expect(field(label)).toHaveFocus();
      expect(fetch).not.toHaveBeenCalled();
    });

    it("says 'User not authenticated' when nobody is signed in", async () => {
      const fetch = mockFetch(() => ({ body: {} }));
      const { fill, submit } = renderCard({ signedIn: false });
      await fill('Old-pass-1', 'New-pass-2', 'New-pass-2');
      await submit();
      expect(screen.getByRole('alert')).toHaveTextContent('User not authenticated');
      expect(fetch).not.toHaveBeenCalled();
    });
  });

  it("posts the change, reads 'Changing Password...' meanwhile, then toasts success for 5 seconds and clears the fields", async () => {
    jest.useFakeTimers();
    try {
      const reply = deferred<MockReply>();
      const fetch = mockApi({ '/api/account/password': () => reply.promise });
      const { fill, submit, field } = renderCard({ fakeTimers: true });
      await fill('Old-pass-1', 'New-pass-2', 'New-pass-2');
      await submit();

      expect(await screen.findByRole('button', { name: 'Changing Password...' })).toBeDisabled();
      expect(fetch.mock.calls[0][1]).toMatchObject({ method: 'POST' });
      expect(JSON.parse(String(fetch.mock.calls[0][1]?.body))).toEqual({
        currentPassword: 'Old-pass-1',
        newPassword: 'New-pass-2',
        confirmPassword: 'New-pass-2',
      });

      await act(async () => reply.resolve({ body: { message: AUTH_MESSAGES.passwordChanged } }));
      expect(screen.getByText('Password changed successfully!')).toBeInTheDocument();
      for (const label of ['Current Password', 'New Password', 'Confirm New Password'])
        expect(field(label)).toHaveValue('');

      act(() => jest.advanceTimersByTime(TIMING_MS.toastDefault - 1));
      expect(screen.getByText('Password changed successfully!')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(screen.queryByText('Password changed successfully!')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it("toasts the server's message when it has one", async () => {
    mockApi({ '/api/account/password': () => ({ status: 400, body: { error: AUTH_MESSAGES.currentPasswordWrong } }) });
    const { fill, submit, field } = renderCard();
    await fill('Wrong-pass-1', 'New-pass-2', 'New-pass-2');
    await submit();
    expect(await screen.findByText('Current password is incorrect')).toBeInTheDocument();
    // Nothing is lost: the user can correct the current password and try again.
    expect(field('New Password')).toHaveValue('New-pass-2');
  });

  it("shows the server's per-field messages at the fields", async () => {
    mockApi({
      '/api/account/password': () => ({
        status: 400,
        body: { error: 'Invalid input', fieldErrors: { currentPassword: [AUTH_MESSAGES.currentPasswordWrong] } },
      }),
    });
    const { fill, submit, field } = renderCard();
    await fill('Wrong-pass-1', 'New-pass-2', 'New-pass-2');
    await submit();
    expect(await screen.findByText('Current password is incorrect')).toBeInTheDocument();
    expect(field('Current Password')).toHaveAccessibleDescription('Current password is incorrect');
    expect(field('Current Password')).toHaveFocus();
  });

  it.each<[string, () => void]>([
    [
      'a failure without a message',
      () =>
        mockApi({
          '/api/account/password': () => ({
            status: 502,
            body: '<html>Bad gateway</html>',
            headers: { 'Content-Type': 'text/html' },
          }),
        }),
    ],
    ['no connection', () => (globalThis.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch')))],
  ])("falls back to 'Failed to change password. Please try again.' on %s", async (_case, arrange) => {
    arrange();
    const { fill, submit } = renderCard();
    await fill('Old-pass-1', 'New-pass-2', 'New-pass-2');
    await submit();
    expect(await screen.findByText('Failed to change password. Please try again.')).toBeInTheDocument();
  });
});
