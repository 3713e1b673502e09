import { Route, Routes } from 'react-router';
import { screen, waitFor, within } from '@testing-library/react';
import {
  NOTIFICATION_CENTER_MESSAGES as MESSAGES,
  NOTIFICATION_PATHS,
  NOTIFICATION_SCREEN_MESSAGES as SCREEN,
} from '@marketplace/contracts';
import { buildSessionUser, mockApi, renderWithProviders, type FetchHandler } from '@marketplace/testing';
import { buildNotification, buildNotificationsPage } from '../test-fixtures';
import { NotificationsPage } from './NotificationsPage';

const seeker = buildSessionUser({ role: 'seeker', name: 'Maya Thompson' });

const interview = buildNotification({
  kind: 'application-interview',
  text: 'Acme Care moved your application for Copy Editor to interview',
  link: '/seeker/applications',
});
const reviewed = buildNotification({
  kind: 'application-reviewed',
  text: 'Acme Care reviewed your application for Copy Editor',
  link: '/seeker/applications',
  readAt: '2026-03-01T00:00:00.000Z',
});
const older = buildNotification({ kind: 'job-alert', text: '2 new jobs for your alert Bookkeeping', link: '/jobs' });

function renderPage() {
  const reads: unknown[] = [];
  const cursors: Array<string | null> = [];
  const readIds = new Set<string>();
  const state = (item: typeof interview) => (readIds.has(item.id) ? { ...item, readAt: '2026-03-03T00:00:00Z' } : item);
  const list: FetchHandler = (url) => {
    const cursor = url.searchParams.get('cursor');
    cursors.push(cursor);
    const unreadCount = [interview, older].filter((item) => !readIds.has(item.id)).length;
    return {
      body:
        cursor === 'page-2'
          ? buildNotificationsPage({ notifications: [state(older)], unreadCount, nextCursor: null })
          : buildNotificationsPage({ notifications: [state(interview), reviewed], unreadCount, nextCursor: 'page-2' }),
    };
  };
  mockApi({
    '/api/notifications': list,
    '/api/notifications/read': (_url, init) => {
      const body = JSON.parse(String(init.body)) as { ids?: string[]; all?: true };
      reads.push(body);
      for (const id of body.all ? [interview.id, older.id] : (body.ids ?? [])) readIds.add(id);
      return { body: { unreadCount: 2 - readIds.size } };
    },
  });
  const rendered = renderWithProviders(
    <Routes>
      <Route path={NOTIFICATION_PATHS.center} element={<NotificationsPage />} />
    </Routes>,
    { route: NOTIFICATION_PATHS.center, sessionUser: seeker },
  );
  return { ...rendered, reads, cursors };
}

describe('NotificationsPage', () => {
  it('lists notifications newest first and shows older ones page by page', async () => {
    const { user, cursors } = renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: MESSAGES.pageTitle })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: MESSAGES.pageTitle });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([`Unread: ${interview.text}`, reviewed.text]);
    await user.click(screen.getByRole('button', { name: MESSAGES.loadMore }));
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(3));
    expect(within(list).getByRole('link', { name: `Unread: ${older.text}` })).toHaveAttribute('href', '/jobs');
    expect(cursors).toEqual([null, 'page-2']);
    expect(screen.queryByRole('button', { name: MESSAGES.loadMore })).not.toBeInTheDocument();
  });

  it('marks one read, then all', async () => {
    const { user, reads } = renderPage();
    await user.click(await screen.findByRole('button', { name: SCREEN.markReadOf(interview.text) }));
    await waitFor(() => expect(reads).toEqual([{ ids: [interview.id] }]));
    expect(await screen.findByRole('link', { name: interview.text })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: SCREEN.markReadOf(interview.text) })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: MESSAGES.markAllRead }));
    await waitFor(() => expect(reads).toContainEqual({ all: true }));
    await waitFor(() => expect(screen.getByRole('button', { name: MESSAGES.markAllRead })).toBeDisabled());
  });

  it('links to the notification settings', async () => {
    renderPage();
    expect(await screen.findByRole('link', { name: MESSAGES.preferencesLink })).toHaveAttribute(
      'href',
      NOTIFICATION_PATHS.preferences,
    );
  });
});
