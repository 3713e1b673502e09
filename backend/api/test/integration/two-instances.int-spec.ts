import type { MikroORM } from '@mikro-orm/postgresql';
import {
  AUTH_MESSAGES,
  CHAT_SOCKET_EVENTS,
  type ChatThreadsPage,
  type InboxResponse,
  type JoinThreadAck,
  type MessageReceivedEvent,
  type NewMessageEvent,
  NOTIFICATION_SOCKET_EVENTS,
  type NotificationsChangedEvent,
  type SendMessageResponse,
  type SessionResponse,
  signInRateLimitedText,
  type StartThreadResponse,
} from '@marketplace/contracts';
import type { AppConfig } from '../../src/config/app-config';
import { EMAIL_CHANGE_LIMITS, SIGN_IN_FAILURES_PER_ACCOUNT } from '../../src/modules/accounts/accounts.rate-limits';
import { PasswordHasher } from '../../src/modules/accounts/password-hasher';
import { NotificationCenter } from '../../src/modules/notifications';
import { insertUsers } from '../support/access-context';
import { type RunningApi, startApi } from '../support/api-server';
import { clearRateLimits, openOrm, truncateJobsData } from '../support/database';
import { type HttpAnswer, HttpSession } from '../support/http-session';
import { fixtureUuid, insertCompany, insertJobs } from '../support/job-fixtures';
import { EventLog, LiveSockets, nextEvent } from '../support/live-socket';
import { testConfig } from '../support/test-config';

const PASSWORD = 'Two-instances-9';
const COMPANY = fixtureUuid(1, 'b');
const JOB = fixtureUuid(1, 'c');
const EMPLOYER = { id: fixtureUuid(1, 'd'), email: 'pair.employer@example.com', role: 'employer' as const };
const SEEKER = { id: fixtureUuid(2, 'd'), email: 'pair.seeker@example.com', role: 'seeker' as const };
/** The e-mail changes a session may try per window. */
const EMAIL_CHANGES_PER_SESSION = EMAIL_CHANGE_LIMITS.rules.find((rule) => rule.by === 'session')!.limit;
/** Accounts whose passwords are guessed at (one per limit counted). */
const GUESSED = [fixtureUuid(3, 'd'), fixtureUuid(4, 'd')].map((id, n) => ({
  id,
  email: `pair.guessed${n}@example.com`,
  role: 'seeker' as const,
}));

/**
 * The whole product's per-request state on two instances of the real HTTP app (createHttpApp, each
 * on its own port) sharing one PostgreSQL database and one Redis, as a load balancer runs them:
 * whichever instance a request or a socket lands on, a session, a rate limit and a live event
 * behave as on one instance.
 */
describe('two API instances behind one balancer', () => {
  let config: AppConfig;
  let orm: MikroORM;
  let a: RunningApi;
  let b: RunningApi;
  const sockets = new LiveSockets();
  // Client addresses of this run (rate limits count per address).
  let host = 0;
  const address = () => `198.51.100.${++host}`;

  /** A browser of its own, talking to one instance. */
  const browser = (api: RunningApi) => new HttpSession(api.baseUrl, config.publicOrigin, address());
  /** A browser signed in through the real route on one instance. */
  const signedIn = async (api: RunningApi, email: string) => {
    const session = browser(api);
    await session.signIn(email, PASSWORD);
    return session;
  };

  beforeAll(async () => {
    config = testConfig({ PUBLIC_URL: 'http://localhost:3000' });
    orm = await openOrm(config);
    await truncateJobsData(orm);
    await clearRateLimits(config.redisUrl);
    const passwordHash = await new PasswordHasher().hash(PASSWORD);
    await insertCompany(orm, COMPANY, 'Pair Co');
    await insertUsers(orm, [
      { ...EMPLOYER, name: 'Erin Employer', companyId: COMPANY, passwordHash },
      { ...SEEKER, name: 'Sol Seeker', passwordHash },
      ...GUESSED.map((user) => ({ ...user, passwordHash })),
    ]);
    await insertJobs(orm, [{ id: JOB, companyId: COMPANY, status: 'approved', postedAt: new Date(), title: 'Editor' }]);
    await orm.em
      .getConnection()
      .execute(
        `insert into applications (id, job_id, seeker_id, status, applied_at, updated_at) values (?, ?, ?, 'pending', now(), now())`,
        [fixtureUuid(1, 'a'), JOB, SEEKER.id],
      );
    a = await startApi(config);
    b = await startApi(config);
  }, 60_000);

  afterEach(() => sockets.closeAll());

  afterAll(async () => {
    sockets.closeAll();
    await a?.close();
    await b?.close();
    if (orm) await truncateJobsData(orm);
    await orm?.close(true);
    if (config) await clearRateLimits(config.redisUrl);
  }, 60_000);

  it('keeps a session signed in on one instance on the other, and a sign-out on the other ends it everywhere', async () => {
    const onA = await signedIn(a, SEEKER.email);
    const onB = onA.fork(b.baseUrl);

    // The cookie A set is a session B knows.
    expect((await onB.get('/api/auth/user-role')).body).toEqual({ role: 'seeker' });
    expect((await onB.get<SessionResponse>('/api/auth/session')).body.user).toMatchObject({
      id: SEEKER.id,
      email: SEEKER.email,
    });
    // The session's socket is on A.
    const socket = await sockets.connect(onA);
    const closed = nextEvent<string>(socket, 'disconnect');

    // B refuses a sign-out that does not come from the site (CSRF), then signs out the one that does.
    expect((await onB.post('/api/auth/sign-out', {}, { noOrigin: true })).status).toBe(403);
    expect((await onA.get('/api/auth/user-role')).status).toBe(200);
    expect((await onB.post('/api/auth/sign-out')).status).toBe(200);

    // A no longer knows the cookie, and closed the session's socket.
    const stale = await onA.get('/api/auth/user-role');
    expect(stale.status).toBe(401);
    expect((await onA.get<SessionResponse>('/api/auth/session')).body).toEqual({ user: null });
    expect(await closed).toBe('io server disconnect');
    await expect(sockets.connect(onA)).rejects.toThrow();
  });

  it('closes, on any instance, the sockets of the sessions another instance ended (sign out other devices)', async () => {
    const laptopOnA = await signedIn(a, SEEKER.email);
    const phoneOnB = await signedIn(b, SEEKER.email);
    const phoneSocket = await sockets.connect(phoneOnB);
    const laptopSocket = await sockets.connect(laptopOnA.fork(b.baseUrl));
    const phoneClosed = nextEvent<string>(phoneSocket, 'disconnect');

    const ended = await laptopOnA.post('/api/account/sign-out-others');
    expect(ended.status).toBe(200);
    expect(ended.body).toMatchObject({ endedSessions: 1 });
    expect((await phoneOnB.get('/api/auth/user-role')).status).toBe(401);
    expect(await phoneClosed).toBe('io server disconnect');
    // The session that asked keeps its socket.
    const ack = (await laptopSocket.timeout(5_000).emitWithAck(CHAT_SOCKET_EVENTS.leaveThread, {
      threadId: fixtureUuid(9, 'f'),
    })) as JoinThreadAck;
    expect(ack).toEqual({ ok: true });
    expect(laptopSocket.connected).toBe(true);
  });

  it('counts sign-in failures made on both instances together, to the limit one instance has', async () => {
    /** Wrong passwords for the account from one new address, through the instances in turn, until the first 429. */
    const failUntilHeld = async (email: string, instances: RunningApi[]) => {
      const ip = address();
      const attempt = (api: RunningApi) =>
        new HttpSession(api.baseUrl, config.publicOrigin, ip).post('/api/auth/sign-in', {
          email,
          password: 'Wrong-pass-1',
        });
      const answers: HttpAnswer[] = [];
      for (let n = 0; n <= SIGN_IN_FAILURES_PER_ACCOUNT && answers.at(-1)?.status !== 429; n++)
        answers.push(await attempt(instances[n % instances.length]!));
      return { answers, attempt };
    };
    const onOne = await failUntilHeld(GUESSED[0]!.email, [a]);
    const onBoth = await failUntilHeld(GUESSED[1]!.email, [a, b]);

    // As many failures wherever they were made (A, B, A, B, A), then the same refusal (from B).
    for (const { answers } of [onOne, onBoth]) {
      expect(answers.map((answer) => answer.status)).toEqual([
        ...Array<number>(SIGN_IN_FAILURES_PER_ACCOUNT).fill(401),
        429,
      ]);
      expect(answers[0]!.body).toEqual({
        error: AUTH_MESSAGES.invalidCredentials,
        code: 'ACCOUNTS_INVALID_CREDENTIALS',
      });
      const held = answers.at(-1)!;
      const waitSeconds = Number(held.headers.get('retry-after'));
      expect(waitSeconds).toBeGreaterThan(0);
      expect(held.body).toEqual({ error: signInRateLimitedText(waitSeconds * 1000), code: 'ACCESS_RATE_LIMITED' });
    }
    // A holds the account at that address as B does.
    expect((await onBoth.attempt(a)).status).toBe(429);
  });

  it("counts a session's e-mail change attempts on both instances together, with the text the card reads", async () => {
    const onA = await signedIn(a, SEEKER.email);
    const onB = onA.fork(b.baseUrl);
    const answers: HttpAnswer[] = [];
    for (let n = 0; n < EMAIL_CHANGES_PER_SESSION + 1; n++)
      answers.push(
        await (n % 2 === 0 ? onA : onB).post('/api/seeker/account/email', {
          newEmail: 'pair.moved@example.com',
          currentPassword: 'Wrong-pass-1',
        }),
      );
    expect(answers.map((answer) => answer.status)).toEqual([
      ...Array<number>(EMAIL_CHANGES_PER_SESSION).fill(400),
      429,
    ]);
    expect(answers[0]!.body).toMatchObject({ fieldErrors: { currentPassword: [AUTH_MESSAGES.currentPasswordWrong] } });
    expect(answers.at(-1)!.body).toEqual({ error: AUTH_MESSAGES.emailChangeRateLimited, code: 'ACCESS_RATE_LIMITED' });
    expect(AUTH_MESSAGES.emailChangeRateLimited).toContain('rate limit');
  });

  it('tells a socket on one instance of a chat message sent through the other, once, with shared presence and unread counts', async () => {
    const employerOnA = await signedIn(a, EMPLOYER.email);
    const seekerOnB = await signedIn(b, SEEKER.email);
    const started = await employerOnA.post<StartThreadResponse>('/api/messages/threads', { recipientId: SEEKER.id });
    expect(started.status).toBe(200);
    const { threadId } = started.body;

    const seekerSocket = await sockets.connect(seekerOnB);
    const joined = (await seekerSocket
      .timeout(5_000)
      .emitWithAck(CHAT_SOCKET_EVENTS.joinThread, { threadId })) as JoinThreadAck;
    expect(joined).toEqual({ ok: true });
    const arrived = new EventLog<NewMessageEvent>(seekerSocket, CHAT_SOCKET_EVENTS.newMessage);
    const received = new EventLog<MessageReceivedEvent>(seekerSocket, CHAT_SOCKET_EVENTS.messageReceived);

    const sent: string[] = [];
    for (const content of ['Hello from A', 'Still A']) {
      const answer = await employerOnA.post<SendMessageResponse>(`/api/messages/threads/${threadId}/messages`, {
        content,
      });
      expect(answer.status).toBe(201);
      sent.push(answer.body.message.id);
    }
    // Each message once, in order, on the room and on the recipient's own sockets.
    expect((await arrived.atLeast(2)).map((event) => event.message.id)).toEqual(sent);
    expect((await received.atLeast(2)).map((event) => event.messageId)).toEqual(sent);
    expect(arrived.received.map((event) => event.message.content)).toEqual(['Hello from A', 'Still A']);

    // The unread count is the same through either instance; presence knows the seeker's socket on B from A.
    for (const api of [a, b]) {
      const inbox = await seekerOnB.fork(api.baseUrl).get<InboxResponse>('/api/messages/inbox');
      expect(inbox.body.unreadCount).toBe(2);
    }
    const threads = await employerOnA.get<ChatThreadsPage>('/api/messages/threads');
    expect(threads.body.threads.find((thread) => thread.id === threadId)?.counterpart).toMatchObject({
      userId: SEEKER.id,
      online: true,
    });
    // Both messages arrived before these answers; nothing came twice meanwhile.
    expect(arrived.received).toHaveLength(2);
    expect(received.received).toHaveLength(2);
  });

  it('tells a socket on one instance of notifications read through the other, once each', async () => {
    const seekerOnA = await signedIn(a, SEEKER.email);
    await a.app.get(NotificationCenter, { strict: false }).notify(
      [1, 2].map((n) => ({
        userId: SEEKER.id,
        kind: 'job-alert' as const,
        text: `${n} new jobs match your alert "editor"`,
        link: '/seeker/alerts',
        dedupeKey: `two-instances-alert-${n}`,
      })),
    );
    const page = await seekerOnA.get<{ notifications: Array<{ id: string }>; unreadCount: number }>(
      '/api/notifications',
    );
    expect(page.body.unreadCount).toBe(2);

    const socket = await sockets.connect(seekerOnA.fork(b.baseUrl));
    const changes = new EventLog<NotificationsChangedEvent>(socket, NOTIFICATION_SOCKET_EVENTS.changed);
    expect((await seekerOnA.post('/api/notifications/read', { ids: [page.body.notifications[0]!.id] })).status).toBe(
      200,
    );
    expect((await seekerOnA.post('/api/notifications/read', { all: true })).status).toBe(200);
    expect(await changes.atLeast(2)).toEqual([{ unreadCount: 1 }, { unreadCount: 0 }]);
  });
});
