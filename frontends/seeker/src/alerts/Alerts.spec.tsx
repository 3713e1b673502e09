import { Route, Routes } from 'react-router';
import { screen, waitFor, within } from '@testing-library/react';
import type { JobAlert } from '@marketplace/contracts';
import { buildJobsPage, buildSessionUser, mockApi, renderWithProviders, type FetchHandler } from '@marketplace/testing';
import SeekerRoutes from '../routes';

const seeker = buildSessionUser({ role: 'seeker', name: 'Maya Thompson' });

function alert(id: string, label: string, extra: Partial<JobAlert> = {}): JobAlert {
  return { id, query: 'q=writer&remote=true', label, frequency: 'weekly', paused: false, createdAt: '2026-03-01T00:00:00Z', lastSentAt: null, ...extra };
}

function renderAt(route: string, routes: Record<string, FetchHandler>, sessionUser = seeker) {
  const fetchMock = mockApi({ '/api/seeker/saved-jobs': () => ({ body: { jobs: [] } }), ...routes });
  const view = renderWithProviders(
    <Routes>
      <Route path="/seeker/*" element={<SeekerRoutes />} />
      <Route path="/jobs/*" element={<SeekerRoutes area="public" />} />
    </Routes>,
    { route, sessionUser },
  );
  return { ...view, fetchMock };
}

describe('Save this search as an alert', () => {
  it('saves the current search (without sort) with the chosen frequency', async () => {
    const { user, fetchMock } = renderAt('/seeker/jobs?q=writer&remote=true&sort=newest', {
      '/api/jobs': () => ({ body: buildJobsPage([]) }),
      '/api/seeker/job-alerts': (_url, init) => ({ status: 201, body: alert('a1', 'writer · Remote', { frequency: JSON.parse(String(init.body)).frequency }) }),
    });
    const group = await screen.findByRole('group', { name: 'Job alert' });
    await user.selectOptions(within(group).getByRole('combobox', { name: 'E-mail me new matches' }), 'weekly');
    await user.click(within(group).getByRole('button', { name: 'Save this search as an alert' }));
    expect(await screen.findByText('Alert saved: writer · Remote')).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url, init]) => String(url).endsWith('/api/seeker/job-alerts') && init?.method === 'POST');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ query: 'q=writer&remote=true', frequency: 'weekly' });
  });

  it('is not offered to visitors who are not signed in', async () => {
    renderAt('/jobs?q=writer', { '/api/jobs': () => ({ body: buildJobsPage([]) }) }, null as unknown as typeof seeker);
    await screen.findByRole('heading', { name: 'No jobs match your search' });
    expect(screen.queryByRole('button', { name: 'Save this search as an alert' })).not.toBeInTheDocument();
  });
});

describe('AlertsPage', () => {
  it('lists alerts, pauses, resumes and deletes them', async () => {
    let alerts = [alert('a1', 'writer · Remote'), alert('a2', 'Design', { paused: true, frequency: 'daily' })];
    const { user, fetchMock } = renderAt('/seeker/alerts', {
      '/api/seeker/job-alerts': () => ({ body: { alerts } }),
      '/api/seeker/job-alerts/a1': (_url, init) => {
        if (init.method === 'DELETE') {
          alerts = alerts.filter((a) => a.id !== 'a1');
          return { status: 204 };
        }
        const patch = JSON.parse(String(init.body));
        alerts = alerts.map((a) => (a.id === 'a1' ? { ...a, ...patch } : a));
        return { body: alerts[0] };
      },
    });
    const list = await screen.findByRole('list', { name: 'Job alerts' });
    const first = within(list).getByRole('listitem', { name: 'writer · Remote' });
    expect(first).toHaveTextContent('Weekly');
    expect(within(first).getByRole('link', { name: 'writer · Remote' })).toHaveAttribute('href', '/seeker/jobs?q=writer&remote=true');
    expect(within(list).getByRole('listitem', { name: 'Design' })).toHaveTextContent('Paused');

    await user.click(within(first).getByRole('button', { name: 'Pause writer · Remote' }));
    await waitFor(() => expect(within(screen.getByRole('listitem', { name: 'writer · Remote' })).getByRole('button', { name: 'Resume writer · Remote' })).toBeInTheDocument());
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ paused: true });

    await user.click(screen.getByRole('button', { name: 'Delete writer · Remote' }));
    expect(await screen.findByText('Alert deleted: writer · Remote')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'writer · Remote' })).not.toBeInTheDocument());
  });

  it('shows an empty state', async () => {
    renderAt('/seeker/alerts', { '/api/seeker/job-alerts': () => ({ body: { alerts: [] } }) });
    expect(await screen.findByText('No job alerts yet')).toBeInTheDocument();
  });
});
