import { Route, Routes } from 'react-router';
import { screen, waitFor, within } from '@testing-library/react';
import { resetProfileFetchGate } from '@marketplace/auth';
import {
  JOB_STATUS_LABELS,
  type ChatMessagesPage,
  type ConciergeChat,
  type EmployerJobListItem,
  type SendMessageRequest,
} from '@marketplace/contracts';
import { setChatSocketFactory, type ChatSocketLike } from '@marketplace/chat';
import { buildSessionUser, buildUserProfile, mockApi, renderWithProviders } from '@marketplace/testing';
import EmployerRoutes from '../routes';

const employer = buildSessionUser({ role: 'employer', name: 'Jordan Ellis', companyName: 'Harbor & Pine Accounting' });
const JOB_ID = '11111111-1111-4111-8111-111111111111';

/** A chat socket that never connects: the page is read over HTTP here. */
const idleSocket = (): ChatSocketLike => {
  const socket: ChatSocketLike = {
    connected: false,
    on: () => socket,
    off: () => socket,
    emit: () => socket,
    connect: () => socket,
    disconnect: () => socket,
  };
  return socket;
};

const job: EmployerJobListItem = {
  id: JOB_ID,
  title: 'Payroll Lead',
  status: 'approved',
  statusLabel: JOB_STATUS_LABELS.approved,
  counts: { applications: 0 },
  postedAt: null,
  expiresAt: null,
  createdAt: '2026-03-01T00:00:00Z',
  updatedAt: '2026-03-01T00:00:00Z',
  rejectionReason: null,
  actions: [],
};

const chat: ConciergeChat = {
  threadId: 'thread-1',
  jobId: JOB_ID,
  jobTitle: 'Payroll Lead',
  companyName: 'Harbor & Pine Accounting',
  companyLogoUrl: null,
  status: 'active',
  adminId: 'admin-1',
  conciergeName: 'Casey Concierge',
  employerName: 'Jordan Ellis',
  viewerType: 'employer',
};

const emptyPage: ChatMessagesPage = {
  thread: {
    id: 'thread-1',
    kind: 'concierge',
    job: { id: JOB_ID, title: 'Payroll Lead' },
    counterpart: {
      type: 'admin',
      userId: 'admin-1',
      name: 'Casey Concierge',
      companyName: null,
      pictureUrl: null,
      online: true,
    },
    viewerType: 'employer',
    lastMessage: null,
    unreadCount: 0,
    lastActivityAt: '2026-11-27T15:00:00.000Z',
    createdAt: '2026-11-27T15:00:00.000Z',
  },
  messages: [],
  hasMore: false,
};

beforeEach(() => {
  resetProfileFetchGate();
  setChatSocketFactory(idleSocket);
});
afterEach(() => setChatSocketFactory(null));

describe('ConciergeChatPage', () => {
  it("opens from the job's card and lets the employer write to the concierge", async () => {
    const sent: SendMessageRequest[] = [];
    mockApi({
      '/api/user/profile': () => ({ body: buildUserProfile(employer) }),
      '/api/employer/jobs': () => ({ body: { jobs: [job] } }),
      '/api/employer/concierge/jobs': () => ({
        body: {
          jobs: [
            {
              jobId: JOB_ID,
              concierge: {
                id: 'admin-1',
                name: 'Casey Concierge',
                email: 'casey@example.com',
                assignedAt: '2026-11-27T15:00:00.000Z',
              },
            },
          ],
        },
      }),
      [`/api/messages/concierge/${JOB_ID}`]: () => ({ body: chat }),
      '/api/messages/maintenance': () => ({ body: { enabled: false, changedAt: null } }),
      '/api/messages/threads/thread-1/messages': (_url, init) => {
        if (init.method !== 'POST') return { body: emptyPage };
        const body = JSON.parse(String(init.body)) as SendMessageRequest;
        sent.push(body);
        return {
          status: 201,
          body: {
            message: {
              id: 'm1',
              threadId: 'thread-1',
              senderId: employer.id,
              senderType: 'employer',
              sender: {
                id: employer.id,
                name: 'Jordan Ellis',
                type: 'employer',
                employer: { companyName: 'Harbor & Pine Accounting' },
              },
              recipientId: 'admin-1',
              content: body.content,
              message: body.content,
              messageType: 'text',
              fileName: null,
              fileSize: null,
              fileUrl: null,
              createdAt: new Date().toISOString(),
              readAt: null,
            },
          },
        };
      },
    });
    const { user } = renderWithProviders(
      <Routes>
        <Route path="/employer/*" element={<EmployerRoutes />} />
      </Routes>,
      { route: '/employer/jobs', sessionUser: employer },
    );
    await user.click(await screen.findByRole('link', { name: 'Chat with your concierge: Payroll Lead' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Concierge chat' })).toBeInTheDocument();
    const panel = await screen.findByRole('region', { name: 'Payroll Lead' });
    expect(within(panel).getByText('Employer Chat')).toBeInTheDocument();
    expect(within(panel).getByText('Active')).toBeInTheDocument();
    expect(within(panel).getByText('Your concierge: Casey Concierge')).toBeInTheDocument();
    await user.type(await within(panel).findByRole('textbox', { name: 'Message' }), 'Hello Casey{Enter}');
    await waitFor(() => expect(sent).toEqual([{ content: 'Hello Casey' }]));
    expect(await within(panel).findByText('Hello Casey')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your jobs' })).toHaveAttribute('href', '/employer/jobs');
  });
});
