import type { MikroORM } from '@mikro-orm/postgresql';
import {
  CHAT_SOCKET_PATH,
  type ErrorBody,
  NOTIFICATION_CENTER_MESSAGES,
  NOTIFICATION_SOCKET_EVENTS,
  type NotificationPreferences,
  type NotificationsChangedEvent,
  type NotificationsPage,
  type UnreadCountResponse,
} from '@marketplace/contracts';
import { io, type Socket } from 'socket.io-client';
import type { AppConfig } from '../../src/config/app-config';
import { NotificationCenter, type NotificationDraft } from '../../src/modules/notifications';
import { insertUsers } from '../support/access-context';
import { type RunningApi, startApi } from '../support/api-server';
import { clearRateLimits, openOrm, truncateJobsData } from '../support/database';
import type { HttpSession } from '../support/http-session';
import { fixtureUuid } from '../support/job-fixtures';
import { browserAs } from '../support/job-posting-context';
import { testConfig } from '../support/test-config';

type Answer = Partial<ErrorBody>;

const SEEKER = fixtureUuid(1, 'e');
const OTHER_SEEKER = fixtureUuid(2, 'e');
const EMPLOYER = fixtureUuid(3, 'e');
const ADMIN = fixtureUuid(4, 'e');
const JOB = fixtureUuid(5, 'e');

/** The notification center over HTTP and the socket: each person reads and marks only their own; the count arrives live. */
describe('notifications over HTTP', () => {
  let config: AppConfig;
  let api: RunningApi;
  let orm: MikroORM;
  let seeker: HttpSession;
  let otherSeeker: HttpSession;
  let employer: HttpSession;
  let admin: HttpSession;
  const sockets: Socket[] = [];

  const notify = (drafts: NotificationDraft[]) => api.app.get(NotificationCenter, { strict: false }).notify(drafts);
  const list = (session: HttpSession, cursor?: string) =>
    session.get<NotificationsPage & Answer>(`/api/notifications${cursor ? `?cursor=${cursor}` : ''}`);
  const read = (session: HttpSession, body: unknown) =>
    session.request<UnreadCountResponse & Answer>('POST', '/api/notifications/read', { body });

  function applicant(userId: string, n: number): NotificationDraft {
    return {
      userId,
      kind: 'new-applicant',
      text: `New applicant for Remote Bookkeeper: Person ${n}`,
      link: `/employer/jobs/${JOB}/applicants`,
      subjectId: JOB,
      subjectTitle: 'Remote Bookkeeper',
      dedupeKey: `e2e-applicant-${n}`,
    };
  }

  function alert(userId: string, n: number): NotificationDraft {
    return {
      userId,
      kind: 'job-alert',
      text: `${n} new jobs match your alert "bookkeeper"`,
      link: '/seeker/alerts',
      dedupeKey: `e2e-alert-${userId}-${n}`,
    };
  }

  /** A socket as the browser opens it, with the session's cookie. */
  function connect(session: HttpSession): Promise<Socket> {
    const cookie = [...session.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const socket = io(api.baseUrl, {
      path: CHAT_SOCKET_PATH,
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      extraHeaders: { cookie, origin: config.publicOrigin },
    });
    sockets.push(socket);
    return new Promise((resolve, reject) => {
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', reject);
    });
  }

  function next<T>(socket: Socket, event: string): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${event} within 5 s`)), 5_000);
      socket.once(event, (payload: T) => {
        clearTimeout(timer);
        resolve(payload);
      });
    });
  }

  beforeAll(async () => {
    config = testConfig({ PUBLIC_URL: 'http://localhost:3000' });
    orm = await openOrm(config);
    await truncateJobsData(orm);
    await insertUsers(orm, [
      { id: SEEKER, email: 'nina.seeker@example.com', name: 'Nina Seeker', role: 'seeker' },
      { id: OTHER_SEEKER, email: 'omar.seeker@example.com', name: 'Omar Seeker', role: 'seeker' },
      { id: EMPLOYER, email: 'erin.employer@example.com', name: 'Erin Employer', role: 'employer' },
      { id: ADMIN, email: 'ada.admin@example.com', name: 'Ada Admin', role: 'admin' },
    ]);
    await clearRateLimits(config.redisUrl);
    api = await startApi(config);
    seeker = await browserAs(api, config, { id: SEEKER, role: 'seeker' });
    otherSeeker = await browserAs(api, config, { id: OTHER_SEEKER, role: 'seeker' });
    employer = await browserAs(api, config, { id: EMPLOYER, role: 'employer' });
    admin = await browserAs(api, config, { id: ADMIN, role: 'admin' });
  });

  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect();
  });

  afterAll(async () => {
    await api.close();
    await orm.close(true);
  });

  it("lists only the caller's own notifications, pages them, and nobody marks another's", async () => {
    for (let n = 1; n <= 22; n += 1) await notify([applicant(EMPLOYER, n)]);
    await notify([alert(SEEKER, 1), alert(OTHER_SEEKER, 1)]);

    const first = await list(employer);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(first.body.notifications).toHaveLength(20);
    expect(first.body.unreadCount).toBe(22);
    expect(first.body.notifications.every((item) => item.kind === 'new-applicant')).toBe(true);
    const second = await list(employer, first.body.nextCursor!);
    expect(second.body.notifications).toHaveLength(2);
    expect(second.body.nextCursor).toBeNull();
    const bad = await list(employer, 'not-a-cursor');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe(NOTIFICATION_CENTER_MESSAGES.cursorInvalid);

    const mine = await list(seeker);
    expect(mine.body.notifications.map((item) => item.text)).toEqual(['1 new jobs match your alert "bookkeeper"']);
    const theirs = (await list(otherSeeker)).body.notifications[0]!.id;
    // Another person's id changes nothing; their count stays.
    expect((await read(seeker, { ids: [theirs] })).body).toEqual({ unreadCount: 1 });
    expect((await list(otherSeeker)).body.unreadCount).toBe(1);
    expect((await read(seeker, { all: true })).body).toEqual({ unreadCount: 0 });
    expect((await list(otherSeeker)).body.unreadCount).toBe(1);
    const invalid = await read(seeker, { ids: 'all' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.fieldErrors).toEqual({ ids: [NOTIFICATION_CENTER_MESSAGES.idsInvalid] });
    const empty = await read(seeker, { ids: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe(NOTIFICATION_CENTER_MESSAGES.idsInvalid);
    // The admin's bell has nothing of anyone else's.
    expect((await list(admin)).body).toEqual({ notifications: [], unreadCount: 0, nextCursor: null });
  });

  it('keeps preferences per role and refuses kinds the role does not receive', async () => {
    const initial = await seeker.get<NotificationPreferences>('/api/notifications/preferences');
    expect(initial.body.preferences.map((choice) => choice.kind)).toContain('application-interview');
    expect(initial.body.preferences.map((choice) => choice.kind)).not.toContain('new-applicant');
    const refused = await seeker.request<Answer>('PUT', '/api/notifications/preferences', {
      body: { preferences: [{ kind: 'new-applicant', inApp: true, email: 'off' }] },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      error: NOTIFICATION_CENTER_MESSAGES.kindNotYours,
      fieldErrors: { 'preferences.new-applicant': [NOTIFICATION_CENTER_MESSAGES.kindNotYours] },
    });
    const saved = await seeker.request<NotificationPreferences & Answer>('PUT', '/api/notifications/preferences', {
      body: {
        preferences: [{ kind: 'application-interview', inApp: true, email: 'digest' }],
        timeZone: 'Asia/Kolkata',
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.timeZone).toBe('Asia/Kolkata');
    expect(saved.body.preferences.find((choice) => choice.kind === 'application-interview')).toEqual({
      kind: 'application-interview',
      inApp: true,
      email: 'digest',
    });
    // Someone else's preferences are untouched.
    const theirs = await otherSeeker.get<NotificationPreferences>('/api/notifications/preferences');
    expect(theirs.body.timeZone).toBe('America/New_York');
    expect(theirs.body.preferences.find((choice) => choice.kind === 'application-interview')!.email).toBe('immediate');
  });

  it("tells the person's open pages their new unread count, and no one else's", async () => {
    const mine = await connect(seeker);
    const theirs = await connect(otherSeeker);
    let heardByOther = false;
    theirs.on(NOTIFICATION_SOCKET_EVENTS.changed, () => (heardByOther = true));
    const before = (await list(seeker)).body.unreadCount;
    const arrived = next<NotificationsChangedEvent>(mine, NOTIFICATION_SOCKET_EVENTS.changed);
    await notify([alert(SEEKER, 2)]);
    expect(await arrived).toEqual({ unreadCount: before + 1 });
    // Marking read on one page updates the others.
    const cleared = next<NotificationsChangedEvent>(mine, NOTIFICATION_SOCKET_EVENTS.changed);
    await read(seeker, { all: true });
    expect(await cleared).toEqual({ unreadCount: 0 });
    expect(heardByOther).toBe(false);
  });
});
