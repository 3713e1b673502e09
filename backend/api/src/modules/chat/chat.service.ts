import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectQueue } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import {
  CHAT_LIMITS,
  CHAT_MESSAGES,
  chatMessageText,
  type ChatMessagesPage,
  type ChatSenderType,
  type ChatThreadsPage,
  type ChatThreadSummary,
  type ConciergeChat,
  type InboxResponse,
  type MarkReadRequest,
  type MarkReadResponse,
  readChatLimit,
  readChatMessagesQuery,
  type SendMessageRequest,
  type SendMessageResponse,
  type StartThreadRequest,
  type StartThreadResponse,
  validateChatMessage,
  validateStartThread,
} from '@marketplace/contracts';
import type { Actor } from '../../core/auth/actor';
import { Clock } from '../../core/clock/clock';
import { assertValid, invalidField } from '../../core/errors/assert-valid';
import { DomainError } from '../../core/errors/domain-error';
import { STORED_FILES, type StoredFile, type StoredFiles } from '../../core/files/stored-files';
import { rateLimitKey, RateLimiter } from '../../core/rate-limit/rate-limiter';
import { isUuid } from '../../core/text/uuid';
import { QUEUES } from '../../infrastructure/queue/queue.constants';
import { ConciergeDirectory } from '../billing';
import { decodeJobCursor, encodeJobCursor } from '../jobs';
import { NotificationCenter } from '../notifications';
import { CompanyInvitations } from '../talent';
import { ChatMaintenanceService } from './chat-maintenance.service';
import {
  companyNameFor,
  type CounterpartExtras,
  type MessageContext,
  threadRecipients,
  toChatMessage,
  toInboxMessage,
  toThreadSummary,
} from './chat.mapper';
import { CHAT_JOBS, type ChatJob, notifyMessageJobId, OFFLINE_EMAIL_DELAY_MS, offlineEmailJobId } from './chat.queue';
import { ChatError } from './chat.errors';
import {
  type ChatViewer,
  ChatRepository,
  type MemberRecord,
  type ThreadListRow,
  type ThreadRecord,
} from './chat.repository';
import { ChatPresence } from './realtime/chat-presence';
import { ChatRealtime, type RecipientRooms } from './realtime/chat-realtime.service';

/** Bodies as sent (types unchecked). */
export type StartThreadBody = Partial<Record<keyof StartThreadRequest, unknown>>;
export type SendMessageBody = Partial<Record<keyof SendMessageRequest, unknown>>;
export type MarkReadBody = Partial<Record<keyof MarkReadRequest, unknown>>;

/** The rate limit of sending, per sender across every API instance. */
export const SEND_RATE_LIMIT = {
  scope: 'chat-send',
  limit: CHAT_LIMITS.sendsPerWindow,
  windowMs: CHAT_LIMITS.sendWindowSeconds * 1000,
} as const;

/** A thread the acting user may read, with what they are in it. */
export interface OwnThread {
  thread: ThreadRecord;
  viewer: ChatViewer;
  members: MemberRecord[];
}

/**
 * Chat (contracts: chat.ts). Every call finds the acting user's side first (seeker, an employer of
 * a company, or admin); a thread is readable only to its members (ownThread: 404 for anyone else's,
 * alike for one that does not exist). Employers start threads with seekers who applied to or were
 * invited to one of the company's jobs; messages are stored (one transaction) and only then told
 * to connected clients and queued for the recipients' notifications and the offline e-mail (the
 * worker does both, so sending waits on neither). Reading a thread marks its chat notifications
 * read. An impersonating admin acts as the user.
 */
@Injectable()
export class ChatService {
  private readonly logger = new Logger(ChatService.name);

  constructor(
    private readonly chat: ChatRepository,
    private readonly maintenance: ChatMaintenanceService,
    private readonly invitations: CompanyInvitations,
    private readonly concierges: ConciergeDirectory,
    private readonly limiter: RateLimiter,
    private readonly clock: Clock,
    private readonly realtime: ChatRealtime,
    private readonly presence: ChatPresence,
    @Inject(STORED_FILES) private readonly files: StoredFiles,
    @InjectQueue(QUEUES.chat) private readonly queue: Queue<ChatJob>,
    private readonly center: NotificationCenter,
  ) {}

  /** The latest message of each of the caller's threads, newest first, and all they have not read. */
  async inbox(actor: Actor, params: { limit?: unknown }): Promise<InboxResponse> {
    const viewer = viewerOf(actor);
    const { limit, error } = readChatLimit(params.limit, CHAT_LIMITS.inboxDefault, CHAT_LIMITS.inboxMax);
    if (error) throw invalidField('limit', error);
    const [rows, unreadCount] = await Promise.all([
      this.chat.threads(viewer, null, limit, null, true),
      this.chat.unreadCount(viewer),
    ]);
    return {
      messages: rows.flatMap((row) => toInboxMessage(row, viewer.side) ?? []),
      unreadCount,
    };
  }

  /** The caller's threads, newest activity first, with unread counts; keyset pages. */
  async threads(actor: Actor, params: { limit?: unknown; cursor?: unknown }): Promise<ChatThreadsPage> {
    const viewer = viewerOf(actor);
    const { limit, error } = readChatLimit(params.limit, CHAT_LIMITS.threadsDefault, CHAT_LIMITS.threadsMax);
    if (error) throw invalidField('limit', error);
    let after = null;
    if (params.cursor !== undefined && params.cursor !== '') {
      const cursor =
        typeof params.cursor === 'string' && params.cursor.length <= CHAT_LIMITS.cursorMax
          ? decodeJobCursor(params.cursor)
          : null;
      if (!cursor) throw invalidField('cursor', CHAT_MESSAGES.cursorInvalid);
      after = { lastActivityAt: cursor.postedAt, id: cursor.id };
    }
    const [rows, unreadCount] = await Promise.all([
      this.chat.threads(viewer, after, limit + 1, null, false),
      this.chat.unreadCount(viewer),
    ]);
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return {
      threads: await this.summaries(page, viewer),
      nextCursor: rows.length > limit && last ? encodeJobCursor({ postedAt: last.lastActivityAt, id: last.id }) : null,
      unreadCount,
    };
  }

  /**
   * An employer starts (or reopens) the company's thread with a seeker who applied to or was invited
   * to one of its jobs (404 for anyone else, alike for a seeker who does not exist). The thread is
   * about `jobId`, one of those jobs, or by default the latest of them.
   */
  async startThread(actor: Actor, body: StartThreadBody): Promise<StartThreadResponse> {
    const viewer = viewerOf(actor);
    if (viewer.side !== 'employer' || viewer.companyId === null) throw ChatError.because('employersStart');
    await this.maintenance.assertAvailable();
    assertValid(validateStartThread(body ?? {}));
    const seekerId = String(body.recipientId).trim().toLowerCase();
    if (!isUuid(seekerId)) throw ChatError.because('recipientNotReachable');
    const [applied, invited] = await Promise.all([
      this.chat.appliedJobs(viewer.companyId, seekerId),
      this.invitations.ofCompanyForSeeker(viewer.companyId, seekerId),
    ]);
    // Newest first, applications and invitations together.
    const reachable = [
      ...applied.map((row) => ({ jobId: row.jobId, at: row.appliedAt })),
      ...invited.map((row) => ({ jobId: row.jobId, at: row.invitedAt })),
    ].sort((a, b) => b.at.getTime() - a.at.getTime());
    if (reachable.length === 0) throw ChatError.because('recipientNotReachable');
    let jobId = reachable[0]?.jobId ?? null;
    if (typeof body.jobId === 'string' && body.jobId.trim() !== '') {
      const asked = body.jobId.trim().toLowerCase();
      if (!reachable.some((entry) => entry.jobId === asked)) throw invalidField('jobId', CHAT_MESSAGES.jobInvalid);
      jobId = asked;
    }
    const at = this.clock.now();
    const { thread, created } = await this.chat.startDirectThread({
      id: randomUUID(),
      companyId: viewer.companyId,
      seekerId,
      jobId,
      startedById: actor.user.id,
      at,
    });
    // Another employer of the company reopening it takes part from now on.
    if (!created) await this.chat.addMember(thread.id, actor.user.id, 'employer', at);
    return { threadId: thread.id, created };
  }

  /** A page of the thread's messages, oldest first: the newest, those before a message, or those after one (a reconnect). */
  async messages(
    actor: Actor,
    threadId: string,
    params: { before?: unknown; after?: unknown; limit?: unknown },
  ): Promise<ChatMessagesPage> {
    const own = await this.ownThread(actor, threadId);
    const { query, errors } = readChatMessagesQuery(params);
    assertValid(errors);
    const anchorId = query.after ?? query.before;
    const anchor = anchorId === null ? null : await this.chat.findMessage(own.thread.id, anchorId);
    if (anchorId !== null && !anchor)
      throw invalidField(query.after ? 'after' : 'before', CHAT_MESSAGES.messageIdInvalid);
    const direction = query.after ? 'after' : 'before';
    const [rows, [summary]] = await Promise.all([
      this.chat.messages(own.thread.id, anchor, direction, query.limit + 1),
      this.threadSummaries(own),
    ]);
    const hasMore = rows.length > query.limit;
    // One more than asked was read on the far side: the page keeps the rows nearest the anchor.
    const page = hasMore ? (direction === 'after' ? rows.slice(0, query.limit) : rows.slice(1)) : rows;
    if (!summary) throw ChatError.because('threadNotFound');
    const context = contextFor(own.viewer.side, await this.threadContext(own));
    return { thread: summary, messages: page.map((row) => toChatMessage(row, context)), hasMore };
  }

  /**
   * Sends a message: trimmed, not empty (unless a file goes with it), not too long, within the
   * sender's rate; a file must be the sender's own ready attachment upload. Stored first, then told.
   */
  async send(actor: Actor, threadId: string, body: SendMessageBody): Promise<SendMessageResponse> {
    const own = await this.ownThread(actor, threadId);
    await this.maintenance.assertAvailable();
    assertValid(validateChatMessage(body ?? {}));
    await this.checkRate(actor.user.id);
    const attachment =
      typeof body.attachmentUploadId === 'string' && body.attachmentUploadId.trim() !== ''
        ? await this.claimAttachment(actor.user.id, body.attachmentUploadId.trim())
        : null;
    const createdAt = this.clock.now();
    const record = {
      id: randomUUID(),
      threadId: own.thread.id,
      senderId: actor.user.id,
      senderType: own.viewer.side,
      content: chatMessageText(body.content),
      attachmentUploadId: attachment?.id ?? null,
      attachmentName: attachment?.fileName ?? null,
      attachmentType: attachment?.fileType ?? null,
      attachmentSize: attachment?.fileSize ?? null,
      createdAt,
    };
    await this.chat.insertMessage(record);
    const members = own.members.some((member) => member.userId === actor.user.id)
      ? own.members
      : await this.chat.members(own.thread.id);
    const context = await this.threadContext({ ...own, members });
    const stored = { ...record, senderName: actor.user.name, readAt: null };
    // What the thread's room is told is what a seeker may see: the room holds both sides.
    const told = toChatMessage(stored, contextFor('seeker', context));
    this.realtime.safely('a new message', () =>
      this.realtime.newMessage(
        { threadId: own.thread.id, message: told },
        recipientRooms(own.thread, members, own.viewer.side),
      ),
    );
    // Both adds go out together: the send waits for one round trip to Redis, not two.
    await Promise.all([
      this.queueNotification(own.thread.id, record.id),
      this.scheduleOfflineEmail(own.thread.id, createdAt.getTime() + OFFLINE_EMAIL_DELAY_MS),
    ]);
    return { message: toChatMessage(stored, contextFor(own.viewer.side, context)) };
  }

  /** Marks the thread read up to one of its messages (never back), with read receipts for the other side. */
  async markRead(actor: Actor, threadId: string, body: MarkReadBody): Promise<MarkReadResponse> {
    const own = await this.ownThread(actor, threadId);
    const upToId = typeof body?.upToMessageId === 'string' ? body.upToMessageId.trim().toLowerCase() : '';
    const upTo = isUuid(upToId) ? await this.chat.findMessage(own.thread.id, upToId) : null;
    if (!upTo) throw invalidField('upToMessageId', CHAT_MESSAGES.messageIdInvalid);
    const readAt = this.clock.now();
    const changed = await this.chat.markRead(
      own.thread.id,
      { userId: actor.user.id, side: own.viewer.side },
      { createdAt: upTo.createdAt, id: upTo.id },
      readAt,
    );
    if (changed)
      this.realtime.safely('messages read', () =>
        this.realtime.messagesRead({
          threadId: own.thread.id,
          readerId: actor.user.id,
          readerType: own.viewer.side,
          upToMessageId: upTo.id,
          readAt: readAt.toISOString(),
        }),
      );
    const [threadUnreadCount, unreadCount] = await Promise.all([
      this.chat.threadUnreadCount(own.thread.id, own.viewer),
      this.chat.unreadCount(own.viewer),
      this.markNotificationsRead(actor.user.id, own.thread.id),
    ]);
    return { threadId: own.thread.id, upToMessageId: upTo.id, threadUnreadCount, unreadCount };
  }

  /** A fresh signed link to a message's file, for the thread's members only. */
  async attachmentLink(actor: Actor, threadId: string, messageId: string): Promise<string> {
    const own = await this.ownThread(actor, threadId);
    const id = messageId.toLowerCase();
    const message = isUuid(id) ? await this.chat.findMessage(own.thread.id, id) : null;
    if (!message) throw ChatError.because('messageNotFound');
    if (message.attachmentUploadId === null) throw ChatError.because('attachmentMissing');
    const [file] = await this.files.findMany([message.attachmentUploadId]);
    // The uploads module's own disposition: pictures and PDFs shown, other documents downloaded, under their name.
    const link = file ? await this.files.readUrl(file.fileUrl) : null;
    if (!link) throw ChatError.because('attachmentMissing');
    return link;
  }

  /**
   * The concierge panel of a job: its Chat data and thread, for the employers of the job's company
   * and its concierge (404 for anyone else, and for a job without a concierge). The thread is made
   * on first use if the assignment's event did not make it.
   */
  async concierge(actor: Actor, jobId: string): Promise<ConciergeChat> {
    const viewer = viewerOf(actor);
    const id = jobId.toLowerCase();
    const [job, concierge] = isUuid(id)
      ? await Promise.all([this.chat.jobWithCompany(id), this.concierges.ofJob(id)])
      : [null, null];
    if (!job || !concierge) throw ChatError.because('noConciergeChat');
    const mayRead =
      (viewer.side === 'employer' && viewer.companyId === job.companyId) ||
      (viewer.side === 'admin' && viewer.userId === concierge.adminId);
    if (!mayRead) throw ChatError.because('noConciergeChat');
    const thread = await this.placeConcierge(id, concierge.adminId);
    const employer = await this.chat.firstEmployerOf(job.companyId);
    const logo = job.companyLogoUrl === null ? null : await this.files.readUrl(job.companyLogoUrl, { size: 64 });
    return {
      threadId: thread.id,
      jobId: job.id,
      jobTitle: job.title,
      companyName: job.companyName,
      companyLogoUrl: logo,
      status: 'active',
      adminId: concierge.adminId,
      conciergeName: concierge.adminName,
      employerName: employer?.name ?? job.companyName,
      viewerType: viewer.side === 'admin' ? 'admin' : 'employer',
    };
  }

  /**
   * Gives the job's concierge thread to `adminId` (making it when missing): called when billing
   * assigns or hands over a concierge. The previous concierge's sockets leave the thread's room.
   */
  async placeConcierge(jobId: string, adminId: string): Promise<ThreadRecord> {
    const job = await this.chat.jobWithCompany(jobId);
    if (!job) throw ChatError.because('noConciergeChat');
    const { thread, previousAdminIds } = await this.chat.placeConcierge({
      id: randomUUID(),
      companyId: job.companyId,
      jobId,
      adminId,
      at: this.clock.now(),
    });
    // The company side always has someone to tell: its first employer until others take part.
    if (!(await this.chat.members(thread.id)).some((member) => member.side === 'employer')) {
      const employer = await this.chat.firstEmployerOf(job.companyId);
      if (employer) await this.chat.addMember(thread.id, employer.id, 'employer', this.clock.now());
    }
    if (previousAdminIds.length > 0) {
      this.logger.log({ jobId, threadId: thread.id, adminId, previousAdminIds }, 'The concierge thread moved');
      this.realtime.safely('a concierge hand-over', () => this.realtime.leaveThread(previousAdminIds, thread.id));
    }
    return thread;
  }

  /**
   * The thread when the acting user may read it: a seeker their own, an employer their company's, an
   * admin the concierge threads they look after. 404 otherwise, alike for ids that name nothing.
   */
  async ownThread(actor: Actor, threadId: string): Promise<OwnThread> {
    const viewer = viewerOf(actor);
    const id = threadId.toLowerCase();
    const thread = isUuid(id) ? await this.chat.findThread(id) : null;
    if (!thread) throw ChatError.because('threadNotFound');
    const members = await this.chat.members(thread.id);
    const mayRead =
      viewer.side === 'seeker'
        ? thread.kind === 'direct' && thread.seekerId === viewer.userId
        : viewer.side === 'employer'
          ? thread.companyId === viewer.companyId
          : thread.kind === 'concierge' &&
            members.some((member) => member.side === 'admin' && member.userId === viewer.userId);
    if (!mayRead) throw ChatError.because('threadNotFound');
    return { thread, viewer, members };
  }

  /** Who the user shares threads with, as the rooms their presence goes to. */
  async presenceAudience(viewer: ChatViewer): Promise<RecipientRooms> {
    return this.chat.presenceAudience(viewer);
  }

  /** The summary of one thread for its viewer. */
  private async threadSummaries(own: OwnThread): Promise<ChatThreadSummary[]> {
    const rows = await this.chat.threads(own.viewer, null, 1, own.thread.id, false);
    return this.summaries(rows, own.viewer);
  }

  /** Thread lines with their pictures and presence, looked up for the whole page at once. */
  private async summaries(rows: ThreadListRow[], viewer: ChatViewer): Promise<ChatThreadSummary[]> {
    if (rows.length === 0) return [];
    const urls = [
      ...new Set(
        rows
          .flatMap((row) => [row.seekerPictureUrl, row.adminPictureUrl, row.companyLogoUrl])
          .filter((url): url is string => url !== null),
      ),
    ];
    const [signed, employers] = await Promise.all([
      this.files.readUrls(urls, { size: 64 }),
      viewer.side === 'employer' ? Promise.resolve([]) : this.chat.employerMembers(rows.map((row) => row.id)),
    ]);
    const employersByThread = new Map<string, string[]>();
    for (const { threadId, userId } of employers)
      employersByThread.set(threadId, [...(employersByThread.get(threadId) ?? []), userId]);
    const people = [
      ...rows.flatMap((row) => [row.seekerId, row.adminId].filter((id): id is string => id !== null)),
      ...employers.map((row) => row.userId),
    ];
    const extras: CounterpartExtras = {
      pictures: new Map(urls.map((url, index) => [url, signed[index] ?? null])),
      online: await this.onlineAmong(people),
      employersByThread,
    };
    return rows.map((row) => toThreadSummary(row, viewer.side, extras));
  }

  /** What a thread's messages are shown with: its company (through its job, which says whether it hides it) and recipients. */
  private async threadContext(own: OwnThread): Promise<ThreadContext> {
    // Every thread has a job: direct threads start from one, concierge threads are about one.
    const job = own.thread.jobId === null ? null : await this.chat.jobWithCompany(own.thread.jobId);
    const admin = own.members.find((member) => member.side === 'admin');
    const firstEmployer = own.members.find((member) => member.side === 'employer');
    return {
      companyName: job?.companyName ?? '',
      jobPrivate: job?.isCompanyPrivate ?? null,
      recipients: threadRecipients(own.thread, admin?.userId ?? null, firstEmployer?.userId ?? null),
    };
  }

  /** Presence for the thread lines; without Redis everyone shows offline. */
  private async onlineAmong(userIds: string[]): Promise<Set<string>> {
    try {
      return await this.presence.onlineAmong(userIds);
    } catch (error) {
      this.logger.warn({ err: error }, 'Presence could not be read; showing everyone offline');
      return new Set();
    }
  }

  /** 429 past the sender's rate; should Redis be unreachable, the message goes through (logged), as the route limits do. */
  private async checkRate(senderId: string): Promise<void> {
    let allowed = true;
    try {
      const hit = await this.limiter.hit(
        rateLimitKey(SEND_RATE_LIMIT.scope, 'user', senderId),
        SEND_RATE_LIMIT.limit,
        SEND_RATE_LIMIT.windowMs,
      );
      allowed = hit.allowed;
    } catch (error) {
      this.logger.error({ err: error }, 'The chat send limit could not be checked; letting the message through');
    }
    if (!allowed) throw ChatError.because('tooFast');
  }

  /** The sender's own ready attachment upload, or 400 on attachmentUploadId with the reason. */
  private async claimAttachment(senderId: string, uploadId: string): Promise<StoredFile> {
    try {
      return await this.files.claim(senderId, { uploadId }, 'attachment');
    } catch (error) {
      if (error instanceof DomainError && error.status === 400) throw invalidField('attachmentUploadId', error.message);
      throw error;
    }
  }

  /** Queues the recording of the message's notifications (ChatNotifications, in the worker). */
  private async queueNotification(threadId: string, messageId: string): Promise<void> {
    try {
      await this.queue.add(CHAT_JOBS.notifyMessage, { threadId, messageId }, { jobId: notifyMessageJobId(messageId) });
    } catch (error) {
      // The message stands; its recipients see it in their inbox and unread counts.
      this.logger.error({ err: error, threadId, messageId }, 'Could not queue the notification of a chat message');
    }
  }

  /**
   * The reader's chat notifications about the thread are read once they read the thread (any mark,
   * also one that moved nothing, so a notification recorded while they read is cleared). A failure
   * is logged: the mark stands and the notification stays unread.
   */
  private async markNotificationsRead(userId: string, threadId: string): Promise<void> {
    try {
      await this.center.markReadAbout(userId, ['chat-message'], threadId);
    } catch (error) {
      this.logger.error({ err: error, threadId }, 'Could not mark the chat notifications of a read thread');
    }
  }

  /** Queues the look at the thread's recipients for `dueAt` (rounded up to the minute: one look per thread a minute). */
  private async scheduleOfflineEmail(threadId: string, dueAt: number): Promise<void> {
    const minute = 60_000;
    const at = Math.ceil(dueAt / minute) * minute;
    try {
      await this.queue.add(
        CHAT_JOBS.offlineEmail,
        { threadId },
        { delay: Math.max(0, at - this.clock.now().getTime()), jobId: offlineEmailJobId(threadId, at) },
      );
    } catch (error) {
      // The message stands; only its reminder e-mail is lost.
      this.logger.error({ err: error, threadId }, 'Could not queue the offline e-mail look of a chat message');
    }
  }
}

/** The acting user's side in chat (403 for a user without a role; an employer needs a company). */
export function viewerOf(actor: Actor): ChatViewer {
  const { id, role, companyId } = actor.user;
  if (role === 'seeker') return { userId: id, side: 'seeker', companyId: null };
  if (role === 'admin') return { userId: id, side: 'admin', companyId: null };
  if (role === 'employer') {
    if (!companyId) throw ChatError.because('noCompany');
    return { userId: id, side: 'employer', companyId };
  }
  throw ChatError.because('noChatRole');
}

/**
 * The rooms a message's recipients' sockets are in: the seeker's, the concierge's, or every
 * employer of the company, whichever side did not write it.
 */
export function recipientRooms(
  thread: Pick<ThreadRecord, 'kind' | 'companyId' | 'seekerId'>,
  members: readonly Pick<MemberRecord, 'userId' | 'side'>[],
  senderSide: ChatSenderType,
): RecipientRooms {
  if (senderSide !== 'employer') return { userIds: [], companyIds: [thread.companyId] };
  if (thread.kind === 'direct') return { userIds: thread.seekerId ? [thread.seekerId] : [], companyIds: [] };
  return {
    userIds: members.filter((member) => member.side === 'admin').map((member) => member.userId),
    companyIds: [],
  };
}

/** A thread's company and recipients, before they are shown to one side. */
interface ThreadContext {
  companyName: string;
  jobPrivate: boolean | null;
  recipients: MessageContext['recipients'];
}

/** The context of a thread's messages for a reader on `side` (seekers may not see a hidden company's name). */
function contextFor(side: ChatSenderType, context: ThreadContext): MessageContext {
  return {
    companyName: companyNameFor(side, context.companyName, context.jobPrivate),
    recipients: context.recipients,
  };
}
