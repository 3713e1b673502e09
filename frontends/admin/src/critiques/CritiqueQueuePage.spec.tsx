import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { CritiqueQueue } from '@marketplace/contracts';
import { buildSessionUser, mockApi, renderWithProviders } from '@marketplace/testing';
import AdminRoutes from '../routes';
import { buildQueueItem, buildWorkbench } from './spec-helpers';

const admin = buildSessionUser({ id: 'admin-1', role: 'admin', name: 'Avery Admin' });

function renderQueue(route = '/admin/critiques') {
  const calls: URL[] = [];
  mockApi({
    '/api/admin/critiques': (url) => {
      calls.push(url);
      const items =
        url.searchParams.get('status') === 'completed'
          ? [buildQueueItem({ requestId: 'crit-9', seekerName: 'Dee Done', status: 'completed' })]
          : [
              buildQueueItem(),
              buildQueueItem({
                requestId: 'crit-2',
                seekerName: 'Pat Parker',
                targetRole: 'Bookkeeper',
                targetIndustry: 'Accounting & Finance',
                status: 'in_review',
                claimedBy: { id: 'admin-2', name: 'Sam Reviewer' },
                claimExpiresAt: '2026-11-21T09:00:00.000Z',
              }),
            ];
      return { body: { items } satisfies CritiqueQueue };
    },
    '/api/admin/critiques/crit-1': () => ({ body: buildWorkbench() }),
    '/api/admin/critiques/crit-1/resume': () => ({ status: 404, body: { error: 'Not found' } }),
  });
  const view = renderWithProviders(
    <Routes>
      <Route path="/admin/*" element={<AdminRoutes />} />
    </Routes>,
    { route, sessionUser: admin },
  );
  return { ...view, calls };
}

describe('CritiqueQueuePage', () => {
  it('lists the open requests with their claims, each opening its workbench', async () => {
    const { user, calls } = renderQueue();
    expect(await screen.findByRole('heading', { level: 1, name: 'Critiques' })).toBeInTheDocument();
    const maya = await screen.findByRole('row', { name: /Maya Chen/ });
    expect(maya).toHaveTextContent('Nov 20, 2026');
    expect(maya).toHaveTextContent('Frontend Developer');
    expect(maya).toHaveTextContent('Software & IT');
    expect(maya).toHaveTextContent('Requested');
    const pat = screen.getByRole('row', { name: /Pat Parker/ });
    expect(pat).toHaveTextContent('In review');
    expect(pat).toHaveTextContent(/Sam Reviewer\s*until Nov 21, 2026/);
    // The open queue is what the server answers without a status.
    expect(calls[0].searchParams.has('status')).toBe(false);
    expect(screen.getByLabelText('Status')).toHaveValue('open');

    await user.click(within(maya).getByRole('link', { name: /Maya Chen/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Critique for Maya Chen' })).toBeInTheDocument();
  });

  it('filters to the completed critiques through the URL', async () => {
    const { user, calls } = renderQueue();
    await screen.findByRole('row', { name: /Maya Chen/ });
    await user.selectOptions(screen.getByLabelText('Status'), 'Completed');
    const done = await screen.findByRole('row', { name: /Dee Done/ });
    expect(done).toHaveTextContent('Completed');
    expect(screen.queryByRole('row', { name: /Maya Chen/ })).not.toBeInTheDocument();
    expect(calls.at(-1)?.searchParams.get('status')).toBe('completed');
  });

  it('reads a completed filter from the URL', async () => {
    renderQueue('/admin/critiques?status=completed');
    expect(await screen.findByRole('row', { name: /Dee Done/ })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Status')).toHaveValue('completed'));
  });

  it('is linked from the admin dashboard', async () => {
    renderQueue('/admin/dashboard');
    const links = within(await screen.findByRole('list', { name: 'What you can do' }));
    expect(links.getByRole('link', { name: /Critiques/ })).toHaveAttribute('href', '/admin/critiques');
  });
});
