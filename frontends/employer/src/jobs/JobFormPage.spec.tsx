import { Link, Route, Routes, useNavigate } from 'react-router';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { resetProfileFetchGate } from '@marketplace/auth';
import {
  EMPLOYER_PACKAGES_PATH,
  JOB_FORM_MESSAGES,
  JOB_TYPE_CARD_HINT,
  LIMITS,
  PACKAGE_MESSAGES,
  type EmployerJob,
  type JobPostingRequest,
} from '@marketplace/contracts';
import {
  buildSessionUser,
  buildUserProfile,
  mockApi,
  renderWithProviders,
  type FetchHandler,
} from '@marketplace/testing';
import EmployerRoutes from '../routes';
import { EMPTY_FORM, fromValues, type JobFormState } from './form-model';
import { localDraftKey } from './local-draft';

const employer = buildSessionUser({ role: 'employer', name: 'Jordan Ellis', companyName: 'Harbor & Pine Accounting' });
const DESCRIPTION =
  'You will keep the books of twenty small clients, reconcile accounts monthly and prepare clear reports for owners.';
const QUALIFICATIONS = 'Two years of bookkeeping experience and comfort with QuickBooks Online.';

function savedJob(id: string, body: JobPostingRequest): EmployerJob {
  return {
    id,
    title: body.title ?? '',
    status: body.draft ? 'draft' : 'pending_review',
    statusLabel: body.draft ? 'Draft' : 'In review',
    counts: { applications: 0 },
    postedAt: null,
    expiresAt: null,
    createdAt: '2026-03-01T00:00:00Z',
    updatedAt: '2026-03-01T00:00:00Z',
    rejectionReason: null,
    actions: ['edit'],
    form: {
      title: body.title ?? '',
      description: body.description ?? '',
      requirements: body.requirements ?? '',
      salaryMin: body.salaryMin ?? null,
      salaryMax: body.salaryMax ?? null,
      salaryType: (body.salaryType as 'yearly') ?? 'yearly',
      location: body.location ?? '',
      jobType: (body.jobType as 'PART_TIME') ?? '',
      experienceLevel: (body.experienceLevel as 'mid') ?? '',
      category: (body.category as 'Accounting') ?? '',
      skills: body.skills ?? [],
      benefits: body.benefits ?? '',
      applicationDeadline: body.applicationDeadline ?? null,
      website: body.website ?? '',
      linkedinProfile: body.linkedinProfile ?? '',
      contactPhone: body.contactPhone ?? '',
      isCompanyPrivate: body.isCompanyPrivate ?? false,
      isFlexible: body.isFlexible ?? false,
    },
  };
}

/** What the shell's frame offers around a page: a link elsewhere in the app and the browser's back button. */
function FrameNavigation() {
  const navigate = useNavigate();
  return (
    <nav aria-label="Frame">
      <Link to="/employer/jobs">Your jobs</Link>
      <button type="button" onClick={() => navigate(-1)}>
        Browser back
      </button>
    </nav>
  );
}

function renderAt(
  route: string,
  routes: Record<string, FetchHandler> = {},
  history: string[] = [route],
  sessionUser = employer,
) {
  const fetchMock = mockApi({
    '/api/user/profile': () => ({ body: buildUserProfile(sessionUser) }),
    '/api/employer/jobs': () => ({ body: { jobs: [] } }),
    ...routes,
  });
  const view = renderWithProviders(
    <>
      <FrameNavigation />
      <Routes>
        <Route path="/employer/*" element={<EmployerRoutes />} />
      </Routes>
    </>,
    { initialEntries: history, sessionUser },
  );
  return { ...view, fetchMock };
}

function bodiesOf(fetchMock: jest.Mock, method: string, path: string): JobPostingRequest[] {
  return fetchMock.mock.calls
    .filter(
      ([input, init]) =>
        new URL(String(input), 'http://localhost').pathname === path && (init?.method ?? 'GET') === method,
    )
    .map(([, init]) => JSON.parse(String(init?.body)) as JobPostingRequest);
}

async function fillValidForm(user: ReturnType<typeof renderAt>['user']) {
  await user.type(screen.getByLabelText(/^Job title/), 'Part-time Bookkeeper');
  await user.selectOptions(screen.getByLabelText(/^Category/), 'Accounting');
  await user.click(screen.getByLabelText(/^Description/));
  await user.paste(DESCRIPTION);
  await user.click(screen.getByLabelText(/^Qualifications/));
  await user.paste(QUALIFICATIONS);
  await user.type(screen.getByRole('combobox', { name: 'Skills' }), 'QuickBooks{Enter}');
  await user.type(screen.getByLabelText(/^Location/), 'Remote');
  await user.selectOptions(screen.getByLabelText(/^Job type/), 'PART_TIME');
  await user.selectOptions(screen.getByLabelText(/^Experience level/), 'mid');
  await user.type(screen.getByLabelText(/^Minimum salary/), '25');
  await user.type(screen.getByLabelText(/^Maximum salary/), '35');
  await user.selectOptions(screen.getByLabelText(/^Salary type/), 'hourly');
}

beforeEach(() => {
  resetProfileFetchGate();
  window.localStorage.clear();
});

describe('JobFormPage (new)', () => {
  it('has the three sections with every field, requirements labelled Qualifications', async () => {
    renderAt('/employer/jobs/new');
    expect(await screen.findByRole('heading', { level: 1, name: 'Post a job' })).toBeInTheDocument();
    const basic = screen.getByRole('group', { name: 'Basic Information' });
    const details = screen.getByRole('group', { name: 'Job Details' });
    const pay = screen.getByRole('group', { name: 'Compensation' });
    for (const name of [/^Job title/, /^Category/, /^Description/, /^Qualifications/])
      expect(within(basic).getByLabelText(name)).toBeInTheDocument();
    expect(within(basic).getByRole('combobox', { name: 'Skills' })).toBeInTheDocument();
    for (const name of [
      /^Location/,
      /^Job type/,
      /^Experience level/,
      /^Application deadline/,
      /^Benefits/,
      /^Company website/,
      /^LinkedIn profile/,
      /^Contact phone/,
    ]) {
      expect(within(details).getByLabelText(name)).toBeInTheDocument();
    }
    expect(within(details).getByRole('checkbox', { name: /Keep my company private/ })).not.toBeChecked();
    for (const name of [/^Minimum salary/, /^Maximum salary/, /^Salary type/])
      expect(within(pay).getByLabelText(name)).toBeInTheDocument();
    expect(within(screen.getByLabelText(/^Category/)).getAllByRole('option')).toHaveLength(29);
    // Four job types that read as four choices, with how the extra two show on cards.
    expect(
      within(screen.getByLabelText(/^Job type/))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select a job type', 'Full-time', 'Part-time', 'Permanent', 'Temporary']);
    expect(screen.getByLabelText(/^Job type/)).toHaveAccessibleDescription(JOB_TYPE_CARD_HINT);
    expect(screen.getByRole('button', { name: 'Save Draft' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
  });

  it('validates a field when it is left and again on every change', async () => {
    const { user } = renderAt('/employer/jobs/new');
    const title = await screen.findByLabelText(/^Job title/);
    await user.click(title);
    expect(title).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(title).toHaveAccessibleDescription('Job title is required');
    await user.type(title, 'A');
    expect(title).not.toHaveAttribute('aria-invalid');
    await user.type(title, 'b'.repeat(100));
    expect(title).toHaveAccessibleDescription('Title must be less than 100 characters');

    const description = screen.getByLabelText(/^Description/);
    await user.type(description, 'Too short');
    await user.tab();
    expect(description).toHaveAccessibleDescription(
      expect.stringContaining('Job description must be at least 100 characters'),
    );
    const qualifications = screen.getByLabelText(/^Qualifications/);
    await user.type(qualifications, 'Short');
    await user.tab();
    expect(qualifications).toHaveAccessibleDescription(
      expect.stringContaining('Qualifications must be at least 50 characters'),
    );
  });

  it('shows the salary messages, including the min/max pair', async () => {
    const { user } = renderAt('/employer/jobs/new');
    const min = await screen.findByLabelText(/^Minimum salary/);
    const max = screen.getByLabelText(/^Maximum salary/);
    await user.click(min);
    await user.tab();
    expect(min).toHaveAccessibleDescription('Minimum salary is required');
    expect(max).toHaveAccessibleDescription('Maximum salary is required');
    await user.type(min, '2000000');
    expect(min).toHaveAccessibleDescription('Salary must be reasonable');
    await user.clear(min);
    await user.type(min, '90000');
    await user.type(max, '50000');
    expect(min).toHaveAccessibleDescription('Minimum salary cannot exceed maximum salary');
    expect(max).toHaveAccessibleDescription('Maximum salary must be at least the minimum salary');
    await user.clear(max);
    await user.type(max, '95000');
    expect(min).not.toHaveAttribute('aria-invalid');
    expect(max).not.toHaveAttribute('aria-invalid');
  });

  it('formats the phone as typed and checks links and the deadline', async () => {
    const { user } = renderAt('/employer/jobs/new');
    const phone = await screen.findByLabelText(/^Contact phone/);
    await user.type(phone, '555');
    expect(phone).toHaveValue('(555');
    await user.type(phone, '1234567');
    expect(phone).toHaveValue('(555) 123-4567');
    await user.clear(phone);
    await user.type(phone, '55512');
    await user.tab();
    expect(phone).toHaveAccessibleDescription('Please enter a valid phone number');

    const website = screen.getByLabelText(/^Company website/);
    await user.type(website, 'not a url');
    await user.tab();
    expect(website).toHaveAccessibleDescription('Please enter a valid URL');
    const linkedin = screen.getByLabelText(/^LinkedIn profile/);
    await user.type(linkedin, 'https://example.com/me');
    await user.tab();
    expect(linkedin).toHaveAccessibleDescription('Please enter a valid LinkedIn URL');

    const deadline = screen.getByLabelText(/^Application deadline/);
    fireEvent.change(deadline, { target: { value: '2020-01-01' } });
    expect(deadline).toHaveAccessibleDescription('Application deadline cannot be in the past');
  });

  it('selects, but never more than 10, skills', async () => {
    const { user } = renderAt('/employer/jobs/new');
    const skills = await screen.findByRole('combobox', { name: 'Skills' });
    for (let i = 1; i <= 11; i++) await user.type(skills, `Skill ${i}{Enter}`);
    expect(within(screen.getByRole('list', { name: 'Selected skills' })).getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByText("You've reached the maximum of 10 skills. Remove some to add others.")).toBeInTheDocument();
  });

  it('refuses a skill over the per-skill limit or of invisible characters only, with the server rule message', async () => {
    const { user } = renderAt('/employer/jobs/new');
    const skills = await screen.findByRole('combobox', { name: 'Skills' });
    await user.click(skills);
    await user.paste('x'.repeat(LIMITS.jobSkillMax + 1));
    await user.keyboard('{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent(JOB_FORM_MESSAGES.skillTooLong);
    expect(skills).toHaveAccessibleDescription(JOB_FORM_MESSAGES.skillTooLong);
    expect(screen.queryByRole('list', { name: 'Selected skills' })).not.toBeInTheDocument();

    await user.keyboard('{Backspace}{Enter}');
    expect(within(screen.getByRole('list', { name: 'Selected skills' })).getAllByRole('listitem')).toHaveLength(1);
    expect(skills).toHaveValue('');
    expect(skills).not.toHaveAttribute('aria-invalid');

    await user.paste('\u200B\u2060');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent(JOB_FORM_MESSAGES.skillBlank);
    expect(within(screen.getByRole('list', { name: 'Selected skills' })).getAllByRole('listitem')).toHaveLength(1);
  });

  it('checks location, benefits and link lengths with the server rule messages', async () => {
    const { user } = renderAt('/employer/jobs/new');
    const cases: Array<[RegExp, string, string]> = [
      [/^Location/, 'x'.repeat(LIMITS.jobLocationMax + 1), JOB_FORM_MESSAGES.locationTooLong],
      [/^Benefits/, 'x'.repeat(LIMITS.jobBenefitsMax + 1), JOB_FORM_MESSAGES.benefitsTooLong],
      [/^Company website/, `https://acme.co/${'x'.repeat(LIMITS.jobUrlMax)}`, JOB_FORM_MESSAGES.websiteTooLong],
      [
        /^LinkedIn profile/,
        `https://linkedin.com/in/${'x'.repeat(LIMITS.jobUrlMax)}`,
        JOB_FORM_MESSAGES.linkedinTooLong,
      ],
    ];
    await screen.findByLabelText(/^Location/);
    for (const [label, text, message] of cases) {
      const field = screen.getByLabelText(label);
      await user.click(field);
      await user.paste(text);
      await user.tab();
      expect(field).toHaveAccessibleDescription(message);
    }
  });

  it('counts description characters as the rule does, invisible ones not at all', async () => {
    const { user } = renderAt('/employer/jobs/new');
    const description = await screen.findByLabelText(/^Description/);
    await user.click(description);
    await user.paste('\u200B'.repeat(120));
    expect(description).toHaveAccessibleDescription(
      `At least ${LIMITS.jobDescriptionMin} characters (0/${LIMITS.jobDescriptionMax}).`,
    );
    await user.clear(description);
    await user.paste('  Bookkeeping  ');
    expect(description).toHaveAccessibleDescription(
      `At least ${LIMITS.jobDescriptionMin} characters (11/${LIMITS.jobDescriptionMax}).`,
    );
  });

  it('saves a draft with required fields empty and moves to its edit address', async () => {
    const { user, fetchMock } = renderAt('/employer/jobs/new', {
      '/api/employer/jobs': (_url, init) =>
        init.method === 'POST'
          ? { status: 201, body: savedJob('job-7', JSON.parse(String(init.body))) }
          : { body: { jobs: [] } },
      '/api/employer/jobs/job-7': () => ({ body: savedJob('job-7', { title: 'Bookkeeper', draft: true }) }),
    });
    await user.type(await screen.findByLabelText(/^Job title/), 'Bookkeeper');
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(await screen.findByText('Draft saved')).toBeInTheDocument();
    const [body] = bodiesOf(fetchMock, 'POST', '/api/employer/jobs');
    expect(body).toMatchObject({ title: 'Bookkeeper', draft: true, description: '', salaryMin: null });
    // The edit address loads the saved draft back (the address changes after the form shows the new id).
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([input]) => new URL(String(input), 'http://localhost').pathname === '/api/employer/jobs/job-7',
        ),
      ).toBe(true),
    );
    expect(await screen.findByLabelText(/^Job title/)).toHaveValue('Bookkeeper');
    expect(screen.getByRole('heading', { level: 1, name: 'Edit job' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Draft' })).toBeInTheDocument();
  });

  it('keeps limits on drafts: a too-long title stops the save', async () => {
    const { user, fetchMock } = renderAt('/employer/jobs/new');
    const title = await screen.findByLabelText(/^Job title/);
    await user.click(title);
    await user.paste('x'.repeat(101));
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(title).toHaveAccessibleDescription('Title must be less than 100 characters');
    expect(title).toHaveFocus();
    expect(bodiesOf(fetchMock, 'POST', '/api/employer/jobs')).toHaveLength(0);
  });

  it('Continue shows every missing field and moves focus to the first', async () => {
    const { user } = renderAt('/employer/jobs/new');
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(screen.getByLabelText(/^Job title/)).toHaveFocus();
    expect(screen.getByLabelText(/^Category/)).toHaveAccessibleDescription('Please select a job category');
    expect(screen.getByLabelText(/^Location/)).toHaveAccessibleDescription('Location is required');
    expect(screen.getByLabelText(/^Job type/)).toHaveAccessibleDescription(
      `${JOB_TYPE_CARD_HINT} Please select a job type`,
    );
    expect(screen.getByLabelText(/^Experience level/)).toHaveAccessibleDescription('Please select an experience level');
    expect(screen.getByRole('alert')).toHaveTextContent('Please fix the highlighted fields.');
  });

  it('previews the card and page as seekers see them, then submits for review', async () => {
    const { user, fetchMock } = renderAt('/employer/jobs/new', {
      '/api/employer/jobs': (_url, init) =>
        init.method === 'POST'
          ? { status: 201, body: savedJob('job-9', JSON.parse(String(init.body))) }
          : { body: { jobs: [] } },
    });
    await screen.findByLabelText(/^Job title/);
    await fillValidForm(user);
    await user.click(screen.getByRole('checkbox', { name: /Keep my company private/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Preview your job' })).toBeInTheDocument();
    const card = within(screen.getByRole('region', { name: 'Job card preview' })).getByTestId('job-card');
    expect(within(card).getByRole('heading', { name: 'Part-time Bookkeeper' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Private Company');
    expect(card).toHaveTextContent('$25 - $35/hr');
    const page = screen.getByRole('region', { name: 'Job page preview' });
    expect(await within(page).findByRole('heading', { name: 'Qualifications' })).toBeInTheDocument();
    expect(page).toHaveTextContent(QUALIFICATIONS);
    expect(page).not.toHaveTextContent('Harbor & Pine');

    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    expect(await screen.findByText('Job submitted for review')).toBeInTheDocument();
    const [body] = bodiesOf(fetchMock, 'POST', '/api/employer/jobs');
    expect(body).toMatchObject({
      title: 'Part-time Bookkeeper',
      category: 'Accounting',
      skills: ['QuickBooks'],
      salaryMin: 25,
      salaryMax: 35,
      salaryType: 'hourly',
      jobType: 'PART_TIME',
      experienceLevel: 'mid',
      isCompanyPrivate: true,
      draft: false,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your jobs' })).toBeInTheDocument();
  });

  it("previews the card and page with the company's uploaded logo, not its initials", async () => {
    const logo = 'https://files.example/harbor-pine-logo.webp';
    const { user } = renderAt('/employer/jobs/new', {
      '/api/employer/company-logo': () => ({ body: { companyLogoUrl: logo } }),
    });
    await screen.findByLabelText(/^Job title/);
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const card = within(await screen.findByRole('region', { name: 'Job card preview' })).getByTestId('job-card');
    expect(within(card).getByRole('img', { name: /logo$/ })).toHaveAttribute('src', logo);
    expect(within(card).queryByTestId('company-initials')).not.toBeInTheDocument();
    const page = screen.getByRole('region', { name: 'Job page preview' });
    expect(await within(page).findByRole('img', { name: /logo$/ })).toHaveAttribute('src', logo);

    // A private company's logo stays hidden, as its name does.
    await user.click(screen.getByRole('button', { name: 'Back to edit' }));
    await user.click(await screen.findByRole('checkbox', { name: /Keep my company private/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const privateCard = within(await screen.findByRole('region', { name: 'Job card preview' })).getByTestId('job-card');
    expect(within(privateCard).queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows the job posts left with the way to packages, and the refusal of a submission without one', async () => {
    const { user } = renderAt('/employer/jobs/new', {
      '/api/employer/packages/credits': () => ({ body: { postingsLeft: 0, featuredLeft: 0, credits: [] } }),
      '/api/employer/jobs': (_url, init) =>
        init.method === 'POST' ? { status: 402, body: { error: PACKAGE_MESSAGES.noCredit } } : { body: { jobs: [] } },
    });
    const line = await screen.findByRole('note', { name: 'Job posts left' });
    expect(line).toHaveTextContent('0 job posts left. Submitting a job for review needs one.');
    expect(within(line).getByRole('link', { name: 'Buy a package' })).toHaveAttribute('href', EMPLOYER_PACKAGES_PATH);
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Submit for review' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PACKAGE_MESSAGES.noCredit);
    // Still on the preview, with the job as typed: nothing is lost.
    expect(screen.getByRole('heading', { level: 1, name: 'Preview your job' })).toBeInTheDocument();
  });

  it('shows the server field errors on their fields', async () => {
    const { user } = renderAt('/employer/jobs/new', {
      '/api/employer/jobs': (_url, init) =>
        init.method === 'POST'
          ? { status: 400, body: { error: 'Validation failed', fieldErrors: { location: ['Location is required'] } } }
          : { body: { jobs: [] } },
    });
    await screen.findByLabelText(/^Job title/);
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Submit for review' }));
    const location = await screen.findByLabelText(/^Location/);
    expect(location).toHaveAccessibleDescription('Location is required');
    await waitFor(() => expect(location).toHaveFocus());
    await user.type(location, 'x');
    expect(location).not.toHaveAttribute('aria-invalid');
  });
});

describe('JobFormPage (edit)', () => {
  it('loads the job and saves changes with PUT', async () => {
    const existing = savedJob('job-3', {
      title: 'Old title',
      description: DESCRIPTION,
      category: 'Accounting',
      contactPhone: '(555) 123-4567',
      skills: ['SQL'],
      draft: true,
    });
    const { user, fetchMock } = renderAt('/employer/jobs/job-3/edit', {
      '/api/employer/jobs/job-3': (_url, init) => ({
        body: init.method === 'PUT' ? savedJob('job-3', JSON.parse(String(init.body))) : existing,
      }),
    });
    const title = await screen.findByLabelText(/^Job title/);
    expect(title).toHaveValue('Old title');
    expect(screen.getByLabelText(/^Contact phone/)).toHaveValue('(555) 123-4567');
    expect(screen.getByRole('button', { name: 'Remove SQL' })).toBeInTheDocument();
    await user.clear(title);
    await user.type(title, 'New title');
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(await screen.findByText('Draft saved')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'PUT', '/api/employer/jobs/job-3')[0]).toMatchObject({
      title: 'New title',
      draft: true,
      skills: ['SQL'],
    });
  });

  it('offers a retry when the job cannot be loaded', async () => {
    renderAt('/employer/jobs/missing/edit');
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load this job');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

/** A job of the employer's, with the description filled in, as GET /api/employer/jobs/job-3 answers. */
const job3 = () =>
  savedJob('job-3', { title: 'Old title', description: DESCRIPTION, category: 'Accounting', draft: true });
const editJob3 = {
  '/api/employer/jobs/job-3': (_url: URL, init: RequestInit) => ({
    body: init.method === 'PUT' ? savedJob('job-3', JSON.parse(String(init.body))) : job3(),
  }),
};

/** Whether a page unload would be held for the browser's "leave site?" prompt. */
function unloadIsHeld(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

const leaveDialog = () => screen.queryByRole('dialog', { name: 'Leave without saving?' });

describe('JobFormPage: leaving with unsaved changes', () => {
  it('lets the user leave a form without changes, without asking', async () => {
    const { user } = renderAt('/employer/jobs/new');
    await screen.findByLabelText(/^Job title/);
    expect(unloadIsHeld()).toBe(false);
    await user.click(screen.getByRole('link', { name: 'Your jobs' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your jobs' })).toBeInTheDocument();
    expect(leaveDialog()).not.toBeInTheDocument();
  });

  it('asks before an in-app link is followed; Keep editing stays with the changes, Leave goes', async () => {
    const { user } = renderAt('/employer/jobs/new');
    const title = await screen.findByLabelText(/^Job title/);
    await user.type(title, 'Bookkeeper');
    expect(unloadIsHeld()).toBe(true);

    await user.click(screen.getByRole('link', { name: 'Your jobs' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(dialog).toHaveAccessibleDescription(
      'Your changes to this job are not saved. This device keeps a copy and offers it back when you open the form again.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    expect(leaveDialog()).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Post a job' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Job title/)).toHaveValue('Bookkeeper');

    await user.click(screen.getByRole('link', { name: 'Your jobs' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', {
        name: 'Leave',
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Your jobs' })).toBeInTheDocument();
    expect(leaveDialog()).not.toBeInTheDocument();
    expect(unloadIsHeld()).toBe(false);
  });

  it('asks on the preview step too, and before going back in history', async () => {
    const { user } = renderAt('/employer/jobs/new', {}, [
      '/employer/dashboard',
      '/employer/jobs',
      '/employer/jobs/new',
    ]);
    await screen.findByLabelText(/^Job title/);
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 1, name: 'Preview your job' });

    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(screen.getByRole('heading', { level: 1, name: 'Preview your job' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Leave' }));
    // Back one entry: the job list, not the dashboard.
    expect(await screen.findByRole('heading', { level: 1, name: 'Your jobs' })).toBeInTheDocument();
  });

  it('counts only differences from the loaded job: changing a field back leaves without asking', async () => {
    const { user } = renderAt('/employer/jobs/job-3/edit', editJob3);
    const title = await screen.findByLabelText(/^Job title/);
    await user.type(title, '!');
    expect(unloadIsHeld()).toBe(true);
    await user.type(title, '{Backspace}');
    expect(title).toHaveValue('Old title');
    expect(unloadIsHeld()).toBe(false);
    await user.click(screen.getByRole('link', { name: 'Your jobs' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your jobs' })).toBeInTheDocument();
    expect(leaveDialog()).not.toBeInTheDocument();
  });

  it('does not ask once the changes are saved as a draft', async () => {
    const { user } = renderAt('/employer/jobs/job-3/edit', editJob3);
    const title = await screen.findByLabelText(/^Job title/);
    await user.clear(title);
    await user.type(title, 'New title');
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(await screen.findByText('Draft saved')).toBeInTheDocument();
    expect(unloadIsHeld()).toBe(false);
    await user.click(screen.getByRole('link', { name: 'Your jobs' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your jobs' })).toBeInTheDocument();
    expect(leaveDialog()).not.toBeInTheDocument();
  });
});

describe('JobFormPage: the draft kept on this device', () => {
  const keyOf = (jobId?: string, user = employer) => localDraftKey(user.id, user.id, jobId);
  const kept = (jobId?: string): { values: JobFormState; savedAt: string } | null =>
    JSON.parse(window.localStorage.getItem(keyOf(jobId)) ?? 'null');
  const keep = (key: string, values: JobFormState, savedAt = '2026-03-04T15:30:00.000Z') =>
    window.localStorage.setItem(key, JSON.stringify({ values, savedAt }));

  it('keeps unsaved changes per job, offers them when the form is opened again, and restores them', async () => {
    const first = renderAt('/employer/jobs/new');
    await first.user.type(await screen.findByLabelText(/^Job title/), 'Bookkeeper');
    await first.user.selectOptions(screen.getByLabelText(/^Category/), 'Accounting');
    await waitFor(() => expect(kept()?.values).toMatchObject({ title: 'Bookkeeper', category: 'Accounting' }));
    first.unmount();

    const { user } = renderAt('/employer/jobs/new');
    const offer = await screen.findByRole('region', { name: 'Restore your unsaved changes?' });
    expect(offer).toHaveTextContent(/were not saved\. This device kept them\./);
    expect(screen.getByLabelText(/^Job title/)).toHaveValue('');
    await user.click(within(offer).getByRole('button', { name: 'Restore draft' }));
    expect(screen.queryByRole('region', { name: 'Restore your unsaved changes?' })).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Job title/)).toHaveValue('Bookkeeper');
    expect(screen.getByLabelText(/^Category/)).toHaveValue('Accounting');
    // Restored changes are still unsaved.
    expect(unloadIsHeld()).toBe(true);
  });

  it('shows when the changes were kept, and Discard drops them', async () => {
    keep(keyOf('job-3'), { ...fromValues(job3().form), title: 'Title typed last week' });
    const { user } = renderAt('/employer/jobs/job-3/edit', editJob3);
    const offer = await screen.findByRole('region', { name: 'Restore your unsaved changes?' });
    expect(offer).toHaveTextContent('Changes to this job from Mar 4, 2026');
    await user.click(within(offer).getByRole('button', { name: 'Discard' }));
    expect(screen.queryByRole('region', { name: 'Restore your unsaved changes?' })).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Job title/)).toHaveValue('Old title');
    expect(kept('job-3')).toBeNull();
    expect(unloadIsHeld()).toBe(false);
  });

  it("offers only the user's own changes to this job, and not ones equal to the job as loaded", async () => {
    const otherUser = buildSessionUser({
      role: 'employer',
      name: 'Sam Other',
      companyName: 'Harbor & Pine Accounting',
    });
    keep(keyOf('job-4'), { ...EMPTY_FORM, title: 'Another job' });
    keep(keyOf('job-3', otherUser), { ...EMPTY_FORM, title: "Someone else's" });
    keep(keyOf('job-3'), fromValues(job3().form));
    renderAt('/employer/jobs/job-3/edit', editJob3);
    expect(await screen.findByLabelText(/^Job title/)).toHaveValue('Old title');
    expect(screen.queryByRole('region', { name: 'Restore your unsaved changes?' })).not.toBeInTheDocument();
    // The copy equal to the job is dropped; the others are left for their own forms.
    expect(kept('job-3')).toBeNull();
    expect(window.localStorage.getItem(keyOf('job-4'))).not.toBeNull();
    expect(window.localStorage.getItem(keyOf('job-3', otherUser))).not.toBeNull();
  });

  it('ignores a kept copy that is not of the form’s shape', async () => {
    window.localStorage.setItem(
      keyOf(),
      JSON.stringify({ values: { title: 42 }, savedAt: '2026-03-04T15:30:00.000Z' }),
    );
    renderAt('/employer/jobs/new');
    await screen.findByLabelText(/^Job title/);
    expect(screen.queryByRole('region', { name: 'Restore your unsaved changes?' })).not.toBeInTheDocument();
    expect(window.localStorage.getItem(keyOf())).toBeNull();
  });

  it('drops the kept copy when the job is saved', async () => {
    const { user } = renderAt('/employer/jobs/job-3/edit', editJob3);
    const title = await screen.findByLabelText(/^Job title/);
    await user.type(title, ' (remote)');
    await waitFor(() => expect(kept('job-3')?.values.title).toBe('Old title (remote)'));
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(await screen.findByText('Draft saved')).toBeInTheDocument();
    expect(kept('job-3')).toBeNull();
    // Typing again after the save keeps the new changes.
    await user.type(title, '!');
    await waitFor(() => expect(kept('job-3')?.values.title).toBe('Old title (remote)!'));
  });
});
