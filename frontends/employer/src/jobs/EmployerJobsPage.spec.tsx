import { Route, Routes } from 'react-router';
import { screen, waitFor, within } from '@testing-library/react';
import { resetProfileFetchGate } from '@marketplace/auth';
import {
  EMPLOYER_JOB_ACTIONS,
  JOB_FORM_MESSAGES,
  JOB_STATUS_LABELS,
  publicJobPath,
  type EmployerJob,
  type EmployerJobListItem,
  type JobStatus,
} from '@marketplace/contracts';
import {
  buildSessionUser,
  buildUserProfile,
  mockApi,
  renderWithProviders,
  type FetchHandler,
} from '@marketplace/testing';
import EmployerRoutes from '../routes';

/** The form values of an empty draft, as the server answers them. */
const EMPTY_FORM_VALUES: EmployerJob['form'] = {
  title: '',
  description: '',
  requirements: '',
  salaryMin: null,
  salaryMax: null,
  salaryType: 'yearly',
  location: '',
  jobType: '',
  experienceLevel: '',
  category: '',
  skills: [],
  benefits: '',
  applicationDeadline: null,
  website: '',
  linkedinProfile: '',
  contactPhone: '',
  isCompanyPrivate: false,
  isFlexible: false,
};

const employer = buildSessionUser({ role: 'employer', name: 'Jordan Ellis', companyName: 'Harbor & Pine Accounting' });

function item(
  id: string,
  title: string,
  status: JobStatus,
  extra: Partial<EmployerJobListItem> = {},
): EmployerJobListItem {
  return {
    id,
    title,
    status,
    statusLabel: JOB_STATUS_LABELS[status],
    counts: { applications: 0 },
    postedAt: null,
    expiresAt: null,
    createdAt: '2026-03-01T00:00:00Z',
    updatedAt: '2026-03-01T00:00:00Z',
    rejectionReason: null,
    actions: [...EMPLOYER_JOB_ACTIONS[status]],
    ...extra,
  };
}

function renderAt(routes: Record<string, FetchHandler>) {
  const fetchMock = mockApi({ '/api/user/profile': () => ({ body: buildUserProfile(employer) }), ...routes });
  const view = renderWithProviders(
    <Routes>
      <Route path="/employer/*" element={<EmployerRoutes />} />
    </Routes>,
    { route: '/employer/jobs', sessionUser: employer },
  );
  return { ...view, fetchMock };
}

beforeEach(() => resetProfileFetchGate());

describe('EmployerJobsPage', () => {
  it('lists the jobs with their status labels, the rejection reason and allowed actions', async () => {
    renderAt({
      '/api/employer/jobs': () => ({
        body: {
          jobs: [
            item('1', 'Bookkeeper', 'approved', { counts: { applications: 3 } }),
            item('2', 'Writer', 'draft'),
            item('3', 'Designer', 'pending_review'),
            item('4', 'Tutor', 'expired'),
            item('5', 'Nurse', 'filled'),
            item('6', 'Clerk', 'archived'),
            item('7', 'Marketer', 'rejected', { rejectionReason: 'Salary range is missing details' }),
          ],
        },
      }),
    });
    const list = await screen.findByRole('list', { name: 'Your jobs' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByRole('heading').textContent)).toEqual([
      'Bookkeeper',
      'Writer',
      'Designer',
      'Tutor',
      'Nurse',
      'Clerk',
      'Marketer',
    ]);
    expect(rows[0]).toHaveTextContent('Active');
    expect(rows[0]).toHaveTextContent('3 applications');
    expect(rows[1]).toHaveTextContent('Draft');
    expect(rows[2]).toHaveTextContent('In review');
    expect(rows[3]).toHaveTextContent('Expired');
    expect(rows[4]).toHaveTextContent('Filled');
    expect(rows[5]).toHaveTextContent('Archived');
    expect(rows[6]).toHaveTextContent('Rejected');
    expect(rows[6]).toHaveTextContent('Rejected: Salary range is missing details');
    expect(within(rows[0]).getByRole('link', { name: 'Edit Bookkeeper' })).toHaveAttribute(
      'href',
      '/employer/jobs/1/edit',
    );
    expect(within(rows[0]).getByRole('button', { name: 'Mark filled: Bookkeeper' })).toBeInTheDocument();
    expect(within(rows[4]).queryByRole('link', { name: /Edit/ })).not.toBeInTheDocument();
    // An archived job can only be duplicated.
    expect(
      within(rows[5])
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Duplicate Clerk']);
    expect(within(rows[5]).queryByRole('link', { name: /Edit|View/ })).not.toBeInTheDocument();
  });

  it('keeps action labels whole and lets a long title break only when it has no space to wrap at', async () => {
    const longTitle = 'Senior-bookkeeper-and-payroll-administrator-for-multi-site-practices';
    renderAt({ '/api/employer/jobs': () => ({ body: { jobs: [item('1', longTitle, 'draft')] } }) });
    const [row] = within(await screen.findByRole('list', { name: 'Your jobs' })).getAllByRole('listitem');
    expect(
      getComputedStyle(within(row!).getByRole('button', { name: `Submit for review: ${longTitle}` })).whiteSpace,
    ).toBe('nowrap');
    expect(getComputedStyle(within(row!).getByRole('link', { name: `Edit ${longTitle}` })).whiteSpace).toBe('nowrap');
    expect(getComputedStyle(within(row!).getByRole('heading', { name: longTitle })).overflowWrap).toBe('break-word');
    expect(getComputedStyle(screen.getByRole('link', { name: 'Post a job' })).whiteSpace).toBe('nowrap');
  });

  it("shows each job's applicants per status, linking to the job's applications", async () => {
    const { user } = renderAt({
      '/api/employer/jobs': () => ({
        body: {
          jobs: [
            item('1', 'Bookkeeper', 'approved', {
              counts: {
                applications: 6,
                byStatus: { pending: 3, reviewed: 2, interview: 0, hired: 0, rejected: 1, total: 6 },
              },
            }),
            item('2', 'Writer', 'approved', {
              counts: {
                applications: 1,
                byStatus: { pending: 1, reviewed: 0, interview: 0, hired: 0, rejected: 0, total: 1 },
              },
            }),
            item('3', 'Designer', 'draft', {
              counts: {
                applications: 0,
                byStatus: { pending: 0, reviewed: 0, interview: 0, hired: 0, rejected: 0, total: 0 },
              },
            }),
          ],
        },
      }),
      '/api/employer/jobs/1': () => ({ body: item('1', 'Bookkeeper', 'approved') }),
      '/api/employer/jobs/1/applications': () => ({
        body: {
          applications: [],
          counts: { pending: 0, reviewed: 0, interview: 0, hired: 0, rejected: 0, total: 0 },
          nextCursor: null,
        },
      }),
    });
    const list = await screen.findByRole('list', { name: 'Your jobs' });
    const rows = within(list).getAllByRole('listitem');
    expect(within(rows[0]).getByRole('link', { name: '6 applications to Bookkeeper' })).toHaveAttribute(
      'href',
      '/employer/jobs/1/applications',
    );
    const byStatus = within(rows[0]).getByRole('group', { name: 'Applications to Bookkeeper by status' });
    expect(
      within(byStatus)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Application Pending: 3', '/employer/jobs/1/applications?status=pending'],
      ['Reviewed: 2', '/employer/jobs/1/applications?status=reviewed'],
      ['Not Selected: 1', '/employer/jobs/1/applications?status=rejected'],
    ]);
    expect(within(rows[1]).getByRole('link', { name: '1 application to Writer' })).toBeInTheDocument();
    expect(within(rows[2]).getByRole('link', { name: '0 applications to Designer' })).toBeInTheDocument();
    expect(within(rows[2]).queryByRole('group')).not.toBeInTheDocument();

    await user.click(within(rows[0]).getByRole('link', { name: '6 applications to Bookkeeper' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Bookkeeper' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No applications yet' })).toBeInTheDocument();
  });

  it('archives a job after confirmation in a dialog', async () => {
    let archived = false;
    const { user, fetchMock } = renderAt({
      '/api/employer/jobs': () => ({ body: { jobs: [item('1', 'Bookkeeper', archived ? 'archived' : 'approved')] } }),
      '/api/employer/jobs/1/archive': () => {
        archived = true;
        return { body: { ...item('1', 'Bookkeeper', 'archived') } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Archive Bookkeeper' }));
    const dialog = screen.getByRole('dialog', { name: 'Archive this job?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/archive'))).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Archive Bookkeeper' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText("'Bookkeeper' archived")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('list', { name: 'Your jobs' })).toHaveTextContent('Archived'));
  });

  it('marks a job filled after confirmation', async () => {
    const { user, fetchMock } = renderAt({
      '/api/employer/jobs': () => ({ body: { jobs: [item('1', 'Bookkeeper', 'approved')] } }),
      '/api/employer/jobs/1/fill': () => ({ body: item('1', 'Bookkeeper', 'filled') }),
    });
    await user.click(await screen.findByRole('button', { name: 'Mark filled: Bookkeeper' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Mark this job filled?' })).getByRole('button', {
        name: 'Mark filled',
      }),
    );
    expect(await screen.findByText("'Bookkeeper' marked as filled")).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/api/employer/jobs/1/fill'));
    expect(call?.[1]?.method).toBe('POST');
  });

  it('submits a draft for review from the list, and lists every problem of a refusal by the form labels, with a link to edit', async () => {
    let complete = false;
    const { user } = renderAt({
      '/api/employer/jobs': () => ({
        body: { jobs: [item('2', 'Writer', complete ? 'pending_review' : 'draft'), item('3', 'Tutor', 'draft')] },
      }),
      '/api/employer/jobs/2/submit': () => {
        if (!complete) {
          complete = true;
          // In the server's order; the list shows them in the form's.
          return {
            status: 400,
            body: {
              error: JOB_FORM_MESSAGES.locationRequired,
              fieldErrors: {
                location: [JOB_FORM_MESSAGES.locationRequired],
                requirements: [JOB_FORM_MESSAGES.requirementsTooShort],
                category: [JOB_FORM_MESSAGES.categoryRequired],
                salaryMin: [JOB_FORM_MESSAGES.salaryMinAboveMax],
                salaryMax: [JOB_FORM_MESSAGES.salaryMaxBelowMin],
              },
            },
          };
        }
        return { body: item('2', 'Writer', 'pending_review') };
      },
    });
    const [writer, tutor] = within(await screen.findByRole('list', { name: 'Your jobs' })).getAllByRole('listitem');
    await user.click(within(writer!).getByRole('button', { name: 'Submit for review: Writer' }));
    const refusal = await within(writer!).findByRole('alert');
    expect(refusal).toHaveAccessibleName("'Writer' cannot be submitted for review yet");
    expect(
      within(within(refusal).getByRole('list', { name: 'Problems with Writer' }))
        .getAllByRole('listitem')
        .map((problem) => problem.textContent),
    ).toEqual([
      `Category: ${JOB_FORM_MESSAGES.categoryRequired}`,
      `Qualifications: ${JOB_FORM_MESSAGES.requirementsTooShort}`,
      `Location: ${JOB_FORM_MESSAGES.locationRequired}`,
      `Minimum salary: ${JOB_FORM_MESSAGES.salaryMinAboveMax}`,
      `Maximum salary: ${JOB_FORM_MESSAGES.salaryMaxBelowMin}`,
    ]);
    expect(within(refusal).getByRole('link', { name: 'Edit Writer to fix these problems' })).toHaveAttribute(
      'href',
      '/employer/jobs/2/edit',
    );
    expect(within(tutor!).queryByRole('alert')).not.toBeInTheDocument();

    await user.click(within(writer!).getByRole('button', { name: 'Submit for review: Writer' }));
    expect(await screen.findByText("'Writer' submitted for review")).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Problems with Writer' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('list', { name: 'Your jobs' })).toHaveTextContent('In review'));
  });

  it("shows each of a field's several problems on a line of its own under the field's label", async () => {
    const { user } = renderAt({
      '/api/employer/jobs': () => ({ body: { jobs: [item('2', 'Writer', 'draft')] } }),
      '/api/employer/jobs/2/submit': () => ({
        status: 400,
        body: {
          error: JOB_FORM_MESSAGES.salaryMinAboveMax,
          fieldErrors: { salaryMin: [JOB_FORM_MESSAGES.salaryMinAboveMax, JOB_FORM_MESSAGES.salaryMaxBelowMin] },
        },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Submit for review: Writer' }));
    const [problem] = within(await screen.findByRole('list', { name: 'Problems with Writer' })).getAllByRole(
      'listitem',
    );
    expect(within(problem!).getByText('Minimum salary:')).toBeInTheDocument();
    expect(
      within(within(problem!).getByRole('list'))
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual([JOB_FORM_MESSAGES.salaryMinAboveMax, JOB_FORM_MESSAGES.salaryMaxBelowMin]);
  });

  it('opens the form from the list of problems', async () => {
    const { user } = renderAt({
      '/api/employer/jobs': () => ({ body: { jobs: [item('2', 'Writer', 'draft')] } }),
      '/api/employer/jobs/2/submit': () => ({
        status: 400,
        body: {
          error: JOB_FORM_MESSAGES.locationRequired,
          fieldErrors: { location: [JOB_FORM_MESSAGES.locationRequired] },
        },
      }),
      '/api/employer/jobs/2': () => ({
        body: { ...item('2', 'Writer', 'draft'), form: { ...EMPTY_FORM_VALUES, title: 'Writer' } },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Submit for review: Writer' }));
    await user.click(await screen.findByRole('link', { name: 'Edit Writer to fix these problems' }));
    expect(await screen.findByLabelText(/^Job title/)).toHaveValue('Writer');
    expect(screen.getByRole('heading', { level: 1, name: 'Edit job' })).toBeInTheDocument();
  });

  it('shows a refusal that is not about the fields as a message', async () => {
    const { user } = renderAt({
      '/api/employer/jobs': () => ({ body: { jobs: [item('2', 'Writer', 'draft')] } }),
      '/api/employer/jobs/2/submit': () => ({
        status: 409,
        body: { error: 'This job cannot be submitted for review while it is In review' },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Submit for review: Writer' }));
    expect(
      await screen.findByText('This job cannot be submitted for review while it is In review'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Problems with Writer' })).not.toBeInTheDocument();
  });

  it('offers View live for live jobs only, opening the public page in a new tab', async () => {
    renderAt({
      '/api/employer/jobs': () => ({
        body: {
          jobs: [
            item('1', 'Remote Bookkeeper', 'approved'),
            item('2', 'Writer', 'draft'),
            item('3', 'Designer', 'pending_review'),
            item('4', 'Tutor', 'expired'),
            item('5', 'Nurse', 'filled'),
          ],
        },
      }),
    });
    const rows = within(await screen.findByRole('list', { name: 'Your jobs' })).getAllByRole('listitem');
    const live = within(rows[0]!).getByRole('link', { name: 'View live: Remote Bookkeeper (opens in a new tab)' });
    expect(live).toHaveTextContent('View live');
    expect(live).toHaveAttribute('href', publicJobPath('1', 'Remote Bookkeeper'));
    expect(live).toHaveAttribute('href', '/jobs/1-remote-bookkeeper');
    expect(live).toHaveAttribute('target', '_blank');
    for (const row of rows.slice(1)) expect(within(row).queryByRole('link', { name: /live/ })).not.toBeInTheDocument();
  });

  it('duplicates a job as a new draft and opens its form', async () => {
    const copy: EmployerJob = {
      ...item('9', 'Bookkeeper', 'draft'),
      form: { ...EMPTY_FORM_VALUES, title: 'Bookkeeper', location: 'Remote' },
    };
    const { user, fetchMock } = renderAt({
      '/api/employer/jobs': () => ({ body: { jobs: [item('1', 'Bookkeeper', 'filled')] } }),
      '/api/employer/jobs/1/duplicate': () => ({ status: 201, body: copy }),
      '/api/employer/jobs/9': () => ({ body: copy }),
    });
    await user.click(await screen.findByRole('button', { name: 'Duplicate Bookkeeper' }));
    expect(await screen.findByText("Draft copy of 'Bookkeeper' created")).toBeInTheDocument();
    expect(await screen.findByLabelText(/^Location/)).toHaveValue('Remote');
    expect(screen.getByRole('heading', { level: 1, name: 'Edit job' })).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/api/employer/jobs/1/duplicate'));
    expect(call?.[1]?.method).toBe('POST');
  });

  it('renews an expired job after confirmation; other statuses are not offered it', async () => {
    let renewed = false;
    const { user, fetchMock } = renderAt({
      '/api/employer/jobs': () => ({
        body: {
          jobs: [
            item('4', 'Tutor', renewed ? 'pending_review' : 'expired'),
            item('1', 'Nurse', 'approved'),
            item('5', 'Clerk', 'filled'),
          ],
        },
      }),
      '/api/employer/jobs/4/renew': () => {
        renewed = true;
        return { body: item('4', 'Tutor', 'pending_review') };
      },
    });
    const rows = within(await screen.findByRole('list', { name: 'Your jobs' })).getAllByRole('listitem');
    expect(within(rows[1]!).queryByRole('button', { name: /Renew/ })).not.toBeInTheDocument();
    expect(within(rows[2]!).queryByRole('button', { name: /Renew/ })).not.toBeInTheDocument();

    await user.click(within(rows[0]!).getByRole('button', { name: 'Renew Tutor' }));
    const dialog = screen.getByRole('dialog', { name: 'Renew this job?' });
    expect(dialog).toHaveAccessibleDescription(
      "'Tutor' goes back to review as it is. Once an admin approves it, it is live again for a new listing period.",
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/renew'))).toBe(false);

    await user.click(within(rows[0]!).getByRole('button', { name: 'Renew Tutor' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Renew this job?' })).getByRole('button', { name: 'Renew' }),
    );
    expect(await screen.findByText("'Tutor' sent for review to go live again")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('list', { name: 'Your jobs' })).toHaveTextContent('In review'));
  });

  it('lists why an expired job cannot be renewed and offers a copy instead of an edit', async () => {
    const { user } = renderAt({
      '/api/employer/jobs': () => ({ body: { jobs: [item('4', 'Tutor', 'expired')] } }),
      '/api/employer/jobs/4/renew': () => ({
        status: 400,
        body: {
          error: JOB_FORM_MESSAGES.deadlineInPast,
          fieldErrors: { applicationDeadline: [JOB_FORM_MESSAGES.deadlineInPast] },
        },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Renew Tutor' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Renew this job?' })).getByRole('button', { name: 'Renew' }),
    );
    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveAccessibleName("'Tutor' cannot be renewed as it is");
    expect(within(refusal).getByRole('listitem')).toHaveTextContent(
      `Application deadline: ${JOB_FORM_MESSAGES.deadlineInPast}`,
    );
    expect(within(refusal).queryByRole('link')).not.toBeInTheDocument();
    expect(within(refusal).getByRole('button', { name: 'Duplicate Tutor to fix these problems' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(within(refusal).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows an empty state and an error state with retry', async () => {
    let fail = true;
    const { user } = renderAt({
      '/api/employer/jobs': () => (fail ? { status: 500, body: { error: 'Server error' } } : { body: { jobs: [] } }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load your jobs');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No jobs yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Post a job' })).toHaveAttribute('href', '/employer/jobs/new');
  });

  it("shows the concierge of a concierge package's job, and nothing for the others", async () => {
    renderAt({
      '/api/employer/jobs': () => ({
        body: { jobs: [item('1', 'Payroll Lead', 'approved'), item('2', 'Writer', 'approved')] },
      }),
      '/api/employer/concierge/jobs': () => ({
        body: {
          jobs: [
            {
              jobId: '1',
              concierge: {
                id: 'a1',
                name: 'Casey Concierge',
                email: 'casey@example.com',
                assignedAt: '2026-11-27T15:00:00.000Z',
              },
            },
          ],
        },
      }),
    });
    const list = await screen.findByRole('list', { name: 'Your jobs' });
    const payroll = within(list).getByRole('listitem', { name: 'Payroll Lead' });
    const line = await within(payroll).findByLabelText('Concierge of Payroll Lead');
    expect(line).toHaveTextContent('Your concierge: Casey Concierge · casey@example.com · Chat with your concierge');
    expect(within(line).getByRole('link', { name: 'Chat with your concierge: Payroll Lead' })).toHaveAttribute(
      'href',
      '/employer/jobs/1/concierge',
    );
    expect(within(line).getByRole('link', { name: 'casey@example.com' })).toHaveAttribute(
      'href',
      'mailto:casey@example.com',
    );
    expect(
      within(within(list).getByRole('listitem', { name: 'Writer' })).queryByText(/Your concierge/),
    ).not.toBeInTheDocument();
  });
});
