import { Route, Routes } from 'react-router';
import { screen, within } from '@testing-library/react';
import { buildJobCard, buildSessionUser, mockApi, renderWithProviders } from '@marketplace/testing';
import SeekerRoutes from '../routes';

const seeker = buildSessionUser({ role: 'seeker', name: 'Maya Thompson' });

function renderSaved(reply: () => { status?: number; body?: unknown }) {
  mockApi({ '/api/seeker/saved-jobs': reply });
  return renderWithProviders(
    <Routes>
      <Route path="/seeker/*" element={<SeekerRoutes />} />
    </Routes>,
    { route: '/seeker/saved-jobs', sessionUser: seeker },
  );
}

describe('SavedJobsPage', () => {
  it('lists the saved jobs as cards with the heart pressed', async () => {
    renderSaved(() => ({
      body: { jobs: [{ savedAt: '2026-03-02T00:00:00Z', job: buildJobCard({ id: 'a', title: 'Copy Editor' }) }] },
    }));
    const list = await screen.findByRole('list', { name: 'Saved jobs' });
    const card = within(list).getByTestId('job-card');
    expect(within(card).getByRole('heading', { name: 'Copy Editor' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Save Copy Editor' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('has an empty state and an error state with retry', async () => {
    let fail = true;
    const { user } = renderSaved(() => (fail ? { status: 500, body: { error: 'Boom' } } : { body: { jobs: [] } }));
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load your saved jobs");
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No saved jobs yet')).toBeInTheDocument();
  });
});
