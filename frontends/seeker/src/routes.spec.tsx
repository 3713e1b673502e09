import { Route, Routes } from 'react-router';
import { screen } from '@testing-library/react';
import { buildJobCard, buildJobsPage, mockApi, renderWithProviders } from '@marketplace/testing';
import SeekerRoutes from './routes';

function renderAt(route: string) {
  mockApi({ '/api/jobs': () => ({ body: buildJobsPage([buildJobCard({ title: 'Listed Job' })]) }) });
  return renderWithProviders(
    <Routes>
      <Route path="/jobs/*" element={<SeekerRoutes area="public" />} />
      <Route path="/seeker/*" element={<SeekerRoutes />} />
    </Routes>,
    { route },
  );
}

describe('SeekerRoutes', () => {
  it('renders the public jobs page where the shell mounts /jobs', async () => {
    renderAt('/jobs');
    expect(await screen.findByRole('heading', { name: 'Listed Job' })).toBeInTheDocument();
  });

  it('renders the jobs page at /seeker/jobs', async () => {
    renderAt('/seeker/jobs');
    expect(await screen.findByRole('heading', { name: 'Listed Job' })).toBeInTheDocument();
  });

  it('sends /seeker to the jobs page', async () => {
    renderAt('/seeker');
    expect(await screen.findByRole('heading', { level: 1, name: 'Remote and flexible jobs' })).toBeInTheDocument();
  });

  it('shows not found for an unknown seeker page', () => {
    renderAt('/seeker/nowhere');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
