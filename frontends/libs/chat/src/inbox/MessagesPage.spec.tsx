import { Route, Routes, useLocation } from 'react-router';
import { screen, waitFor } from '@testing-library/react';
import { CHAT_MESSAGES, type ChatThreadsPage } from '@marketplace/contracts';
import { buildSessionUser, mockApi, renderWithProviders } from '@marketplace/testing';
import { fakeSocketFactory } from '../data/fake-socket';
import { setChatSocketFactory } from '../data/socket';
import { buildChatMessage, buildChatThread, buildMessagesPage } from '../data/test-fixtures';
import { MessagesPage } from './MessagesPage';

const employer = buildSessionUser({ id: 'employer-1', role: 'employer' });
const seeker = buildSessionUser({ id: 'seeker-1', role: 'seeker' });

beforeEach(() => setChatSocketFactory(fakeSocketFactory().factory));
afterEach(() => setChatSocketFactory(null));

function Where() {
  const location = useLocation();
  return <output aria-label="Location">{`${location.pathname}${location.search}`}</output>;
}

function page(side: 'employer' | 'seeker') {
  return (
    <Routes>
      <Route path={`/${side}/messages`} element={<MessagesPage side={side} />} />
      <Route path="*" element={<Where />} />
    </Routes>
  );
}

const maya = buildChatThread({ id: 'thread-maya' });
const leo = buildChatThread({
  id: 'thread-leo',
  counterpart: { type: 'seeker', userId: 's2', name: 'Leo Park', companyName: null, pictureUrl: null, online: false },
  job: { id: 'job-2', title: 'Payroll Specialist' },
  unreadCount: 2,
});

function api({ maintenance = false, threads = [maya, leo] } = {}) {
  const started: unknown[] = [];
  const fetchMock = mockApi({
    '/api/messages/maintenance': () => ({ body: { enabled: maintenance, changedAt: null } }),
    '/api/messages/threads': (_url, init) => {
      if (init.method === 'POST') {
        started.push(JSON.parse(String(init.body)));
        return { status: 201, body: { threadId: 'thread-maya', created: true } };
      }
      return { body: { threads, nextCursor: null, unreadCount: 2 } satisfies ChatThreadsPage };
    },
    '/api/messages/threads/thread-maya/messages': () => ({
      body: buildMessagesPage([buildChatMessage({ threadId: 'thread-maya', content: 'Welcome aboard' })], {
        thread: maya,
      }),
    }),
  });
  return { started, fetchMock };
}

describe('MessagesPage', () => {
  it("under maintenance shows only the spec's notice under the title and Back", async () => {
    api({ maintenance: true });
    renderWithProviders(page('seeker'), { route: '/seeker/messages', sessionUser: seeker });
    expect(screen.getByRole('heading', { level: 1, name: CHAT_MESSAGES.seekerInboxTitle })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Back/ })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: CHAT_MESSAGES.maintenanceTitle })).toBeInTheDocument();
    expect(screen.getByText(CHAT_MESSAGES.maintenanceNotice)).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('lists the conversations and filters them by the search text', async () => {
    api();
    const { user } = renderWithProviders(page('employer'), { route: '/employer/messages', sessionUser: employer });
    expect(screen.getByRole('heading', { level: 1, name: CHAT_MESSAGES.employerInboxTitle })).toBeInTheDocument();
    expect(await screen.findAllByTestId('chat-thread')).toHaveLength(2);
    await user.type(screen.getByRole('searchbox', { name: 'Search conversations' }), 'payroll');
    expect(screen.getAllByTestId('chat-thread')).toHaveLength(1);
    expect(screen.getByTestId('chat-thread')).toHaveTextContent('Leo Park');
    await user.type(screen.getByRole('searchbox', { name: 'Search conversations' }), ' nobody');
    expect(screen.getByText('No conversations match "payroll nobody"')).toBeInTheDocument();
  });

  it('shows older conversations a page at a time, each once', async () => {
    const ada = buildChatThread({
      id: 'thread-ada',
      counterpart: {
        type: 'seeker',
        userId: 's3',
        name: 'Ada Brooks',
        companyName: null,
        pictureUrl: null,
        online: false,
      },
    });
    const cursors: (string | null)[] = [];
    mockApi({
      '/api/messages/maintenance': () => ({ body: { enabled: false, changedAt: null } }),
      '/api/messages/threads': (url) => {
        const cursor = new URL(url, 'http://localhost').searchParams.get('cursor');
        cursors.push(cursor);
        // Leo moved up meanwhile: the second page repeats him, and he shows once.
        return cursor === 'page-2'
          ? { body: { threads: [leo, ada], nextCursor: null, unreadCount: 2 } satisfies ChatThreadsPage }
          : { body: { threads: [maya, leo], nextCursor: 'page-2', unreadCount: 2 } satisfies ChatThreadsPage };
      },
    });
    const { user } = renderWithProviders(page('employer'), { route: '/employer/messages', sessionUser: employer });
    expect(await screen.findAllByTestId('chat-thread')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Show older conversations' }));
    await waitFor(() => expect(screen.getAllByTestId('chat-thread')).toHaveLength(3));
    expect(screen.getAllByTestId('chat-thread').map((item) => item.textContent)).toEqual([
      expect.stringContaining('Maya'),
      expect.stringContaining('Leo Park'),
      expect.stringContaining('Ada Brooks'),
    ]);
    expect(cursors).toEqual([null, 'page-2']);
    expect(screen.queryByRole('button', { name: 'Show older conversations' })).not.toBeInTheDocument();
  });

  it('composes: starts the thread with the recipient and job, then opens it; Back returns to the source page', async () => {
    const { started } = api();
    const { user } = renderWithProviders(page('employer'), {
      initialEntries: [
        {
          pathname: '/employer/messages',
          search: '?compose=true&recipientId=seeker-1&recipientName=Maya%20Thompson&jobId=job-1&jobTitle=Remote',
          state: { chatFrom: '/employer/jobs/job-1/applications?status=reviewed' },
        },
      ],
      sessionUser: employer,
    });
    expect(await screen.findByText('Welcome aboard')).toBeInTheDocument();
    expect(started).toEqual([{ recipientId: 'seeker-1', jobId: 'job-1' }]);
    expect(screen.getByRole('region', { name: 'Conversation with Maya Thompson' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Back/ }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent(
        '/employer/jobs/job-1/applications?status=reviewed',
      ),
    );
  });

  it('says what is missing when compose has no recipient', async () => {
    api();
    renderWithProviders(page('employer'), { route: '/employer/messages?compose=true', sessionUser: employer });
    expect(await screen.findByText(CHAT_MESSAGES.recipientRequired)).toBeInTheDocument();
  });

  it('says the inbox could not be fetched', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({
      '/api/messages/maintenance': () => ({ body: { enabled: false, changedAt: null } }),
      '/api/messages/threads': () => ({ status: 500, body: { error: 'Something went wrong' } }),
    });
    renderWithProviders(page('seeker'), { route: '/seeker/messages', sessionUser: seeker });
    expect(await screen.findByText(CHAT_MESSAGES.fetchFailed)).toBeInTheDocument();
  });
});
