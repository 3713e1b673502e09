import { screen, within } from '@testing-library/react';
import type { ChatMessage, ChatSenderType } from '@marketplace/contracts';
import { renderWithProviders } from '@marketplace/testing';
import { MessageList } from './MessageList';

const NOW = new Date(2026, 10, 28, 15, 30);
const at = (day: number, hour: number) => new Date(2026, 10, day, hour).toISOString();

function message(
  id: string,
  senderType: ChatSenderType,
  createdAt: string,
  extra: Partial<ChatMessage> = {},
): ChatMessage {
  const name = senderType === 'admin' ? 'Casey Concierge' : 'Jordan Ellis';
  return {
    id,
    threadId: 't1',
    senderId: `${senderType}-1`,
    senderType,
    sender: { id: `${senderType}-1`, name, type: senderType, employer: null },
    recipientId: null,
    content: `Message ${id}`,
    message: `Message ${id}`,
    messageType: 'text',
    fileName: null,
    fileSize: null,
    fileUrl: null,
    createdAt,
    readAt: null,
    ...extra,
  };
}

const CONVERSATION = [
  message('m1', 'employer', at(20, 9), { readAt: at(20, 10) }),
  message('m2', 'admin', at(20, 11), { readAt: at(21, 8) }),
  message('m3', 'employer', at(27, 9), { readAt: at(27, 12) }),
  message('m4', 'admin', at(28, 9)),
  message('m5', 'employer', at(28, 10)),
];

describe('MessageList', () => {
  it('groups the messages under Today, Yesterday and a short date, oldest first', () => {
    renderWithProviders(<MessageList messages={CONVERSATION} viewerType="employer" now={NOW} />);
    const log = screen.getByRole('log', { name: 'Messages' });
    const days = within(log)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(days).toEqual([expect.stringMatching(/Nov 20, 2026|20 Nov 2026/), 'Yesterday', 'Today']);
    const today = screen.getByRole('region', { name: 'Today' });
    expect(
      within(today)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Message m4'), expect.stringContaining('Message m5')]);
  });

  it("puts the viewer's side on the right by sender type, with a sent or read mark, and names the other party", () => {
    renderWithProviders(<MessageList messages={CONVERSATION} viewerType="employer" now={NOW} />);
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('data-own'))).toEqual(['true', 'false', 'true', 'false', 'true']);
    expect(within(items[0]!).getByRole('img', { name: 'Read' })).toBeInTheDocument();
    expect(within(items[4]!).getByRole('img', { name: 'Sent' })).toBeInTheDocument();
    // The other party's messages carry their name and no mark.
    expect(within(items[1]!).getByText('Casey Concierge')).toBeInTheDocument();
    expect(within(items[1]!).queryByRole('img')).not.toBeInTheDocument();
  });

  it('aligns the same conversation the other way round for the admin concierge', () => {
    renderWithProviders(<MessageList messages={CONVERSATION} viewerType="admin" now={NOW} />);
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('data-own'))).toEqual(['false', 'true', 'false', 'true', 'false']);
    expect(within(items[3]!).getByRole('img', { name: 'Sent' })).toBeInTheDocument();
  });

  it("reports the other party's newest unread message as read once, when displayed", () => {
    const onMarkRead = jest.fn();
    const { rerender } = renderWithProviders(
      <MessageList messages={CONVERSATION} viewerType="admin" now={NOW} onMarkRead={onMarkRead} />,
    );
    expect(onMarkRead).toHaveBeenCalledTimes(1);
    expect(onMarkRead).toHaveBeenCalledWith('m5');
    rerender(<MessageList messages={[...CONVERSATION]} viewerType="admin" now={NOW} onMarkRead={onMarkRead} />);
    expect(onMarkRead).toHaveBeenCalledTimes(1);
    // A new message of the other side is reported too.
    const next = [...CONVERSATION, message('m6', 'employer', at(28, 11))];
    rerender(<MessageList messages={next} viewerType="admin" now={NOW} onMarkRead={onMarkRead} />);
    expect(onMarkRead).toHaveBeenLastCalledWith('m6');
  });

  it('reports nothing when the newest message of the other party is already read, or the page is hidden', () => {
    const onMarkRead = jest.fn();
    // For the employer, the admin's m4 is unread, so it is reported…
    renderWithProviders(
      <MessageList messages={CONVERSATION} viewerType="employer" now={NOW} onMarkRead={onMarkRead} />,
    );
    expect(onMarkRead).toHaveBeenCalledWith('m4');
    onMarkRead.mockClear();
    // …while a read one is not.
    const read = CONVERSATION.map((item) => ({ ...item, readAt: item.readAt ?? at(28, 12) }));
    renderWithProviders(<MessageList messages={read} viewerType="employer" now={NOW} onMarkRead={onMarkRead} />);
    expect(onMarkRead).not.toHaveBeenCalled();

    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    renderWithProviders(<MessageList messages={CONVERSATION} viewerType="admin" now={NOW} onMarkRead={onMarkRead} />);
    expect(onMarkRead).not.toHaveBeenCalled();
    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(onMarkRead).toHaveBeenCalledWith('m5');
    visibility.mockRestore();
  });

  it('says so when there are no messages yet, and offers earlier ones when there are more', async () => {
    const onLoadOlder = jest.fn();
    const { user, rerender } = renderWithProviders(<MessageList messages={[]} viewerType="employer" now={NOW} />);
    expect(screen.getByText('No messages yet. Say hello!')).toBeInTheDocument();
    rerender(
      <MessageList messages={CONVERSATION} viewerType="employer" now={NOW} hasOlder onLoadOlder={onLoadOlder} />,
    );
    await user.click(screen.getByRole('button', { name: 'Show earlier messages' }));
    expect(onLoadOlder).toHaveBeenCalledTimes(1);
  });

  it('shows a file as a link opened through the attachment route', () => {
    const file = message('f1', 'admin', at(28, 9), {
      content: '',
      messageType: 'file',
      fileName: 'brief.pdf',
      fileSize: 2_400,
      fileUrl: '/api/messages/threads/t1/messages/f1/attachment',
    });
    renderWithProviders(<MessageList messages={[file]} viewerType="employer" now={NOW} />);
    expect(screen.getByRole('button', { name: 'Open brief.pdf' })).toBeInTheDocument();
    expect(screen.getByText('(2 KB)')).toBeInTheDocument();
  });
});
