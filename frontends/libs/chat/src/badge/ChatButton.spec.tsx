import { screen, waitFor } from '@testing-library/react';
import { CHAT_MESSAGES, chatBadgeLabel } from '@marketplace/contracts';
import { buildSessionUser, mockApi, renderWithProviders } from '@marketplace/testing';
import { fakeSocketFactory, type FakeChatSocket } from '../data/fake-socket';
import { setChatSocketFactory } from '../data/socket';
import { ChatButton } from './ChatButton';
import { UnreadBadge, unreadLabel } from './UnreadBadge';

const employer = buildSessionUser({ id: 'employer-1', role: 'employer' });
let sockets: FakeChatSocket[];

beforeEach(() => {
  const fake = fakeSocketFactory();
  sockets = fake.sockets;
  setChatSocketFactory(fake.factory);
});
afterEach(() => setChatSocketFactory(null));

function chatApi({ unread, maintenance }: { unread: () => number; maintenance: boolean }) {
  return mockApi({
    '/api/messages/inbox': () => ({ body: { messages: [], unreadCount: unread() } }),
    '/api/messages/maintenance': () => ({ body: { enabled: maintenance, changedAt: null } }),
  });
}

describe('the unread badge', () => {
  it("caps at '99+' and shows nothing for none", () => {
    expect(chatBadgeLabel(0)).toBe('');
    expect(chatBadgeLabel(7)).toBe('7');
    expect(chatBadgeLabel(99)).toBe('99');
    expect(chatBadgeLabel(100)).toBe('99+');
    expect(unreadLabel(1)).toBe('1 unread message');
    expect(unreadLabel(250)).toBe('99+ unread messages');
    const { rerender } = renderWithProviders(<UnreadBadge count={0} />);
    expect(screen.queryByTestId('chat-unread-badge')).not.toBeInTheDocument();
    rerender(<UnreadBadge count={250} />);
    expect(screen.getByTestId('chat-unread-badge')).toHaveTextContent('99+');
  });
});

describe('ChatButton', () => {
  it('links to the compose flow with the unread badge, updated by live events', async () => {
    let unread = 3;
    chatApi({ unread: () => unread, maintenance: false });
    renderWithProviders(<ChatButton to="/employer/messages?compose=true&recipientId=s1&recipientName=Maya" />, {
      route: '/employer/applications',
      sessionUser: employer,
    });
    const link = await screen.findByRole('link', { name: 'Chat (3 unread messages)' });
    expect(link).toHaveAttribute('href', '/employer/messages?compose=true&recipientId=s1&recipientName=Maya');
    await waitFor(() => expect(sockets[0]?.connected).toBe(true));
    unread = 140;
    sockets[0].serverEmit('message_received', { threadId: 't1', messageId: 'm9' });
    expect(await screen.findByRole('link', { name: 'Chat (99+ unread messages)' })).toBeInTheDocument();
  });

  it('is hidden on a messages page', async () => {
    const api = chatApi({ unread: () => 1, maintenance: false });
    renderWithProviders(<ChatButton to="/employer/messages" />, {
      route: '/employer/messages?threadId=t1',
      sessionUser: employer,
    });
    await waitFor(() => expect(api).toHaveBeenCalled());
    expect(screen.queryByRole('link', { name: /Chat/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Chat/ })).not.toBeInTheDocument();
  });

  it('under maintenance is disabled, and clicking it alerts the reason instead of opening chat', async () => {
    chatApi({ unread: () => 0, maintenance: true });
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { user } = renderWithProviders(<ChatButton to="/employer/messages" />, {
      route: '/employer/talent',
      sessionUser: employer,
    });
    const button = await screen.findByRole('button', { name: 'Chat' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByRole('link', { name: /Chat/ })).not.toBeInTheDocument();
    await user.click(button);
    expect(alert).toHaveBeenCalledWith(CHAT_MESSAGES.maintenance);
  });
});
