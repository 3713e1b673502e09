import { act, screen, waitFor, within } from '@testing-library/react';
import {
  CHAT_LIMITS,
  CHAT_MESSAGES,
  CHAT_SOCKET_EVENTS,
  type ChatMessage,
  type ConciergeChat,
  type SendMessageRequest,
} from '@marketplace/contracts';
import { buildSessionUser, mockApi, renderWithProviders } from '@marketplace/testing';
import { fakeSocketFactory, type FakeChatSocket } from '../data/fake-socket';
import { setChatSocketFactory } from '../data/socket';
import { buildChatMessage, buildMessagesPage } from '../data/test-fixtures';
import { ConciergeChatPanel } from './ConciergeChatPanel';

const JOB = 'job-9';
const THREAD = 'thread-c';
const employer = buildSessionUser({ id: 'employer-1', role: 'employer', companyName: 'Acme Care' });
const CHAT: ConciergeChat = {
  threadId: THREAD,
  jobId: JOB,
  jobTitle: 'Chat20261128',
  companyName: 'Acme Care',
  companyLogoUrl: null,
  status: 'active',
  adminId: 'admin-1',
  conciergeName: 'Avery Admin',
  employerName: 'Erin Employer',
  viewerType: 'employer',
};
const fromAdmin = (content: string, extra: Partial<ChatMessage> = {}) =>
  buildChatMessage({
    threadId: THREAD,
    content,
    senderType: 'admin',
    senderId: 'admin-1',
    sender: { id: 'admin-1', name: 'Avery Admin', type: 'admin', employer: null },
    createdAt: new Date().toISOString(),
    ...extra,
  });

let sockets: FakeChatSocket[];
beforeEach(() => {
  const fake = fakeSocketFactory();
  sockets = fake.sockets;
  setChatSocketFactory(fake.factory);
});
afterEach(() => setChatSocketFactory(null));

function server({ maintenance = false, sendStatus = 201 } = {}) {
  const sent: SendMessageRequest[] = [];
  const reads: string[] = [];
  const hello = fromAdmin('Welcome aboard! How can I help?');
  mockApi({
    [`/api/messages/concierge/${JOB}`]: () => ({ body: CHAT }),
    '/api/messages/maintenance': () => ({ body: { enabled: maintenance, changedAt: null } }),
    [`/api/messages/threads/${THREAD}/messages`]: (_url, init) => {
      if (init.method !== 'POST') return { body: buildMessagesPage([hello]) };
      const body = JSON.parse(String(init.body)) as SendMessageRequest;
      sent.push(body);
      if (sendStatus !== 201) return { status: sendStatus, body: { error: CHAT_MESSAGES.tooFast } };
      return { status: 201, body: { message: buildChatMessage({ threadId: THREAD, content: body.content }) } };
    },
    [`/api/messages/threads/${THREAD}/read`]: (_url, init) => {
      reads.push((JSON.parse(String(init.body)) as { upToMessageId: string }).upToMessageId);
      return { body: { threadId: THREAD, upToMessageId: hello.id, threadUnreadCount: 0, unreadCount: 0 } };
    },
  });
  return { sent, reads, hello };
}

function renderPanel() {
  return renderWithProviders(<ConciergeChatPanel jobId={JOB} />, { sessionUser: employer });
}

describe('ConciergeChatPanel', () => {
  it('is a 600px panel with the header, today’s messages, and the other party’s message reported read', async () => {
    const { reads, hello } = server();
    renderPanel();
    // A job title of 'Chat' and digits names the panel 'Concierge Chat'.
    await screen.findByRole('heading', { level: 2, name: 'Concierge Chat' });
    const panel = screen.getByRole('region', { name: 'Concierge Chat' });
    expect(panel).toHaveStyle({ height: `${CHAT_LIMITS.conciergePanelHeightPx}px` });
    expect(within(panel).getByText('Employer Chat')).toBeInTheDocument();
    expect(within(panel).getByText('Active')).toBeInTheDocument();
    expect(await within(panel).findByText('Welcome aboard! How can I help?')).toBeInTheDocument();
    expect(within(panel).getByRole('heading', { level: 3, name: 'Today' })).toBeInTheDocument();
    await waitFor(() => expect(reads).toEqual([hello.id]));
  });

  it('sends the trimmed message and shows it as the employer’s own, with its sent mark', async () => {
    const { sent } = server();
    const { user } = renderPanel();
    const box = await screen.findByRole('textbox', { name: 'Message' });
    await user.type(box, '  Can you review our applicants?  {Enter}');
    await waitFor(() => expect(sent).toEqual([{ content: 'Can you review our applicants?' }]));
    const own = await screen.findByText('Can you review our applicants?');
    const item = own.closest('li')!;
    expect(item).toHaveAttribute('data-own', 'true');
    expect(within(item).getByRole('img', { name: 'Sent' })).toBeInTheDocument();
    expect(box).toHaveValue('');
  });

  it('keeps the text when the server refuses it and says why', async () => {
    server({ sendStatus: 429 });
    // A refused send is logged, not shown in the panel.
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderPanel();
    const box = await screen.findByRole('textbox', { name: 'Message' });
    await user.type(box, 'Too fast{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(CHAT_MESSAGES.tooFast);
    expect(box).toHaveValue('Too fast');
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });

  it('shows a live message of the concierge and, once the concierge reads, the read mark', async () => {
    server();
    const { user } = renderPanel();
    await user.type(await screen.findByRole('textbox', { name: 'Message' }), 'Hello{Enter}');
    const mine = (await screen.findByText('Hello')).closest('li')!;
    await waitFor(() => expect(sockets[0]?.connected).toBe(true));
    const ownId = mine.getAttribute('data-message-id');
    act(() =>
      sockets[0]!.serverEmit(CHAT_SOCKET_EVENTS.newMessage, { threadId: THREAD, message: fromAdmin('Hi Erin!') }),
    );
    expect(await screen.findByText('Hi Erin!')).toBeInTheDocument();
    act(() =>
      sockets[0]!.serverEmit(CHAT_SOCKET_EVENTS.messagesRead, {
        threadId: THREAD,
        readerId: 'admin-1',
        readerType: 'admin',
        upToMessageId: ownId,
        readAt: new Date().toISOString(),
      }),
    );
    await waitFor(() => expect(within(mine).getByRole('img', { name: 'Read' })).toBeInTheDocument());
  });

  it('disables sending with the maintenance message while chat is under maintenance', async () => {
    server({ maintenance: true });
    renderPanel();
    expect(await screen.findByText(CHAT_MESSAGES.maintenance)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('says when the chat cannot be had', async () => {
    mockApi({
      [`/api/messages/concierge/${JOB}`]: () => ({ status: 404, body: { error: CHAT_MESSAGES.noConciergeChat } }),
      '/api/messages/maintenance': () => ({ body: { enabled: false, changedAt: null } }),
    });
    renderPanel();
    expect(await screen.findByRole('alert')).toHaveTextContent(CHAT_MESSAGES.noConciergeChat);
    expect(screen.getByRole('heading', { name: CHAT_MESSAGES.fetchFailed })).toBeInTheDocument();
  });
});
