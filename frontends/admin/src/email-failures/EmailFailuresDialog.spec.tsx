import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import {
  EMAIL_DELIVERY_MESSAGES,
  type AdminUserRow,
  type AdminUsersPage,
  type EmailDeliveryFailure,
  type EmailDeliveryFailuresPage,
} from '@marketplace/contracts';
import { buildSessionUser, mockApi, renderWithProviders, type MockReply } from '@marketplace/testing';
import { UsersPage } from '../users/UsersPage';

const admin = buildSessionUser({ id: 'admin-1', role: 'admin', name: 'Avery Admin' });
const MAYA = '0f0f0f0f-0000-4000-8000-00000000a003';

const ROWS: AdminUserRow[] = [
  {
    id: MAYA,
    name: 'Maya Thompson',
    email: 'maya@example.com',
    role: 'seeker',
    companyName: null,
    joinedAt: '2026-02-14T10:00:00.000Z',
    profilePictureUrl: null,
  },
];

const BOUNCE: EmailDeliveryFailure = {
  id: 'f1',
  userId: MAYA,
  address: 'maya@example.com',
  category: 'password-reset',
  subject: 'Reset your Nestwork password',
  reason: 'EENVELOPE: 550 5.1.1 User unknown',
  permanent: true,
  occurredAt: '2026-11-28T10:00:00.000Z',
};
const TIMEOUT: EmailDeliveryFailure = {
  id: 'f2',
  userId: MAYA,
  address: 'maya@example.com',
  category: 'digest',
  subject: 'Your Nestwork digest: 3 updates',
  reason: 'ETIMEDOUT: Connection timeout',
  permanent: false,
  occurredAt: '2026-11-20T08:00:00.000Z',
};

function renderAt(failures: (url: URL) => MockReply) {
  const fetch = mockApi({
    '/api/admin/users': () => ({ body: { users: ROWS, total: 1, page: 1, pageSize: 20 } satisfies AdminUsersPage }),
    '/api/admin/email-failures': failures,
  });
  const view = renderWithProviders(
    <Routes>
      <Route path="/admin/users" element={<UsersPage />} />
    </Routes>,
    { route: '/admin/users', sessionUser: admin },
  );
  const failureCalls = () =>
    fetch.mock.calls
      .map(([url]) => new URL(String(url), 'http://localhost'))
      .filter((url) => url.pathname === '/api/admin/email-failures');
  return { ...view, failureCalls };
}

describe('Delivery failures of a user', () => {
  it("lists the user's failed deliveries, newest first, with address, kind of mail, reason, refused or not, and when", async () => {
    const { user, failureCalls } = renderAt((url) =>
      url.searchParams.get('cursor')
        ? { body: { failures: [TIMEOUT], nextCursor: null } satisfies EmailDeliveryFailuresPage }
        : { body: { failures: [BOUNCE], nextCursor: 'next-1' } satisfies EmailDeliveryFailuresPage },
    );
    // Nothing is fetched before an admin asks.
    await screen.findByRole('table', { name: '1 user' });
    expect(failureCalls()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delivery failures Maya Thompson' }));
    const dialog = await screen.findByRole('dialog', { name: EMAIL_DELIVERY_MESSAGES.title });
    expect(dialog).toHaveAccessibleDescription(EMAIL_DELIVERY_MESSAGES.intro('Maya Thompson'));
    const table = await within(dialog).findByRole('table', { name: '1 failed delivery' });
    expect(failureCalls()[0]!.searchParams.get('userId')).toBe(MAYA);
    const bounce = within(table).getAllByRole('row')[1]!;
    expect(
      within(bounce)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'maya@example.com',
      'Password resetReset your Nestwork password',
      'EENVELOPE: 550 5.1.1 User unknown',
      EMAIL_DELIVERY_MESSAGES.permanent,
    ]);
    expect(within(bounce).getByRole('rowheader')).toHaveTextContent(/Nov 28, 2026/);

    await user.click(within(dialog).getByRole('button', { name: EMAIL_DELIVERY_MESSAGES.loadMore }));
    const both = await within(dialog).findByRole('table', { name: '2 failed deliveries' });
    expect(failureCalls()[1]!.searchParams.get('cursor')).toBe('next-1');
    expect(within(both).getByRole('row', { name: /Daily digest/ })).toHaveTextContent(
      EMAIL_DELIVERY_MESSAGES.transient,
    );
    expect(within(dialog).queryByRole('button', { name: EMAIL_DELIVERY_MESSAGES.loadMore })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says when every mail was delivered, and offers a retry when the list cannot load', async () => {
    let failing = true;
    const { user } = renderAt(() =>
      failing
        ? { status: 500, body: { error: 'Something went wrong' } }
        : { body: { failures: [], nextCursor: null } satisfies EmailDeliveryFailuresPage },
    );
    await user.click(await screen.findByRole('button', { name: 'Delivery failures Maya Thompson' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(EMAIL_DELIVERY_MESSAGES.loadFailed)).toBeInTheDocument();
    failing = false;
    await user.click(within(dialog).getByRole('button', { name: /try again|retry/i }));
    expect(await within(dialog).findByText(EMAIL_DELIVERY_MESSAGES.empty)).toBeInTheDocument();
  });
});
