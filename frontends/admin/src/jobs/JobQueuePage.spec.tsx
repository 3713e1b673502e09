import { Route, Routes } from 'react-router';
import { screen, waitFor, within } from '@testing-library/react';
import type { AdminJobQueueItem, JobDetail } from '@marketplace/contracts';
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
  return { id, title, companyId: 'c1', companyName: 'Maple Labs', isCompanyPrivate: false, submittedAt: '2026-03-01T10:00:00Z', job, ...extra };
}

function renderQueue(routes: Record<string, FetchHandler>) {
  const fetchMock = mockApi(routes);
  const view = renderWithProviders(
    <Routes>
      <Route path="/admin/*" element={<AdminRoutes />} />
    </Routes>,
    { route: '/admin/jobs', sessionUser: admin },
  );
  return { ...view, fetchMock };
}

describe('JobQueuePage', () => {
  it('shows each waiting job in full with the real company, and approves one', async () => {
    let approved = false;
    const { user, fetchMock } = renderQueue({
      '/api/admin/jobs': () => ({
        body: { jobs: approved ? [] : [queueItem('j1', 'Support Agent', { isCompanyPrivate: true })], page: 1, pageSize: 20, total: approved ? 0 : 1 },
      }),
      '/api/admin/jobs/j1/approve': () => {
        approved = true;
        return { body: { id: 'j1', status: 'approved', postedAt: '2026-03-02T00:00:00Z', expiresAt: null, rejectionReason: null } };
      },
    });
    const list = await screen.findByRole('list', { name: 'Jobs waiting for review' });
    const item = within(list).getByRole('listitem', { name: 'Support Agent' });
    expect(item).toHaveTextContent('Maple Labs');
    expect(item).toHaveTextContent('Private company');
    expect(await within(item).findByRole('heading', { name: 'Qualifications' })).toBeInTheDocument();
    await user.click(within(item).getByRole('button', { name: 'Approve Support Agent' }));
    expect(await screen.findByText("'Support Agent' approved and now public")).toBeInTheDocument();
    expect(await screen.findByText('Nothing to review')).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/api/admin/jobs/j1/approve'));
    expect(call?.[1]?.method).toBe('POST');
  });

  it('rejects only with a reason, given in a dialog', async () => {
    const { user, fetchMock } = renderQueue({
      '/api/admin/jobs': () => ({ body: { jobs: [queueItem('j2', 'Writer')], page: 1, pageSize: 20, total: 1 } }),
      '/api/admin/jobs/j2/reject': () => ({ body: { id: 'j2', status: 'rejected', postedAt: null, expiresAt: null, rejectionReason: 'Pay missing' } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Reject Writer' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject this job?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject job' }));
    expect(within(dialog).getByLabelText(/^Reason/)).toHaveAccessibleDescription('Please give a reason for the rejection');
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/reject'))).toBe(false);

    await user.type(within(dialog).getByLabelText(/^Reason/), '  The pay range is unclear.  ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject job' }));
    expect(await screen.findByText("'Writer' rejected")).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/api/admin/jobs/j2/reject'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ reason: 'The pay range is unclear.' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows an error with retry', async () => {
    let fail = true;
    const { user } = renderQueue({ '/api/admin/jobs': () => (fail ? { status: 500, body: { error: 'Boom' } } : { body: { jobs: [], page: 1, pageSize: 20, total: 0 } }) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the review queue');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Nothing to review')).toBeInTheDocument();
  });
});
