import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type {
  AdminConciergeJob,
  AdminConciergeJobsResponse,
  ChatMessagesPage,
  ConciergeChat,
} from '@marketplace/contracts';
import { setChatSocketFactory, type ChatSocketLike } from '@marketplace/chat';
import { buildSessionUser, mockApi, renderWithProviders, type FetchHandler } from '@marketplace/testing';
import AdminRoutes from '../routes';

/** A chat socket that never connects: these tests read the panel over HTTP only. */
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
beforeEach(() => setChatSocketFactory(idleSocket));
afterEach(() => setChatSocketFactory(null));

const admin = buildSessionUser({ id: 'admin-1', role: 'admin', name: 'Avery Admin' });

function job(jobId: string, overrides: Partial<AdminConciergeJob> = {}): AdminConciergeJob {
  return {
    jobId,
    title: 'Payroll Lead',
    companyName: 'Acme Bakery',
    status: 'approved',
    packageId: 'concierge-level-1',
    assignedAt: '2026-11-27T15:00:00.000Z',
    ...overrides,
  };
}

function renderConcierge(
  jobs: AdminConciergeJob[],
  route = '/admin/concierge',
  more: Record<string, FetchHandler> = {},
) {
  const calls: URL[] = [];
  mockApi({
    ...more,
    '/api/admin/concierge/jobs': (url) => {
      calls.push(url);
      const adminId = url.searchParams.get('adminId');
      const who = adminId
        ? { id: adminId, name: 'Casey Concierge', email: 'casey@example.com' }
        : { id: admin.id, name: admin.name, email: admin.email };
      return { body: { admin: who, jobs } satisfies AdminConciergeJobsResponse };
    },
  });
  renderWithProviders(
    <Routes>
      <Route path="/admin/*" element={<AdminRoutes />} />
    </Routes>,
    { route, sessionUser: admin },
  );
  return { calls };
}

describe('ConciergePage', () => {
  it("lists the admin's concierge jobs with the company, and links a live job to its page", async () => {
    renderConcierge([
      job('11111111-1111-4111-8111-111111111111'),
      job('22222222-2222-4222-8222-222222222222', {
        title: 'Office Manager',
        companyName: 'Birch Dental',
        status: 'pending_review',
        packageId: 'concierge-lite',
      }),
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Concierge' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: '2 concierge jobs of Avery Admin' });
    const live = within(table).getByRole('row', { name: /Payroll Lead/ });
    expect(within(live).getByRole('link', { name: 'Payroll Lead (opens in a new tab)' })).toHaveAttribute(
      'href',
      '/jobs/11111111-1111-4111-8111-111111111111-payroll-lead',
    );
    expect(within(live).getByText('Acme Bakery')).toBeInTheDocument();
    expect(within(live).getByText('Concierge Level I')).toBeInTheDocument();
    const inReview = within(table).getByRole('row', { name: /Office Manager/ });
    // No public page while in review; the chat stays open.
    expect(within(inReview).queryByRole('link', { name: /opens in a new tab/ })).not.toBeInTheDocument();
    expect(within(inReview).getByRole('link', { name: 'Open chat: Office Manager' })).toBeInTheDocument();
    expect(within(inReview).getByText('In review')).toBeInTheDocument();
    expect(within(inReview).getByText('Birch Dental')).toBeInTheDocument();
  });

  it("shows another admin's concierge jobs from the URL", async () => {
    const { calls } = renderConcierge(
      [job('11111111-1111-4111-8111-111111111111')],
      '/admin/concierge?adminId=33333333-3333-4333-8333-333333333333',
    );
    expect(await screen.findByText('The jobs Casey Concierge looks after as concierge.')).toBeInTheDocument();
    expect(calls.at(-1)?.searchParams.get('adminId')).toBe('33333333-3333-4333-8333-333333333333');
  });

  it('says when there is nothing to look after yet', async () => {
    renderConcierge([]);
    expect(await screen.findByText('No concierge jobs yet')).toBeInTheDocument();
  });

  it('links each of their own jobs to its concierge chat, which opens above the list as the admin side', async () => {
    const jobId = '11111111-1111-4111-8111-111111111111';
    const chat: ConciergeChat = {
      threadId: 'thread-1',
      jobId,
      jobTitle: 'Payroll Lead',
      companyName: 'Acme Bakery',
      companyLogoUrl: null,
      status: 'active',
      adminId: admin.id,
      conciergeName: admin.name,
      employerName: 'Erin Employer',
      viewerType: 'admin',
    };
    const page: ChatMessagesPage = {
      thread: {
        id: 'thread-1',
        kind: 'concierge',
        job: { id: jobId, title: 'Payroll Lead' },
        counterpart: {
          type: 'employer',
          userId: null,
          name: 'Acme Bakery',
          companyName: 'Acme Bakery',
          pictureUrl: null,
          online: false,
        },
        viewerType: 'admin',
        lastMessage: null,
        unreadCount: 0,
        lastActivityAt: '2026-11-27T15:00:00.000Z',
        createdAt: '2026-11-27T15:00:00.000Z',
      },
      messages: [],
      hasMore: false,
    };
    renderConcierge([job(jobId)], `/admin/concierge?jobId=${jobId}`, {
      [`/api/messages/concierge/${jobId}`]: () => ({ body: chat }),
      '/api/messages/threads/thread-1/messages': () => ({ body: page }),
      '/api/messages/maintenance': () => ({ body: { enabled: false, changedAt: null } }),
    });
    const table = await screen.findByRole('table', { name: '1 concierge job of Avery Admin' });
    expect(within(table).getByRole('link', { name: 'Open chat: Payroll Lead' })).toHaveAttribute(
      'href',
      `/admin/concierge?jobId=${jobId}`,
    );
    const panel = await screen.findByRole('region', { name: 'Payroll Lead' });
    expect(within(panel).getByText('Admin Chat')).toBeInTheDocument();
    expect(within(panel).getByText('With Erin Employer')).toBeInTheDocument();
    expect(await within(panel).findByText('No messages yet. Say hello!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Close the chat' })).toHaveAttribute('href', '/admin/concierge');
  });

  it("offers no chat on another admin's list (their chats are theirs)", async () => {
    renderConcierge(
      [job('11111111-1111-4111-8111-111111111111')],
      '/admin/concierge?adminId=33333333-3333-4333-8333-333333333333',
    );
    await screen.findByRole('table');
    expect(screen.queryByRole('link', { name: /Open chat/ })).not.toBeInTheDocument();
  });

  it('is on the dashboard', async () => {
    renderConcierge([], '/admin/dashboard');
    const links = within(screen.getByRole('list', { name: 'What you can do' }));
    expect(links.getByRole('link', { name: /Concierge/ })).toHaveAttribute('href', '/admin/concierge');
  });
});
