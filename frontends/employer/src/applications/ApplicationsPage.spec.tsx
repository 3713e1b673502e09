import { Route, Routes, useLocation } from 'react-router';
import { act, screen, waitFor, within } from '@testing-library/react';
import { resetProfileFetchGate } from '@marketplace/auth';
import {
  EMPLOYER_APPLICATION_LIMITS,
  EMPLOYER_APPLICATION_MESSAGES,
  TIMING_MS,
  type BulkStatusRequest,
  type BulkStatusResponse,
} from '@marketplace/contracts';
import {
  buildSessionUser,
  buildUserProfile,
  deferred,
  mockApi,
  renderWithProviders,
  type FetchHandler,
  type MockReply,
} from '@marketplace/testing';
import { theme } from '@marketplace/ui';
import EmployerRoutes from '../routes';
import { SEARCH_DEBOUNCE_MS } from './ApplicationsPage';
import { applicationsSearchString, parseApplicationsSearch } from './search-params';
import {
  buildApplicantProfile,
  buildApplicationRow,
  buildApplicationsPage,
  buildCounts,
  interviewRoutes,
} from './spec-helpers';

const employer = buildSessionUser({ role: 'employer', name: 'Jordan Ellis', companyName: 'Harbor & Pine Accounting' });

const ROWS = [
  buildApplicationRow('a1', {
    applicant: {
      id: 's1',
      name: 'Maya Thompson',
      headline: 'Bookkeeper returning after parental leave',
      profilePictureUrl: 'https://files.example/maya.webp',
    },
    status: 'pending',
    appliedAt: '2026-12-10T15:00:00Z',
  }),
  buildApplicationRow('a2', {
    job: { id: 'job-2', title: 'Support Lead' },
    applicant: { id: 's2', name: 'Priya Raman', headline: 'Support team lead', profilePictureUrl: null },
    status: 'reviewed',
    interviewStage: 'initial_screening',
  }),
  buildApplicationRow('a3', {
    applicant: { id: 's3', name: 'Sam Rivera', headline: null, profilePictureUrl: null },
    status: 'interview',
    interviewStage: 'technical_interview',
  }),
  buildApplicationRow('a4', {
    applicant: { id: 's4', name: 'Lee Park', headline: null, profilePictureUrl: null },
    status: 'hired',
    interviewStage: 'offer_accepted',
  }),
  buildApplicationRow('a5', {
    applicant: { id: 's5', name: 'Ana Costa', headline: null, profilePictureUrl: null },
    status: 'rejected',
  }),
];

function Where() {
  return <output aria-label="address">{useLocation().search}</output>;
}

function renderAt(route: string, routes: Record<string, FetchHandler>, options: { fakeTimers?: boolean } = {}) {
  const fetchMock = mockApi({ '/api/user/profile': () => ({ body: buildUserProfile(employer) }), ...routes });
  const view = renderWithProviders(
    <>
      <Routes>
        <Route path="/employer/*" element={<EmployerRoutes />} />
      </Routes>
      <Where />
    </>,
    {
      route,
      sessionUser: employer,
      userEventOptions: options.fakeTimers ? { advanceTimers: jest.advanceTimersByTime } : undefined,
    },
  );
  const calls = (pathname: string) =>
    fetchMock.mock.calls
      .map(([url, init]) => ({ url: new URL(String(url), 'http://localhost'), init: init ?? {} }))
      .filter(({ url }) => url.pathname === pathname);
  const bodies = <T,>(pathname: string) => calls(pathname).map(({ init }) => JSON.parse(String(init.body)) as T);
  return { ...view, fetchMock, calls, bodies };
}

const address = () => screen.getByRole('status', { name: 'address' }).textContent;
const rowsOf = () => within(screen.getByRole('list', { name: 'Applications' })).getAllByRole('listitem');

beforeEach(() => resetProfileFetchGate());
afterEach(() => jest.useRealTimers());

describe('the list search in the URL', () => {
  it('reads known filters and drops the rest', () => {
    expect(
      parseApplicationsSearch(new URLSearchParams('status=reviewed&stage=final_interview&q=%20maya%20&sort=oldest')),
    ).toEqual({
      status: 'reviewed',
      stage: 'final_interview',
      q: 'maya',
      sort: 'oldest',
    });
    expect(
      parseApplicationsSearch(
        new URLSearchParams(
          `status=withdrawn&stage=lunch&sort=newest&q=${'x'.repeat(EMPLOYER_APPLICATION_LIMITS.searchMax + 1)}`,
        ),
      ),
    ).toEqual({});
    expect(applicationsSearchString({ sort: 'newest', q: '  ' })).toBe('');
    expect(applicationsSearchString({ q: 'maya', status: 'hired', sort: 'oldest' })).toBe(
      'status=hired&q=maya&sort=oldest',
    );
  });
});

describe('ApplicationsPage, all jobs', () => {
  it('lists each applicant with avatar, name, headline, job, applied date, status badge and stage', async () => {
    const { calls } = renderAt('/employer/applications', {
      '/api/employer/applications': () => ({ body: buildApplicationsPage(ROWS) }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Applications' })).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Applications' });
    expect(rowsOf().map((row) => within(row).getAllByRole('button')[0]!.textContent)).toEqual([
      'Maya Thompson',
      'Priya Raman',
      'Sam Rivera',
      'Lee Park',
      'Ana Costa',
    ]);

    const maya = screen.getByRole('listitem', { name: 'Maya Thompson' });
    expect(maya.querySelector('img')).toHaveAttribute('src', 'https://files.example/maya.webp');
    expect(maya).toHaveTextContent('Bookkeeper returning after parental leave');
    expect(maya).toHaveTextContent('For Remote Bookkeeper');
    expect(within(maya).getByText('Dec 10, 2026')).toHaveAttribute('datetime', '2026-12-10T15:00:00Z');
    expect(within(maya).getByText('Application Pending', { selector: 'span[data-status]' })).toHaveAttribute(
      'data-status',
      'pending',
    );
    // Without a picture, the initials.
    expect(screen.getByRole('listitem', { name: 'Sam Rivera' })).toHaveTextContent(/^SR/);

    // One name per status, as everywhere; the colour keys on the raw value.
    const reviewing = within(screen.getByRole('listitem', { name: 'Priya Raman' })).getByText('Reviewed');
    expect(reviewing).toHaveAttribute('data-status', 'reviewed');
    expect(reviewing).toHaveStyle({ color: theme.colors.badges.info.fg });
    expect(screen.getByRole('listitem', { name: 'Priya Raman' })).toHaveTextContent('For Support Lead');
    expect(screen.getByRole('listitem', { name: 'Priya Raman' })).toHaveTextContent('Initial Screening');
    const shortlisted = within(screen.getByRole('listitem', { name: 'Sam Rivera' })).getByText('Interview Scheduled');
    expect(shortlisted).toHaveAttribute('data-status', 'interview');
    expect(shortlisted).toHaveStyle({ color: theme.colors.badges.accent.fg });
    expect(screen.getByRole('listitem', { name: 'Sam Rivera' })).toHaveTextContent('Technical Interview');
    expect(within(screen.getByRole('listitem', { name: 'Lee Park' })).getByText('Hired')).toHaveStyle({
      color: theme.colors.badges.success.fg,
    });
    expect(within(screen.getByRole('listitem', { name: 'Ana Costa' })).getByText('Not Selected')).toHaveStyle({
      color: theme.colors.badges.danger.fg,
    });

    expect(calls('/api/employer/applications')[0]!.url.search).toBe('');
    await waitFor(() => expect(document.title).toBe('Applications · Nestwork'));
  });

  it('shows the counts per status as filter chips; a chip filters the list through the URL', async () => {
    const counts = buildCounts({ pending: 3, reviewed: 2, interview: 1, hired: 0, rejected: 4 });
    const { user, calls } = renderAt('/employer/applications', {
      '/api/employer/applications': (url) => ({
        body: buildApplicationsPage(url.searchParams.get('status') === 'reviewed' ? [ROWS[1]!] : ROWS, { counts }),
      }),
    });
    const chips = within(await screen.findByRole('group', { name: 'Filter by status' }));
    await waitFor(() =>
      expect(chips.getByRole('button', { name: 'All (10)' })).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(chips.getAllByRole('button').map((chip) => chip.textContent)).toEqual([
      'All (10)',
      'Application Pending (3)',
      'Reviewed (2)',
      'Interview Scheduled (1)',
      'Hired (0)',
      'Not Selected (4)',
    ]);

    await user.click(chips.getByRole('button', { name: 'Reviewed (2)' }));
    expect(address()).toBe('?status=reviewed');
    await waitFor(() => expect(rowsOf()).toHaveLength(1));
    expect(chips.getByRole('button', { name: 'Reviewed (2)' })).toHaveAttribute('aria-pressed', 'true');
    expect(chips.getByRole('button', { name: 'All (10)' })).toHaveAttribute('aria-pressed', 'false');
    expect(calls('/api/employer/applications').map(({ url }) => url.search)).toEqual(['', '?status=reviewed']);

    await user.click(chips.getByRole('button', { name: 'All (10)' }));
    expect(address()).toBe('');
  });

  it('filters by interview stage, sorts oldest first and searches names after a pause, all in the URL and the request', async () => {
    const { user, calls } = renderAt('/employer/applications', {
      '/api/employer/applications': () => ({ body: buildApplicationsPage(ROWS) }),
    });
    await screen.findByRole('list', { name: 'Applications' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Interview stage' }), 'final_interview');
    expect(address()).toBe('?stage=final_interview');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by applied date' }), 'Oldest first');
    expect(address()).toBe('?stage=final_interview&sort=oldest');

    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'maya');
    // Typed faster than the pause: not searched yet.
    expect(address()).toBe('?stage=final_interview&sort=oldest');
    await waitFor(() => expect(address()).toBe('?stage=final_interview&q=maya&sort=oldest'));
    await waitFor(() =>
      expect(calls('/api/employer/applications').map(({ url }) => url.search)).toContain(
        '?stage=final_interview&q=maya&sort=oldest',
      ),
    );
    expect(calls('/api/employer/applications').map(({ url }) => url.search)).not.toContain(
      '?stage=final_interview&q=m&sort=oldest',
    );
    expect(SEARCH_DEBOUNCE_MS).toBeGreaterThanOrEqual(200);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by applied date' }), 'Newest first');
    expect(address()).toBe('?stage=final_interview&q=maya');
  });

  it('runs the search held in the URL, with the controls showing it', async () => {
    const { calls } = renderAt('/employer/applications?status=interview&stage=technical_interview&q=sam&sort=oldest', {
      '/api/employer/applications': () => ({ body: buildApplicationsPage([ROWS[2]!]) }),
    });
    await screen.findByRole('listitem', { name: 'Sam Rivera' });
    expect(calls('/api/employer/applications')[0]!.url.search).toBe(
      '?status=interview&stage=technical_interview&q=sam&sort=oldest',
    );
    expect(screen.getByRole('searchbox', { name: 'Search by name' })).toHaveValue('sam');
    expect(screen.getByRole('combobox', { name: 'Interview stage' })).toHaveValue('technical_interview');
    expect(screen.getByRole('combobox', { name: 'Sort by applied date' })).toHaveValue('oldest');
    expect(
      within(screen.getByRole('group', { name: 'Filter by status' })).getByRole('button', {
        name: /^Interview Scheduled/,
      }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  it('loads more with the cursor of the last page and the same filters, until the last page', async () => {
    const { user, calls } = renderAt('/employer/applications?status=pending', {
      '/api/employer/applications': (url) =>
        url.searchParams.get('cursor') === 'page-2'
          ? { body: buildApplicationsPage([ROWS[3]!, ROWS[4]!]) }
          : { body: buildApplicationsPage([ROWS[0]!, ROWS[1]!, ROWS[2]!], { nextCursor: 'page-2' }) },
    });
    await screen.findByRole('list', { name: 'Applications' });
    expect(rowsOf()).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rowsOf()).toHaveLength(5));
    expect(calls('/api/employer/applications').map(({ url }) => url.search)).toEqual([
      '?status=pending',
      '?status=pending&cursor=page-2',
    ]);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says when nothing matches, and clears the filters', async () => {
    const { user } = renderAt('/employer/applications?q=nobody', {
      '/api/employer/applications': (url) => ({ body: buildApplicationsPage(url.searchParams.get('q') ? [] : ROWS) }),
    });
    expect(await screen.findByRole('heading', { name: 'No applications match' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(address()).toBe('');
    expect(await screen.findByRole('list', { name: 'Applications' })).toBeInTheDocument();
  });

  it('has an empty state before anyone applied', async () => {
    renderAt('/employer/applications', { '/api/employer/applications': () => ({ body: buildApplicationsPage([]) }) });
    expect(await screen.findByRole('heading', { name: 'No applications yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Post a job' })).toHaveAttribute('href', '/employer/jobs/new');
  });

  it('shows a loading state, then a failure with Try Again', async () => {
    const first = deferred<MockReply>();
    let attempt = 0;
    const { user } = renderAt('/employer/applications', {
      '/api/employer/applications': () => (++attempt === 1 ? first.promise : { body: buildApplicationsPage(ROWS) }),
    });
    expect(await screen.findByText('Loading applications…')).toBeInTheDocument();
    await act(async () => first.resolve({ status: 500, body: { error: 'Something went wrong on our side' } }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load applications');
    expect(alert).toHaveTextContent('Something went wrong on our side');
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('list', { name: 'Applications' })).toBeInTheDocument();
  });

  it('opens the applicant profile dialog from a row', async () => {
    const { user } = renderAt('/employer/applications', {
      '/api/employer/applications': () => ({ body: buildApplicationsPage(ROWS) }),
      '/api/employer/applications/a2/profile': () => ({
        body: buildApplicantProfile({ seeker: { name: 'Priya Raman' }, application: { id: 'a2' } }),
      }),
      ...interviewRoutes('a2'),
    });
    const row = await screen.findByRole('listitem', { name: 'Priya Raman' });
    // Anywhere on the row, not only the name.
    await user.click(within(row).getByText('Support team lead'));
    const dialog = await screen.findByRole('dialog', { name: 'Applicant Profile' });
    expect(await within(dialog).findByRole('heading', { name: 'Priya Raman' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The checkbox selects; it does not open the dialog.
    await user.click(within(row).getByRole('checkbox', { name: 'Select Priya Raman' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('ApplicationsPage, one job', () => {
  it("shows the job's title on top and its applications, without the job on each row", async () => {
    const { calls } = renderAt('/employer/jobs/job-1/applications', {
      '/api/employer/jobs/job-1': () => ({ body: { id: 'job-1', title: 'Remote Bookkeeper' } }),
      '/api/employer/jobs/job-1/applications': () => ({ body: buildApplicationsPage([ROWS[0]!, ROWS[2]!]) }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Remote Bookkeeper' })).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Applications' });
    expect(rowsOf()).toHaveLength(2);
    expect(screen.getByRole('listitem', { name: 'Maya Thompson' })).not.toHaveTextContent('For Remote Bookkeeper');
    expect(calls('/api/employer/jobs/job-1/applications')).toHaveLength(1);
    expect(calls('/api/employer/applications')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'All applications' })).toHaveAttribute('href', '/employer/applications');
    await waitFor(() => expect(document.title).toBe('Applications · Remote Bookkeeper · Nestwork'));
  });

  it('has its own empty state', async () => {
    renderAt('/employer/jobs/job-1/applications', {
      '/api/employer/jobs/job-1': () => ({ body: { id: 'job-1', title: 'Remote Bookkeeper' } }),
      '/api/employer/jobs/job-1/applications': () => ({ body: buildApplicationsPage([]) }),
    });
    expect(await screen.findByRole('heading', { name: 'No applications yet' })).toBeInTheDocument();
    expect(screen.getByText('When someone applies to this job, they show here.')).toBeInTheDocument();
  });
});

describe('bulk status changes', () => {
  const bulkAnswer = (request: BulkStatusRequest): BulkStatusResponse => ({
    changed: request.applicationIds
      .filter((id) => id !== 'a4')
      .map((id) => ({ id, from: 'pending', to: request.status })),
    skipped: request.applicationIds
      .filter((id) => id === 'a4')
      .map((id) => ({ id, reason: EMPLOYER_APPLICATION_MESSAGES.transitionRefused('hired', request.status) })),
    undoToken: 'undo-token-0123456789abcdef',
    undoExpiresAt: '2026-12-10T15:00:10Z',
  });

  function renderBulk(options: { fakeTimers?: boolean } = {}) {
    return renderAt(
      '/employer/applications',
      {
        '/api/employer/applications': () => ({ body: buildApplicationsPage(ROWS) }),
        '/api/employer/applications/bulk-status': (_url, init) => {
          expect(init.method).toBe('POST');
          return { body: bulkAnswer(JSON.parse(String(init.body)) as BulkStatusRequest) };
        },
        '/api/employer/applications/bulk-status/undo': (_url, init) => {
          expect(init.method).toBe('POST');
          return { body: { restored: [{ id: 'a1', from: 'reviewed', to: 'pending' }], skipped: [] } };
        },
      },
      options,
    );
  }

  it('marks the selected rows reviewed in one call, names the skipped ones, and undoes with the token', async () => {
    const { user, bodies, calls } = renderBulk();
    await screen.findByRole('list', { name: 'Applications' });
    const bar = within(screen.getByRole('group', { name: 'Bulk actions' }));
    expect(bar.getByRole('button', { name: 'Mark as Reviewed' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select Maya Thompson' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Lee Park' }));
    expect(bar.getByText('2 selected')).toBeInTheDocument();
    expect(bar.getByRole('checkbox', { name: 'Select all visible' })).not.toBeChecked();
    expect((bar.getByRole('checkbox', { name: 'Select all visible' }) as HTMLInputElement).indeterminate).toBe(true);

    await user.click(bar.getByRole('button', { name: 'Mark as Reviewed' }));
    const banner = await screen.findByRole('status', { name: 'Bulk change' });
    expect(bodies<BulkStatusRequest>('/api/employer/applications/bulk-status')).toEqual([
      { applicationIds: ['a1', 'a4'], status: 'reviewed' },
    ]);
    expect(banner).toHaveTextContent('1 application marked Reviewed.');
    expect(
      within(within(banner).getByRole('list', { name: 'Skipped applications' })).getByRole('listitem'),
    ).toHaveTextContent("Lee Park: An application that is 'Hired' cannot be changed to 'Reviewed'");
    // The selection is done with; the list is fetched again.
    expect(screen.getByRole('checkbox', { name: 'Select Maya Thompson' })).not.toBeChecked();
    await waitFor(() => expect(calls('/api/employer/applications')).toHaveLength(2));

    // Undo reports in the banner the employer is looking at, not in a corner.
    await user.click(within(banner).getByRole('button', { name: 'Undo' }));
    const undone = await screen.findByRole('status', { name: 'Bulk change' });
    await waitFor(() => expect(undone).toHaveTextContent('Undone: 1 application is back to Application Pending.'));
    expect(within(undone).queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
    expect(bodies('/api/employer/applications/bulk-status/undo')).toEqual([
      { undoToken: 'undo-token-0123456789abcdef' },
    ]);
    await waitFor(() => expect(calls('/api/employer/applications')).toHaveLength(3));
  });

  it('selects every visible row and marks them not selected; Undo is offered for 10 seconds only', async () => {
    jest.useFakeTimers();
    const { user, bodies } = renderBulk({ fakeTimers: true });
    await screen.findByRole('list', { name: 'Applications' });
    const bar = within(screen.getByRole('group', { name: 'Bulk actions' }));
    await user.click(bar.getByRole('checkbox', { name: 'Select all visible' }));
    expect(bar.getByText('5 selected')).toBeInTheDocument();
    for (const row of rowsOf()) expect(within(row).getByRole('checkbox')).toBeChecked();
    await user.click(bar.getByRole('button', { name: 'Mark as Not Selected' }));
    const banner = await screen.findByRole('status', { name: 'Bulk change' });
    expect(bodies<BulkStatusRequest>('/api/employer/applications/bulk-status')).toEqual([
      { applicationIds: ['a1', 'a2', 'a3', 'a4', 'a5'], status: 'rejected' },
    ]);
    expect(banner).toHaveTextContent('4 applications marked Not Selected.');
    expect(banner).toHaveTextContent('1 application skipped:');

    await act(async () => {
      jest.advanceTimersByTime(EMPLOYER_APPLICATION_LIMITS.undoSeconds * 1000 - 100);
    });
    expect(within(banner).getByRole('button', { name: 'Undo' })).toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(200);
    });
    expect(within(banner).queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
    // What was skipped stays in view until dismissed.
    expect(banner).toHaveTextContent("Lee Park: An application that is 'Hired' cannot be changed to 'Not Selected'");
    await user.click(within(banner).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('status', { name: 'Bulk change' })).not.toBeInTheDocument();
  });

  it('keeps the Undo report in view for 5 seconds, like any status message', async () => {
    jest.useFakeTimers();
    const { user } = renderBulk({ fakeTimers: true });
    await screen.findByRole('list', { name: 'Applications' });
    await user.click(screen.getByRole('checkbox', { name: 'Select Maya Thompson' }));
    await user.click(screen.getByRole('button', { name: 'Mark as Reviewed' }));
    const banner = await screen.findByRole('status', { name: 'Bulk change' });
    await user.click(within(banner).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(banner).toHaveTextContent('Undone: 1 application is back to Application Pending.'));
    await act(async () => {
      jest.advanceTimersByTime(TIMING_MS.statusMessageClear - 100);
    });
    expect(screen.getByRole('status', { name: 'Bulk change' })).toHaveTextContent('Undone:');
    await act(async () => {
      jest.advanceTimersByTime(200);
    });
    expect(screen.queryByRole('status', { name: 'Bulk change' })).not.toBeInTheDocument();
  });

  it('tells a failed bulk change in a toast', async () => {
    const { user } = renderAt('/employer/applications', {
      '/api/employer/applications': () => ({ body: buildApplicationsPage(ROWS) }),
      '/api/employer/applications/bulk-status': () => ({
        status: 400,
        body: { error: EMPLOYER_APPLICATION_MESSAGES.idsTooMany },
      }),
    });
    await screen.findByRole('list', { name: 'Applications' });
    await user.click(screen.getByRole('checkbox', { name: 'Select Maya Thompson' }));
    await user.click(screen.getByRole('button', { name: 'Mark as Reviewed' }));
    expect(
      await within(screen.getByRole('region', { name: 'Notifications' })).findByText(
        `Failed to update status: ${EMPLOYER_APPLICATION_MESSAGES.idsTooMany}`,
      ),
    ).toBeInTheDocument();
  });
});
