import { Route, Routes } from 'react-router';
import { screen, waitFor, within } from '@testing-library/react';
import { resetProfileFetchGate } from '@marketplace/auth';
import type { SessionUser } from '@marketplace/contracts';
import {
  buildJobCard,
  buildJobsPage,
  buildSessionUser,
  buildUserProfile,
  mockApi,
  renderWithProviders,
} from '@marketplace/testing';
import SeekerRoutes from './routes';

const seeker = buildSessionUser({
  role: 'seeker',
  name: 'Maya Thompson',
  email: 'maya@example.com',
  headline: 'Project coordinator',
});

function renderAt(route: string, sessionUser: SessionUser | null = seeker) {
  mockApi({
    '/api/jobs': () => ({ body: buildJobsPage([buildJobCard({ title: 'Listed Job' })]) }),
    '/api/user/profile': () => ({ body: buildUserProfile(seeker) }),
  });
  return renderWithProviders(
    <Routes>
      <Route path="/jobs/*" element={<SeekerRoutes area="public" />} />
      <Route path="/seeker/*" element={<SeekerRoutes />} />
    </Routes>,
    { route, sessionUser },
  );
}

beforeEach(() => resetProfileFetchGate());

describe('SeekerRoutes', () => {
  it('renders the public jobs page where the shell mounts /jobs', async () => {
    renderAt('/jobs', null);
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

  it('greets the seeker on the dashboard and links to what they can do', async () => {
    renderAt('/seeker/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Maya Thompson' })).toBeInTheDocument();
    expect(screen.getByText('Project coordinator')).toBeInTheDocument();
    const links = within(screen.getByRole('list', { name: 'What you can do' }));
    expect(links.getByRole('link', { name: /Browse remote jobs/ })).toHaveAttribute('href', '/seeker/jobs');
    expect(links.getByRole('link', { name: /Account settings/ })).toHaveAttribute('href', '/seeker/settings');
    expect(links.getByRole('link', { name: /Billing/ })).toHaveAttribute('href', '/seeker/billing');
    expect(links.getByRole('link', { name: /Plans/ })).toHaveAttribute('href', '/seeker/plans');
    expect(links.getByRole('link', { name: /My applications/ })).toHaveAttribute('href', '/seeker/applications');
    expect(links.getByRole('link', { name: /Resume critiques/ })).toHaveAttribute('href', '/seeker/critiques');
    await waitFor(() => expect(document.title).toBe('Seeker dashboard · Nestwork'));
  });

  it('shows the account settings at /seeker/settings', async () => {
    renderAt('/seeker/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Account Settings' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Change Email' })).toHaveTextContent('maya@example.com');
  });

  it('shows not found for an unknown seeker page', () => {
    renderAt('/seeker/nowhere');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
