import { Route, Routes } from 'react-router';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { resetProfileFetchGate, signInPathFor } from '@marketplace/auth';
import {
  APPLICATION_MESSAGES,
  ENTITLEMENT_MESSAGES,
  RESUME_MESSAGES,
  type JobCard,
  type JobDetail,
  type ResumeSummary,
  type SeekerApplication,
  type SeekerProfile,
} from '@marketplace/contracts';
import {
  buildJobCard,
  buildJobsPage,
  buildSessionUser,
  buildUserProfile,
  mockApi,
  renderWithProviders,
  type FetchHandler,
  type MockReply,
} from '@marketplace/testing';
import SeekerRoutes from '../routes';
import { coverLetterCount, plansPathFor } from './ApplyDialog';

const seeker = buildSessionUser({ role: 'seeker', name: 'Maya Thompson', email: 'maya@example.com' });
const JOB_ID = '52d15793-bf6e-4170-aedc-ef072782e285';

function resume(id: string, overrides: Partial<ResumeSummary> = {}): ResumeSummary {
  return {
    id,
    name: `Resume ${id}`,
    uploadedAt: '2026-03-02T12:00:00Z',
    isDefault: false,
    fileName: `${id}.pdf`,
    fileType: 'application/pdf',
    fileSize: 48_000,
    status: 'ready',
    ...overrides,
  };
}

function buildProfile(overrides: Partial<SeekerProfile> = {}): SeekerProfile {
  return {
    headline: 'Bookkeeper for small businesses',
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
    resumes: [resume('r1', { name: 'Short resume' }), resume('r2', { name: 'Main resume', isDefault: true })],
    resumeLimit: 3,
    membershipPlan: 'gold',
    updatedAt: null,
    ...overrides,
  };
}

function application(overrides: Partial<SeekerApplication> = {}): SeekerApplication {
  return {
    id: 'a1',
    job: { id: JOB_ID, title: 'Remote Bookkeeper', status: 'approved' },
    company: { name: 'Harbor & Pine', logoUrl: null },
    appliedAt: '2026-12-10T15:00:00Z',
    status: 'pending',
    interviewStage: null,
    nextInterviewAt: null,
    nextInterview: null,
    withdrawn: false,
    withdrawnAt: null,
    coverLetter: null,
    resumeId: 'r2',
    ...overrides,
  };
}

function detail(card: JobCard): JobDetail {
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
  };
}

interface Setup {
  profile?: SeekerProfile;
  apply?: (body: Record<string, unknown>) => MockReply;
  routes?: Record<string, FetchHandler>;
  route?: string;
  card?: Partial<JobCard>;
}

function renderApply({
  profile = buildProfile(),
  apply = () => ({ status: 201, body: application() }),
  routes = {},
  route = '/seeker/jobs',
  card = {},
}: Setup = {}) {
  const job = buildJobCard({ id: JOB_ID, title: 'Remote Bookkeeper', company: 'Harbor & Pine', ...card });
  const sent: Record<string, unknown>[] = [];
  const fetchMock = mockApi({
    '/api/jobs': () => ({ body: buildJobsPage([job]) }),
    [`/api/jobs/${JOB_ID}`]: () => ({ body: detail(job) }),
    '/api/seeker/profile': () => ({ body: profile }),
    '/api/seeker/saved-jobs': () => ({ body: { jobs: [] } }),
    '/api/user/profile': () => ({ body: buildUserProfile(seeker) }),
    '/api/seeker/applications': (_url, init) => {
      if (init.method !== 'POST') return { body: { applications: [] } };
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      sent.push(body);
      return apply(body);
    },
    ...routes,
  });
  const view = renderWithProviders(
    <Routes>
      <Route path="/seeker/*" element={<SeekerRoutes />} />
    </Routes>,
    { route, sessionUser: seeker },
  );
  const requests = (path: string) =>
    fetchMock.mock.calls.filter(([input]) => new URL(String(input), 'http://localhost').pathname === path).length;
  return { ...view, job, sent, requests };
}

async function openFromCard(user: ReturnType<typeof renderApply>['user']) {
  const card = await screen.findByRole('article', { name: 'Remote Bookkeeper' });
  await user.click(within(card).getByRole('button', { name: 'Apply Now' }));
  // The form loads on first use (a loading dialog shows meanwhile): wait for it.
  await screen.findByRole('group', { name: 'Resume' });
  return { card, dialog: screen.getByRole('dialog', { name: 'Apply to Remote Bookkeeper' }) };
}

beforeEach(() => resetProfileFetchGate());

describe('coverLetterCount', () => {
  it('counts the trimmed text, as the server does, against 5,000', () => {
    expect(coverLetterCount('  Hello  ').label).toBe('5 / 5,000 characters');
    expect(coverLetterCount('x'.repeat(5_002))).toEqual({
      count: 5_002,
      over: 2,
      label: '5,002 / 5,000 characters (2 over the limit)',
    });
  });
});

describe('ApplyDialog', () => {
  it('opens from a card with the default resume chosen and says what the employer will see', async () => {
    const { user } = renderApply();
    const { dialog } = await openFromCard(user);
    expect(dialog).toHaveAccessibleDescription('Harbor & Pine');
    expect(within(dialog).getByRole('radio', { name: /Main resume/ })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: /Short resume/ })).not.toBeChecked();
    const summary = within(dialog).getByRole('region', { name: 'What the employer will see' });
    expect(summary).toHaveTextContent('Maya Thompson');
    expect(summary).toHaveTextContent('Bookkeeper for small businesses');
    expect(summary).toHaveTextContent('Main resume (r2.pdf)');
    expect(summary).toHaveTextContent('Cover letterNone');

    await user.click(within(dialog).getByRole('radio', { name: /Short resume/ }));
    expect(summary).toHaveTextContent('Short resume (r1.pdf)');
  });

  it('counts the cover letter as it is typed and refuses one over 5,000 characters before sending', async () => {
    const { user, sent } = renderApply();
    const { dialog } = await openFromCard(user);
    const letter = within(dialog).getByRole('textbox', { name: 'Cover letter (optional)' });
    expect(letter).toHaveAccessibleDescription('0 / 5,000 characters');
    await user.type(letter, 'Hello');
    expect(letter).toHaveAccessibleDescription('5 / 5,000 characters');
    expect(within(dialog).getByRole('region', { name: 'What the employer will see' })).toHaveTextContent(
      'Included (5 characters)',
    );

    fireEvent.change(letter, { target: { value: 'x'.repeat(5_001) } });
    expect(within(dialog).getByText('5,001 / 5,000 characters (1 over the limit)')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send application' }));
    expect(letter).toHaveAttribute('aria-invalid', 'true');
    expect(letter).toHaveAccessibleDescription(expect.stringContaining(APPLICATION_MESSAGES.coverLetterTooLong));
    await waitFor(() => expect(letter).toHaveFocus());
    expect(sent).toEqual([]);
  });

  it('asks for a resume when the seeker has none, and offers the dropzone to upload one', async () => {
    const { user, sent } = renderApply({ profile: buildProfile({ resumes: [], resumeLimit: 1 }) });
    const { dialog } = await openFromCard(user);
    expect(within(dialog).getByText('You have no resume yet. Upload one to apply with it.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Upload a resume' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send application' }));
    expect(within(dialog).getByRole('group', { name: 'Resume' })).toHaveAccessibleDescription(
      APPLICATION_MESSAGES.resumeRequired,
    );
    expect(sent).toEqual([]);
  });

  it('uploads a resume through the dropzone, chooses it and applies with it', async () => {
    const server = { profile: buildProfile({ resumes: [], resumeLimit: 1 }) };
    const { user, sent } = renderApply({
      routes: {
        '/api/seeker/profile': () => ({ body: server.profile }),
        '/api/upload/presigned-url': () => ({
          body: {
            uploadUrl: 'https://storage.example/bucket/u1?signature=abc',
            fileKey: 'u1',
            fileUrl: 'https://storage.example/bucket/u1',
            uploadId: 'u1',
            expiresAt: '2026-03-02T13:00:00Z',
          },
        }),
        '/bucket/u1': () => ({ status: 200 }),
        '/api/upload/confirm': () => ({
          body: {
            file: {
              id: 'u1',
              fileUrl: 'https://storage.example/bucket/u1',
              fileName: 'cv.pdf',
              fileType: 'application/pdf',
              fileSize: 9,
              uploadType: 'document',
              status: 'processing',
              rejectionReason: null,
              url: null,
              createdAt: '2026-03-02T12:00:00Z',
            },
          },
        }),
        '/api/seeker/resumes': () => {
          const added = resume('u1', { name: 'cv', isDefault: true, status: 'processing' });
          server.profile = { ...server.profile, resumes: [added] };
          return { status: 201, body: added };
        },
      },
    });
    const { dialog } = await openFromCard(user);
    const input = within(dialog)
      .getAllByLabelText('Upload a resume')
      .find((element) => element.tagName === 'INPUT') as HTMLInputElement;
    await user.upload(input, new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' }));
    expect(await within(dialog).findByRole('radio', { name: /cv/ })).toBeChecked();
    // The plan keeps one version: the dropzone gives way, and the dialog still says the upload worked.
    expect(within(dialog).getByText(RESUME_MESSAGES.uploaded)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send application' }));
    await waitFor(() => expect(sent).toEqual([{ jobId: JOB_ID, resumeId: 'u1', coverLetter: null }]));
  });

  it('offers another upload below the plan limit, and the profile at the limit', async () => {
    const { user } = renderApply({
      profile: buildProfile({ resumes: [resume('r2', { name: 'Main resume', isDefault: true })], resumeLimit: 1 }),
    });
    const { dialog } = await openFromCard(user);
    expect(within(dialog).queryByRole('button', { name: 'Upload another resume' })).not.toBeInTheDocument();
    const group = within(dialog).getByRole('group', { name: 'Resume' });
    expect(within(group).getByRole('link', { name: 'your profile' })).toHaveAttribute('href', '/seeker/profile');
  });

  it('reveals the dropzone on request when the plan keeps more versions', async () => {
    const { user } = renderApply();
    const { dialog } = await openFromCard(user);
    await user.click(within(dialog).getByRole('button', { name: 'Upload another resume' }));
    expect(within(dialog).getByRole('button', { name: 'Upload a resume' })).toBeInTheDocument();
  });

  it("shows the server's field errors (400) on the fields", async () => {
    const { user } = renderApply({
      apply: () => ({
        status: 400,
        body: {
          error: 'Please check the highlighted fields',
          fieldErrors: { resumeId: [APPLICATION_MESSAGES.resumeNotYours] },
        },
      }),
    });
    const { dialog } = await openFromCard(user);
    await user.click(within(dialog).getByRole('button', { name: 'Send application' }));
    const group = within(dialog).getByRole('group', { name: 'Resume' });
    await waitFor(() => expect(group).toHaveAccessibleDescription(APPLICATION_MESSAGES.resumeNotYours));
    expect(within(dialog).getByRole('radio', { name: /Main resume/ })).toHaveAttribute('aria-invalid', 'true');
  });

  it("shows each of a field's several messages, and each message of a field not on the form, on a line of its own", async () => {
    const { user } = renderApply({
      apply: () => ({
        status: 400,
        body: {
          error: 'Please check the highlighted fields',
          fieldErrors: {
            resumeId: [APPLICATION_MESSAGES.resumeRequired, APPLICATION_MESSAGES.resumeNotYours],
            jobId: [APPLICATION_MESSAGES.jobClosed, APPLICATION_MESSAGES.alreadyApplied],
          },
        },
      }),
    });
    const { dialog } = await openFromCard(user);
    await user.click(within(dialog).getByRole('button', { name: 'Send application' }));
    const group = within(dialog).getByRole('group', { name: 'Resume' });
    await waitFor(() => expect(group).toHaveAttribute('aria-describedby'));
    const described = document.getElementById(group.getAttribute('aria-describedby') ?? '') as HTMLElement;
    expect(
      within(described)
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual([APPLICATION_MESSAGES.resumeRequired, APPLICATION_MESSAGES.resumeNotYours]);
    const alert = await within(dialog).findByRole('alert');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual([APPLICATION_MESSAGES.jobClosed, APPLICATION_MESSAGES.alreadyApplied]);
  });

  it('sends a seeker without a plan to the plans instead of the form: applying needs a plan or a trial', async () => {
    const { user, sent } = renderApply({ profile: buildProfile({ membershipPlan: 'none', resumeLimit: 1 }) });
    const card = await screen.findByRole('article', { name: 'Remote Bookkeeper' });
    await user.click(within(card).getByRole('button', { name: 'Apply Now' }));
    // The form loads on first use (a loading dialog shows meanwhile): wait for what replaces it.
    expect(await screen.findByRole('note')).toHaveTextContent(ENTITLEMENT_MESSAGES.planRequired);
    const dialog = screen.getByRole('dialog', { name: 'Apply to Remote Bookkeeper' });
    expect(within(dialog).queryByRole('group', { name: 'Resume' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Send application' })).not.toBeInTheDocument();
    const plans = within(dialog).getByRole('link', { name: ENTITLEMENT_MESSAGES.choosePlan });
    // With the way back: this page, where the form opens again once the seeker has a plan.
    expect(plans).toHaveAttribute('href', plansPathFor(JOB_ID, { pathname: '/seeker/jobs', search: '' }));
    expect(new URL(plans.getAttribute('href')!, 'http://localhost').searchParams.get('next')).toBe(
      `/seeker/jobs?intent=apply%3A${JOB_ID}`,
    );
    await user.click(plans);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Apply to Remote Bookkeeper' })).not.toBeInTheDocument(),
    );
    expect(sent).toEqual([]);
  });

  it('links to the plans when the server refuses for want of a plan (403: it ended while the dialog was open)', async () => {
    const { user } = renderApply({
      apply: () => ({ status: 403, body: { error: ENTITLEMENT_MESSAGES.planRequired } }),
    });
    const { dialog } = await openFromCard(user);
    await user.click(within(dialog).getByRole('button', { name: 'Send application' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(ENTITLEMENT_MESSAGES.planRequired);
    expect(within(alert).getByRole('link', { name: ENTITLEMENT_MESSAGES.choosePlan })).toHaveAttribute(
      'href',
      plansPathFor(JOB_ID, { pathname: '/seeker/jobs', search: '' }),
    );
    expect(within(alert).queryByRole('link', { name: 'Complete your profile' })).not.toBeInTheDocument();
  });

  it("shows the server's 409 message, and keeps the dialog open", async () => {
    const { user } = renderApply({
      apply: () => ({ status: 409, body: { error: APPLICATION_MESSAGES.alreadyApplied } }),
    });
    const { dialog } = await openFromCard(user);
    await user.click(within(dialog).getByRole('button', { name: 'Send application' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(APPLICATION_MESSAGES.alreadyApplied);
    expect(within(dialog).queryByRole('link', { name: 'Complete your profile' })).not.toBeInTheDocument();
  });

  it('names what the profile lacks and links to the profile page to complete it', async () => {
    const message = APPLICATION_MESSAGES.profileIncomplete(['name', 'resume']);
    const { user } = renderApply({ apply: () => ({ status: 409, body: { error: message } }) });
    const { dialog } = await openFromCard(user);
    await user.click(within(dialog).getByRole('button', { name: 'Send application' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Please complete your profile before applying: add your name and upload a resume');
    expect(within(alert).getByRole('link', { name: 'Complete your profile' })).toHaveAttribute(
      'href',
      '/seeker/profile',
    );
    await waitFor(() => expect(alert).toHaveFocus());
  });

  it('sends the application and the card shows the new status without fetching the jobs again', async () => {
    const { user, sent, requests } = renderApply({
      apply: () => ({ status: 201, body: application({ status: 'pending' }) }),
    });
    const { card, dialog } = await openFromCard(user);
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Cover letter (optional)' }),
      '  I keep small-business books.  ',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send application' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([{ jobId: JOB_ID, resumeId: 'r2', coverLetter: 'I keep small-business books.' }]);
    expect(within(card).getByText('Application Pending')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Apply Now' })).not.toBeInTheDocument();
    expect(await screen.findByText(APPLICATION_MESSAGES.applied)).toBeInTheDocument();
    expect(requests('/api/jobs')).toBe(1);
    // The opener is gone: focus lands on the card's View Details link, not the page's top.
    expect(within(card).getByRole('link', { name: 'View Details' })).toHaveFocus();
  });

  it('sends no cover letter when it is left blank', async () => {
    const { user, sent } = renderApply();
    const { dialog } = await openFromCard(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Cover letter (optional)' }), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Send application' }));
    await waitFor(() => expect(sent).toEqual([{ jobId: JOB_ID, resumeId: 'r2', coverLetter: null }]));
  });

  it('closes on Cancel and on Escape, sending nothing', async () => {
    const { user, sent } = renderApply();
    const { dialog } = await openFromCard(user);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply Now' })).toHaveFocus();
    await openFromCard(user);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('applies from the job page, whose badge then shows the status', async () => {
    const { user } = renderApply({
      route: `/seeker/jobs/${JOB_ID}`,
      apply: () => ({ status: 201, body: application({ status: 'pending' }) }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Remote Bookkeeper' });
    await user.click(screen.getByRole('button', { name: 'Apply Now' }));
    // A loading dialog shows until the form's code has arrived: wait for the form itself.
    await screen.findByRole('radio', { name: /Main resume/ });
    const dialog = screen.getByRole('dialog', { name: 'Apply to Remote Bookkeeper' });
    await user.click(within(dialog).getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText('Application Pending')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply Now' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Remote Bookkeeper' })).toHaveFocus();
  });

  it('opens by itself at the apply anchor, where visitors are sent through sign-in', async () => {
    renderApply({ route: `/seeker/jobs/${JOB_ID}#apply` });
    expect(await screen.findByRole('radio', { name: /Main resume/ })).toBeChecked();
    expect(screen.getByRole('dialog', { name: 'Apply to Remote Bookkeeper' })).toBeInTheDocument();
  });

  it('offers no Apply Now on a job the seeker applied to, showing the status instead', async () => {
    renderApply({ card: { applicationStatus: { hasApplied: true, status: 'interview' } } });
    const card = await screen.findByRole('article', { name: 'Remote Bookkeeper' });
    expect(within(card).getByText('Interview Scheduled')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Apply Now' })).not.toBeInTheDocument();
  });
});

describe('Apply Now for visitors', () => {
  it('is the link to sign in, which brings them back here with the dialog opening', async () => {
    const job = buildJobCard({ id: JOB_ID, title: 'Remote Bookkeeper' });
    mockApi({ '/api/jobs': () => ({ body: buildJobsPage([job]) }) });
    renderWithProviders(
      <Routes>
        <Route path="/jobs/*" element={<SeekerRoutes area="public" />} />
      </Routes>,
      { route: '/jobs', sessionUser: null },
    );
    const card = await screen.findByRole('article', { name: 'Remote Bookkeeper' });
    expect(within(card).getByRole('link', { name: 'Apply Now' })).toHaveAttribute(
      'href',
      signInPathFor({ action: 'apply', jobId: JOB_ID }, { pathname: '/jobs', search: '' }),
    );
  });
});
