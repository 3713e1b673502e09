import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { AdminConciergeJob, AdminConciergeJobsResponse } from '@marketplace/contracts';
import { buildSessionUser, mockApi, renderWithProviders } from '@marketplace/testing';
import AdminRoutes from '../routes';

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

function renderConcierge(jobs: AdminConciergeJob[], route = '/admin/concierge') {
  const calls: URL[] = [];
  mockApi({
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
    expect(within(inReview).queryByRole('link')).not.toBeInTheDocument();
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

  it('is on the dashboard', async () => {
    renderConcierge([], '/admin/dashboard');
    const links = within(screen.getByRole('list', { name: 'What you can do' }));
    expect(links.getByRole('link', { name: /Concierge/ })).toHaveAttribute('href', '/admin/concierge');
  });
});
