import { Route, Routes } from 'react-router';
import { screen, waitFor, within } from '@testing-library/react';
import { JOB_POSTING_MESSAGES, type JobAlert } from '@marketplace/contracts';
import { buildJobsPage, buildSessionUser, mockApi, renderWithProviders, type FetchHandler } from '@marketplace/testing';
import SeekerRoutes from '../routes';

const seeker = buildSessionUser({ role: 'seeker', name: 'Maya Thompson' });

function alert(id: string, label: string, extra: Partial<JobAlert> = {}): JobAlert {
  return {
    id,
    query: 'q=writer&remote=true',
    label,
    frequency: 'weekly',
    paused: false,
    createdAt: '2026-03-01T00:00:00Z',
    lastSentAt: null,
    lastSentJobCount: null,
    jobsMatched: 0,
    ...extra,
  };
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
      '/api/seeker/job-alerts': (_url, init) => ({
        status: 201,
        body: alert('a1', 'writer · Remote', { frequency: JSON.parse(String(init.body)).frequency }),
      }),
    });
    const group = await screen.findByRole('group', { name: 'Job alert' });
    await user.selectOptions(within(group).getByRole('combobox', { name: 'E-mail me new matches' }), 'weekly');
    await user.click(within(group).getByRole('button', { name: 'Save this search as an alert' }));
    expect(await screen.findByText('Alert saved: writer · Remote')).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(
      ([url, init]) => String(url).endsWith('/api/seeker/job-alerts') && init?.method === 'POST',
    );
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ query: 'q=writer&remote=true', frequency: 'weekly' });
  });

  it('says so when the seeker already has an alert for this search (409), and adds nothing', async () => {
    const { user } = renderAt('/seeker/jobs?q=writer', {
      '/api/jobs': () => ({ body: buildJobsPage([]) }),
      '/api/seeker/job-alerts': () => ({ status: 409, body: { error: JOB_POSTING_MESSAGES.alertExists } }),
    });
    const group = await screen.findByRole('group', { name: 'Job alert' });
    await user.click(within(group).getByRole('button', { name: 'Save this search as an alert' }));
    expect(await screen.findByText('You already have an alert for this search')).toBeInTheDocument();
    expect(screen.queryByText(/^Alert saved/)).not.toBeInTheDocument();
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
    expect(within(first).getByRole('link', { name: 'writer · Remote' })).toHaveAttribute(
      'href',
      '/seeker/jobs?q=writer&remote=true',
    );
    expect(within(list).getByRole('listitem', { name: 'Design' })).toHaveTextContent('Paused');

    await user.click(within(first).getByRole('button', { name: 'Pause writer · Remote' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('listitem', { name: 'writer · Remote' })).getByRole('button', {
          name: 'Resume writer · Remote',
        }),
      ).toBeInTheDocument(),
    );
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ paused: true });

    await user.click(screen.getByRole('button', { name: 'Delete writer · Remote' }));
    expect(await screen.findByText('Alert deleted: writer · Remote')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'writer · Remote' })).not.toBeInTheDocument());
  });

  it('shows when each alert last sent, how many jobs that e-mail had, and how many matched so far', async () => {
    renderAt('/seeker/alerts', {
      '/api/seeker/job-alerts': () => ({
        body: {
          alerts: [
            alert('a1', 'writer · Remote', { lastSentAt: '2026-03-10T12:00:00Z', lastSentJobCount: 1, jobsMatched: 7 }),
            alert('a2', 'Design'),
          ],
        },
      }),
    });
    const list = await screen.findByRole('list', { name: 'Job alerts' });
    expect(within(list).getByRole('listitem', { name: 'writer · Remote' })).toHaveTextContent(
      'Last sent Mar 10, 2026 (1 job) · 7 jobs matched so far',
    );
    expect(within(list).getByRole('listitem', { name: 'Design' })).toHaveTextContent('No e-mail sent yet');
  });

  it('offers Undo after a delete, for the undo time; Undo restores the alert', async () => {
    let alerts = [alert('a1', 'writer · Remote')];
    const deleted: JobAlert[] = [];
    const { user, fetchMock } = renderAt('/seeker/alerts', {
      '/api/seeker/job-alerts': () => ({ body: { alerts } }),
      '/api/seeker/job-alerts/a1': () => {
        deleted.push(...alerts);
        alerts = [];
        return { status: 204 };
      },
      '/api/seeker/job-alerts/a1/restore': () => {
        alerts = deleted.splice(0);
        return { body: alerts[0] };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete writer · Remote' }));
    const toast = (await screen.findByText('Alert deleted: writer · Remote')).closest('li')!;
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'writer · Remote' })).not.toBeInTheDocument());
    await user.click(within(toast as HTMLElement).getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Alert restored: writer · Remote')).toBeInTheDocument();
    expect(await screen.findByRole('listitem', { name: 'writer · Remote' })).toBeInTheDocument();
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => String(url).endsWith('/api/seeker/job-alerts/a1/restore') && init?.method === 'POST',
      ),
    ).toBe(true);
  });

  it('shows why an Undo came too late', async () => {
    const { user } = renderAt('/seeker/alerts', {
      '/api/seeker/job-alerts': () => ({ body: { alerts: [alert('a1', 'writer · Remote')] } }),
      '/api/seeker/job-alerts/a1': () => ({ status: 204 }),
      '/api/seeker/job-alerts/a1/restore': () => ({
        status: 409,
        body: { error: JOB_POSTING_MESSAGES.alertUndoExpired },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete writer · Remote' }));
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await screen.findByText(JOB_POSTING_MESSAGES.alertUndoExpired)).toBeInTheDocument();
  });

  it('edits the search and frequency in a dialog, and shows a duplicate search refused by the server', async () => {
    let answer: { status: number; body: unknown } = { status: 409, body: { error: JOB_POSTING_MESSAGES.alertExists } };
    const { user, fetchMock } = renderAt('/seeker/alerts', {
      '/api/seeker/job-alerts': () => ({
        body: { alerts: [alert('a1', 'writer · Remote', { query: 'q=writer&category=Writing&remote=true' })] },
      }),
      '/api/seeker/job-alerts/a1': () => answer,
    });
    await user.click(await screen.findByRole('button', { name: 'Edit writer · Remote' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit job alert' });
    expect(within(dialog).getByRole('searchbox', { name: 'Keywords' })).toHaveValue('writer');
    expect(within(dialog).getByRole('combobox', { name: 'Category' })).toHaveValue('Writing');
    expect(within(dialog).getByRole('checkbox', { name: 'Remote only' })).toBeChecked();
    expect(within(dialog).getByRole('combobox', { name: 'E-mail me new matches' })).toHaveValue('weekly');

    await user.clear(within(dialog).getByRole('searchbox', { name: 'Keywords' }));
    await user.type(within(dialog).getByRole('searchbox', { name: 'Keywords' }), 'editor');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Remote only' }));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'E-mail me new matches' }), 'daily');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You already have an alert for this search');
    const put = fetchMock.mock.calls.find(
      ([url, init]) => String(url).endsWith('/api/seeker/job-alerts/a1') && init?.method === 'PUT',
    );
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ query: 'q=editor&category=Writing', frequency: 'daily' });

    answer = {
      status: 200,
      body: alert('a1', '"editor" · Writing', { query: 'q=editor&category=Writing', frequency: 'daily' }),
    };
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Alert updated: "editor" · Writing')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit job alert' })).not.toBeInTheDocument());
  });

  it('shows an empty state', async () => {
    renderAt('/seeker/alerts', { '/api/seeker/job-alerts': () => ({ body: { alerts: [] } }) });
    expect(await screen.findByText('No job alerts yet')).toBeInTheDocument();
  });
});
