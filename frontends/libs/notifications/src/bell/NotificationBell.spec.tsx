import { Route, Routes, useLocation } from 'react-router';
import { act, screen, waitFor, within } from '@testing-library/react';
import { setChatSocketFactory } from '@marketplace/chat';
import { fakeSocketFactory, FakeChatSocket } from '@marketplace/chat/fake-socket';
import {
  NOTIFICATION_CENTER_MESSAGES as MESSAGES,
  NOTIFICATION_LIMITS,
  NOTIFICATION_SOCKET_EVENTS,
  type NotificationsPage,
} from '@marketplace/contracts';
import { buildSessionUser, mockApi, renderWithProviders, type FetchHandler } from '@marketplace/testing';
import { buildNotification, buildNotificationsPage } from '../test-fixtures';
import { NotificationBell } from './NotificationBell';

const employer = buildSessionUser({ id: 'employer-1', role: 'employer', name: 'Jordan Ellis' });
let sockets: FakeChatSocket[];

beforeEach(() => {
  const fake = fakeSocketFactory();
  sockets = fake.sockets;
  setChatSocketFactory(fake.factory);
});
afterEach(() => setChatSocketFactory(null));

function Here() {
  return <p>{`At ${useLocation().pathname}`}</p>;
}

/** The bell in a header above whatever page the URL opens, as the shell shows it. */
function renderBell(routes: Record<string, FetchHandler>, route = '/employer/dashboard') {
  const fetch = mockApi(routes);
  const rendered = renderWithProviders(
    <>
      <header>
        <NotificationBell />
      </header>
      <Routes>
        <Route path="*" element={<Here />} />
      </Routes>
    </>,
    { route, sessionUser: employer },
  );
  return { ...rendered, fetch };
}

const bell = () => screen.getByRole('button', { name: /^Notifications,/ });
const listCalls = (fetch: jest.Mock) =>
  fetch.mock.calls.filter(([input]) => new URL(String(input), 'http://localhost').pathname === '/api/notifications');

describe('NotificationBell', () => {
  it('shows the unread count, capped at 99+', async () => {
    let page: NotificationsPage = buildNotificationsPage({ unreadCount: 3 });
    const { queryClient } = renderBell({ '/api/notifications': () => ({ body: page }) });
    expect(await screen.findByRole('button', { name: MESSAGES.bellLabel(3) })).toBeInTheDocument();
    expect(screen.getByTestId('notification-count')).toHaveTextContent('3');

    page = buildNotificationsPage({ unreadCount: 250 });
    await act(() => queryClient.invalidateQueries());
    expect(await screen.findByRole('button', { name: 'Notifications, 99+ unread' })).toBeInTheDocument();
    expect(screen.getByTestId('notification-count')).toHaveTextContent('99+');

    page = buildNotificationsPage({ unreadCount: 0 });
    await act(() => queryClient.invalidateQueries());
    expect(await screen.findByRole('button', { name: 'Notifications, none unread' })).toBeInTheDocument();
    expect(screen.queryByTestId('notification-count')).not.toBeInTheDocument();
  });

  it('updates live on the socket event, on the page’s one socket', async () => {
    let unread = 1;
    renderBell({ '/api/notifications': () => ({ body: buildNotificationsPage({ unreadCount: unread }) }) });
    await screen.findByRole('button', { name: MESSAGES.bellLabel(1) });
    await waitFor(() => expect(sockets[0]?.connected).toBe(true));
    unread = 4;
    act(() => sockets[0].serverEmit(NOTIFICATION_SOCKET_EVENTS.changed, { unreadCount: 4 }));
    expect(await screen.findByRole('button', { name: MESSAGES.bellLabel(4) })).toBeInTheDocument();
    expect(sockets).toHaveLength(1);
  });

  it('polls every pollSeconds while the socket is not connected', async () => {
    jest.useFakeTimers();
    try {
      // A socket that never connects: the live connection is down.
      setChatSocketFactory(({ auth }) => new FakeChatSocket(auth));
      let unread = 2;
      const { fetch } = renderBell({
        '/api/notifications': () => ({ body: buildNotificationsPage({ unreadCount: unread }) }),
      });
      await screen.findByRole('button', { name: MESSAGES.bellLabel(2) });
      unread = 5;
      await act(async () => void jest.advanceTimersByTime(NOTIFICATION_LIMITS.pollSeconds * 1000));
      expect(await screen.findByRole('button', { name: MESSAGES.bellLabel(5) })).toBeInTheDocument();
      expect(listCalls(fetch)).toHaveLength(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('does not poll while the socket is connected', async () => {
    jest.useFakeTimers();
    try {
      const { fetch } = renderBell({
        '/api/notifications': () => ({ body: buildNotificationsPage({ unreadCount: 2 }) }),
      });
      await screen.findByRole('button', { name: MESSAGES.bellLabel(2) });
      await act(async () => void jest.advanceTimersByTime(0));
      expect(sockets[0]?.connected).toBe(true);
      await act(async () => void jest.advanceTimersByTime(NOTIFICATION_LIMITS.pollSeconds * 3000));
      expect(listCalls(fetch)).toHaveLength(1);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('NotificationPanel', () => {
  const applicants = [
    buildNotification({ text: 'New applicant for Remote Bookkeeper: Dana Smith' }),
    buildNotification({ text: 'New applicant for Remote Bookkeeper: Lee Park' }),
    buildNotification({ text: 'New applicant for Remote Bookkeeper: Sam Roe' }),
  ];
  const approved = buildNotification({
    kind: 'job-approved',
    text: 'Your job Copy Editor is live',
    link: '/employer/jobs/job-2',
    subjectId: 'job-2',
    subjectTitle: 'Copy Editor',
    seenAt: '2026-03-01T00:00:00.000Z',
    readAt: '2026-03-01T00:00:00.000Z',
  });

  function renderPanel() {
    const posts: Array<{ path: string; body: unknown }> = [];
    let page = buildNotificationsPage({ notifications: [...applicants, approved] });
    const post: FetchHandler = (url, init) => {
      const body = JSON.parse(String(init.body)) as unknown;
      posts.push({ path: url.pathname, body });
      if (url.pathname.endsWith('/read')) {
        page = buildNotificationsPage({
          notifications: page.notifications.map((item) => ({ ...item, readAt: '2026-03-03T00:00:00.000Z' })),
        });
      }
      return { body: { unreadCount: page.unreadCount } };
    };
    const rendered = renderBell({
      '/api/notifications': () => ({ body: page }),
      '/api/notifications/read': post,
      '/api/notifications/seen': post,
    });
    return { ...rendered, posts };
  }

  it('groups the latest, reports them seen, and marks all read', async () => {
    const { user, posts } = renderPanel();
    await user.click(await screen.findByRole('button', { name: MESSAGES.bellLabel(3) }));
    const dialog = screen.getByRole('dialog', { name: MESSAGES.panelTitle });
    const items = within(dialog).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(
      within(items[0]).getByRole('link', { name: 'Unread: 3 new applicants for Remote Bookkeeper' }),
    ).toHaveAttribute('href', '/employer/jobs/job-1/applicants');
    expect(within(items[1]).getByRole('link', { name: 'Your job Copy Editor is live' })).toBeInTheDocument();
    await waitFor(() =>
      expect(posts).toContainEqual({ path: '/api/notifications/seen', body: { ids: applicants.map((a) => a.id) } }),
    );

    await user.click(within(dialog).getByRole('button', { name: MESSAGES.markAllRead }));
    await waitFor(() => expect(posts).toContainEqual({ path: '/api/notifications/read', body: { all: true } }));
    expect(await screen.findByRole('button', { name: MESSAGES.bellLabel(0) })).toBeInTheDocument();
    expect(
      within(dialog).getByRole('link', { name: 'New applicant for Remote Bookkeeper: Dana Smith' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: MESSAGES.markAllRead })).toBeDisabled();
  });

  it('opens a group’s page and marks the whole group read', async () => {
    const { user, posts } = renderPanel();
    await user.click(await screen.findByRole('button', { name: MESSAGES.bellLabel(3) }));
    await user.click(screen.getByRole('link', { name: 'Unread: 3 new applicants for Remote Bookkeeper' }));
    expect(screen.getByText('At /employer/jobs/job-1/applicants')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(posts).toContainEqual({ path: '/api/notifications/read', body: { ids: applicants.map((a) => a.id) } }),
    );
  });

  it('closes on Escape with focus back on the bell, and links to the full page', async () => {
    const { user } = renderPanel();
    await user.click(await screen.findByRole('button', { name: MESSAGES.bellLabel(3) }));
    expect(bell()).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bell()).toHaveFocus();

    await user.click(bell());
    await user.click(screen.getByRole('link', { name: MESSAGES.seeAll }));
    expect(screen.getByText('At /notifications')).toBeInTheDocument();
  });

  it('says so when there is nothing', async () => {
    const { user } = renderBell({ '/api/notifications': () => ({ body: buildNotificationsPage() }) });
    await user.click(await screen.findByRole('button', { name: MESSAGES.bellLabel(0) }));
    expect(within(screen.getByRole('dialog')).getByText(MESSAGES.empty)).toBeInTheDocument();
  });
});
