import { act, screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { IMPERSONATION_STORAGE_KEY } from '@marketplace/auth';
import {
  ADMIN_PAGING,
  ADMIN_QUERY_MESSAGES,
  AUTH_MESSAGES,
  TEXT_MESSAGES,
  type AdminUserRow,
  type AdminUsersPage,
} from '@marketplace/contracts';
import {
  buildImpersonatedUser,
  buildSessionUser,
  mockApi,
  renderWithProviders,
  type MockReply,
} from '@marketplace/testing';
import { UsersPage, SEARCH_DEBOUNCE_MS } from './UsersPage';

const admin = buildSessionUser({ id: 'admin-1', role: 'admin', name: 'Avery Admin' });

const ROWS: AdminUserRow[] = [
  {
    id: 'admin-1',
    name: 'Avery Admin',
    email: 'admin@demo.local',
    role: 'admin',
    companyName: null,
    joinedAt: '2026-01-05T10:00:00.000Z',
    profilePictureUrl: null,
  },
  {
    id: 'employer-7',
    name: 'Jordan Ellis',
    email: 'employer@demo.local',
    role: 'employer',
    companyName: 'Harbor & Pine Accounting',
    joinedAt: '2026-01-06T10:00:00.000Z',
    profilePictureUrl: 'https://files.example/avatar-64.webp?X-Amz-Signature=abc',
  },
  {
    id: 'seeker-3',
    name: 'Maya Thompson',
    email: 'seeker@demo.local',
    role: 'seeker',
    companyName: null,
    joinedAt: '2026-02-14T10:00:00.000Z',
    profilePictureUrl: null,
  },
  {
    id: 'new-9',
    name: 'Sam Rivera',
    email: 'sam@example.com',
    role: null,
    companyName: null,
    joinedAt: '2026-03-01T10:00:00.000Z',
    profilePictureUrl: null,
  },
];

function Where() {
  const location = useLocation();
  return <output aria-label="address">{`${location.pathname}${location.search}`}</output>;
}

function renderUsers({
  route = '/admin/users',
  reply,
  start,
  fakeTimers = false,
}: { route?: string; reply?: (url: URL) => MockReply; start?: () => MockReply; fakeTimers?: boolean } = {}) {
  const fetch = mockApi({
    '/api/admin/users': (url) =>
      reply?.(url) ?? { body: { users: ROWS, total: ROWS.length, page: 1, pageSize: 20 } satisfies AdminUsersPage },
    '/api/admin/impersonation/start': () => start?.() ?? { status: 500, body: { error: 'not set up' } },
  });
  const view = renderWithProviders(
    <>
      <Where />
      <Routes>
        <Route path="/admin/users" element={<UsersPage />} />
        <Route path="/employer/dashboard" element={<h1>Employer dashboard</h1>} />
        <Route path="/seeker/dashboard" element={<h1>Seeker dashboard</h1>} />
      </Routes>
    </>,
    {
      route,
      sessionUser: admin,
      userEventOptions: fakeTimers ? { advanceTimers: jest.advanceTimersByTime } : undefined,
    },
  );
  const usersCalls = () =>
    fetch.mock.calls
      .map(([url]) => new URL(String(url), 'http://localhost'))
      .filter((url) => url.pathname === '/api/admin/users');
  return { ...view, fetch, usersCalls };
}

describe('Users page', () => {
  it('lists users with name, e-mail, role, company and joined date', async () => {
    const { usersCalls } = renderUsers();
    const table = await screen.findByRole('table', { name: /4 users/ });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Email', 'Role', 'Company', 'Joined', 'Actions']);
    const jordan = within(table).getByRole('row', { name: /Jordan Ellis/ });
    expect(
      within(jordan)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'employer@demo.local',
      'Employer',
      'Harbor & Pine Accounting',
      'Jan 6, 2026',
      'Impersonate Jordan EllisDelivery failures Jordan Ellis',
    ]);
    expect(within(jordan).getByRole('rowheader').querySelector('img')).toHaveAttribute(
      'src',
      ROWS[1]!.profilePictureUrl,
    );
    expect(within(within(table).getByRole('row', { name: /Sam Rivera/ })).getByText('No role yet')).toBeInTheDocument();
    // No picture: the same avatar shows the initials.
    expect(within(within(table).getByRole('row', { name: /Sam Rivera/ })).getByRole('rowheader')).toHaveTextContent(
      'SRSam Rivera',
    );
    expect(usersCalls()[0].searchParams.get('page')).toBe('1');
    expect(usersCalls()[0].searchParams.get('pageSize')).toBe('20');
  });

  it('labels every cell with its column, for the stacked cards on a phone, and keeps actions on one line', async () => {
    renderUsers();
    const table = await screen.findByRole('table', { name: '4 users' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    const [, ...bodyRows] = within(table).getAllByRole('row');
    expect(bodyRows).toHaveLength(ROWS.length);
    for (const row of bodyRows) {
      const cells = [within(row).getByRole('rowheader'), ...within(row).getAllByRole('cell')];
      expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual(headers);
    }
    const jordan = within(table).getByRole('row', { name: /Jordan Ellis/ });
    const actions = within(jordan).getByRole('button', { name: 'Impersonate Jordan Ellis' }).closest('td')!;
    expect(actions).toHaveAttribute('data-actions');
    // Words stay whole at every width: the action and role cells never wrap, nothing breaks "anywhere".
    expect(getComputedStyle(actions).whiteSpace).toBe('nowrap');
    expect(getComputedStyle(within(jordan).getByRole('cell', { name: 'Employer' })).whiteSpace).toBe('nowrap');
    for (const cell of within(jordan).getAllByRole('cell'))
      expect(getComputedStyle(cell).overflowWrap).not.toBe('anywhere');
    // An admin row is never impersonated: its only action is the delivery failures.
    expect(
      within(within(table).getByRole('row', { name: /Avery Admin/ }))
        .getAllByRole('cell')
        .at(-1),
    ).toHaveTextContent(/^Delivery failures Avery Admin$/);
  });

  it('offers Impersonate on seeker and employer rows, never on admins', async () => {
    renderUsers();
    await screen.findByRole('table');
    expect(screen.getAllByRole('button', { name: /^Impersonate/ }).map((button) => button.textContent)).toEqual([
      'Impersonate Jordan Ellis',
      'Impersonate Maya Thompson',
    ]);
  });

  it('searches after a pause in typing and keeps the search in the URL', async () => {
    jest.useFakeTimers();
    try {
      const { user, usersCalls } = renderUsers({ fakeTimers: true });
      await screen.findByRole('table');
      await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'harbor');
      expect(usersCalls()).toHaveLength(1);

      await act(async () => {
        jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
      });
      expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('/admin/users?q=harbor');
      expect(usersCalls()).toHaveLength(2);
      expect(usersCalls()[1].searchParams.get('q')).toBe('harbor');
    } finally {
      jest.useRealTimers();
    }
  });

  it.each([
    [
      'longer than the server accepts',
      'x'.repeat(ADMIN_PAGING.searchMaxLength + 1),
      ADMIN_QUERY_MESSAGES.searchTooLong,
    ],
    ['holding control characters', 'har\u0007bor', TEXT_MESSAGES.forbiddenCharacters],
  ])('keeps a search %s in the box with the server rule message, unsent', async (_case, typed, message) => {
    jest.useFakeTimers();
    try {
      const { user, usersCalls } = renderUsers({ fakeTimers: true });
      await screen.findByRole('table');
      const box = screen.getByRole('searchbox', { name: 'Search users' });
      await user.click(box);
      await user.paste(typed);
      await act(async () => {
        jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2);
      });
      expect(box).toHaveAccessibleDescription(message);
      expect(box).toHaveAttribute('aria-invalid', 'true');
      expect(usersCalls()).toHaveLength(1);
      expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(/^\/admin\/users$/);

      await user.clear(box);
      await user.paste('x'.repeat(ADMIN_PAGING.searchMaxLength));
      await act(async () => {
        jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
      });
      expect(box).not.toHaveAccessibleDescription();
      expect(usersCalls().at(-1)?.searchParams.get('q')).toBe('x'.repeat(ADMIN_PAGING.searchMaxLength));
    } finally {
      jest.useRealTimers();
    }
  });

  it('asks for page 1 when the page in the URL is one the server refuses', async () => {
    const { usersCalls } = renderUsers({ route: '/admin/users?page=1e21' });
    await screen.findByRole('table');
    expect(usersCalls().map((url) => url.searchParams.get('page'))).toEqual(['1']);
  });

  it('starts from the search and page in the URL', async () => {
    const { usersCalls } = renderUsers({
      route: '/admin/users?q=maya&page=2',
      reply: () => ({ body: { users: [ROWS[2]], total: 21, page: 2, pageSize: 20 } }),
    });
    expect(screen.getByRole('searchbox', { name: 'Search users' })).toHaveValue('maya');
    expect(await screen.findByRole('table', { name: '21 users matching “maya”' })).toBeInTheDocument();
    expect(usersCalls()[0].searchParams.get('q')).toBe('maya');
    expect(usersCalls()[0].searchParams.get('page')).toBe('2');
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
  });

  it('pages with Previous and Next', async () => {
    const { user, usersCalls } = renderUsers({
      reply: (url) => ({ body: { users: ROWS, total: 45, page: Number(url.searchParams.get('page')), pageSize: 20 } }),
    });
    const pager = await screen.findByRole('navigation', { name: 'Users pages' });
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(pager).toHaveTextContent('Page 1 of 3');

    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await within(pager).findByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('/admin/users?page=2');
    expect(usersCalls().at(-1)?.searchParams.get('page')).toBe('2');
  });

  it("impersonates: starts the session, keeps the record and opens the user's dashboard", async () => {
    const start = jest.fn(() => ({
      body: { adminId: 'admin-1', impersonatedUser: buildImpersonatedUser(), startedAt: new Date().toISOString() },
    }));
    const { user, fetch } = renderUsers({ start });
    await user.click(await screen.findByRole('button', { name: 'Impersonate Jordan Ellis' }));

    expect(await screen.findByRole('heading', { name: 'Employer dashboard' })).toBeInTheDocument();
    const call = fetch.mock.calls.find(([url]) => String(url) === '/api/admin/impersonation/start');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ targetUserId: 'employer-7' });
    expect(JSON.parse(window.sessionStorage.getItem(IMPERSONATION_STORAGE_KEY)!)).toMatchObject({
      adminId: 'admin-1',
      impersonatedUser: { id: 'employer-7' },
    });
  });

  it.each([
    [
      'the server text',
      { status: 403, body: { error: AUTH_MESSAGES.impersonateAdminForbidden } },
      'Admins cannot impersonate other admins',
    ],
    [
      'the fallback',
      { status: 502, body: '<html></html>', headers: { 'Content-Type': 'text/html' } },
      'Failed to start impersonation',
    ],
  ])('shows %s when starting fails, and stays', async (_case, reply, text) => {
    const { user } = renderUsers({ start: () => reply as MockReply });
    await user.click(await screen.findByRole('button', { name: 'Impersonate Maya Thompson' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('button', { name: 'Impersonate Maya Thompson' })).toBeEnabled();
    expect(window.sessionStorage.getItem(IMPERSONATION_STORAGE_KEY)).toBeNull();
  });

  it('says when nobody matches', async () => {
    renderUsers({
      route: '/admin/users?q=zzz',
      reply: () => ({ body: { users: [], total: 0, page: 1, pageSize: 20 } }),
    });
    expect(await screen.findByText('No users match “zzz”')).toBeInTheDocument();
  });

  it('shows an error with Retry when the list cannot be loaded', async () => {
    let healthy = false;
    const { user } = renderUsers({
      reply: () =>
        healthy
          ? { body: { users: ROWS, total: 4, page: 1, pageSize: 20 } }
          : { status: 500, body: { error: 'Database down' } },
    });
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Loading users…');
    expect(await screen.findByRole('alert')).toHaveTextContent('Database down');
    healthy = true;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });
});
