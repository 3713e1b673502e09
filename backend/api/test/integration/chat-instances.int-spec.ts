import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { MikroORM } from '@mikro-orm/postgresql';
import { Queue } from 'bullmq';
import {
  CHAT_SOCKET_EVENTS,
  type ChatThreadsPage,
  type JoinThreadAck,
  type MessageReceivedEvent,
  type NewMessageEvent,
  type PresenceEvent,
  type SendMessageResponse,
  type StartThreadResponse,
} from '@marketplace/contracts';
import type { AppConfig } from '../../src/config/app-config';
import { QUEUE_PREFIX, QUEUES } from '../../src/infrastructure/queue/queue.constants';
import { SessionService } from '../../src/modules/accounts';
import { notifyMessageJobId } from '../../src/modules/chat/chat.queue';
import { insertUsers } from '../support/access-context';
import { type RunningApi, startApi } from '../support/api-server';
import { openOrm, truncateJobsData } from '../support/database';
import { eventually, HttpSession } from '../support/http-session';
import { LiveSockets, nextEvent } from '../support/live-socket';
import { fixtureUuid, insertCompany, insertJobs } from '../support/job-fixtures';
import { testConfig } from '../support/test-config';
import { FakeClock } from '../support/accounts-fakes';
import type { Redis } from 'ioredis';
import { REDIS_CLIENT } from '../../src/infrastructure/redis/redis.module';
import { ChatGateway } from '../../src/modules/chat/realtime/chat.gateway';
import { ChatPresence, PRESENCE_TTL_MS } from '../../src/modules/chat/realtime/chat-presence';

/** A server started by infra/stack/redis.cjs, kept running by infra/stack/supervisor.cjs. */
interface StoreServer {
  port: number;
  pid: number;
  stop(): Promise<void>;
}
interface SupervisedServer {
  current(): StoreServer;
  stop(): Promise<void>;
}

// The workspace's own stack scripts (infra is not a TypeScript project to import from).
const REPO_ROOT = path.resolve(__dirname, '../../../..');
const stackModule = <T>(file: string): T => require(path.join(REPO_ROOT, 'infra/stack', file)) as T;
const { startRedis } = stackModule<{
  startRedis(options: Record<string, unknown>): Promise<StoreServer>;
}>('redis.cjs');
const { supervise } = stackModule<{ supervise(options: Record<string, unknown>): Promise<SupervisedServer> }>(
  'supervisor.cjs',
);

const COMPANY = fixtureUuid(1, 'b');
const JOB = fixtureUuid(1, 'c');
const EMPLOYER = fixtureUuid(1, 'd');
const SEEKER = fixtureUuid(2, 'd');
/** A second employer of the company: each sender stays within the per-sender rate. */
const COLLEAGUE = fixtureUuid(3, 'd');
/** How long the killed Redis stays down before the supervisor starts it again. */
const OUTAGE_MS = 2_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Two API instances on one PostgreSQL and one Redis, as production runs them behind a balancer:
 * a message sent through one reaches sockets connected to the other (the Redis streams adapter),
 * presence is shared, and a Redis restart in the middle of a conversation loses no message.
 */
describe('chat across two API instances', () => {
  const stackLog: string[] = [];
  let dataRoot = '';
  let redis: SupervisedServer | undefined;
  let config: AppConfig;
  let orm: MikroORM;
  let first: RunningApi;
  let second: RunningApi;
  const sockets = new LiveSockets();

  /** A browser of one instance, signed in as the user (the session lives in PostgreSQL: both instances know it). */
  const browser = async (api: RunningApi, user: { id: string; role: 'seeker' | 'employer' }) => {
    const session = new HttpSession(api.baseUrl, config.publicOrigin, '192.0.2.77');
    const issued = await api.app.get(SessionService, { strict: false }).issue(user);
    session.cookies.set(config.sessionCookie.name, issued.token);
    return session;
  };
  beforeAll(async () => {
    dataRoot = mkdtempSync(path.join(tmpdir(), 'nestwork-chat-'));
    const password = randomBytes(12).toString('base64url');
    const log = (line: string) => stackLog.push(line);
    redis = await supervise({
      name: 'redis',
      label: 'Redis',
      log,
      firstDelayMs: OUTAGE_MS,
      stableMs: 1_000,
      maxQuickFailures: 3,
      start: (previous: StoreServer | undefined) =>
        startRedis({ dataRoot, repoRoot: REPO_ROOT, password, log, port: previous?.port, announce: !previous }),
    });
    config = testConfig({
      REDIS_URL: `redis://:${password}@127.0.0.1:${redis.current().port}/0`,
      PUBLIC_URL: 'http://localhost:3000',
    });
    orm = await openOrm(config);
    await truncateJobsData(orm);
    await insertCompany(orm, COMPANY, 'Two Instances Co');
    await insertUsers(orm, [
      { id: EMPLOYER, email: 'two.employer@example.com', name: 'Erin Employer', role: 'employer', companyId: COMPANY },
      { id: SEEKER, email: 'two.seeker@example.com', name: 'Sol Seeker', role: 'seeker' },
      {
        id: COLLEAGUE,
        email: 'two.colleague@example.com',
        name: 'Cam Colleague',
        role: 'employer',
        companyId: COMPANY,
      },
    ]);
    await insertJobs(orm, [{ id: JOB, companyId: COMPANY, status: 'approved', postedAt: new Date(), title: 'Editor' }]);
    await orm.em
      .getConnection()
      .execute(
        `insert into applications (id, job_id, seeker_id, status, applied_at, updated_at) values (?, ?, ?, 'pending', now(), now())`,
        [fixtureUuid(1, 'a'), JOB, SEEKER],
      );
    first = await startApi(config);
    second = await startApi(config);
  }, 60_000);

  afterEach(() => sockets.closeAll());

  afterAll(async () => {
    await first?.close();
    await second?.close();
    if (orm) await truncateJobsData(orm);
    // No worker runs here: the jobs kept while Redis was down would otherwise reach a later suite's worker.
    await orm?.em.getConnection().execute(`delete from queue_outbox where queue = 'chat'`);
    await orm?.close(true);
    await redis?.stop();
    if (dataRoot) rmSync(dataRoot, { recursive: true, force: true });
  }, 60_000);

  it('delivers a message sent through one instance to a socket connected to the other, and shares presence', async () => {
    const employerOnFirst = await browser(first, { id: EMPLOYER, role: 'employer' });
    const seekerOnSecond = await browser(second, { id: SEEKER, role: 'seeker' });
    const { threadId } = (
      await employerOnFirst.post<StartThreadResponse>('/api/messages/threads', { recipientId: SEEKER })
    ).body;

    // The employer is connected to the first instance; the seeker coming online on the second tells them.
    const employerSocket = await sockets.connect(employerOnFirst);
    const online = nextEvent<PresenceEvent>(employerSocket, CHAT_SOCKET_EVENTS.userOnline);
    const seekerSocket = await sockets.connect(seekerOnSecond);
    expect((await online).userId).toBe(SEEKER);
    const threads = await employerOnFirst.get<ChatThreadsPage>('/api/messages/threads');
    expect(threads.body.threads[0]?.counterpart).toMatchObject({ userId: SEEKER, online: true });

    const joined = (await seekerSocket
      .timeout(5_000)
      .emitWithAck(CHAT_SOCKET_EVENTS.joinThread, { threadId })) as JoinThreadAck;
    expect(joined).toEqual({ ok: true });
    const arrived = nextEvent<NewMessageEvent>(seekerSocket, CHAT_SOCKET_EVENTS.newMessage);
    const received = nextEvent<MessageReceivedEvent>(seekerSocket, CHAT_SOCKET_EVENTS.messageReceived);
    const sent = await employerOnFirst.post<SendMessageResponse>(`/api/messages/threads/${threadId}/messages`, {
      content: 'Hello from the first instance',
    });
    expect(sent.status).toBe(201);
    expect(await arrived).toEqual({ threadId, message: sent.body.message });
    expect((await received).messageId).toBe(sent.body.message.id);

    // And back: the seeker answers through the second instance; the employer's socket on the first hears it.
    const answered = nextEvent<MessageReceivedEvent>(employerSocket, CHAT_SOCKET_EVENTS.messageReceived);
    const reply = await seekerOnSecond.post<SendMessageResponse>(`/api/messages/threads/${threadId}/messages`, {
      content: 'Hello from the second',
    });
    expect((await answered).messageId).toBe(reply.body.message.id);

    const offline = nextEvent<PresenceEvent>(employerSocket, CHAT_SOCKET_EVENTS.userOffline);
    seekerSocket.disconnect();
    expect((await offline).userId).toBe(SEEKER);
  });

  it('tells counterparts once that a user went offline when their instance died without a disconnect', async () => {
    const employerOnFirst = await browser(first, { id: EMPLOYER, role: 'employer' });
    await employerOnFirst.post<StartThreadResponse>('/api/messages/threads', { recipientId: SEEKER });
    const employerSocket = await sockets.connect(employerOnFirst);
    // The seeker's socket was on an instance that died: its last heartbeat was longer ago than the
    // presence TTL, and no disconnect ever ran.
    const redisClient = first.app.get<Redis>(REDIS_CLIENT);
    const died = new FakeClock(new Date(Date.now() - PRESENCE_TTL_MS - 1_000));
    const ghost = new ChatPresence(redisClient, died);
    expect(
      await ghost.connected({ userId: SEEKER, role: 'seeker', companyId: null }, 'socket-of-a-dead-instance'),
    ).toBe(true);
    const threads = await employerOnFirst.get<ChatThreadsPage>('/api/messages/threads');
    expect(threads.body.threads[0]?.counterpart).toMatchObject({ userId: SEEKER, online: false });

    const offline = nextEvent<PresenceEvent>(employerSocket, CHAT_SOCKET_EVENTS.userOffline);
    // Both instances sweep at once (their heartbeats): one of them announces it, once.
    const announced = await Promise.all([
      first.app.get(ChatGateway).announceGone(),
      second.app.get(ChatGateway).announceGone(),
    ]);
    expect(announced.sort()).toEqual([0, 1]);
    expect((await offline).userId).toBe(SEEKER);
    expect(await first.app.get(ChatPresence).lastSeen(SEEKER)).not.toBeNull();
    expect(await second.app.get(ChatGateway).announceGone()).toBe(0);
  });

  it('loses no message while Redis restarts in the middle of a conversation', async () => {
    const employerOnFirst = await browser(first, { id: EMPLOYER, role: 'employer' });
    const colleagueOnSecond = await browser(second, { id: COLLEAGUE, role: 'employer' });
    const seekerOnSecond = await browser(second, { id: SEEKER, role: 'seeker' });
    const { threadId } = (
      await employerOnFirst.post<StartThreadResponse>('/api/messages/threads', { recipientId: SEEKER })
    ).body;
    const seekerSocket = await sockets.connect(seekerOnSecond);
    expect(await seekerSocket.timeout(5_000).emitWithAck(CHAT_SOCKET_EVENTS.joinThread, { threadId })).toEqual({
      ok: true,
    });
    const delivered = new Set<string>();
    seekerSocket.on(CHAT_SOCKET_EVENTS.newMessage, (event: NewMessageEvent) => delivered.add(event.message.id));

    // Senders on both instances, one message every 100 ms between them, from before the outage to after it.
    const outcomes: Array<{ status: number; id: string | null; at: number }> = [];
    let sending = true;
    const sender = (async () => {
      for (let n = 0; sending; n += 1) {
        const via = n % 2 === 0 ? employerOnFirst : colleagueOnSecond;
        const answer = await via.post<SendMessageResponse>(`/api/messages/threads/${threadId}/messages`, {
          content: `Message ${n}`,
        });
        outcomes.push({ status: answer.status, id: answer.body.message?.id ?? null, at: Date.now() });
        await sleep(100);
      }
    })();
    let down = 0;
    let up = 0;
    try {
      await sleep(1_000);
      const before = redis!.current();
      down = Date.now();
      process.kill(before.pid, 'SIGKILL');
      await eventually(async () => redis!.current() !== before, 20_000);
      up = Date.now();
      await sleep(1_500);
    } finally {
      sending = false;
      await sender;
    }

    // Every message was stored and answered, and every one of them reached the socket on the other instance.
    expect(outcomes.filter((outcome) => outcome.status !== 201)).toEqual([]);
    const sent = outcomes.map((outcome) => outcome.id!);
    expect(sent.length).toBeGreaterThan(15);
    // Some went while Redis was down: stored, answered, and told once it was back.
    expect(outcomes.filter((outcome) => outcome.at > down && outcome.at < up).length).toBeGreaterThan(3);
    await eventually(async () => sent.every((id) => delivered.has(id)), 20_000).catch(() => undefined);
    expect(sent.filter((id) => !delivered.has(id))).toEqual([]);
    // Nor the notification of one sent while Redis was down: its job is in the outbox, or in Redis once it was back.
    const duringOutage = outcomes
      .filter((outcome) => outcome.at > down && outcome.at < up)
      .map((outcome) => outcome.id!);
    const kept = await orm.em
      .fork()
      .getConnection()
      .execute<Array<{ job_id: string }>>(`select opts->>'jobId' as job_id from queue_outbox where queue = 'chat'`);
    const chatQueue = new Queue(QUEUES.chat, { connection: { url: config.redisUrl }, prefix: QUEUE_PREFIX });
    try {
      const inOutbox = new Set(kept.map((row) => row.job_id));
      const lost: string[] = [];
      for (const id of duringOutage) {
        const jobId = notifyMessageJobId(id);
        if (!inOutbox.has(jobId) && !(await chatQueue.getJob(jobId))) lost.push(id);
      }
      expect(lost).toEqual([]);
      expect(duringOutage.some((id) => inOutbox.has(notifyMessageJobId(id)))).toBe(true);
    } finally {
      await chatQueue.close();
    }
    expect(seekerSocket.connected).toBe(true);
    expect(stackLog.filter((line) => /stopped unexpectedly/.test(line))).toHaveLength(1);
  }, 90_000);
});
