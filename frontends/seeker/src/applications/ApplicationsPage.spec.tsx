import { Route, Routes } from 'react-router';
import { screen, waitFor, within } from '@testing-library/react';
import { APPLICATION_MESSAGES, type SeekerApplication } from '@marketplace/contracts';
import { buildSessionUser, deferred, mockApi, renderWithProviders, type MockReply } from '@marketplace/testing';
import SeekerRoutes from '../routes';
import { formatDateTime, formatDay, interviewStageLabel } from './format';

const seeker = buildSessionUser({ role: 'seeker', name: 'Maya Thompson' });

function application(overrides: Partial<SeekerApplication> & { id: string }): SeekerApplication {
  return {
    job: { id: `job-${overrides.id}`, title: `Job ${overrides.id}`, status: 'approved' },
    company: { name: 'Harbor & Pine', logoUrl: null },
    appliedAt: '2026-12-10T15:00:00Z',
    status: 'pending',
    interviewStage: null,
    nextInterviewAt: null,
    nextInterview: null,
    withdrawn: false,
    withdrawnAt: null,
    coverLetter: null,
    resumeId: 'r1',
    ...overrides,
  };
}

const LIST: SeekerApplication[] = [
  application({
    id: 'a1',
    job: { id: 'job-1', title: 'Remote Bookkeeper', status: 'approved' },
    status: 'interview',
    interviewStage: 'technical_interview',
    nextInterviewAt: '2026-12-12T15:30:00Z',
    nextInterview: {
      scheduledAt: '2026-12-12T15:30:00Z',
      timeZone: 'Europe/Berlin',
      location: 'Torstrasse 1, Berlin',
      meetingUrl: 'https://meet.example.com/abc',
      messageToCandidate: 'Looking forward to it.\nBring a portfolio.',
    },
  }),
  application({
    id: 'a2',
    job: { id: 'job-2', title: 'Support Lead', status: 'approved' },
    company: { name: 'Private Company', logoUrl: null },
    status: 'pending',
  }),
  application({
    id: 'a3',
    job: { id: 'job-3', title: 'Copy Editor', status: 'filled' },
    status: 'hired',
    appliedAt: '2026-11-02T09:00:00Z',
  }),
  application({
    id: 'a4',
    job: { id: 'job-4', title: 'Data Entry Clerk', status: 'approved' },
    status: 'reviewed',
    withdrawn: true,
    withdrawnAt: '2026-11-20T10:00:00Z',
  }),
  application({ id: 'a5', job: { id: 'job-5', title: 'Virtual Assistant', status: 'approved' }, status: 'rejected' }),
];

function renderPage(
  list: () => MockReply | Promise<MockReply>,
  withdraw: (id: string) => MockReply | Promise<MockReply> = (id) => ({
    body: { ...LIST.find((item) => item.id === id), withdrawn: true, withdrawnAt: '2026-12-11T08:00:00Z' },
  }),
) {
  const withdrawn: string[] = [];
  mockApi({
    '/api/seeker/applications': list,
    ...Object.fromEntries(
      LIST.map((item) => [
        `/api/seeker/applications/${item.id}/withdraw`,
        (_url: URL, init: RequestInit) => {
          expect(init.method).toBe('POST');
          withdrawn.push(item.id);
          return withdraw(item.id);
        },
      ]),
    ),
  });
  const view = renderWithProviders(
    <Routes>
      <Route path="/seeker/*" element={<SeekerRoutes />} />
    </Routes>,
    { route: '/seeker/applications', sessionUser: seeker },
  );
  return { ...view, withdrawn };
}

/** Runs `body` as if the browser were in `timeZone` (what Intl reports as the seeker's own). */
function inTimeZone(timeZone: string) {
  const original = Intl.DateTimeFormat.prototype.resolvedOptions;
  return jest.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
    this: Intl.DateTimeFormat,
  ) {
    return { ...original.call(this), timeZone };
  });
}

afterEach(() => jest.restoreAllMocks());

describe('formatting', () => {
  it('writes days as people read them and interview times in the given time zone', () => {
    expect(formatDay('2026-12-10T15:00:00Z', 'UTC')).toBe('Dec 10, 2026');
    // Late on the 10th in New York is already the 11th in Tokyo.
    expect(formatDay('2026-12-11T03:00:00Z', 'America/New_York')).toBe('Dec 10, 2026');
    expect(formatDay('2026-12-11T03:00:00Z', 'Asia/Tokyo')).toBe('Dec 11, 2026');
    expect(formatDateTime('2026-12-12T15:30:00Z', 'America/New_York')).toBe('Dec 12, 2026, 10:30 AM EST');
    expect(formatDateTime('2026-12-12T15:30:00Z', 'Asia/Tokyo')).toBe('Dec 13, 2026, 12:30 AM GMT+9');
    expect(formatDay('not a date', 'UTC')).toBe('');
  });

  it('labels interview stages', () => {
    expect(interviewStageLabel('initial_screening')).toBe('Initial Screening');
    expect(interviewStageLabel('offer_extended')).toBe('Offer Extended');
    expect(interviewStageLabel('toString')).toBe('toString');
  });
});

describe('ApplicationsPage', () => {
  it('lists the applications newest first with job link, company, applied date, status and stage', async () => {
    inTimeZone('America/New_York');
    renderPage(() => ({ body: { applications: LIST } }));
    const list = await screen.findByRole('list', { name: 'Applications' });
    const rows = within(list).getAllByRole('article');
    expect(rows.map((row) => within(row).getByRole('heading').textContent)).toEqual([
      'Remote Bookkeeper',
      'Support Lead',
      'Copy Editor',
      'Data Entry Clerk',
      'Virtual Assistant',
    ]);

    const first = screen.getByRole('article', { name: 'Remote Bookkeeper' });
    expect(within(first).getByRole('link', { name: 'Remote Bookkeeper' })).toHaveAttribute(
      'href',
      '/seeker/jobs/job-1',
    );
    expect(first).toHaveTextContent('Harbor & Pine');
    expect(within(first).getByText('Interview Scheduled')).toBeInTheDocument();
    expect(within(first).getByText('Dec 10, 2026')).toHaveAttribute('datetime', '2026-12-10T15:00:00Z');
    expect(within(first).getByText('Technical Interview')).toBeInTheDocument();
    expect(within(first).getByText('Dec 12, 2026, 10:30 AM EST')).toHaveAttribute('datetime', '2026-12-12T15:30:00Z');
    // The next interview: in the seeker's zone, with the employer's, where, the link to join and the message.
    const next = within(first).getByRole('region', { name: 'Next interview' });
    expect(next).toHaveTextContent("Dec 12, 2026, 4:30 PM GMT+1 in Europe/Berlin, the employer's time zone");
    expect(next).toHaveTextContent('WhereTorstrasse 1, Berlin');
    expect(within(next).getByRole('link', { name: 'Join the meeting' })).toHaveAttribute(
      'href',
      'https://meet.example.com/abc',
    );
    expect(within(next).getByRole('link', { name: 'Join the meeting' })).toHaveAttribute('target', '_blank');
    expect(next).toHaveTextContent('Message from Harbor & PineLooking forward to it. Bring a portfolio.');
    expect(within(screen.getByRole('article', { name: 'Support Lead' })).queryByRole('region')).toBeNull();

    expect(
      within(screen.getByRole('article', { name: 'Support Lead' })).getByText('Application Pending'),
    ).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Support Lead' })).toHaveTextContent('Private Company');
    expect(within(screen.getByRole('article', { name: 'Copy Editor' })).getByText('Hired')).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Virtual Assistant' })).getByText('Not Selected'),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('My applications · Nestwork'));
  });

  it("shows the next interview in the seeker's own time zone", async () => {
    inTimeZone('Asia/Tokyo');
    renderPage(() => ({ body: { applications: [LIST[0]] } }));
    const row = await screen.findByRole('article', { name: 'Remote Bookkeeper' });
    expect(within(row).getByText('Dec 13, 2026, 12:30 AM GMT+9')).toBeInTheDocument();
  });

  it('marks withdrawn applications and offers Withdraw only while one can', async () => {
    renderPage(() => ({ body: { applications: LIST } }));
    const withdrawn = await screen.findByRole('article', { name: 'Data Entry Clerk' });
    expect(within(withdrawn).getByText('Withdrawn', { selector: 'span' })).toBeInTheDocument();
    expect(within(withdrawn).queryByText('Reviewed')).not.toBeInTheDocument();
    expect(within(withdrawn).queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
    // Decided applications stay as they are.
    for (const title of ['Copy Editor', 'Virtual Assistant']) {
      expect(
        within(screen.getByRole('article', { name: title })).queryByRole('button', { name: 'Withdraw' }),
      ).not.toBeInTheDocument();
    }
    for (const title of ['Remote Bookkeeper', 'Support Lead']) {
      expect(
        within(screen.getByRole('article', { name: title })).getByRole('button', { name: 'Withdraw' }),
      ).toBeInTheDocument();
    }
  });

  it('withdraws after a confirmation, then marks the row withdrawn', async () => {
    const { user, withdrawn } = renderPage(() => ({ body: { applications: LIST } }));
    const row = await screen.findByRole('article', { name: 'Support Lead' });
    await user.click(within(row).getByRole('button', { name: 'Withdraw' }));
    const dialog = screen.getByRole('dialog', { name: 'Withdraw this application?' });
    expect(dialog).toHaveAccessibleDescription(expect.stringContaining('Support Lead at Private Company'));
    expect(withdrawn).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Withdraw application' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(withdrawn).toEqual(['a2']);
    expect(within(row).getByText('Withdrawn', { selector: 'span' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
    expect(row).toHaveFocus();
    expect(await screen.findByText(APPLICATION_MESSAGES.withdrawn)).toBeInTheDocument();
  });

  it('keeps the application when the confirmation is declined', async () => {
    const { user, withdrawn } = renderPage(() => ({ body: { applications: LIST } }));
    const row = await screen.findByRole('article', { name: 'Support Lead' });
    await user.click(within(row).getByRole('button', { name: 'Withdraw' }));
    await user.click(screen.getByRole('button', { name: 'Keep application' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Withdraw' })).toHaveFocus();
    expect(withdrawn).toEqual([]);
  });

  it("shows the server's reason when withdrawing fails, in the dialog", async () => {
    const { user } = renderPage(
      () => ({ body: { applications: LIST } }),
      () => ({ status: 409, body: { error: APPLICATION_MESSAGES.cannotWithdraw } }),
    );
    const row = await screen.findByRole('article', { name: 'Remote Bookkeeper' });
    await user.click(within(row).getByRole('button', { name: 'Withdraw' }));
    const dialog = screen.getByRole('dialog', { name: 'Withdraw this application?' });
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw application' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(APPLICATION_MESSAGES.cannotWithdraw);
    expect(within(row).getByText('Interview Scheduled')).toBeInTheDocument();
  });

  it('shows skeletons while loading, then an empty state', async () => {
    const reply = deferred<MockReply>();
    renderPage(() => reply.promise);
    expect(screen.getByRole('list', { name: 'Loading your applications' })).toHaveAttribute('aria-busy', 'true');
    reply.resolve({ body: { applications: [] } });
    expect(await screen.findByText('No applications yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse jobs' })).toHaveAttribute('href', '/seeker/jobs');
  });

  it('shows an error with Try Again, which loads the list again', async () => {
    let fail = true;
    const { user } = renderPage(() =>
      fail ? { status: 500, body: { error: 'Boom' } } : { body: { applications: [LIST[1]] } },
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(APPLICATION_MESSAGES.loadFailed);
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('article', { name: 'Support Lead' })).toBeInTheDocument();
  });
});
