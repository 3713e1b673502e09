import { act, screen } from '@testing-library/react';
import { ACCESS_MESSAGES, signedOutOthersText } from '@marketplace/contracts';
import { deferred, mockApi, renderWithProviders, type MockReply } from '@marketplace/testing';
import { SignOutOtherDevicesCard } from './SignOutOtherDevicesCard';

describe('Signed-in Devices card', () => {
  it('ends the other sessions with one button and says how many the server ended', async () => {
    const reply = deferred<MockReply>();
    const fetch = mockApi({ '/api/account/sign-out-others': () => reply.promise });
    const { user } = renderWithProviders(<SignOutOtherDevicesCard />);
    const card = screen.getByRole('region', { name: 'Signed-in Devices' });
    expect(card).toHaveTextContent('this device stays signed in');

    await user.click(screen.getByRole('button', { name: 'Sign out of all other devices' }));
    expect(screen.getByRole('button', { name: 'Signing out...' })).toBeDisabled();
    expect(fetch.mock.calls[0][1]?.method).toBe('POST');

    await act(async () => reply.resolve({ body: { message: signedOutOthersText(2), endedSessions: 2 } }));
    expect(screen.getByRole('status')).toHaveTextContent('Signed out of 2 other devices. This device stays signed in.');
    expect(screen.getByRole('button', { name: 'Sign out of all other devices' })).toBeEnabled();
  });

  it("shows the server's refusal, or a fallback when there is none", async () => {
    mockApi({
      '/api/account/sign-out-others': () => ({ status: 403, body: { error: ACCESS_MESSAGES.notWhileImpersonating } }),
    });
    const first = renderWithProviders(<SignOutOtherDevicesCard />);
    await first.user.click(screen.getByRole('button', { name: 'Sign out of all other devices' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCESS_MESSAGES.notWhileImpersonating);
    first.unmount();

    globalThis.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const second = renderWithProviders(<SignOutOtherDevicesCard />);
    await second.user.click(screen.getByRole('button', { name: 'Sign out of all other devices' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to sign out of other devices. Please try again.',
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
