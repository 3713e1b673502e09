import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { AppProviders } from '@marketplace/providers';
import { buildSessionUser, createTestQueryClient, mockApi } from '@marketplace/testing';
import { CHAT_MESSAGES, CHAT_SOCKET_EVENTS, type InboxResponse } from '@marketplace/contracts';
import { fakeSocketFactory, type FakeChatSocket } from './fake-socket';
import { useChatMaintenance, useChatUnreadCount, useMarkRead } from './hooks';
import { setChatSocketFactory } from './socket';
import { buildChatMessage, buildMessagesPage } from './test-fixtures';
import { useSendMessage } from './useSendMessage';
import { useThreadMessages } from './useThreadMessages';

const employer = buildSessionUser({ id: 'employer-1', role: 'employer', companyName: 'Acme Care' });
let sockets: FakeChatSocket[];

beforeEach(() => {
  const fake = fakeSocketFactory();
  sockets = fake.sockets;
  setChatSocketFactory(fake.factory);
});
afterEach(() => setChatSocketFactory(null));

function wrapper({ children }: { children: ReactNode }) {
  return (
    <AppProviders queryClient={createTestQueryClient()} initialEntries={['/']} sessionUser={employer}>
      {children}
    </AppProviders>
  );
}

async function connected(): Promise<FakeChatSocket> {
  await waitFor(() => expect(sockets[0]?.connected).toBe(true));
  return sockets[0];
}

describe('useChatUnreadCount', () => {
  it('reads the inbox unreadCount and asks again on a live event', async () => {
    let unread = 3;
    const calls: string[] = [];
    mockApi({
      '/api/messages/inbox': (url) => {
        calls.push(url.search);
        return { body: { messages: [], unreadCount: unread } satisfies InboxResponse };
      },
    });
    const { result } = renderHook(() => useChatUnreadCount(), { wrapper });
    await waitFor(() => expect(result.current.count).toBe(3));
    expect(calls[0]).toBe('?limit=1');

    const socket = await connected();
    unread = 120;
    act(() => socket.serverEmit(CHAT_SOCKET_EVENTS.messageReceived, { threadId: 't', messageId: 'm' }));
    await waitFor(() => expect(result.current.count).toBe(120));

    unread = 0;
    act(() => {
      window.dispatchEvent(new CustomEvent('new_message'));
    });
    await waitFor(() => expect(result.current.count).toBe(0));
  });

  it('shares one socket between hooks of the page', async () => {
    mockApi({ '/api/messages/inbox': () => ({ body: { messages: [], unreadCount: 1 } }) });
    renderHook(() => [useChatUnreadCount(), useChatMaintenance(), useChatUnreadCount()], { wrapper });
    await connected();
    expect(sockets).toHaveLength(1);
  });
});

describe('useChatMaintenance', () => {
  it('follows the chat_maintenance event', async () => {
    mockApi({ '/api/messages/maintenance': () => ({ body: { enabled: false, changedAt: null } }) });
    const { result } = renderHook(() => useChatMaintenance(), { wrapper });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.enabled).toBe(false);
    const socket = await connected();
    act(() => socket.serverEmit(CHAT_SOCKET_EVENTS.maintenance, { enabled: true, changedAt: '2025-03-03T10:00:00Z' }));
    await waitFor(() => expect(result.current.enabled).toBe(true));
  });
});

describe('useThreadMessages', () => {
  it('loads the newest page, adds live messages once, pages up, and catches up after a reconnect', async () => {
    const older = buildChatMessage({ threadId: 'thread-1', content: 'Older' });
    const first = buildChatMessage({ threadId: 'thread-1', content: 'Hello Maya' });
    const live = buildChatMessage({ threadId: 'thread-1', senderType: 'seeker', content: 'Hi!' });
    const missed = buildChatMessage({ threadId: 'thread-1', senderType: 'seeker', content: 'Are you there?' });
    const requests: string[] = [];
    mockApi({
      '/api/messages/threads/thread-1/messages': (url) => {
        requests.push(url.search);
        if (url.searchParams.get('before') === first.id) return { body: buildMessagesPage([older]) };
        if (url.searchParams.get('after') === live.id) return { body: buildMessagesPage([missed]) };
        return { body: buildMessagesPage([first], { hasMore: true }) };
      },
    });
    const { result } = renderHook(() => useThreadMessages('thread-1'), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.messages.map((m) => m.content)).toEqual(['Hello Maya']);
    expect(result.current.hasOlder).toBe(true);

    const socket = await connected();
    await waitFor(() => expect(socket.joins()).toEqual(['thread-1']));
    act(() => {
      socket.serverEmit(CHAT_SOCKET_EVENTS.newMessage, { threadId: 'thread-1', message: live });
      socket.serverEmit(CHAT_SOCKET_EVENTS.newMessage, { threadId: 'thread-1', message: live });
      socket.serverEmit(CHAT_SOCKET_EVENTS.newMessage, { threadId: 'other', message: { ...live, id: 'x' } });
    });
    expect(result.current.messages.map((m) => m.content)).toEqual(['Hello Maya', 'Hi!']);

    await act(() => result.current.loadOlder());
    expect(result.current.messages.map((m) => m.content)).toEqual(['Older', 'Hello Maya', 'Hi!']);
    expect(result.current.hasOlder).toBe(false);

    act(() => socket.dropAndReconnect({ recovered: false }));
    await waitFor(() => expect(result.current.messages.at(-1)?.content).toBe('Are you there?'));
    expect(socket.joins()).toEqual(['thread-1', 'thread-1']);
    expect(requests).toContain(`?after=${live.id}&limit=100`);
  });

  it('marks the other side read up to the message the reader names', async () => {
    const mine = buildChatMessage({ threadId: 'thread-1', senderType: 'employer' });
    const theirs = buildChatMessage({ threadId: 'thread-1', senderType: 'seeker' });
    mockApi({ '/api/messages/threads/thread-1/messages': () => ({ body: buildMessagesPage([mine, theirs]) }) });
    const { result } = renderHook(() => useThreadMessages('thread-1'), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    const socket = await connected();
    const readAt = '2025-03-03T11:00:00.000Z';
    act(() =>
      socket.serverEmit(CHAT_SOCKET_EVENTS.messagesRead, {
        threadId: 'thread-1',
        readerId: 'seeker-1',
        readerType: 'seeker',
        upToMessageId: theirs.id,
        readAt,
      }),
    );
    expect(result.current.messages.map((m) => m.readAt)).toEqual([readAt, null]);
  });

  it('reports a failed first page', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({ '/api/messages/threads/thread-1/messages': () => ({ status: 500, body: { error: 'boom' } }) });
    const { result } = renderHook(() => useThreadMessages('thread-1'), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('error'));
  });
});

describe('useSendMessage', () => {
  it('sends trimmed text once at a time, refuses empty text, and shows the sent message in the thread', async () => {
    const sent = buildChatMessage({ threadId: 'thread-1', content: 'Hello there' });
    const bodies: unknown[] = [];
    let release!: () => void;
    mockApi({
      '/api/messages/threads/thread-1/messages': async (_url, init) => {
        if (init.method !== 'POST') return { body: buildMessagesPage([]) };
        bodies.push(JSON.parse(String(init.body)));
        await new Promise<void>((resolve) => (release = resolve));
        return { status: 201, body: { message: sent } };
      },
    });
    const { result } = renderHook(() => ({ send: useSendMessage('thread-1'), thread: useThreadMessages('thread-1') }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.thread.status).toBe('ready'));

    await act(async () => expect(await result.current.send.send('   ')).toBeNull());
    expect(result.current.send.error).toBe(CHAT_MESSAGES.empty);
    expect(bodies).toEqual([]);

    let first!: Promise<unknown>;
    act(() => {
      first = result.current.send.send('  Hello there \n');
    });
    await waitFor(() => expect(result.current.send.sending).toBe(true));
    await act(async () => expect(await result.current.send.send('Again')).toBeNull());
    await act(async () => {
      release();
      await first;
    });
    expect(bodies).toEqual([{ content: 'Hello there' }]);
    expect(result.current.send.sending).toBe(false);
    expect(result.current.send.error).toBeNull();
    expect(result.current.thread.messages.map((m) => m.content)).toEqual(['Hello there']);
  });

  it('keeps the server refusal as the error and answers null (the caller keeps the text)', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({
      '/api/messages/threads/thread-1/messages': () => ({
        status: 503,
        body: { error: CHAT_MESSAGES.maintenance, code: 'CHAT_MAINTENANCE' },
      }),
    });
    const { result } = renderHook(() => useSendMessage('thread-1'), { wrapper });
    await act(async () => expect(await result.current.send('Hi')).toBeNull());
    expect(result.current.error).toBe(CHAT_MESSAGES.maintenance);
  });
});

describe('useMarkRead', () => {
  it('reports each message once and updates the unread badge from the answer', async () => {
    const reads: unknown[] = [];
    mockApi({
      '/api/messages/inbox': () => ({ body: { messages: [], unreadCount: 5 } }),
      '/api/messages/threads/thread-1/read': (_url, init) => {
        reads.push(JSON.parse(String(init.body)));
        return { body: { threadId: 'thread-1', upToMessageId: 'm-2', threadUnreadCount: 0, unreadCount: 2 } };
      },
    });
    const { result } = renderHook(() => ({ markRead: useMarkRead('thread-1'), unread: useChatUnreadCount() }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.unread.count).toBe(5));
    await act(() => result.current.markRead('m-2'));
    await act(() => result.current.markRead('m-2'));
    expect(reads).toEqual([{ upToMessageId: 'm-2' }]);
    await waitFor(() => expect(result.current.unread.count).toBe(2));
  });
});
