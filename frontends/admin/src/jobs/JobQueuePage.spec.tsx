import { Route, Routes } from 'react-router';
import { screen, waitFor, within } from '@testing-library/react';
import {
  JOB_POSTING_MESSAGES,
  REJECTION_REASON_MAX,
  TEXT_MESSAGES,
  type AdminJobQueueItem,
  type JobDetail,
} from '@marketplace/contracts';
import { buildJobCard, buildSessionUser, mockApi, renderWithProviders, type FetchHandler } from '@marketplace/testing';
import AdminRoutes from '../routes';

const admin = buildSessionUser({ id: 'admin-1', role: 'admin', name: 'Avery Admin' });

function queueItem(id: string, title: string, extra: Partial<AdminJobQueueItem> = {}): AdminJobQueueItem {
  const job: JobDetail = {
    ...buildJobCard({ id, title, company: 'Maple Labs' }),
    requirements: 'Two years of experience with customers over chat and e-mail.',
    benefits: null,
    applicationDeadline: null,
    jobType: 'PART_TIME',
    experienceLevel: 'mid',
    website: null,
    linkedinProfile: null,
    contactPhone: null,
    isCompanyPrivate: false,
    isRemote: true,
    status: 'pending_review',
    isOpen: true,
    closedReason: null,
    expiresAt: null,
    publicUrl: `http://localhost/jobs/${id}-x`,
  };
  return {
    id,
    title,
    companyId: 'c1',
    companyName: 'Maple Labs',
    isCompanyPrivate: false,
    submittedAt: '2026-03-01T10:00:00Z',
    job,
    ...extra,
  };
}

function renderQueue(routes: Record<string, FetchHandler>, route = '/admin/jobs') {
  const fetchMock = mockApi(routes);
  const view = renderWithProviders(
    <Routes>
      <Route path="/admin/*" element={<AdminRoutes />} />
    </Routes>,
    { route, sessionUser: admin },
  );
  return { ...view, fetchMock };
}

describe('JobQueuePage', () => {
  it('shows each waiting job in full with the real company, and approves one', async () => {
    let approved = false;
    const { user, fetchMock } = renderQueue({
      '/api/admin/jobs': () => ({
        body: {
          jobs: approved ? [] : [queueItem('j1', 'Support Agent', { isCompanyPrivate: true })],
          page: 1,
          pageSize: 20,
          total: approved ? 0 : 1,
        },
      }),
      '/api/admin/jobs/j1/approve': () => {
        approved = true;
        return {
          body: {
            id: 'j1',
            status: 'approved',
            postedAt: '2026-03-02T00:00:00Z',
            expiresAt: null,
            rejectionReason: null,
          },
        };
      },
    });
    const list = await screen.findByRole('list', { name: 'Jobs waiting for review' });
    const item = within(list).getByRole('listitem', { name: 'Support Agent' });
    expect(item).toHaveTextContent('Maple Labs');
    expect(item).toHaveTextContent('Private company');
    expect(await within(item).findByRole('heading', { name: 'Qualifications' })).toBeInTheDocument();
    await user.click(within(item).getByRole('button', { name: 'Approve Support Agent' }));
    // The row stays where it was and says so, in place of its buttons.
    expect(await within(item).findByRole('status')).toHaveTextContent(
      "'Support Agent' approved and now public View the public page",
    );
    expect(within(item).getByRole('link', { name: 'View the public page' })).toHaveAttribute(
      'href',
      'http://localhost/jobs/j1-x',
    );
    expect(within(item).queryByRole('button', { name: 'Approve Support Agent' })).not.toBeInTheDocument();
    expect(await screen.findByText('Nothing else to review')).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/api/admin/jobs/j1/approve'));
    expect(call?.[1]?.method).toBe('POST');
  });

  it('keeps an approved job in its place, so the next Approve button does not move under the pointer', async () => {
    let waiting = [queueItem('j1', 'Support Agent'), queueItem('j2', 'Writer'), queueItem('j3', 'Designer')];
    const { user } = renderQueue({
      '/api/admin/jobs': () => ({ body: { jobs: waiting, page: 1, pageSize: 20, total: waiting.length } }),
      '/api/admin/jobs/j2/approve': () => {
        waiting = waiting.filter((item) => item.id !== 'j2');
        return {
          body: {
            id: 'j2',
            status: 'approved',
            postedAt: '2026-03-02T00:00:00Z',
            expiresAt: null,
            rejectionReason: null,
          },
        };
      },
    });
    const list = await screen.findByRole('list', { name: 'Jobs waiting for review' });
    await user.click(within(list).getByRole('button', { name: 'Approve Writer' }));
    expect(await screen.findByText('2 jobs waiting for review')).toBeInTheDocument();
    expect(
      Array.from(list.children).map((item) => [item.getAttribute('aria-label'), item.getAttribute('data-outcome')]),
    ).toEqual([
      ['Support Agent', null],
      ['Writer', 'approved'],
      ['Designer', null],
    ]);
    expect(within(list).getByRole('button', { name: 'Approve Designer' })).toBeEnabled();
  });

  it("says a job waiting for its first review is not posted yet, not 'recently'", async () => {
    const waiting = queueItem('j4', 'Tutor');
    renderQueue({
      '/api/admin/jobs': () => ({
        body: { jobs: [{ ...waiting, job: { ...waiting.job, postedDate: null } }], page: 1, pageSize: 20, total: 1 },
      }),
    });
    const item = await screen.findByRole('listitem', { name: 'Tutor' });
    expect(within(item).getByText('Posted').nextElementSibling).toHaveTextContent('Not posted yet');
    expect(item).not.toHaveTextContent('recently');
  });

  it('rejects only with a reason, given in a dialog', async () => {
    const { user, fetchMock } = renderQueue({
      '/api/admin/jobs': () => ({ body: { jobs: [queueItem('j2', 'Writer')], page: 1, pageSize: 20, total: 1 } }),
      '/api/admin/jobs/j2/reject': () => ({
        body: { id: 'j2', status: 'rejected', postedAt: null, expiresAt: null, rejectionReason: 'Pay missing' },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Reject Writer' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject this job?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject job' }));
    expect(within(dialog).getByLabelText(/^Reason/)).toHaveAccessibleDescription(
      'Please give a reason for the rejection',
    );
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/reject'))).toBe(false);

    await user.type(within(dialog).getByLabelText(/^Reason/), '  The pay range is unclear.  ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject job' }));
    expect(await screen.findByText("'Writer' rejected and sent back to the employer")).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/api/admin/jobs/j2/reject'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ reason: 'The pay range is unclear.' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it.each([
    ['a reason that is only invisible characters', '\u200B\u2060 \u00AD', JOB_POSTING_MESSAGES.rejectionReasonRequired],
    ['a reason over the limit', 'x'.repeat(REJECTION_REASON_MAX + 1), JOB_POSTING_MESSAGES.rejectionReasonTooLong],
    ['a reason holding control characters', 'Pay\u0000missing', TEXT_MESSAGES.forbiddenCharacters],
  ])('refuses %s with the server rule message, without sending', async (_case, reason, message) => {
    const { user, fetchMock } = renderQueue({
      '/api/admin/jobs': () => ({ body: { jobs: [queueItem('j3', 'Editor')], page: 1, pageSize: 20, total: 1 } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Reject Editor' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject this job?' });
    await user.click(within(dialog).getByLabelText(/^Reason/));
    await user.paste(reason);
    await user.click(within(dialog).getByRole('button', { name: 'Reject job' }));
    expect(within(dialog).getByLabelText(/^Reason/)).toHaveAccessibleDescription(message);
    expect(within(dialog).getByLabelText(/^Reason/)).toHaveValue(reason);
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/reject'))).toBe(false);
  });

  it('sends a reason of exactly the limit once trimmed, line breaks kept', async () => {
    const reason = `Pay missing.\n${'x'.repeat(REJECTION_REASON_MAX - 13)}`;
    const { user, fetchMock } = renderQueue({
      '/api/admin/jobs': () => ({ body: { jobs: [queueItem('j4', 'Tutor')], page: 1, pageSize: 20, total: 1 } }),
      '/api/admin/jobs/j4/reject': () => ({
        body: { id: 'j4', status: 'rejected', postedAt: null, expiresAt: null, rejectionReason: reason },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Reject Tutor' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject this job?' });
    await user.click(within(dialog).getByLabelText(/^Reason/));
    await user.paste(`  ${reason}  `);
    await user.click(within(dialog).getByRole('button', { name: 'Reject job' }));
    expect(await screen.findByText("'Tutor' rejected and sent back to the employer")).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/api/admin/jobs/j4/reject'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ reason });
  });

  it.each(['1e21', '2.0', '0x2', '0', '100001'])(
    'asks for page 1 when the address says page=%s, which the server refuses',
    async (page) => {
      const { fetchMock } = renderQueue(
        {
          '/api/admin/jobs': () => ({ body: { jobs: [queueItem('j5', 'Analyst')], page: 1, pageSize: 20, total: 1 } }),
        },
        `/admin/jobs?page=${page}`,
      );
      expect(await screen.findByRole('listitem', { name: 'Analyst' })).toBeInTheDocument();
      const pages = fetchMock.mock.calls
        .map(([url]) => new URL(String(url), 'http://localhost'))
        .filter((url) => url.pathname === '/api/admin/jobs')
        .map((url) => url.searchParams.get('page'));
      expect(pages).toEqual(['1']);
    },
  );

  it('keeps a plain page number from the address', async () => {
    const { fetchMock } = renderQueue(
      {
        '/api/admin/jobs': () => ({ body: { jobs: [queueItem('j6', 'Designer')], page: 3, pageSize: 20, total: 60 } }),
      },
      '/admin/jobs?page=3',
    );
    expect(await screen.findByRole('navigation', { name: 'Review queue' })).toHaveTextContent('Page 3 of 3');
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('/api/admin/jobs'));
    expect(new URL(String(call?.[0]), 'http://localhost').searchParams.get('page')).toBe('3');
  });

  it('shows an error with retry', async () => {
    let fail = true;
    const { user } = renderQueue({
      '/api/admin/jobs': () =>
        fail ? { status: 500, body: { error: 'Boom' } } : { body: { jobs: [], page: 1, pageSize: 20, total: 0 } },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the review queue');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Nothing to review')).toBeInTheDocument();
  });
});
