import type { ChatMaintenanceState, ChatSenderType, MessagesReadEvent, NewMessageEvent } from '@marketplace/contracts';
import type { Role } from '@marketplace/contracts';
import type { Actor } from '../../src/core/auth/actor';
import type { StoredFile, StoredFileRef } from '../../src/core/files/stored-files';
import type { RateLimitHit } from '../../src/core/rate-limit/rate-limiter';
import {
  type ChatViewer,
  isAfter,
  type MaintenanceRecord,
  type MemberRecord,
  type MessagePosition,
  type MessageRecord,
  type NewMessage,
  type RecipientState,
  type ThreadListRow,
  type ThreadPosition,
  type ThreadRecord,
} from '../../src/modules/chat/chat.repository';
import type { RecipientRooms } from '../../src/modules/chat/realtime/chat-realtime.service';
import { UploadsError } from '../../src/modules/uploads/uploads.errors';

/** An actor for chat specs: a user of a role (employers with a company), optionally impersonated by an admin. */
export function chatActor(
  id: string,
  role: Role | null,
  options: { companyId?: string | null; name?: string; impersonatedBy?: string } = {},
): Actor {
  const user = {
    id,
    role,
    email: `${id.slice(-4)}@example.com`,
    name: options.name ?? `User ${id.slice(-4)}`,
    companyId: options.companyId ?? null,
  };
  const realUser = options.impersonatedBy
    ? {
        id: options.impersonatedBy,
        role: 'admin' as const,
        email: 'admin@example.com',
        name: 'Ada Admin',
        companyId: null,
      }
    : user;
  return {
    realUser,
    user,
    impersonation: options.impersonatedBy ? { id: 'imp-1', adminId: options.impersonatedBy } : null,
    session: { id: 'session-1', signedInAt: new Date('2026-11-28T08:00:00Z') },
  };
}

interface FakeJob {
  id: string;
  title: string;
  companyId: string;
  isCompanyPrivate: boolean;
  companyName: string;
}

interface FakePerson {
  id: string;
  name: string;
  email: string;
  role: Role | null;
  companyId: string | null;
  createdAt: Date;
}

const position = (message: { createdAt: Date; id: string }): MessagePosition => ({
  createdAt: message.createdAt,
  id: message.id,
});

/**
 * ChatRepository in memory with the real one's rules: one direct thread per company and seeker, one
 * concierge thread per job, (created_at, id) order, last-read marks that only move forward, read
 * receipts for the other side, and unread counts of the other side's messages after the mark.
 */
export class FakeChatRepository {
  readonly threadRows = new Map<string, ThreadRecord>();
  readonly memberRows: MemberRecord[] = [];
  readonly messageRows: Array<MessageRecord> = [];
  readonly maintenanceRows: MaintenanceRecord[] = [];
  readonly persons = new Map<string, FakePerson>();
  readonly jobs = new Map<string, FakeJob>();
  /** Applications by `${companyId}:${seekerId}`. */
  readonly applications = new Map<string, Array<{ jobId: string; appliedAt: Date }>>();
  readonly emailed: Array<{ threadId: string; userId: string; at: Date; upTo: Date }> = [];

  addPerson(person: Partial<FakePerson> & { id: string; role: Role | null }): void {
    this.persons.set(person.id, {
      name: `User ${person.id.slice(-4)}`,
      email: `${person.id.slice(-4)}@example.com`,
      companyId: null,
      createdAt: new Date('2026-01-01T00:00:00Z'),
      ...person,
    });
  }

  addJob(job: FakeJob): void {
    this.jobs.set(job.id, job);
  }

  apply(companyId: string, seekerId: string, jobId: string, appliedAt: Date): void {
    const key = `${companyId}:${seekerId}`;
    this.applications.set(key, [...(this.applications.get(key) ?? []), { jobId, appliedAt }]);
  }

  private visible(viewer: ChatViewer, thread: ThreadRecord): boolean {
    if (viewer.side === 'seeker') return thread.kind === 'direct' && thread.seekerId === viewer.userId;
    if (viewer.side === 'employer') return thread.companyId === viewer.companyId;
    return this.memberRows.some(
      (member) => member.threadId === thread.id && member.userId === viewer.userId && member.side === 'admin',
    );
  }

  private member(threadId: string, userId: string): MemberRecord | undefined {
    return this.memberRows.find((member) => member.threadId === threadId && member.userId === userId);
  }

  private unreadIn(threadId: string, viewer: { userId: string; side: ChatSenderType }): MessageRecord[] {
    const mark = this.member(threadId, viewer.userId);
    const last =
      mark?.lastReadAt && mark.lastReadMessageId ? { createdAt: mark.lastReadAt, id: mark.lastReadMessageId } : null;
    return this.messageRows.filter(
      (message) => message.threadId === threadId && message.senderType !== viewer.side && isAfter(message, last),
    );
  }

  private ordered(threadId: string): MessageRecord[] {
    return this.messageRows
      .filter((message) => message.threadId === threadId)
      .sort((a, b) => (isAfter(a, position(b)) ? 1 : -1));
  }

  async findThread(threadId: string): Promise<ThreadRecord | null> {
    return this.threadRows.get(threadId) ?? null;
  }

  async findDirectThread(companyId: string, seekerId: string): Promise<ThreadRecord | null> {
    return (
      [...this.threadRows.values()].find(
        (thread) => thread.kind === 'direct' && thread.companyId === companyId && thread.seekerId === seekerId,
      ) ?? null
    );
  }

  async findConciergeThread(jobId: string): Promise<ThreadRecord | null> {
    return (
      [...this.threadRows.values()].find((thread) => thread.kind === 'concierge' && thread.jobId === jobId) ?? null
    );
  }

  async startDirectThread(input: {
    id: string;
    companyId: string;
    seekerId: string;
    jobId: string | null;
    startedById: string;
    at: Date;
  }): Promise<{ thread: ThreadRecord; created: boolean }> {
    const existing = await this.findDirectThread(input.companyId, input.seekerId);
    if (existing) return { thread: existing, created: false };
    const thread: ThreadRecord = {
      id: input.id,
      kind: 'direct',
      companyId: input.companyId,
      seekerId: input.seekerId,
      jobId: input.jobId,
      startedById: input.startedById,
      createdAt: input.at,
      lastActivityAt: input.at,
    };
    this.threadRows.set(thread.id, thread);
    await this.addMember(thread.id, input.startedById, 'employer', input.at);
    await this.addMember(thread.id, input.seekerId, 'seeker', input.at);
    return { thread, created: true };
  }

  async placeConcierge(input: {
    id: string;
    companyId: string;
    jobId: string;
    adminId: string;
    at: Date;
  }): Promise<{ thread: ThreadRecord; previousAdminIds: string[] }> {
    let thread = await this.findConciergeThread(input.jobId);
    if (!thread) {
      thread = {
        id: input.id,
        kind: 'concierge',
        companyId: input.companyId,
        seekerId: null,
        jobId: input.jobId,
        startedById: null,
        createdAt: input.at,
        lastActivityAt: input.at,
      };
      this.threadRows.set(thread.id, thread);
    }
    const previousAdminIds = await this.removeAdminsBut(thread.id, input.adminId);
    await this.addMember(thread.id, input.adminId, 'admin', input.at);
    return { thread, previousAdminIds };
  }

  async removeAdminsBut(threadId: string, adminId: string): Promise<string[]> {
    const leaving = this.memberRows.filter(
      (member) => member.threadId === threadId && member.side === 'admin' && member.userId !== adminId,
    );
    for (const member of leaving) this.memberRows.splice(this.memberRows.indexOf(member), 1);
    return leaving.map((member) => member.userId);
  }

  async addMember(threadId: string, userId: string, side: ChatSenderType, at: Date): Promise<void> {
    if (this.member(threadId, userId)) return;
    this.memberRows.push({
      threadId,
      userId,
      side,
      lastReadMessageId: null,
      lastReadAt: null,
      joinedAt: at,
      emailedAt: null,
      emailedUpTo: null,
    });
  }

  async members(threadId: string): Promise<MemberRecord[]> {
    return this.memberRows.filter((member) => member.threadId === threadId).map((member) => ({ ...member }));
  }

  async employerMembers(threadIds: readonly string[]): Promise<Array<{ threadId: string; userId: string }>> {
    return this.memberRows
      .filter((member) => threadIds.includes(member.threadId) && member.side === 'employer')
      .map(({ threadId, userId }) => ({ threadId, userId }));
  }

  async presenceAudience(viewer: ChatViewer): Promise<RecipientRooms> {
    const threads = [...this.threadRows.values()].filter((thread) => this.visible(viewer, thread));
    if (viewer.side !== 'employer') return { userIds: [], companyIds: [...new Set(threads.map((t) => t.companyId))] };
    const userIds = new Set<string>();
    for (const thread of threads) {
      if (thread.seekerId) userIds.add(thread.seekerId);
      for (const member of this.memberRows)
        if (member.threadId === thread.id && member.side === 'admin') userIds.add(member.userId);
    }
    return { userIds: [...userIds], companyIds: [] };
  }

  async insertMessage(message: NewMessage): Promise<void> {
    const sender = this.persons.get(message.senderId);
    this.messageRows.push({ ...message, senderName: sender?.name ?? '', readAt: null });
    const thread = this.threadRows.get(message.threadId)!;
    if (message.createdAt > thread.lastActivityAt) thread.lastActivityAt = message.createdAt;
    await this.addMember(message.threadId, message.senderId, message.senderType, message.createdAt);
    const member = this.member(message.threadId, message.senderId)!;
    const last =
      member.lastReadAt && member.lastReadMessageId
        ? { createdAt: member.lastReadAt, id: member.lastReadMessageId }
        : null;
    if (isAfter(message, last)) {
      member.lastReadMessageId = message.id;
      member.lastReadAt = message.createdAt;
    }
  }

  async findMessage(threadId: string, messageId: string): Promise<MessageRecord | null> {
    return this.messageRows.find((message) => message.threadId === threadId && message.id === messageId) ?? null;
  }

  async messages(
    threadId: string,
    from: MessagePosition | null,
    direction: 'before' | 'after',
    limit: number,
  ): Promise<MessageRecord[]> {
    const all = this.ordered(threadId);
    if (direction === 'after') return all.filter((message) => from === null || isAfter(message, from)).slice(0, limit);
    const before = all.filter((message) => from === null || isAfter(from, position(message)));
    return before.slice(Math.max(0, before.length - limit));
  }

  async markRead(
    threadId: string,
    reader: { userId: string; side: ChatSenderType },
    upTo: MessagePosition,
    at: Date,
  ): Promise<boolean> {
    let changed = false;
    for (const message of this.messageRows)
      if (
        message.threadId === threadId &&
        message.senderType !== reader.side &&
        !message.readAt &&
        !isAfter(message, upTo)
      ) {
        message.readAt = at;
        changed = true;
      }
    await this.addMember(threadId, reader.userId, reader.side, at);
    const member = this.member(threadId, reader.userId)!;
    const last =
      member.lastReadAt && member.lastReadMessageId
        ? { createdAt: member.lastReadAt, id: member.lastReadMessageId }
        : null;
    if (isAfter(upTo, last)) {
      member.lastReadAt = upTo.createdAt;
      member.lastReadMessageId = upTo.id;
      changed = true;
    }
    return changed;
  }

  async unreadCount(viewer: ChatViewer): Promise<number> {
    return [...this.threadRows.values()]
      .filter((thread) => this.visible(viewer, thread))
      .reduce((count, thread) => count + this.unreadIn(thread.id, viewer).length, 0);
  }

  async threadUnreadCount(threadId: string, viewer: ChatViewer): Promise<number> {
    return this.unreadIn(threadId, viewer).length;
  }

  async threads(
    viewer: ChatViewer,
    after: ThreadPosition | null,
    limit: number,
    threadId: string | null,
    withMessagesOnly: boolean,
  ): Promise<ThreadListRow[]> {
    const rows = [...this.threadRows.values()]
      .filter((thread) => this.visible(viewer, thread))
      .filter((thread) => threadId === null || thread.id === threadId)
      .map((thread) => this.listRow(thread, viewer))
      .filter((row) => !withMessagesOnly || row.lastMessageId !== null)
      .sort((a, b) =>
        isAfter({ createdAt: b.lastActivityAt, id: b.id }, { createdAt: a.lastActivityAt, id: a.id }) ? 1 : -1,
      )
      .filter(
        (row) =>
          after === null ||
          isAfter({ createdAt: after.lastActivityAt, id: after.id }, { createdAt: row.lastActivityAt, id: row.id }),
      );
    return rows.slice(0, limit);
  }

  private listRow(thread: ThreadRecord, viewer: ChatViewer): ThreadListRow {
    const job = thread.jobId ? this.jobs.get(thread.jobId) : undefined;
    const seeker = thread.seekerId ? this.persons.get(thread.seekerId) : undefined;
    const admin = this.memberRows.find((member) => member.threadId === thread.id && member.side === 'admin');
    const adminPerson = admin ? this.persons.get(admin.userId) : undefined;
    const last = this.ordered(thread.id).at(-1);
    const mark = this.member(thread.id, viewer.userId);
    return {
      ...thread,
      jobTitle: job?.title ?? null,
      jobPrivate: job?.isCompanyPrivate ?? null,
      companyName: job?.companyName ?? 'Company',
      companyLogoUrl: null,
      seekerName: seeker?.name ?? null,
      seekerPictureUrl: null,
      adminId: adminPerson?.id ?? null,
      adminName: adminPerson?.name ?? null,
      adminPictureUrl: null,
      lastMessageId: last?.id ?? null,
      lastMessageContent: last?.content ?? null,
      lastMessageSenderId: last?.senderId ?? null,
      lastMessageSenderType: last?.senderType ?? null,
      lastMessageSenderName: last?.senderName ?? null,
      lastMessageHasFile: last ? last.attachmentName !== null : null,
      lastMessageCreatedAt: last?.createdAt ?? null,
      viewerLastReadAt: mark?.lastReadAt ?? null,
      viewerLastReadMessageId: mark?.lastReadMessageId ?? null,
      unreadCount: this.unreadIn(thread.id, viewer).length,
    };
  }

  async appliedJobs(companyId: string, seekerId: string): Promise<Array<{ jobId: string; appliedAt: Date }>> {
    return [...(this.applications.get(`${companyId}:${seekerId}`) ?? [])].sort(
      (a, b) => b.appliedAt.getTime() - a.appliedAt.getTime(),
    );
  }

  async jobWithCompany(jobId: string) {
    const job = this.jobs.get(jobId);
    return job ? { ...job, companyLogoUrl: null } : null;
  }

  async firstEmployerOf(companyId: string): Promise<{ id: string; name: string } | null> {
    const employer = [...this.persons.values()]
      .filter((person) => person.role === 'employer' && person.companyId === companyId)
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())[0];
    return employer ? { id: employer.id, name: employer.name } : null;
  }

  async recipients(threadId: string): Promise<RecipientState[]> {
    return this.memberRows
      .filter((member) => member.threadId === threadId)
      .map((member) => {
        const person = this.persons.get(member.userId)!;
        const unread = this.unreadIn(threadId, member);
        const untold = unread.filter((message) => !member.emailedUpTo || message.createdAt > member.emailedUpTo);
        const times = (list: MessageRecord[]) => list.map((message) => message.createdAt.getTime());
        return {
          ...member,
          email: person.email,
          name: person.name,
          deleted: false,
          unreadCount: unread.length,
          oldestUnreadAt: unread.length ? new Date(Math.min(...times(unread))) : null,
          newestUnreadAt: unread.length ? new Date(Math.max(...times(unread))) : null,
          oldestUntoldAt: untold.length ? new Date(Math.min(...times(untold))) : null,
        };
      });
  }

  async markEmailed(threadId: string, userId: string, at: Date, upTo: Date): Promise<void> {
    const member = this.member(threadId, userId)!;
    member.emailedAt = at;
    member.emailedUpTo = upTo;
    this.emailed.push({ threadId, userId, at, upTo });
  }

  async people(userIds: readonly string[]) {
    return userIds.flatMap((id) => {
      const person = this.persons.get(id);
      return person ? [{ ...person, profilePictureUrl: null, deletedAt: null }] : [];
    });
  }

  async latestMaintenance(): Promise<MaintenanceRecord | null> {
    return this.maintenanceRows.at(-1) ?? null;
  }

  async insertMaintenanceChange(change: { id: string; enabled: boolean; changedById: string; changedAt: Date }) {
    this.maintenanceRows.push({
      enabled: change.enabled,
      changedAt: change.changedAt,
      changedById: change.changedById,
    });
  }
}

/** ChatRealtime that records what it would tell connected clients. */
export class FakeChatRealtime {
  readonly told: Array<
    | { event: 'new_message'; payload: NewMessageEvent; recipients: RecipientRooms }
    | { event: 'messages_read'; payload: MessagesReadEvent }
    | { event: 'maintenance'; payload: ChatMaintenanceState }
    | { event: 'leave'; userIds: readonly string[]; threadId: string }
  > = [];

  newMessage(payload: NewMessageEvent, recipients: RecipientRooms): void {
    this.told.push({ event: 'new_message', payload, recipients });
  }
  messagesRead(payload: MessagesReadEvent): void {
    this.told.push({ event: 'messages_read', payload });
  }
  maintenance(payload: ChatMaintenanceState): void {
    this.told.push({ event: 'maintenance', payload });
  }
  leaveThread(userIds: readonly string[], threadId: string): void {
    this.told.push({ event: 'leave', userIds, threadId });
  }
  safely(_what: string, work: () => void): void {
    work();
  }
}

/** The rate limiter's fixed windows in memory; `broken` makes every call fail as an unreachable Redis would. */
export class FakeLimiter {
  readonly counts = new Map<string, number>();
  broken = false;

  async hit(key: string, limit: number): Promise<RateLimitHit> {
    if (this.broken) throw new Error('connect ECONNREFUSED');
    const count = (this.counts.get(key) ?? 0) + 1;
    this.counts.set(key, count);
    return { allowed: count <= limit, count, retryAfterMs: 60_000 };
  }
}

/** The StoredFiles port, as far as chat uses it: uploads the test adds, claimed by their owner when ready. */
export class FakeChatFiles {
  readonly uploads = new Map<string, StoredFile>();

  add(file: Partial<StoredFile> & { id: string; ownerId: string }): StoredFile {
    const stored: StoredFile = {
      fileUrl: `s3://bucket/uploads/${file.ownerId}/${file.id}/original`,
      fileName: 'notes.txt',
      fileType: 'text/plain',
      fileSize: 120,
      uploadType: 'document',
      purpose: 'attachment',
      status: 'ready',
      rejectionReason: null,
      createdAt: new Date('2026-11-28T08:00:00Z'),
      ...file,
    };
    this.uploads.set(stored.id, stored);
    return stored;
  }

  async claim(ownerId: string, ref: StoredFileRef, kind: string): Promise<StoredFile> {
    const file = 'uploadId' in ref ? this.uploads.get(ref.uploadId) : undefined;
    if (!file || file.ownerId !== ownerId) throw UploadsError.because('notYours');
    if (file.purpose !== kind) throw UploadsError.because('wrongKind');
    if (file.status !== 'ready') throw UploadsError.because('notReady');
    return file;
  }

  async findMany(ids: readonly string[]): Promise<StoredFile[]> {
    return ids.flatMap((id) => this.uploads.get(id) ?? []);
  }

  async readUrl(fileUrl: string | null): Promise<string | null> {
    return fileUrl ? `https://signed.example/${encodeURIComponent(fileUrl)}` : null;
  }

  async readUrls(urls: ReadonlyArray<string | null>): Promise<Array<string | null>> {
    return urls.map((url) => (url ? `https://signed.example/${encodeURIComponent(url)}` : null));
  }
}

/** A BullMQ queue that records the jobs added to it. */
export class FakeQueue<T> {
  readonly added: Array<{ name: string; data: T; opts: { delay?: number; jobId?: string } }> = [];
  broken = false;

  async add(name: string, data: T, opts: { delay?: number; jobId?: string } = {}) {
    if (this.broken) throw new Error('Connection is closed.');
    this.added.push({ name, data, opts });
    return { id: opts.jobId ?? String(this.added.length) };
  }
}
