import type { MikroORM } from '@mikro-orm/postgresql';
import {
  AUTH_MESSAGES,
  CHAT_LIMITS,
  CHAT_MESSAGES as M,
  CHAT_SOCKET_EVENTS,
  CHAT_SOCKET_PATH,
  type ChatMaintenanceState,
  type ChatMessagesPage,
  type ChatThreadsPage,
  GENERIC_MESSAGES,
  type InboxResponse,
  type JoinThreadAck,
  type MarkReadResponse,
  type MessageReceivedEvent,
  type NewMessageEvent,
  type NotificationsPage,
  type SendMessageResponse,
  type StartThreadResponse,
} from '@marketplace/contracts';
import { io, type Socket } from 'socket.io-client';
import { runDemoSeed } from '../../src/cli/commands';
import type { AppConfig } from '../../src/config/app-config';
import { ImpersonationService } from '../../src/modules/impersonation';
import { SessionService } from '../../src/modules/accounts';
import { actorOf } from '../support/accounts-fakes';
import { insertUsers } from '../support/access-context';
import { type RunningStack, startApiAndWorker } from '../support/app-with-worker';
import { clearRateLimits, openOrm, truncateJobsData } from '../support/database';
import { eventually, HttpSession } from '../support/http-session';
import { fixtureUuid, insertJobs } from '../support/job-fixtures';
import { browserAs, type DemoActors, demoActors } from '../support/job-posting-context';
import { settledUpload, uploadThroughFlow } from '../support/upload-flow';
import { testConfig } from '../support/test-config';

const JOB = fixtureUuid(1, 'c');
const SECOND_JOB = fixtureUuid(2, 'c');
const THEIR_JOB = fixtureUuid(3, 'c');
/** A second employer of the demo employer's company, and a seeker who never dealt with it. */
const COLLEAGUE = fixtureUuid(1, 'f');
const STRANGER = fixtureUuid(2, 'f');

type Answer = { error?: string; code?: string; fieldErrors?: Record<string, string[]> };

/**
 * Chat over HTTP and Socket.IO: who may start a thread and with whom, who may read or join one,
 * sending (trimmed, never empty, a length limit, a rate limit), paging, read marks and receipts,
 * attachments through signed links, the maintenance switch, and the socket's authentication.
 */
describe('chat over HTTP and Socket.IO', () => {
  let config: AppConfig;
  let stack: RunningStack;
  let orm: MikroORM;
  let who: DemoActors;
  let seeker: HttpSession;
  let otherSeeker: HttpSession;
  let employer: HttpSession;
  let colleague: HttpSession;
  let otherEmployer: HttpSession;
  let admin: HttpSession;
  let stranger: HttpSession;
  const sockets: Socket[] = [];

  const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
    orm.em.fork().getConnection().execute<T[]>(query, params);
  const start = (session: HttpSession, body: unknown) =>
    session.request<StartThreadResponse & Answer>('POST', '/api/messages/threads', { body });
  const send = (session: HttpSession, threadId: string, body: unknown) =>
    session.request<SendMessageResponse & Answer>('POST', `/api/messages/threads/${threadId}/messages`, { body });
  const page = (session: HttpSession, threadId: string, query = '') =>
    session.get<ChatMessagesPage & Answer>(`/api/messages/threads/${threadId}/messages${query}`);
  const markRead = (session: HttpSession, threadId: string, upToMessageId: string) =>
    session.request<MarkReadResponse & Answer>('POST', `/api/messages/threads/${threadId}/read`, {
      body: { upToMessageId },
    });
  const inbox = (session: HttpSession, query = '') =>
    session.get<InboxResponse & Answer>(`/api/messages/inbox${query}`);
  const setMaintenance = (session: HttpSession, enabled: unknown) =>
    session.request<ChatMaintenanceState & Answer>('PUT', '/api/admin/chat/maintenance', { body: { enabled } });

  /** A Socket.IO client as a browser on `origin` with the session's cookie (or none). */
  const connect = (
    session: HttpSession | null,
    options: {
      origin?: string | null;
      referer?: string;
      auth?: Record<string, string>;
      transports?: Array<'polling' | 'websocket'>;
    } = {},
  ): Promise<Socket> => {
    const origin = options.origin === undefined ? config.publicOrigin : options.origin;
    const cookie = session ? [...session.cookies].map(([name, value]) => `${name}=${value}`).join('; ') : '';
    const socket = io(stack.baseUrl, {
      path: CHAT_SOCKET_PATH,
      transports: options.transports ?? ['websocket'],
      reconnection: false,
      forceNew: true,
      auth: options.auth ?? {},
      extraHeaders: {
        ...(cookie ? { cookie } : {}),
        ...(origin ? { origin } : {}),
        ...(options.referer ? { referer: options.referer } : {}),
      },
    });
    sockets.push(socket);
    return new Promise((resolve, reject) => {
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', (error: Error & { data?: Answer }) => reject(error));
    });
  };
  const refusalOf = (attempt: Promise<Socket>) =>
    attempt.then(
      () => null,
      (error: Error & { data?: Answer }) => ({ message: error.message, code: error.data?.code }),
    );
  const join = (socket: Socket, threadId: string) =>
    socket.timeout(5_000).emitWithAck(CHAT_SOCKET_EVENTS.joinThread, { threadId }) as Promise<JoinThreadAck>;
  const next = <T>(socket: Socket, event: string) =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${event} within 5 s`)), 5_000);
      socket.once(event, (payload: T) => {
        clearTimeout(timer);
        resolve(payload);
      });
    });

  beforeAll(async () => {
    config = testConfig({ PUBLIC_URL: 'http://localhost:3000' });
    orm = await openOrm(config);
    await truncateJobsData(orm);
    await runDemoSeed(config);
    // Without the demo conversations: these tests start the threads themselves.
    await sql(`delete from chat_threads`);
    who = await demoActors(orm);
    const posted = new Date(Date.now() - 3_600_000);
    await insertJobs(orm, [
      { id: JOB, companyId: who.companyId, status: 'approved', postedAt: posted, title: 'Remote Bookkeeper' },
      { id: SECOND_JOB, companyId: who.companyId, status: 'approved', postedAt: posted, title: 'Payroll Assistant' },
      { id: THEIR_JOB, companyId: who.otherCompanyId, status: 'approved', postedAt: posted, title: 'Their Job' },
    ]);
    await insertUsers(orm, [
      {
        id: COLLEAGUE,
        email: 'colleague@example.com',
        name: 'Casey Colleague',
        role: 'employer',
        companyId: who.companyId,
      },
      { id: STRANGER, email: 'stranger@example.com', name: 'Sam Stranger', role: 'seeker' },
    ]);
    // The demo seeker applied to the demo employer's job; Olivia was invited to its second job.
    await sql(
      `insert into applications (id, job_id, seeker_id, status, applied_at, updated_at) values (?, ?, ?, 'pending', now(), now())`,
      [fixtureUuid(1, 'a'), JOB, who.seeker],
    );
    await sql(
      `insert into job_invitations (id, company_id, job_id, seeker_id, note, created_by_id, created_at) values (?, ?, ?, ?, null, ?, now())`,
      [fixtureUuid(2, 'a'), who.companyId, SECOND_JOB, who.otherSeeker, who.employer],
    );
    await clearRateLimits(config.redisUrl);
    stack = await startApiAndWorker(config);
    seeker = await browserAs(stack, config, { id: who.seeker, role: 'seeker' });
    otherSeeker = await browserAs(stack, config, { id: who.otherSeeker, role: 'seeker' });
    employer = await browserAs(stack, config, { id: who.employer, role: 'employer' });
    colleague = await browserAs(stack, config, { id: COLLEAGUE, role: 'employer' });
    otherEmployer = await browserAs(stack, config, { id: who.otherEmployer, role: 'employer' });
    admin = await browserAs(stack, config, { id: who.admin, role: 'admin' });
    stranger = await browserAs(stack, config, { id: STRANGER, role: 'seeker' });
  });

  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect();
  });

  afterAll(async () => {
    await stack?.close();
    if (orm) {
      await truncateJobsData(orm);
      await runDemoSeed(config);
    }
    await orm?.close(true);
  });

  it('lets only employers start threads, with seekers who applied to or were invited to one of their jobs', async () => {
    // A seeker cannot start one; nor an admin.
    for (const session of [seeker, admin]) {
      const refused = await start(session, { recipientId: who.employer });
      expect({ status: refused.status, error: refused.body.error }).toEqual({
        status: 403,
        error: GENERIC_MESSAGES.forbidden,
      });
    }
    // Someone who never applied or was invited, another company's employer, nobody, not an id.
    for (const [session, recipientId] of [
      [employer, STRANGER],
      [otherEmployer, who.seeker],
      [employer, fixtureUuid(9, 'f')],
      [employer, 'someone'],
    ] as const) {
      expect(await start(session, { recipientId })).toMatchObject({
        status: 404,
        body: { error: M.recipientNotReachable, code: 'CHAT_RECIPIENT_NOT_REACHABLE' },
      });
    }
    expect(await start(employer, {})).toMatchObject({
      status: 400,
      body: { fieldErrors: { recipientId: [M.recipientRequired] } },
    });
    expect(await start(employer, { recipientId: who.seeker, jobId: THEIR_JOB })).toMatchObject({
      status: 400,
      body: { fieldErrors: { jobId: [M.jobInvalid] } },
    });

    const first = await start(employer, { recipientId: who.seeker });
    expect(first.status).toBe(200);
    expect(first.body.created).toBe(true);
    // The same pair has one thread: a colleague (any employer of the company) reopens it.
    expect((await start(colleague, { recipientId: who.seeker.toUpperCase(), jobId: JOB })).body).toEqual({
      threadId: first.body.threadId,
      created: false,
    });
    const invited = await start(employer, { recipientId: who.otherSeeker });
    expect(invited).toMatchObject({ status: 200, body: { created: true } });
    expect(invited.body.threadId).not.toBe(first.body.threadId);
    const rows = await sql<{ seeker_id: string; job_id: string; started_by_id: string }>(
      `select seeker_id, job_id, started_by_id from chat_threads order by created_at, id`,
    );
    expect(rows).toEqual([
      { seeker_id: who.seeker, job_id: JOB, started_by_id: who.employer },
      { seeker_id: who.otherSeeker, job_id: SECOND_JOB, started_by_id: who.employer },
    ]);
  });

  it('sends trimmed messages to the thread, shows them in the inbox, and lets nobody else read or write it', async () => {
    const { threadId } = (await start(employer, { recipientId: who.seeker })).body;
    const sent = await send(employer, threadId, { content: '  Hello Maya,\n thanks for applying!  ' });
    expect(sent.status).toBe(201);
    expect(sent.body.message).toMatchObject({
      threadId,
      senderId: who.employer,
      senderType: 'employer',
      recipientId: who.seeker,
      content: 'Hello Maya,\n thanks for applying!',
      message: 'Hello Maya,\n thanks for applying!',
      messageType: 'text',
      fileUrl: null,
      readAt: null,
      sender: { id: who.employer, type: 'employer', employer: { companyName: expect.any(String) } },
    });

    const seekerInbox = await inbox(seeker);
    expect(seekerInbox.status).toBe(200);
    expect(seekerInbox.body.unreadCount).toBe(1);
    expect(seekerInbox.body.messages).toEqual([
      {
        id: sent.body.message.id,
        threadId,
        content: 'Hello Maya,\n thanks for applying!',
        isRead: false,
        createdAt: sent.body.message.createdAt,
        sender: sent.body.message.sender,
        application: { job: { id: JOB, title: 'Remote Bookkeeper' } },
      },
    ]);
    const threads = await seeker.get<ChatThreadsPage>('/api/messages/threads');
    expect(threads.body).toMatchObject({
      nextCursor: null,
      unreadCount: 1,
      threads: [
        {
          id: threadId,
          kind: 'direct',
          viewerType: 'seeker',
          unreadCount: 1,
          counterpart: { type: 'employer', userId: null, online: false },
          lastMessage: { id: sent.body.message.id, senderType: 'employer' },
        },
      ],
    });
    // The employer's own message is read for them.
    expect((await inbox(employer)).body.messages[0]).toMatchObject({ threadId, isRead: true });

    // Another seeker, another company's employer and an admin: not found, for reading and writing alike.
    for (const session of [otherSeeker, otherEmployer, admin, stranger]) {
      for (const answer of [
        await page(session, threadId),
        await send(session, threadId, { content: 'Let me in' }),
        await markRead(session, threadId, sent.body.message.id),
      ])
        expect({ status: answer.status, code: answer.body.code }).toEqual({
          status: 404,
          code: 'CHAT_THREAD_NOT_FOUND',
        });
    }
    expect((await page(seeker, 'not-a-thread')).status).toBe(404);
    expect(await sql(`select count(*)::int as count from chat_messages where content = 'Let me in'`)).toEqual([
      { count: 0 },
    ]);

    // The seeker answers; the colleague sees the whole thread (any employer of the company).
    const reply = await send(seeker, threadId, { content: 'Thank you!' });
    expect(reply.body.message).toMatchObject({ senderType: 'seeker', recipientId: who.employer });
    const colleagueView = await page(colleague, threadId);
    expect(colleagueView.body.messages.map((message) => message.content)).toEqual([
      'Hello Maya,\n thanks for applying!',
      'Thank you!',
    ]);
    expect(colleagueView.body.thread.counterpart).toMatchObject({ type: 'seeker', userId: who.seeker });
  });

  it('marks messages read up to one (never back), with read receipts and unread counts', async () => {
    const { threadId } = (await start(employer, { recipientId: who.otherSeeker })).body;
    const first = (await send(employer, threadId, { content: 'First' })).body.message;
    const second = (await send(employer, threadId, { content: 'Second' })).body.message;
    expect((await page(otherSeeker, threadId)).body.thread.unreadCount).toBe(2);

    const read = await markRead(otherSeeker, threadId, first.id);
    expect(read).toMatchObject({ status: 200, body: { threadId, upToMessageId: first.id, threadUnreadCount: 1 } });
    let view = await page(employer, threadId);
    expect(view.body.messages.map((message) => [message.content, message.readAt !== null])).toEqual([
      ['First', true],
      ['Second', false],
    ]);
    expect((await markRead(otherSeeker, threadId, second.id)).body.threadUnreadCount).toBe(0);
    // Marking an older message does not move the mark back.
    expect((await markRead(otherSeeker, threadId, first.id)).body.threadUnreadCount).toBe(0);
    view = await page(employer, threadId);
    expect(view.body.messages.every((message) => message.readAt !== null)).toBe(true);

    expect(await markRead(otherSeeker, threadId, 'nope')).toMatchObject({
      status: 400,
      body: { fieldErrors: { upToMessageId: [M.messageIdInvalid] } },
    });
    const elsewhere = (
      await send(employer, (await start(employer, { recipientId: who.seeker })).body.threadId, {
        content: 'Elsewhere',
      })
    ).body.message;
    expect((await markRead(otherSeeker, threadId, elsewhere.id)).status).toBe(400);
  });

  it('records the recipient’s bell notification through the worker, one per thread, read when they read the thread', async () => {
    const { threadId } = (await start(employer, { recipientId: who.otherSeeker })).body;
    const aboutThread = async () =>
      (await otherSeeker.get<NotificationsPage>('/api/notifications')).body.notifications.filter(
        (item) => item.kind === 'chat-message' && item.subjectId === threadId,
      );
    const before = (await aboutThread()).length;
    const sent = (await send(employer, threadId, { content: 'Are you free on Monday?' })).body.message;
    const [notice] = await eventually(async () => {
      const items = await aboutThread();
      return items.length > before ? items : null;
    });
    expect(notice).toMatchObject({
      link: `/seeker/messages?threadId=${threadId}`,
      subjectId: threadId,
      readAt: null,
      text: expect.stringMatching(/^New message from /),
    });
    // The sender gets none for their own message.
    const mine = (await employer.get<NotificationsPage>('/api/notifications')).body.notifications;
    expect(mine.filter((item) => item.kind === 'chat-message' && item.subjectId === threadId && !item.readAt)).toEqual(
      [],
    );

    await markRead(otherSeeker, threadId, sent.id);
    expect((await aboutThread()).filter((item) => item.readAt === null)).toEqual([]);
  });

  it('refuses empty, too long and malformed messages, and keeps the longest allowed', async () => {
    const { threadId } = (await start(employer, { recipientId: who.seeker })).body;
    for (const content of ['', '   \n\t ', '\u200b\u200b']) {
      expect(await send(employer, threadId, { content })).toMatchObject({
        status: 400,
        body: { error: M.empty, fieldErrors: { content: [M.empty] } },
      });
    }
    expect(await send(employer, threadId, {})).toMatchObject({
      status: 400,
      body: { fieldErrors: { content: [M.empty] } },
    });
    expect(await send(employer, threadId, { content: 'x'.repeat(CHAT_LIMITS.messageMax + 1) })).toMatchObject({
      status: 400,
      body: { fieldErrors: { content: [M.tooLong] } },
    });
    expect(await send(employer, threadId, { content: 42 })).toMatchObject({
      status: 400,
      body: { fieldErrors: { content: [M.contentInvalid] } },
    });
    const longest = await send(employer, threadId, { content: ` ${'y'.repeat(CHAT_LIMITS.messageMax)} ` });
    expect(longest.status).toBe(201);
    expect(longest.body.message.content).toHaveLength(CHAT_LIMITS.messageMax);
  });

  it('pages a thread with cursors, newest last, and answers what came after a message', async () => {
    const { threadId } = (await start(employer, { recipientId: who.otherSeeker })).body;
    await sql(`delete from chat_messages where thread_id = ?`, [threadId]);
    const ids: string[] = [];
    for (let n = 1; n <= 7; n++)
      ids.push((await send(employer, threadId, { content: `Message ${n}` })).body.message.id);

    const newest = await page(employer, threadId, '?limit=3');
    expect(newest.body.messages.map((message) => message.content)).toEqual(['Message 5', 'Message 6', 'Message 7']);
    expect(newest.body.hasMore).toBe(true);
    const older = await page(employer, threadId, `?limit=3&before=${ids[4]}`);
    expect(older.body.messages.map((message) => message.content)).toEqual(['Message 2', 'Message 3', 'Message 4']);
    expect(older.body.hasMore).toBe(true);
    const oldest = await page(employer, threadId, `?limit=3&before=${ids[1]}`);
    expect(oldest.body).toMatchObject({ hasMore: false, messages: [{ content: 'Message 1' }] });
    const missed = await page(employer, threadId, `?after=${ids[3]}&limit=2`);
    expect(missed.body.messages.map((message) => message.content)).toEqual(['Message 5', 'Message 6']);
    expect(missed.body.hasMore).toBe(true);
    expect((await page(employer, threadId, `?after=${ids[6]}`)).body).toMatchObject({ messages: [], hasMore: false });

    expect(await page(employer, threadId, `?before=${ids[1]}&after=${ids[0]}`)).toMatchObject({
      status: 400,
      body: { fieldErrors: { after: [M.beforeAndAfter] } },
    });
    expect(await page(employer, threadId, `?before=${fixtureUuid(9, 'b')}`)).toMatchObject({
      status: 400,
      body: { fieldErrors: { before: [M.messageIdInvalid] } },
    });
    expect(await page(employer, threadId, '?limit=0')).toMatchObject({
      status: 400,
      body: { fieldErrors: { limit: [M.limitInvalid] } },
    });
    expect(await inbox(employer, '?limit=101')).toMatchObject({ status: 400 });
    expect((await inbox(employer, '?limit=1')).body.messages).toHaveLength(1);
  });

  it('limits how many messages one sender sends in a minute, across the routes', async () => {
    await clearRateLimits(config.redisUrl);
    const { threadId } = (await start(colleague, { recipientId: who.otherSeeker })).body;
    for (let n = 0; n < CHAT_LIMITS.sendsPerWindow; n++)
      expect((await send(colleague, threadId, { content: `Quick ${n}` })).status).toBe(201);
    expect(await send(colleague, threadId, { content: 'One too many' })).toMatchObject({
      status: 429,
      body: { error: M.tooFast, code: 'CHAT_TOO_FAST' },
    });
    // Another sender is not held by it.
    expect((await send(otherSeeker, threadId, { content: 'Still fine' })).status).toBe(201);
    await clearRateLimits(config.redisUrl);
  });

  it('puts chat under maintenance at run time: sends and new threads refused, reads go on, the state readable', async () => {
    const { threadId } = (await start(employer, { recipientId: who.seeker })).body;
    for (const session of [seeker, employer]) expect((await setMaintenance(session, true)).status).toBe(403);
    expect(await setMaintenance(admin, 'yes')).toMatchObject({
      status: 400,
      body: { fieldErrors: { enabled: [M.enabledInvalid] } },
    });
    expect((await seeker.get<ChatMaintenanceState>('/api/messages/maintenance')).body.enabled).toBe(false);

    const on = await setMaintenance(admin, true);
    expect(on).toMatchObject({ status: 200, body: { enabled: true } });
    try {
      expect((await seeker.get<ChatMaintenanceState>('/api/messages/maintenance')).body).toEqual(on.body);
      for (const answer of [
        await send(seeker, threadId, { content: 'Anyone there?' }),
        await start(employer, { recipientId: who.seeker }),
      ])
        expect(answer).toMatchObject({ status: 503, body: { error: M.maintenance, code: 'CHAT_UNDER_MAINTENANCE' } });
      expect((await page(seeker, threadId)).status).toBe(200);
      expect((await inbox(seeker)).status).toBe(200);
    } finally {
      expect((await setMaintenance(admin, false)).body.enabled).toBe(false);
    }
    expect((await send(seeker, threadId, { content: 'Back again' })).status).toBe(201);
    // Each switch is recorded with who made it.
    expect(await sql(`select enabled, changed_by_id from chat_maintenance_changes order by changed_at, id`)).toEqual([
      { enabled: true, changed_by_id: who.admin },
      { enabled: false, changed_by_id: who.admin },
    ]);
  });

  it('attaches a file through the uploads flow, readable by the thread’s members only through signed links', async () => {
    const { threadId } = (await start(employer, { recipientId: who.seeker })).body;
    const notes = Buffer.from('Interview notes: Tuesday at 10.\n');
    const { signed } = await uploadThroughFlow(employer, notes, {
      fileName: 'notes.txt',
      fileType: 'text/plain',
      purpose: 'attachment',
    });
    expect((await settledUpload(employer, signed.uploadId)).status).toBe('ready');
    // Only the uploader's own upload: not someone else's.
    expect(await send(seeker, threadId, { content: 'Mine now', attachmentUploadId: signed.uploadId })).toMatchObject({
      status: 400,
      body: { fieldErrors: { attachmentUploadId: [expect.any(String)] } },
    });

    const sent = await send(employer, threadId, { content: '', attachmentUploadId: signed.uploadId });
    expect(sent.status).toBe(201);
    expect(sent.body.message).toMatchObject({
      content: '',
      messageType: 'file',
      fileName: 'notes.txt',
      fileSize: notes.length,
      fileUrl: `/api/messages/threads/${threadId}/messages/${sent.body.message.id}/attachment`,
    });
    const link = await seeker.get<{ downloadUrl: string } & Answer>(sent.body.message.fileUrl!);
    expect(link.status).toBe(200);
    const file = await fetch(link.body.downloadUrl);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(notes)).toBe(true);
    for (const session of [otherSeeker, otherEmployer])
      expect((await session.get(sent.body.message.fileUrl!)).status).toBe(404);
    // A message without a file has no link.
    const plain = (await send(employer, threadId, { content: 'No file' })).body.message;
    expect(
      (await seeker.get<Answer>(`/api/messages/threads/${threadId}/messages/${plain.id}/attachment`)).body.code,
    ).toBe('CHAT_ATTACHMENT_MISSING');
  });

  it('authenticates sockets by the session cookie from the site’s own origin, and lets them join only their threads', async () => {
    const mine = (await start(employer, { recipientId: who.seeker })).body.threadId;
    const theirs = (await start(employer, { recipientId: who.otherSeeker })).body.threadId;

    expect(await refusalOf(connect(null))).toEqual({
      message: GENERIC_MESSAGES.unauthorized,
      code: 'ACCESS_SIGN_IN_REQUIRED',
    });
    expect(await refusalOf(connect(seeker, { origin: 'https://evil.example' }))).toEqual({
      message: AUTH_MESSAGES.csrfRejected,
      code: 'ACCESS_CSRF_REJECTED',
    });
    expect(await refusalOf(connect(seeker, { origin: null }))).toMatchObject({ code: 'ACCESS_CSRF_REJECTED' });
    // A browser's same-origin polling handshake carries no Origin, only the Referer the site's policy keeps.
    const polling = await connect(seeker, {
      origin: null,
      referer: `${config.publicOrigin}/seeker/messages`,
      transports: ['polling'],
    });
    expect(await join(polling, mine)).toEqual({ ok: true });
    polling.disconnect();
    expect(
      await refusalOf(connect(seeker, { origin: null, referer: 'https://evil.example/page', transports: ['polling'] })),
    ).toMatchObject({ code: 'ACCESS_CSRF_REJECTED' });

    const socket = await connect(seeker);
    expect(await join(socket, mine)).toEqual({ ok: true });
    for (const threadId of [theirs, fixtureUuid(9, 'e'), 'not-a-thread'])
      expect(await join(socket, threadId)).toEqual({
        ok: false,
        error: M.threadNotFound,
        code: 'CHAT_THREAD_NOT_FOUND',
      });

    // A message sent over HTTP reaches the thread's room and the recipient's own sockets, and no one else.
    const outsider = await connect(otherSeeker);
    const leaked: unknown[] = [];
    outsider.on(CHAT_SOCKET_EVENTS.newMessage, (event: unknown) => leaked.push(event));
    outsider.on(CHAT_SOCKET_EVENTS.messageReceived, (event: unknown) => leaked.push(event));
    expect(await join(outsider, mine)).toMatchObject({ ok: false });
    const arrived = next<NewMessageEvent>(socket, CHAT_SOCKET_EVENTS.newMessage);
    const received = next<MessageReceivedEvent>(socket, CHAT_SOCKET_EVENTS.messageReceived);
    const sent = (await send(employer, mine, { content: 'Live hello' })).body.message;
    expect(await arrived).toEqual({ threadId: mine, message: sent });
    expect(await received).toEqual({
      threadId: mine,
      messageId: sent.id,
      senderId: who.employer,
      senderType: 'employer',
      createdAt: sent.createdAt,
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(leaked).toEqual([]);

    // A signed-out session's sockets are closed.
    const closed = next<string>(socket, 'disconnect');
    expect((await seeker.fork().post('/api/auth/sign-out')).status).toBeLessThan(300);
    expect(await closed).toBe('io server disconnect');
    seeker = await browserAs(stack, config, { id: who.seeker, role: 'seeker' });
  });

  it('lets an impersonating admin connect as the user, exactly as on HTTP, and records it in the audit log', async () => {
    const issued = await stack.app.get(SessionService, { strict: false }).issue({ id: who.admin, role: 'admin' });
    const adminBrowser = new HttpSession(stack.baseUrl, config.publicOrigin, '192.0.2.240');
    adminBrowser.cookies.set(config.sessionCookie.name, issued.token);
    const claim = { impersonatedUserId: who.seeker, impersonatedUserRole: 'seeker', adminId: who.admin };

    // Not impersonating yet: the claim is refused, as the headers would be.
    expect(await refusalOf(connect(adminBrowser, { auth: claim }))).toEqual({
      message: AUTH_MESSAGES.impersonationHeadersRejected,
      code: 'ACCESS_IMPERSONATION_REJECTED',
    });
    await stack.app
      .get(ImpersonationService, { strict: false })
      .start(
        actorOf(
          { id: who.admin, role: 'admin', email: 'admin@demo.local' },
          { id: issued.sessionId, signedInAt: issued.signedInAt },
        ),
        who.seeker,
      );
    const { threadId } = (await start(employer, { recipientId: who.seeker })).body;
    const socket = await connect(adminBrowser, { auth: claim });
    expect(await join(socket, threadId)).toEqual({ ok: true });
    const audit = await eventually(async () => {
      const rows = await sql<{ method: string; route: string; target_user_id: string }>(
        `select method, route, target_user_id from impersonation_audit_log where admin_id = ? and route = '/socket.io'`,
        [who.admin],
      );
      return rows.length > 0 ? rows : null;
    });
    expect(audit).toEqual([{ method: 'GET', route: '/socket.io', target_user_id: who.seeker }]);

    // A claim for another user than the one impersonated is refused.
    expect(
      await refusalOf(connect(adminBrowser, { auth: { ...claim, impersonatedUserId: who.otherSeeker } })),
    ).toMatchObject({ code: 'ACCESS_IMPERSONATION_REJECTED' });
  });
});
