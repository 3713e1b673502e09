import { Route, Routes } from 'react-router';
import { screen, waitFor, within } from '@testing-library/react';
import { resetProfileFetchGate, saveImpersonation } from '@marketplace/auth';
import type { SessionUser } from '@marketplace/contracts';
import {
  buildImpersonatedUser,
  buildSessionUser,
  buildUserProfile,
  mockApi,
  renderWithProviders,
} from '@marketplace/testing';
import EmployerRoutes from './routes';
import { CREDITS_TEXTS } from './packages/CreditsCard';

const employer = buildSessionUser({
  role: 'employer',
  name: 'Jordan Ellis',
  companyName: 'Harbor & Pine Accounting',
  email: 'jordan@harborpine.example',
});

function renderAt(route: string, sessionUser: SessionUser = employer, routes: Parameters<typeof mockApi>[0] = {}) {
  mockApi({ '/api/user/profile': () => ({ body: buildUserProfile(sessionUser) }), ...routes });
  return renderWithProviders(
    <Routes>
      <Route path="/employer/*" element={<EmployerRoutes />} />
    </Routes>,
    { route, sessionUser },
  );
}

beforeEach(() => resetProfileFetchGate());

describe('EmployerRoutes', () => {
  it('greets the employer on the dashboard and links to what they can do', async () => {
    renderAt('/employer/dashboard');
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Jordan Ellis' })).toBeInTheDocument();
    expect(screen.getByText('Hiring for Harbor & Pine Accounting.')).toBeInTheDocument();
    const links = within(screen.getByRole('list', { name: 'What you can do' }));
    expect(links.getByRole('link', { name: /Account settings/ })).toHaveAttribute('href', '/employer/settings');
    expect(links.getByRole('link', { name: /Billing/ })).toHaveAttribute('href', '/employer/billing');
    expect(links.getByRole('link', { name: /Company profile/ })).toHaveAttribute('href', '/employer/company');
    expect(links.getByRole('link', { name: /Applications/ })).toHaveAttribute('href', '/employer/applications');
    expect(links.getByRole('link', { name: /Public job board/ })).toHaveAttribute('href', '/jobs');
    await waitFor(() => expect(document.title).toBe('Employer dashboard · Nestwork'));
  });

  it('shows the job posts left with the way to the packages before the employer writes a job', async () => {
    renderAt('/employer/dashboard', employer, {
      '/api/employer/packages/credits': () => ({ body: { postingsLeft: 0, featuredLeft: 0, credits: [] } }),
    });
    const posts = await screen.findByRole('region', { name: CREDITS_TEXTS.title });
    expect(posts).toHaveTextContent('0 job posts left');
    expect(posts).toHaveTextContent(CREDITS_TEXTS.none);
    expect(within(posts).getByRole('link', { name: CREDITS_TEXTS.buy })).toHaveAttribute('href', '/employer/packages');
    const links = within(screen.getByRole('list', { name: 'What you can do' }));
    expect(links.getByRole('link', { name: /Packages/ })).toHaveAttribute('href', '/employer/packages');
  });

  it('offers to post once the company has job posts left', async () => {
    renderAt('/employer/dashboard', employer, {
      '/api/employer/packages/credits': () => ({ body: { postingsLeft: 2, featuredLeft: 0, credits: [] } }),
    });
    const posts = await screen.findByRole('region', { name: CREDITS_TEXTS.title });
    expect(posts).toHaveTextContent('2 job posts left');
    expect(within(posts).getByRole('link', { name: CREDITS_TEXTS.postJob })).toHaveAttribute(
      'href',
      '/employer/jobs/new',
    );
  });

  it('says when the job posts left could not be loaded, and loads them again on Retry', async () => {
    let calls = 0;
    const { user } = renderAt('/employer/dashboard', employer, {
      '/api/employer/packages/credits': () =>
        ++calls === 1
          ? { status: 500, body: { error: 'Something went wrong. Please try again.' } }
          : { body: { postingsLeft: 1, featuredLeft: 0, credits: [] } },
    });
    expect(await screen.findByText(CREDITS_TEXTS.loadFailed)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('1 job post left')).toBeInTheDocument();
  });

  it('asks an employer who has not verified their e-mail to do so', () => {
    renderAt('/employer/dashboard', { ...employer, emailVerified: false });
    expect(screen.getByRole('note')).toHaveTextContent(
      'Please verify your email address: we sent a link to jordan@harborpine.example.',
    );
  });

  it('greets the impersonated employer while an admin impersonates', () => {
    const now = new Date().toISOString();
    saveImpersonation({
      adminId: 'admin-1',
      impersonatedUser: buildImpersonatedUser({ name: 'Priya Raman', companyName: 'Evergreen' }),
      startedAt: now,
      lastActivity: now,
    });
    renderAt(
      '/employer/dashboard',
      buildSessionUser({ id: 'admin-1', role: 'admin', name: 'Avery Admin', emailVerified: false }),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Priya Raman' })).toBeInTheDocument();
    expect(screen.getByText('Hiring for Evergreen.')).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('sends /employer to the dashboard', () => {
    renderAt('/employer');
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Jordan Ellis' })).toBeInTheDocument();
  });

  it('shows the account settings at /employer/settings', async () => {
    renderAt('/employer/settings');
    expect(screen.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Change Email' })).toHaveTextContent('jordan@harborpine.example');
  });

  it('shows not found for an unknown employer page', () => {
    renderAt('/employer/unknown');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
