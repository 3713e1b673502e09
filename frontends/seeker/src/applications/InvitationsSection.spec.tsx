import { Route, Routes } from 'react-router';
import { screen, waitFor, within } from '@testing-library/react';
import { type SeekerApplication, type SeekerInvitation, TALENT_MESSAGES } from '@marketplace/contracts';
import { buildSessionUser, mockApi, renderWithProviders } from '@marketplace/testing';
import SeekerRoutes from '../routes';

const seeker = buildSessionUser({ role: 'seeker', name: 'Maya Thompson' });

function invitation(overrides: Partial<SeekerInvitation> & { id: string }): SeekerInvitation {
  return {
    job: { id: `job-${overrides.id}`, title: `Job ${overrides.id}`, status: 'approved' },
    company: { name: 'Harbor & Pine', logoUrl: null },
    note: null,
    invitedAt: '2026-12-10T15:00:00Z',
    applied: false,
    open: true,
    ...overrides,
  };
}

function renderPage(invitations: () => { status?: number; body: unknown }, applications: SeekerApplication[] = []) {
  let invitationCalls = 0;
  mockApi({
    '/api/seeker/applications': () => ({ body: { applications } }),
    '/api/seeker/invitations': () => {
      invitationCalls += 1;
      return invitations();
    },
    '/api/seeker/profile': () => ({ body: { userId: seeker.id, name: seeker.name, resumes: [] } }),
  });
  const view = renderWithProviders(
    <Routes>
      <Route path="/seeker/*" element={<SeekerRoutes />} />
    </Routes>,
    { route: '/seeker/applications', sessionUser: seeker },
  );
  return { ...view, calls: () => invitationCalls };
}

describe('/seeker/applications: Invitations', () => {
  it('lists invitations with the job, company and note; Apply opens the apply dialog for that job', async () => {
    const { user } = renderPage(() => ({
      body: {
        invitations: [
          invitation({
            id: 'i1',
            job: { id: 'job-1', title: 'Remote Bookkeeper', status: 'approved' },
            note: 'We loved your profile.',
          }),
          invitation({ id: 'i2', job: { id: 'job-2', title: 'Payroll Clerk', status: 'approved' }, applied: true }),
          invitation({ id: 'i3', job: { id: 'job-3', title: 'Filled Role', status: 'filled' }, open: false }),
        ],
      },
    }));
    const section = await screen.findByRole('region', { name: 'Invitations' });
    const rows = within(section).getAllByRole('article');
    expect(rows.map((row) => within(row).getByRole('heading').textContent)).toEqual([
      'Remote Bookkeeper',
      'Payroll Clerk',
      'Filled Role',
    ]);
    expect(within(rows[0]!).getByText('We loved your profile.')).toBeInTheDocument();
    expect(within(rows[0]!).getByText(/Harbor & Pine/)).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Applied')).toBeInTheDocument();
    expect(within(rows[1]!).queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
    expect(within(rows[2]!).getByText('No longer open')).toBeInTheDocument();

    await user.click(within(rows[0]!).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('dialog', { name: 'Apply to Remote Bookkeeper' })).toBeInTheDocument();
  });

  it('shows nothing without invitations, and a reload on failure', async () => {
    let fail = true;
    const { user, calls } = renderPage(() =>
      fail
        ? { status: 500, body: { error: 'Boom' } }
        : {
            body: {
              invitations: [
                invitation({ id: 'i1', job: { id: 'job-1', title: 'Remote Bookkeeper', status: 'approved' } }),
              ],
            },
          },
    );
    expect(await screen.findByText(TALENT_MESSAGES.invitationsLoadFailed)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Reload invitations' }));
    expect(await screen.findByRole('heading', { name: 'Remote Bookkeeper' })).toBeInTheDocument();
    expect(calls()).toBeGreaterThanOrEqual(2);
  });

  it('leaves the section out when there are none', async () => {
    renderPage(() => ({ body: { invitations: [] } }));
    expect(await screen.findByText('No applications yet')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Invitations' })).not.toBeInTheDocument());
  });
});
