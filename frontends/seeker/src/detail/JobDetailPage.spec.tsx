import { Route, Routes } from 'react-router';
import { screen, within } from '@testing-library/react';
import { signInPathFor } from '@marketplace/auth';
import type { JobDetail } from '@marketplace/contracts';
import { buildJobCard, buildSessionUser, mockApi, renderWithProviders } from '@marketplace/testing';
import SeekerRoutes from '../routes';
import { jobIdFromParam } from './JobDetailPage';

const ID = '52d15793-bf6e-4170-aedc-ef072782e285';
const seeker = buildSessionUser({ role: 'seeker', name: 'Maya Thompson' });

function detail(overrides: Partial<JobDetail> = {}): JobDetail {
  return {
    ...buildJobCard({ id: ID, title: 'Remote Bookkeeper', company: 'Private Company', companyLogoUrl: null }),
    requirements: 'Two years of bookkeeping.',
    benefits: 'Flexible school-hours schedule',
    applicationDeadline: null,
    jobType: 'PART_TIME',
    experienceLevel: 'mid',
    website: null,
    linkedinProfile: null,
    contactPhone: null,
    isCompanyPrivate: true,
    isRemote: true,
    status: 'approved',
    isOpen: true,
    closedReason: null,
    expiresAt: null,
    publicUrl: `http://localhost/jobs/${ID}-remote-bookkeeper`,
    ...overrides,
  };
}

function renderAt(route: string, area: 'public' | 'member', body: () => { status?: number; body?: unknown }) {
  mockApi({ [`/api/jobs/${ID}`]: body, '/api/seeker/saved-jobs': () => ({ body: { jobs: [] } }) });
  return renderWithProviders(
    <Routes>
      <Route path={area === 'public' ? '/jobs/*' : '/seeker/*'} element={<SeekerRoutes area={area} />} />
    </Routes>,
    { route, sessionUser: area === 'member' ? seeker : null },
  );
}

describe('jobIdFromParam', () => {
  it('takes the UUID off the public slug address', () => {
    expect(jobIdFromParam(`${ID}-remote-bookkeeper`)).toBe(ID);
    expect(jobIdFromParam(ID)).toBe(ID);
    expect(jobIdFromParam(undefined)).toBeNull();
  });
});

describe('JobDetailPage', () => {
  it('shows the job with Qualifications, save and share at /seeker/jobs/{id}', async () => {
    renderAt(`/seeker/jobs/${ID}`, 'member', () => ({ body: detail() }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Remote Bookkeeper' })).toBeInTheDocument();
    const article = screen.getByRole('article', { name: 'Remote Bookkeeper' });
    expect(article).toHaveTextContent('Private Company');
    expect(within(article).getByRole('heading', { name: 'Qualifications' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Remote Bookkeeper' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Share Remote Bookkeeper' })).toBeInTheDocument();
  });

  it('names the job type as the card badge does and writes the deadline as people read it', async () => {
    renderAt(`/seeker/jobs/${ID}`, 'member', () => ({
      body: detail({ jobType: 'TEMPORARY', type: 'project', applicationDeadline: '2026-12-10' }),
    }));
    const article = await screen.findByRole('article', { name: 'Remote Bookkeeper' });
    expect(within(article).getByText('Job type').nextElementSibling).toHaveTextContent('Temporary');
    const deadline = within(article).getByText('Dec 10, 2026');
    expect(deadline.tagName).toBe('TIME');
    expect(deadline).toHaveAttribute('datetime', '2026-12-10');
  });

  it('serves the public page /jobs/{id}-{slug} without sign-in and says when a job is closed', async () => {
    renderAt(`/jobs/${ID}-remote-bookkeeper`, 'public', () => ({
      body: detail({ status: 'filled', isOpen: false, closedReason: 'filled', isFilled: true }),
    }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Remote Bookkeeper' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('This job is filled and no longer takes applications.');
    expect(screen.getByText('Filled')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Apply Now' })).not.toBeInTheDocument();
  });

  it("offers visitors 'Apply Now' as the link through sign-in, back to this page with the dialog opening", async () => {
    renderAt(`/jobs/${ID}-remote-bookkeeper`, 'public', () => ({ body: detail() }));
    expect(await screen.findByRole('link', { name: 'Apply Now' })).toHaveAttribute(
      'href',
      signInPathFor({ action: 'apply', jobId: ID }, { pathname: `/jobs/${ID}-remote-bookkeeper`, search: '' }),
    );
  });

  it("offers a seeker 'Apply Now' as the dialog's button", async () => {
    renderAt(`/seeker/jobs/${ID}`, 'member', () => ({ body: detail() }));
    expect(await screen.findByRole('button', { name: 'Apply Now' })).toHaveAttribute('aria-haspopup', 'dialog');
  });

  it('shows the application status instead of Apply Now once the seeker applied', async () => {
    renderAt(`/seeker/jobs/${ID}`, 'member', () => ({
      body: detail({ applicationStatus: { hasApplied: true, status: 'reviewed' } }),
    }));
    expect(await screen.findByText('Reviewed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply Now' })).not.toBeInTheDocument();
  });

  it('shows not found for an unknown job', async () => {
    renderAt(`/seeker/jobs/${ID}`, 'member', () => ({ status: 404, body: { error: 'Job not found' } }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
