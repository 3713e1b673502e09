import { Logger } from '@nestjs/common';
import { CHAT_LIMITS, CHAT_MESSAGES as M, PRIVATE_COMPANY_NAME } from '@marketplace/contracts';
import { FakeClock } from '../../../test/support/accounts-fakes';
import {
  chatActor,
  FakeChatFiles,
  FakeChatRealtime,
  FakeChatRepository,
  FakeLimiter,
  FakeQueue,
} from '../../../test/support/chat-fakes';
import { RecordingNotificationCenter } from '../../../test/support/notification-center-fakes';
import type { StoredFiles } from '../../core/files/stored-files';
import type { RateLimiter } from '../../core/rate-limit/rate-limiter';
import type { ConciergeDirectory, JobConciergeView } from '../billing';
import type { CompanyInvitations, CompanyInvitationView } from '../talent';
import { ChatMaintenanceService } from './chat-maintenance.service';
import { CHAT_JOBS, type ChatJob, OFFLINE_EMAIL_DELAY_MS } from './chat.queue';
import type { ChatRepository } from './chat.repository';
import { ChatService, recipientRooms } from './chat.service';
import type { ChatPresence } from './realtime/chat-presence';
import type { ChatRealtime } from './realtime/chat-realtime.service';

const COMPANY = '00000000-0000-4000-8000-00000000c001';
const OTHER_COMPANY = '00000000-0000-4000-8000-00000000c002';
const EMPLOYER = '00000000-0000-4000-8000-00000000e001';
const COLLEAGUE = '00000000-0000-4000-8000-00000000e002';
const OTHER_EMPLOYER = '00000000-0000-4000-8000-00000000e003';
const SEEKER = '00000000-0000-4000-8000-00000000d001';
const INVITED = '00000000-0000-4000-8000-00000000d002';
const STRANGER = '00000000-0000-4000-8000-00000000d003';
const ADMIN = '00000000-0000-4000-8000-00000000a001';
const OTHER_ADMIN = '00000000-0000-4000-8000-00000000a002';
const JOB = '00000000-0000-4000-8000-00000000b001';
const SECOND_JOB = '00000000-0000-4000-8000-00000000b002';
const THEIR_JOB = '00000000-0000-4000-8000-00000000b003';

function setUp() {
  const clock = new FakeClock(new Date('2026-11-28T09:00:00.000Z'));
  const chat = new FakeChatRepository();
  const realtime = new FakeChatRealtime();
  const limiter = new FakeLimiter();
  const files = new FakeChatFiles();
  const queue = new FakeQueue<ChatJob>();
  const center = new RecordingNotificationCenter();
  const invitations: CompanyInvitationView[] = [];
  const concierges = new Map<string, JobConciergeView>();
  for (const [id, role, companyId, name] of [
    [EMPLOYER, 'employer', COMPANY, 'Erin Employer'],
    [COLLEAGUE, 'employer', COMPANY, 'Casey Colleague'],
    [OTHER_EMPLOYER, 'employer', OTHER_COMPANY, 'Olive Other'],
    [SEEKER, 'seeker', null, 'Sol Seeker'],
    [INVITED, 'seeker', null, 'Ivy Invited'],
    [STRANGER, 'seeker', null, 'Sam Stranger'],
    [ADMIN, 'admin', null, 'Ada Admin'],
    [OTHER_ADMIN, 'admin', null, 'Oz Admin'],
  ] as const)
    chat.addPerson({ id, role, companyId, name, createdAt: new Date(`2026-01-0${id === EMPLOYER ? 1 : 2}T00:00:00Z`) });
  chat.addJob({ id: JOB, title: 'Bookkeeper', companyId: COMPANY, isCompanyPrivate: false, companyName: 'Acme' });
  chat.addJob({
    id: SECOND_JOB,
    title: 'Payroll Clerk',
    companyId: COMPANY,
    isCompanyPrivate: true,
    companyName: 'Acme',
  });
  chat.addJob({
    id: THEIR_JOB,
    title: 'Their Job',
    companyId: OTHER_COMPANY,
    isCompanyPrivate: false,
    companyName: 'Other',
  });
  chat.apply(COMPANY, SEEKER, JOB, new Date('2026-11-20T09:00:00Z'));
  invitations.push({ jobId: SECOND_JOB, invitedAt: new Date('2026-11-21T09:00:00Z') });
  const presence = { onlineAmong: async () => new Set<string>() };
  const maintenance = new ChatMaintenanceService(
    chat as unknown as ChatRepository,
    clock,
    realtime as unknown as ChatRealtime,
  );
  const service = new ChatService(
    chat as unknown as ChatRepository,
    maintenance,
    {
      ofCompanyForSeeker: async (companyId: string, seekerId: string) =>
        companyId === COMPANY && seekerId === INVITED ? invitations : [],
    } as unknown as CompanyInvitations,
    { ofJob: async (jobId: string) => concierges.get(jobId) ?? null } as unknown as ConciergeDirectory,
    limiter as unknown as RateLimiter,
    clock,
    realtime as unknown as ChatRealtime,
    presence as unknown as ChatPresence,
    files as unknown as StoredFiles,
    queue as never,
    center.asCenter(),
  );
  const as = {
    employer: chatActor(EMPLOYER, 'employer', { companyId: COMPANY, name: 'Erin Employer' }),
    colleague: chatActor(COLLEAGUE, 'employer', { companyId: COMPANY, name: 'Casey Colleague' }),
    otherEmployer: chatActor(OTHER_EMPLOYER, 'employer', { companyId: OTHER_COMPANY }),
    seeker: chatActor(SEEKER, 'seeker', { name: 'Sol Seeker' }),
    invited: chatActor(INVITED, 'seeker'),
    stranger: chatActor(STRANGER, 'seeker'),
    admin: chatActor(ADMIN, 'admin', { name: 'Ada Admin' }),
    otherAdmin: chatActor(OTHER_ADMIN, 'admin'),
  };
  const thread = async () => (await service.startThread(as.employer, { recipientId: SEEKER })).threadId;
  return { service, maintenance, chat, realtime, limiter, files, queue, center, clock, concierges, as, thread };
}

afterEach(() => jest.restoreAllMocks());

describe('ChatService.startThread', () => {
  it('lets an employer start one thread per seeker who applied, about the latest job, reopened by colleagues', async () => {
    const { service, chat, as } = setUp();
    const started = await service.startThread(as.employer, { recipientId: SEEKER });
    expect(started.created).toBe(true);
    expect(chat.threadRows.get(started.threadId)).toMatchObject({
      kind: 'direct',
      companyId: COMPANY,
      seekerId: SEEKER,
      jobId: JOB,
      startedById: EMPLOYER,
    });
    expect(await service.startThread(as.colleague, { recipientId: SEEKER.toUpperCase() })).toEqual({
      threadId: started.threadId,
      created: false,
    });
    expect((await chat.members(started.threadId)).map((member) => [member.userId, member.side])).toEqual([
      [EMPLOYER, 'employer'],
      [SEEKER, 'seeker'],
      [COLLEAGUE, 'employer'],
    ]);
  });

  it('reaches a seeker invited to one of the company’s jobs, about that job', async () => {
    const { service, chat, as } = setUp();
    const { threadId } = await service.startThread(as.employer, { recipientId: INVITED, jobId: SECOND_JOB });
    expect(chat.threadRows.get(threadId)?.jobId).toBe(SECOND_JOB);
  });

  it('refuses seekers, admins and employers without a company, and anyone the company has nothing to do with', async () => {
    const { service, as } = setUp();
    await expect(service.startThread(as.seeker, { recipientId: EMPLOYER })).rejects.toMatchObject({
      code: 'CHAT_EMPLOYERS_START',
    });
    await expect(service.startThread(as.admin, { recipientId: SEEKER })).rejects.toMatchObject({
      code: 'CHAT_EMPLOYERS_START',
    });
    await expect(service.startThread(chatActor(EMPLOYER, 'employer'), { recipientId: SEEKER })).rejects.toMatchObject({
      code: 'CHAT_NO_COMPANY',
      status: 403,
    });
    for (const [actor, recipientId] of [
      [as.employer, STRANGER],
      [as.otherEmployer, SEEKER],
      [as.employer, 'not-an-id'],
    ] as const)
      await expect(service.startThread(actor, { recipientId })).rejects.toMatchObject({
        code: 'CHAT_RECIPIENT_NOT_REACHABLE',
        status: 404,
        message: M.recipientNotReachable,
      });
    await expect(service.startThread(as.employer, { recipientId: SEEKER, jobId: THEIR_JOB })).rejects.toMatchObject({
      status: 400,
      fieldErrors: { jobId: [M.jobInvalid] },
    });
    await expect(service.startThread(as.employer, {})).rejects.toMatchObject({
      fieldErrors: { recipientId: [M.recipientRequired] },
    });
  });
});

describe('ChatService reading', () => {
  it('lets only the thread’s members read it: the seeker, the company’s employers; 404 for anyone else', async () => {
    const { service, as, thread } = setUp();
    const threadId = await thread();
    for (const actor of [as.seeker, as.employer, as.colleague])
      expect((await service.ownThread(actor, threadId)).thread.id).toBe(threadId);
    for (const actor of [as.invited, as.otherEmployer, as.admin])
      await expect(service.ownThread(actor, threadId)).rejects.toMatchObject({ code: 'CHAT_THREAD_NOT_FOUND' });
    await expect(service.ownThread(as.seeker, 'nope')).rejects.toMatchObject({ status: 404 });
    await expect(service.ownThread(chatActor(SEEKER, null), threadId)).rejects.toMatchObject({
      code: 'CHAT_NO_ROLE',
    });
  });

  it('pages newest last, with unread counts and the inbox’s latest message per thread', async () => {
    const { service, clock, as, thread } = setUp();
    const threadId = await thread();
    const ids: string[] = [];
    for (let n = 1; n <= 5; n++) {
      clock.advance(1_000);
      ids.push((await service.send(as.employer, threadId, { content: `Note ${n}` })).message.id);
    }
    const page = await service.messages(as.seeker, threadId, { limit: '2' });
    expect(page.messages.map((message) => message.content)).toEqual(['Note 4', 'Note 5']);
    expect(page.hasMore).toBe(true);
    expect(page.thread).toMatchObject({ id: threadId, unreadCount: 5, viewerType: 'seeker' });
    const before = await service.messages(as.seeker, threadId, { limit: '2', before: ids[3] });
    expect(before.messages.map((message) => message.content)).toEqual(['Note 2', 'Note 3']);
    const after = await service.messages(as.seeker, threadId, { after: ids[2] });
    expect(after).toMatchObject({ hasMore: false, messages: [{ content: 'Note 4' }, { content: 'Note 5' }] });
    await expect(service.messages(as.seeker, threadId, { before: ids[0], after: ids[1] })).rejects.toMatchObject({
      fieldErrors: { after: [M.beforeAndAfter] },
    });

    const inbox = await service.inbox(as.seeker, {});
    expect(inbox).toMatchObject({
      unreadCount: 5,
      messages: [{ threadId, content: 'Note 5', isRead: false, application: { job: { title: 'Bookkeeper' } } }],
    });
    await expect(service.inbox(as.seeker, { limit: '0' })).rejects.toMatchObject({
      fieldErrors: { limit: [M.limitInvalid] },
    });
  });

  it('marks read up to a message, never back, and tells the thread (read receipts) and the notification center', async () => {
    const { service, realtime, center, clock, as, thread } = setUp();
    const threadId = await thread();
    const first = (await service.send(as.employer, threadId, { content: 'One' })).message;
    clock.advance(1_000);
    const second = (await service.send(as.employer, threadId, { content: 'Two' })).message;
    realtime.told.length = 0;

    clock.advance(1_000);
    expect(await service.markRead(as.seeker, threadId, { upToMessageId: first.id })).toEqual({
      threadId,
      upToMessageId: first.id,
      threadUnreadCount: 1,
      unreadCount: 1,
    });
    expect(realtime.told).toEqual([
      {
        event: 'messages_read',
        payload: {
          threadId,
          readerId: SEEKER,
          readerType: 'seeker',
          upToMessageId: first.id,
          readAt: clock.now().toISOString(),
        },
      },
    ]);
    expect(center.readMarks).toEqual([{ userId: SEEKER, kinds: ['chat-message'], subjectId: threadId }]);
    expect((await service.markRead(as.seeker, threadId, { upToMessageId: second.id })).threadUnreadCount).toBe(0);
    expect((await service.markRead(as.seeker, threadId, { upToMessageId: first.id })).threadUnreadCount).toBe(0);
    expect(center.readMarks).toHaveLength(3);
    const read = await service.messages(as.employer, threadId, {});
    expect(read.messages.every((message) => message.readAt !== null)).toBe(true);
    await expect(service.markRead(as.seeker, threadId, { upToMessageId: 'x' })).rejects.toMatchObject({
      fieldErrors: { upToMessageId: [M.messageIdInvalid] },
    });
    expect(center.readMarks).toHaveLength(3);
  });

  it('keeps a read mark when the notifications cannot be marked read', async () => {
    const { service, center, as, thread } = setUp();
    const threadId = await thread();
    const { message } = await service.send(as.employer, threadId, { content: 'One' });
    jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    center.failing = true;
    expect(await service.markRead(as.seeker, threadId, { upToMessageId: message.id })).toMatchObject({
      threadUnreadCount: 0,
    });
  });
});

describe('ChatService.send', () => {
  it('stores the trimmed message, then tells the thread and the recipients, then queues the notifications and the offline e-mail look', async () => {
    const { service, chat, realtime, queue, clock, as, thread } = setUp();
    const threadId = await thread();
    const { message } = await service.send(as.employer, threadId, { content: '  Hello Sol  ' });
    expect(message).toMatchObject({
      content: 'Hello Sol',
      message: 'Hello Sol',
      senderType: 'employer',
      recipientId: SEEKER,
      sender: { name: 'Erin Employer', employer: { companyName: 'Acme' } },
    });
    expect(chat.messageRows.map((row) => row.content)).toEqual(['Hello Sol']);
    expect(realtime.told).toEqual([
      {
        event: 'new_message',
        payload: { threadId, message },
        recipients: { userIds: [SEEKER], companyIds: [] },
      },
    ]);
    expect(queue.added.map((added) => added.name).sort()).toEqual([CHAT_JOBS.notifyMessage, CHAT_JOBS.offlineEmail]);
    expect(queue.added.find((added) => added.name === CHAT_JOBS.notifyMessage)).toEqual({
      name: CHAT_JOBS.notifyMessage,
      data: { threadId, messageId: message.id },
      opts: { jobId: `notify-${message.id}` },
    });
    const job = queue.added.find((added) => added.name === CHAT_JOBS.offlineEmail);
    expect(job).toMatchObject({ data: { threadId } });
    // Due 10 minutes on, rounded up to the minute (one look per thread a minute).
    expect(job!.opts.delay).toBeGreaterThanOrEqual(OFFLINE_EMAIL_DELAY_MS);
    expect(job!.opts.delay).toBeLessThan(OFFLINE_EMAIL_DELAY_MS + 60_000);
    expect((clock.now().getTime() + job!.opts.delay!) % 60_000).toBe(0);

    // The seeker's answer goes to every employer of the company.
    await service.send(as.seeker, threadId, { content: 'Hi!' });
    expect(realtime.told.at(-1)).toMatchObject({ recipients: { userIds: [], companyIds: [COMPANY] } });
  });

  it('tells everyone what a seeker may see: a private job’s company is hidden in the socket event, not from the employer', async () => {
    const { service, realtime, as } = setUp();
    const { threadId } = await service.startThread(as.employer, { recipientId: INVITED });
    const { message } = await service.send(as.employer, threadId, { content: 'Hello' });
    expect(message.sender.employer).toEqual({ companyName: 'Acme' });
    expect(realtime.told[0]).toMatchObject({
      payload: { message: { sender: { employer: { companyName: PRIVATE_COMPANY_NAME } } } },
    });
  });

  it('refuses empty and too long messages, and whoever is not a member', async () => {
    const { service, chat, as, thread } = setUp();
    const threadId = await thread();
    await expect(service.send(as.seeker, threadId, { content: ' \n ' })).rejects.toMatchObject({
      fieldErrors: { content: [M.empty] },
    });
    await expect(
      service.send(as.seeker, threadId, { content: 'x'.repeat(CHAT_LIMITS.messageMax + 1) }),
    ).rejects.toMatchObject({ fieldErrors: { content: [M.tooLong] } });
    await expect(service.send(as.invited, threadId, { content: 'Hi' })).rejects.toMatchObject({
      code: 'CHAT_THREAD_NOT_FOUND',
    });
    expect(chat.messageRows).toEqual([]);
  });

  it('holds a sender past their rate, and lets messages through when the limit cannot be checked', async () => {
    const { service, limiter, as, thread } = setUp();
    const threadId = await thread();
    for (let n = 0; n < CHAT_LIMITS.sendsPerWindow; n++) await service.send(as.employer, threadId, { content: `${n}` });
    await expect(service.send(as.employer, threadId, { content: 'more' })).rejects.toMatchObject({
      code: 'CHAT_TOO_FAST',
      status: 429,
      message: M.tooFast,
    });
    await expect(service.send(as.seeker, threadId, { content: 'me too' })).resolves.toBeDefined();
    jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    limiter.broken = true;
    await expect(service.send(as.employer, threadId, { content: 'through' })).resolves.toBeDefined();
  });

  it('attaches the sender’s own ready attachment upload, and refuses anything else on attachmentUploadId', async () => {
    const { service, files, as, thread } = setUp();
    const threadId = await thread();
    const mine = files.add({ id: '00000000-0000-4000-8000-0000000000f1', ownerId: EMPLOYER, fileName: 'plan.pdf' });
    const theirs = files.add({ id: '00000000-0000-4000-8000-0000000000f2', ownerId: SEEKER });
    const resume = files.add({ id: '00000000-0000-4000-8000-0000000000f3', ownerId: EMPLOYER, purpose: 'resume' });
    const { message } = await service.send(as.employer, threadId, { content: '', attachmentUploadId: mine.id });
    expect(message).toMatchObject({ messageType: 'file', fileName: 'plan.pdf', fileSize: 120, content: '' });
    expect(await service.attachmentLink(as.seeker, threadId, message.id)).toContain('https://signed.example/');
    await expect(service.attachmentLink(as.invited, threadId, message.id)).rejects.toMatchObject({ status: 404 });
    for (const upload of [theirs, resume])
      await expect(
        service.send(as.employer, threadId, { content: 'x', attachmentUploadId: upload.id }),
      ).rejects.toMatchObject({ status: 400, fieldErrors: { attachmentUploadId: [expect.any(String)] } });
  });

  it('keeps a stored message when its notifications and offline e-mail look cannot be queued', async () => {
    const { service, chat, queue, as, thread } = setUp();
    const threadId = await thread();
    jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    queue.broken = true;
    await expect(service.send(as.employer, threadId, { content: 'Still here' })).resolves.toBeDefined();
    expect(chat.messageRows).toHaveLength(1);
  });
});

describe('maintenance', () => {
  it('refuses sends and new threads while on, for every sender; reads go on', async () => {
    const { service, maintenance, realtime, as, thread } = setUp();
    const threadId = await thread();
    expect(await maintenance.set(as.admin, { enabled: true })).toMatchObject({ enabled: true });
    expect(realtime.told.at(-1)).toMatchObject({ event: 'maintenance', payload: { enabled: true } });
    for (const attempt of [
      service.send(as.seeker, threadId, { content: 'Hello?' }),
      service.startThread(as.employer, { recipientId: SEEKER }),
    ])
      await expect(attempt).rejects.toMatchObject({
        code: 'CHAT_UNDER_MAINTENANCE',
        status: 503,
        message: M.maintenance,
      });
    await expect(service.messages(as.seeker, threadId, {})).resolves.toBeDefined();
    await maintenance.set(as.admin, { enabled: false });
    await expect(service.send(as.seeker, threadId, { content: 'Hello?' })).resolves.toBeDefined();
  });

  it('is switched by admins acting as themselves only, with a boolean, and records each real switch', async () => {
    const { maintenance, chat, as } = setUp();
    for (const actor of [as.employer, as.seeker, chatActor(SEEKER, 'seeker', { impersonatedBy: ADMIN })])
      await expect(maintenance.set(actor, { enabled: true })).rejects.toMatchObject({ code: 'CHAT_ADMINS_ONLY' });
    await expect(maintenance.set(as.admin, { enabled: 'on' })).rejects.toMatchObject({
      fieldErrors: { enabled: [M.enabledInvalid] },
    });
    expect(await maintenance.state()).toEqual({ enabled: false, changedAt: null });
    await maintenance.set(as.admin, { enabled: false });
    expect(chat.maintenanceRows).toEqual([]);
    await maintenance.set(as.admin, { enabled: true });
    await maintenance.set(as.admin, { enabled: true });
    expect(chat.maintenanceRows).toEqual([expect.objectContaining({ enabled: true, changedById: ADMIN })]);
  });
});

describe('concierge threads', () => {
  it('opens the job’s thread to its company’s employers and its concierge, and moves it with a hand-over', async () => {
    const { service, concierges, realtime, clock, as } = setUp();
    concierges.set(JOB, { jobId: JOB, adminId: ADMIN, adminName: 'Ada Admin', assignedAt: new Date() });
    const forEmployer = await service.concierge(as.employer, JOB);
    expect(forEmployer).toMatchObject({
      jobId: JOB,
      jobTitle: 'Bookkeeper',
      companyName: 'Acme',
      status: 'active',
      adminId: ADMIN,
      conciergeName: 'Ada Admin',
      employerName: 'Erin Employer',
      viewerType: 'employer',
    });
    const forAdmin = await service.concierge(as.admin, JOB);
    expect(forAdmin).toMatchObject({ threadId: forEmployer.threadId, viewerType: 'admin' });
    for (const actor of [as.otherAdmin, as.otherEmployer, as.seeker])
      await expect(service.concierge(actor, JOB)).rejects.toMatchObject({ code: 'CHAT_NO_CONCIERGE_CHAT' });
    await expect(service.concierge(as.employer, SECOND_JOB)).rejects.toMatchObject({ code: 'CHAT_NO_CONCIERGE_CHAT' });

    const { message } = await service.send(as.admin, forEmployer.threadId, { content: 'Welcome aboard' });
    expect(message).toMatchObject({ senderType: 'admin', recipientId: EMPLOYER });
    expect(realtime.told.at(-1)).toMatchObject({ recipients: { userIds: [], companyIds: [COMPANY] } });
    clock.advance(1_000);
    await service.send(as.employer, forEmployer.threadId, { content: 'Thanks' });
    expect(realtime.told.at(-1)).toMatchObject({ recipients: { userIds: [ADMIN], companyIds: [] } });

    // Handed to another admin: the thread and its messages go with the job; the former concierge leaves.
    await service.placeConcierge(JOB, OTHER_ADMIN);
    expect(realtime.told.at(-1)).toEqual({ event: 'leave', userIds: [ADMIN], threadId: forEmployer.threadId });
    await expect(service.ownThread(as.admin, forEmployer.threadId)).rejects.toMatchObject({ status: 404 });
    const history = await service.messages(as.otherAdmin, forEmployer.threadId, {});
    expect(history.messages.map((entry) => entry.content)).toEqual(['Welcome aboard', 'Thanks']);
  });
});

describe('recipientRooms', () => {
  it('names the other side’s sockets: the seeker, the concierges, or the company', () => {
    const direct = { kind: 'direct' as const, companyId: COMPANY, seekerId: SEEKER };
    const concierge = { kind: 'concierge' as const, companyId: COMPANY, seekerId: null };
    const members = [
      { userId: ADMIN, side: 'admin' as const },
      { userId: EMPLOYER, side: 'employer' as const },
    ];
    expect(recipientRooms(direct, members, 'employer')).toEqual({ userIds: [SEEKER], companyIds: [] });
    expect(recipientRooms(direct, members, 'seeker')).toEqual({ userIds: [], companyIds: [COMPANY] });
    expect(recipientRooms(concierge, members, 'employer')).toEqual({ userIds: [ADMIN], companyIds: [] });
    expect(recipientRooms(concierge, members, 'admin')).toEqual({ userIds: [], companyIds: [COMPANY] });
  });
});
