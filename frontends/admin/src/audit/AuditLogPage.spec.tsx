import { screen, within } from '@testing-library/react';
import { Route, Routes, useLocation, useNavigate } from 'react-router';
import type { AuditLogEntry, AuditLogPage as AuditLogPageBody } from '@marketplace/contracts';
import { buildSessionUser, mockApi, renderWithProviders } from '@marketplace/testing';
import { AuditLogPage } from './AuditLogPage';

const AVERY = { id: '11111111-1111-4111-8111-111111111111', name: 'Avery Admin' };
const SAM = { id: '22222222-2222-4222-8222-222222222222', name: 'Sam Support' };
const JORDAN = { id: '33333333-3333-4333-8333-333333333333', name: 'Jordan Ellis' };
const MAYA = { id: '44444444-4444-4444-8444-444444444444', name: 'Maya Thompson' };

const ENTRY: AuditLogEntry = {
  id: 'a1',
  summary: 'Archived the job Remote Bookkeeper',
  action: 'job.archive',
  admin: AVERY,
  actingAs: JORDAN,
  refused: false,
  method: 'POST',
  route: '/api/employer/jobs/4b7c0a8e-9a57-4c35-9d0e-1f1b7d0f3a52/archive',
  statusCode: 200,
  at: '2026-12-10T15:04:00.000Z',
};

const REFUSED: AuditLogEntry = {
  ...ENTRY,
  id: 'a2',
  summary: 'Tried to change the password',
  action: 'account.password',
  actingAs: MAYA,
  refused: true,
  route: '/api/account/password',
  statusCode: 403,
};

function pageOf(entries: AuditLogEntry[], overrides: Partial<AuditLogPageBody> = {}): AuditLogPageBody {
  return {
    entries,
    total: entries.length,
    page: 1,
    pageSize: 20,
    admins: [AVERY, SAM].map((person) => ({ ...person, role: 'admin' as const, deletedAt: null })),
    users: [
      { ...JORDAN, role: 'employer' as const, deletedAt: null },
      { ...MAYA, role: 'seeker' as const, deletedAt: null },
    ],
    ...overrides,
  };
}

function Search() {
  const navigate = useNavigate();
  return (
    <>
      <output aria-label="URL query">{useLocation().search}</output>
      <button onClick={() => navigate(-1)}>Browser back</button>
    </>
  );
}

function renderLog(reply: (url: URL) => { status?: number; body: unknown }, route = '/admin/audit-log') {
  const fetch = mockApi({ '/api/admin/audit-log': reply });
  const view = renderWithProviders(
    <Routes>
      <Route
        path="/admin/audit-log"
        element={
          <>
            <AuditLogPage />
            <Search />
          </>
        }
      />
    </Routes>,
    { route, sessionUser: buildSessionUser({ role: 'admin' }) },
  );
  const lastQuery = () => new URL(String(fetch.mock.calls.at(-1)?.[0]), 'http://localhost').searchParams;
  return { ...view, fetch, lastQuery };
}

describe('Audit log page', () => {
  it('tells what happened in words, with who, as whom and when', async () => {
    renderLog(() => ({ body: pageOf([ENTRY]) }));
    const table = await screen.findByRole('table', { name: '1 entry' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['When', 'What happened', 'Admin', 'Acting as']);
    const cells = within(table).getAllByRole('cell');
    // Dates as people read them, in the viewer's time zone.
    expect(cells[0]).toHaveTextContent(/^Dec 10, 2026, \d{1,2}:04 (AM|PM)$/);
    expect(within(cells[1]!).getByText('Archived the job Remote Bookkeeper')).toBeInTheDocument();
    expect(cells[1]).toHaveTextContent(`POST ${ENTRY.route} · 200`);
    expect(cells.slice(2).map((cell) => cell.textContent)).toEqual(['Avery Admin', 'Jordan Ellis']);
    expect(within(table).queryByText('Refused')).not.toBeInTheDocument();
    // Each cell names its column, which the stacked phone layout shows before the value.
    expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual([
      'When',
      'What happened',
      'Admin',
      'Acting as',
    ]);
    expect(screen.queryByRole('navigation', { name: 'Audit log pages' })).not.toBeInTheDocument();
  });

  it('asks for the log without refused requests until "Show refused requests" is ticked, and keeps that in the URL', async () => {
    const { user, lastQuery } = renderLog((url) => ({
      body: pageOf(url.searchParams.get('refused') === 'true' ? [REFUSED, ENTRY] : [ENTRY]),
    }));
    await screen.findByRole('table', { name: '1 entry' });
    expect(lastQuery().has('refused')).toBe(false);

    await user.click(screen.getByRole('checkbox', { name: 'Show refused requests' }));
    const table = await screen.findByRole('table', { name: '2 entries, refused requests included' });
    expect(lastQuery().get('refused')).toBe('true');
    expect(screen.getByRole('status', { name: 'URL query' })).toHaveTextContent('?refused=true');
    const refusedRow = within(table).getAllByRole('row')[1]!;
    expect(refusedRow).toHaveTextContent('Tried to change the password');
    expect(within(refusedRow).getByText('Refused')).toBeInTheDocument();

    // Unticked, the first answer (cached) is shown again.
    await user.click(screen.getByRole('checkbox', { name: 'Show refused requests' }));
    await screen.findByRole('table', { name: '1 entry' });
    expect(screen.getByRole('status', { name: 'URL query' })).toBeEmptyDOMElement();
  });

  it('filters by admin, user and action on the server, from the URL, back to page 1 on a change', async () => {
    const { user, lastQuery } = renderLog(
      () => ({ body: pageOf([ENTRY], { total: 45, page: 2 }) }),
      `/admin/audit-log?page=2&user=${MAYA.id}&refused=true`,
    );
    await screen.findByRole('table');
    expect(Object.fromEntries(lastQuery())).toEqual({ page: '2', pageSize: '20', user: MAYA.id, refused: 'true' });
    expect(screen.getByRole('combobox', { name: /User/ })).toHaveValue(MAYA.id);
    expect(screen.getByRole('checkbox', { name: 'Show refused requests' })).toBeChecked();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Admin' }), 'Sam Support');
    expect(Object.fromEntries(lastQuery())).toEqual({
      page: '1',
      pageSize: '20',
      admin: SAM.id,
      user: MAYA.id,
      refused: 'true',
    });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'Archive a job');
    expect(lastQuery().get('action')).toBe('job.archive');
    expect(screen.getByRole('status', { name: 'URL query' })).toHaveTextContent(
      `?user=${MAYA.id}&refused=true&admin=${SAM.id}&action=job.archive`,
    );

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(Object.fromEntries(lastQuery())).toEqual({ page: '1', pageSize: '20', refused: 'true' });
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('goes back to the previous filters with the browser', async () => {
    const { user } = renderLog(() => ({ body: pageOf([ENTRY]) }));
    await screen.findByRole('table');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Admin' }), 'Avery Admin');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'Archive a job');
    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    expect(screen.getByRole('combobox', { name: 'Action' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Admin' })).toHaveValue(AVERY.id);
    expect(screen.getByRole('status', { name: 'URL query' })).toHaveTextContent(`?admin=${AVERY.id}`);
  });

  it('offers the people of the log, and keeps a filtered person the log no longer has', async () => {
    const gone = '55555555-5555-4555-8555-555555555555';
    renderLog(() => ({ body: pageOf([]) }), `/admin/audit-log?admin=${gone}`);
    await screen.findByText('Nothing matches these filters');
    const admins = within(screen.getByRole('combobox', { name: 'Admin' }));
    expect(admins.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All admins',
      'Avery Admin',
      'Sam Support',
      'An admin not in the log',
    ]);
    expect(screen.getByRole('combobox', { name: 'Admin' })).toHaveValue(gone);
    expect(
      within(screen.getByRole('combobox', { name: /User/ }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All users', 'Jordan Ellis', 'Maya Thompson']);
    expect(
      within(screen.getByRole('combobox', { name: 'Action' })).getByRole('option', {
        name: 'Change the email address',
      }),
    ).toHaveValue('account.email');
  });

  it("tells apart the deleted accounts in the User filter instead of listing 'Deleted user' three times", async () => {
    const deleted = (id: string, role: 'seeker' | 'employer', deletedAt: string) => ({
      id,
      name: 'Deleted user',
      role,
      deletedAt,
    });
    renderLog(() => ({
      body: pageOf([], {
        users: [
          deleted('66666666-6666-4666-8666-666666666661', 'seeker', '2026-11-03T12:00:00Z'),
          deleted('66666666-6666-4666-8666-666666666662', 'employer', '2026-11-03T12:00:00Z'),
          deleted('66666666-6666-4666-8666-666666666663', 'seeker', '2026-11-20T12:00:00Z'),
          { ...MAYA, role: 'seeker', deletedAt: null },
        ],
      }),
    }));
    await screen.findByText('Nothing recorded yet');
    expect(
      within(screen.getByRole('combobox', { name: /User/ }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'All users',
      'Deleted user (Seeker, deleted Nov 3, 2026)',
      'Deleted user (Employer, deleted Nov 3, 2026)',
      'Deleted user (Seeker, deleted Nov 20, 2026)',
      'Maya Thompson',
    ]);
  });

  it('drops filter values the server would refuse instead of sending them', async () => {
    const { lastQuery } = renderLog(
      () => ({ body: pageOf([ENTRY]) }),
      '/admin/audit-log?page=1e21&admin=avery&action=burn&refused=yes',
    );
    await screen.findByRole('table', { name: '1 entry' });
    expect(Object.fromEntries(lastQuery())).toEqual({ page: '1', pageSize: '20' });
  });

  it('pages through a long log, keeping the filters', async () => {
    const { user, lastQuery } = renderLog(
      (url) => ({
        body: pageOf([{ ...ENTRY, id: url.searchParams.get('page')! }], {
          total: 30,
          page: Number(url.searchParams.get('page')),
        }),
      }),
      '/admin/audit-log?action=job.archive',
    );
    const pager = await screen.findByRole('navigation', { name: 'Audit log pages' });
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await within(pager).findByText('Page 2 of 2')).toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(Object.fromEntries(lastQuery())).toEqual({ page: '2', pageSize: '20', action: 'job.archive' });
  });

  it('says when nothing has been recorded', async () => {
    renderLog(() => ({ body: pageOf([]) }));
    expect(await screen.findByText('Nothing recorded yet')).toBeInTheDocument();
  });

  it('shows an error with Retry when the log cannot be loaded', async () => {
    renderLog(() => ({ status: 403, body: { error: 'Access denied' } }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Access denied');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
