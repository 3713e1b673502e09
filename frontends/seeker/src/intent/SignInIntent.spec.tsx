import { Route, Routes, useLocation } from 'react-router';
import { screen, waitFor, within } from '@testing-library/react';
import { readSignInIntent } from '@marketplace/auth';
import {
  APPLICATION_MESSAGES,
  type JobCard,
  type JobDetail,
  type SeekerProfile,
  type SessionUser,
} from '@marketplace/contracts';
import {
  buildJobCard,
  buildJobsPage,
  buildSessionUser,
  buildUserProfile,
  mockApi,
  renderWithProviders,
} from '@marketplace/testing';
import SeekerRoutes from '../routes';
import { INTENT_MESSAGES } from './SignInIntent';

const seeker = buildSessionUser({ role: 'seeker', name: 'Maya Thompson', email: 'maya@example.com' });
const JOB_ID = '52d15793-bf6e-4170-aedc-ef072782e285';

function detail(card: JobCard, overrides: Partial<JobDetail> = {}): JobDetail {
  return {
    ...card,
    requirements: 'Two years of bookkeeping.',
    benefits: null,
    applicationDeadline: null,
    jobType: 'PART_TIME',
    experienceLevel: 'mid',
    website: null,
    linkedinProfile: null,
    contactPhone: null,
    isCompanyPrivate: false,
    isRemote: true,
    status: 'approved',
    isOpen: true,
    closedReason: null,
    expiresAt: null,
    publicUrl: `http://localhost/jobs/${card.id}-remote-bookkeeper`,
    ...overrides,
  };
}

const profile = {
  headline: null,
  location: null,
  phone: null,
  availability: null,
  experienceLevel: null,
  aboutMe: null,
  salaryExpectations: null,
  showSalaryExpectations: false,
  visibleToEmployers: false,
  skills: [],
  portfolioUrls: [],
  workExperience: null,
  education: [],
  userId: seeker.id,
  name: seeker.name,
  email: seeker.email,
  profilePictureUrl: null,
  resumes: [
    {
      id: 'r1',
      name: 'Main resume',
      uploadedAt: '2026-03-02T12:00:00Z',
      isDefault: true,
      fileName: 'r1.pdf',
      fileType: 'application/pdf',
      fileSize: 48_000,
      status: 'ready',
    },
  ],
  resumeLimit: 3,
  membershipPlan: 'gold',
  updatedAt: null,
} as SeekerProfile;

/** Shows the address, so a test sees the intent leave it. */
function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="Address">{`${pathname}${search}`}</output>;
}

function renderAt(route: string, { user = seeker as SessionUser | null, job = {} as Partial<JobDetail> } = {}) {
  const card = buildJobCard({ id: JOB_ID, title: 'Remote Bookkeeper', company: 'Harbor & Pine' });
  let saved = false;
  const fetchMock = mockApi({
    '/api/jobs': () => ({ body: buildJobsPage([card]) }),
    [`/api/jobs/${JOB_ID}`]: () => ({ body: detail(card, job) }),
    '/api/seeker/saved-jobs': () => ({ body: { jobs: saved ? [{ savedAt: '2026-03-01T00:00:00Z', job: card }] : [] } }),
    [`/api/seeker/saved-jobs/${JOB_ID}`]: (_url, init) => {
      saved = init.method === 'PUT';
      return { body: { jobId: JOB_ID, saved, savedAt: null } };
    },
    '/api/seeker/profile': () => ({ body: profile }),
    '/api/seeker/applications': () => ({ body: { applications: [] } }),
    '/api/user/profile': () => ({ body: buildUserProfile(seeker) }),
  });
  const view = renderWithProviders(
    <>
      <Routes>
        <Route path="/jobs/*" element={<SeekerRoutes area="public" />} />
        <Route path="/sign-in" element={<h1>Sign in page</h1>} />
      </Routes>
      <Address />
    </>,
    { route, sessionUser: user },
  );
  const calls = (path: string, method: string) =>
    fetchMock.mock.calls.filter(
      ([input, init]) =>
        new URL(String(input), 'http://localhost').pathname === path && (init?.method ?? 'GET') === method,
    ).length;
  return { ...view, calls };
}

const address = () => screen.getByRole('status', { name: 'Address' }).textContent ?? '';

describe('Visitors who press the heart or Apply Now', () => {
  it('go to sign in from the heart, with this page and the save intent as next', async () => {
    const { user, calls } = renderAt('/jobs?q=bookkeeper', { user: null });
    const card = await screen.findByRole('article', { name: 'Remote Bookkeeper' });
    await user.click(within(card).getByRole('button', { name: 'Save Remote Bookkeeper' }));
    expect(await screen.findByRole('heading', { name: 'Sign in page' })).toBeInTheDocument();
    const next = new URL(new URL(address(), 'http://localhost').searchParams.get('next')!, 'http://localhost');
    expect(next.pathname).toBe('/jobs');
    expect(next.searchParams.get('q')).toBe('bookkeeper');
    expect(readSignInIntent(next.searchParams)).toEqual({ action: 'save', jobId: JOB_ID });
    expect(calls(`/api/seeker/saved-jobs/${JOB_ID}`, 'PUT')).toBe(0);
  });

  it('go to sign in from Apply Now, in the same tab, with the apply intent as next', async () => {
    const { user } = renderAt('/jobs', { user: null });
    const card = await screen.findByRole('article', { name: 'Remote Bookkeeper' });
    const apply = within(card).getByRole('link', { name: 'Apply Now' });
    expect(apply).not.toHaveAttribute('target');
    await user.click(apply);
    expect(await screen.findByRole('heading', { name: 'Sign in page' })).toBeInTheDocument();
    const next = new URL(new URL(address(), 'http://localhost').searchParams.get('next')!, 'http://localhost');
    expect(next.pathname).toBe('/jobs');
    expect(readSignInIntent(next.searchParams)).toEqual({ action: 'apply', jobId: JOB_ID });
  });
});

describe('Back from sign-in with an intent', () => {
  it('saves the job once, says so, and takes the intent out of the address', async () => {
    const { calls } = renderAt(`/jobs?q=bookkeeper&intent=save:${JOB_ID}`);
    expect(await screen.findByText(INTENT_MESSAGES.saved)).toBeInTheDocument();
    await waitFor(() => expect(address()).toBe('/jobs?q=bookkeeper'));
    const card = await screen.findByRole('article', { name: 'Remote Bookkeeper' });
    await waitFor(() =>
      expect(within(card).getByRole('button', { name: 'Save Remote Bookkeeper' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    expect(calls(`/api/seeker/saved-jobs/${JOB_ID}`, 'PUT')).toBe(1);
  });

  it('opens the apply dialog for the job on the page the visitor left', async () => {
    renderAt(`/jobs?intent=apply:${JOB_ID}`);
    expect(await screen.findByRole('dialog', { name: 'Apply to Remote Bookkeeper' })).toBeInTheDocument();
    await waitFor(() => expect(address()).toBe('/jobs'));
  });

  it('also on the job page itself', async () => {
    renderAt(`/jobs/${JOB_ID}-remote-bookkeeper?intent=apply:${JOB_ID}`);
    expect(await screen.findByRole('dialog', { name: 'Apply to Remote Bookkeeper' })).toBeInTheDocument();
  });

  it('opens no dialog for a job that no longer takes applications, and says why', async () => {
    renderAt(`/jobs?intent=apply:${JOB_ID}`, {
      job: { isOpen: false, status: 'filled', isFilled: true, closedReason: 'filled' },
    });
    expect(await screen.findByText(APPLICATION_MESSAGES.jobClosed)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says the seeker applied already, rather than that the job is closed, when they had', async () => {
    renderAt(`/jobs?intent=apply:${JOB_ID}`, {
      job: { applicationStatus: { hasApplied: true, status: 'pending' } },
    });
    expect(await screen.findByText(APPLICATION_MESSAGES.alreadyApplied)).toBeInTheDocument();
    expect(screen.queryByText(APPLICATION_MESSAGES.jobClosed)).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does nothing for someone who is not a seeker, but drops the intent', async () => {
    const { calls } = renderAt(`/jobs?intent=save:${JOB_ID}`, { user: buildSessionUser({ role: 'employer' }) });
    await waitFor(() => expect(address()).toBe('/jobs'));
    expect(calls(`/api/seeker/saved-jobs/${JOB_ID}`, 'PUT')).toBe(0);
    expect(screen.queryByText(INTENT_MESSAGES.saved)).not.toBeInTheDocument();
  });
});
