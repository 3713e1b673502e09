import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { ChatSenderType, ChatThreadKind } from '@marketplace/contracts';
import { type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { GenerateSql, SQL_SAMPLE } from '../../infrastructure/database/generate-sql';
import { inTransaction, type TablesOf, typedSql } from '../../infrastructure/database/typed-sql';
import type { CompanyCard, UserCard } from '../accounts';
import type { ApplicationCard } from '../applications';
import type { JobCard } from '../jobs';
import type { ChatMaintenanceChange } from './entities/chat-maintenance-change.entity';
import type { ChatMessageEntity } from './entities/chat-message.entity';
import type { ChatThread } from './entities/chat-thread.entity';
import type { ChatThreadMember } from './entities/chat-thread-member.entity';

/** Who reads: a user on one side of their threads (an employer reads every thread of their company). */
export interface ChatViewer {
  userId: string;
  side: ChatSenderType;
  /** The employer's company; null for seekers and admins. */
  companyId: string | null;
}

/** A message's place in its thread's order, (created_at, id). */
export interface MessagePosition {
  createdAt: Date;
  id: string;
}

/** A place in a thread list's order, (last_activity_at, id). */
export interface ThreadPosition {
  lastActivityAt: Date;
  id: string;
}

/** A thread as the service reads it, its references by the ids they hold. */
export interface ThreadRecord {
  id: string;
  kind: ChatThreadKind;
  companyId: string;
  seekerId: string | null;
  jobId: string | null;
  startedById: string | null;
  createdAt: Date;
  lastActivityAt: Date;
}

/** A message with its sender's name. */
export interface MessageRecord {
  id: string;
  threadId: string;
  senderId: string;
  senderType: ChatSenderType;
  senderName: string;
  content: string;
  attachmentUploadId: string | null;
  attachmentName: string | null;
  attachmentType: string | null;
  attachmentSize: number | null;
  createdAt: Date;
  readAt: Date | null;
}

/** What sending writes. */
export type NewMessage = Omit<MessageRecord, 'senderName' | 'readAt'>;

/** A member's row, references by id. */
export interface MemberRecord {
  threadId: string;
  userId: string;
  side: ChatSenderType;
  lastReadMessageId: string | null;
  lastReadAt: Date | null;
  joinedAt: Date;
  emailedAt: Date | null;
  emailedUpTo: Date | null;
}

/** A member as the offline e-mail sees them: who they are, and what waits unread for them. */
export interface RecipientState extends MemberRecord {
  email: string;
  name: string;
  deleted: boolean;
  unreadCount: number;
  /** The oldest and newest unread message of the other side; null without any. */
  oldestUnreadAt: Date | null;
  newestUnreadAt: Date | null;
  /** The oldest unread message newer than what the last e-mail covered; null without any. */
  oldestUntoldAt: Date | null;
}

/** A thread in a list, with what its line shows: the job, the people on the other side, the last message, the unread count. */
export interface ThreadListRow extends ThreadRecord {
  jobTitle: string | null;
  jobPrivate: boolean | null;
  companyName: string;
  companyLogoUrl: string | null;
  seekerName: string | null;
  seekerPictureUrl: string | null;
  adminId: string | null;
  adminName: string | null;
  adminPictureUrl: string | null;
  lastMessageId: string | null;
  lastMessageContent: string | null;
  lastMessageSenderId: string | null;
  lastMessageSenderType: ChatSenderType | null;
  lastMessageSenderName: string | null;
  lastMessageHasFile: boolean | null;
  lastMessageCreatedAt: Date | null;
  viewerLastReadAt: Date | null;
  viewerLastReadMessageId: string | null;
  unreadCount: number;
}

/** The latest switch of chat maintenance. */
export interface MaintenanceRecord {
  enabled: boolean;
  changedAt: Date;
  changedById: string;
}

/** The tables chat reads and writes: its own, and the views accounts, jobs and applications publish. */
type ChatTables =
  | ChatThread
  | ChatThreadMember
  | ChatMessageEntity
  | ChatMaintenanceChange
  | UserCard
  | CompanyCard
  | JobCard
  | ApplicationCard;

type Tables = TablesOf<ChatTables>;

/** A condition on a thread `t` with the viewer's member row `me` left-joined. */
type ThreadScope = ExpressionBuilder<
  Tables & { t: Tables['ChatThread'] } & { me: Tables['ChatThreadMember'] },
  't' | 'me'
>;

/**
 * The threads a viewer may read: a seeker's own, every thread of an employer's company, and the
 * concierge threads an admin is the concierge of (their member row on the admin side).
 */
function visibleTo(viewer: ChatViewer): (eb: ThreadScope) => Expression<SqlBool> {
  return (eb) => {
    if (viewer.side === 'seeker') return eb.and([eb('t.kind', '=', 'direct'), eb('t.seeker', '=', viewer.userId)]);
    if (viewer.side === 'employer')
      return eb('t.company', '=', viewer.companyId ?? '00000000-0000-0000-0000-000000000000');
    return eb('me.side', '=', 'admin');
  };
}

const SAMPLE_VIEWERS: Record<ChatSenderType, ChatViewer> = {
  seeker: { userId: SQL_SAMPLE.uuid, side: 'seeker', companyId: null },
  employer: { userId: SQL_SAMPLE.uuid, side: 'employer', companyId: SQL_SAMPLE.otherUuid },
  admin: { userId: SQL_SAMPLE.uuid, side: 'admin', companyId: null },
};

const THREAD_COLUMNS = [
  't.id',
  't.kind',
  't.company as companyId',
  't.seeker as seekerId',
  't.job as jobId',
  't.startedBy as startedById',
  't.createdAt',
  't.lastActivityAt',
] as const;

const MEMBER_COLUMNS = [
  'mb.thread as threadId',
  'mb.user as userId',
  'mb.side',
  'mb.lastReadMessage as lastReadMessageId',
  'mb.lastReadAt',
  'mb.joinedAt',
  'mb.emailedAt',
  'mb.emailedUpTo',
] as const;

const MESSAGE_COLUMNS = [
  'm.id',
  'm.thread as threadId',
  'm.sender as senderId',
  'm.senderType',
  'u.name as senderName',
  'm.content',
  'm.attachmentUpload as attachmentUploadId',
  'm.attachmentName',
  'm.attachmentType',
  'm.attachmentSize',
  'm.createdAt',
  'm.readAt',
] as const;

/** A (created_at, id) position as typed values, for a row comparison against a message's. */
function positionTuple<DB, TB extends keyof DB>(eb: ExpressionBuilder<DB, TB>, position: MessagePosition) {
  return eb.tuple(
    eb.cast<Date>(eb.val(position.createdAt.toISOString()), 'timestamptz'),
    eb.cast<string>(eb.val(position.id), 'uuid'),
  );
}

/**
 * Owns `chat_threads`, `chat_thread_members`, `chat_messages` and `chat_maintenance_changes`: the
 * only code that reads or writes them. Names, companies and jobs come from the views accounts and
 * jobs publish (`user_cards`, `company_cards`, `job_cards`), and which seekers applied to a
 * company's jobs from applications' `application_cards`; invitations come through talent's
 * CompanyInvitations.
 */
@Injectable()
export class ChatRepository {
  constructor(private readonly em: EntityManager) {}

  private get db() {
    return typedSql<ChatTables>(this.em);
  }

  // ---------------------------------------------------------------- threads

  @GenerateSql({ params: [SQL_SAMPLE.uuid] })
  async findThread(threadId: string): Promise<ThreadRecord | null> {
    const row = await this.db
      .selectFrom('ChatThread as t')
      .select(THREAD_COLUMNS)
      .where('t.id', '=', threadId)
      .executeTakeFirst();
    return row ?? null;
  }

  /** The company's thread with the seeker (chat_threads_direct_unique). */
  @GenerateSql({ params: [SQL_SAMPLE.uuid, SQL_SAMPLE.otherUuid] })
  async findDirectThread(companyId: string, seekerId: string): Promise<ThreadRecord | null> {
    const row = await this.db
      .selectFrom('ChatThread as t')
      .select(THREAD_COLUMNS)
      .where('t.kind', '=', 'direct')
      .where('t.company', '=', companyId)
      .where('t.seeker', '=', seekerId)
      .executeTakeFirst();
    return row ?? null;
  }

  /** The job's concierge thread (chat_threads_concierge_unique). */
  @GenerateSql({ params: [SQL_SAMPLE.uuid] })
  async findConciergeThread(jobId: string): Promise<ThreadRecord | null> {
    const row = await this.db
      .selectFrom('ChatThread as t')
      .select(THREAD_COLUMNS)
      .where('t.kind', '=', 'concierge')
      .where('t.job', '=', jobId)
      .executeTakeFirst();
    return row ?? null;
  }

  /**
   * Starts the company's thread with the seeker, with its starter as a member, unless they have one
   * (a start racing another gets the other's). Answers the thread and whether this call created it.
   */
  @GenerateSql({
    params: [
      {
        id: SQL_SAMPLE.uuid,
        companyId: SQL_SAMPLE.otherUuid,
        seekerId: SQL_SAMPLE.uuid,
        jobId: SQL_SAMPLE.otherUuid,
        startedById: SQL_SAMPLE.uuid,
        at: SQL_SAMPLE.date,
      },
    ],
  })
  async startDirectThread(input: {
    id: string;
    companyId: string;
    seekerId: string;
    jobId: string | null;
    startedById: string;
    at: Date;
  }): Promise<{ thread: ThreadRecord; created: boolean }> {
    return inTransaction(this.em, async () => {
      const inserted = await this.db
        .insertInto('ChatThread')
        .values({
          id: input.id,
          kind: 'direct',
          company: input.companyId,
          seeker: input.seekerId,
          job: input.jobId,
          startedBy: input.startedById,
          createdAt: input.at,
          lastActivityAt: input.at,
        })
        .onConflict((conflict) => conflict.columns(['company', 'seeker']).where('kind', '=', 'direct').doNothing())
        .returning('id')
        .executeTakeFirst();
      const thread = await this.findDirectThread(input.companyId, input.seekerId);
      if (!thread) throw new Error('The thread of a company and a seeker vanished while it was started');
      if (inserted) {
        await this.addMember(thread.id, input.startedById, 'employer', input.at);
        await this.addMember(thread.id, input.seekerId, 'seeker', input.at);
      }
      return { thread, created: inserted !== undefined };
    });
  }

  /**
   * The job's concierge thread with `adminId` as its one concierge member: created when missing,
   * handed over when another admin had it (the previous one leaves; the messages stay). Answers the
   * thread and the admins who left it.
   */
  @GenerateSql({
    params: [
      {
        id: SQL_SAMPLE.uuid,
        companyId: SQL_SAMPLE.otherUuid,
        jobId: SQL_SAMPLE.uuid,
        adminId: SQL_SAMPLE.otherUuid,
        at: SQL_SAMPLE.date,
      },
    ],
  })
  async placeConcierge(input: {
    id: string;
    companyId: string;
    jobId: string;
    adminId: string;
    at: Date;
  }): Promise<{ thread: ThreadRecord; previousAdminIds: string[] }> {
    return inTransaction(this.em, async () => {
      await this.db
        .insertInto('ChatThread')
        .values({
          id: input.id,
          kind: 'concierge',
          company: input.companyId,
          job: input.jobId,
          createdAt: input.at,
          lastActivityAt: input.at,
        })
        .onConflict((conflict) => conflict.column('job').where('kind', '=', 'concierge').doNothing())
        .execute();
      const thread = await this.findConciergeThread(input.jobId);
      if (!thread) throw new Error('The concierge thread of a job vanished while it was created');
      const previousAdminIds = await this.removeAdminsBut(thread.id, input.adminId);
      await this.addMember(thread.id, input.adminId, 'admin', input.at);
      return { thread, previousAdminIds };
    });
  }

  /** Takes every concierge but `adminId` out of the thread; answers who left. */
  @GenerateSql({ params: [SQL_SAMPLE.uuid, SQL_SAMPLE.otherUuid] })
  async removeAdminsBut(threadId: string, adminId: string): Promise<string[]> {
    const left = await this.db
      .deleteFrom('ChatThreadMember')
      .where('thread', '=', threadId)
      .where('side', '=', 'admin')
      .where('user', '<>', adminId)
      .returning('user')
      .execute();
    return left.map((row) => row.user);
  }

  // ---------------------------------------------------------------- members

  /** Makes the user a member (nothing when they are one). */
  @GenerateSql({ params: [SQL_SAMPLE.uuid, SQL_SAMPLE.otherUuid, 'employer', SQL_SAMPLE.date] })
  async addMember(threadId: string, userId: string, side: ChatSenderType, at: Date): Promise<void> {
    await this.db
      .insertInto('ChatThreadMember')
      .values({ thread: threadId, user: userId, side, joinedAt: at })
      .onConflict((conflict) => conflict.columns(['thread', 'user']).doNothing())
      .execute();
  }

  @GenerateSql({ params: [SQL_SAMPLE.uuid] })
  async members(threadId: string): Promise<MemberRecord[]> {
    return this.db
      .selectFrom('ChatThreadMember as mb')
      .select(MEMBER_COLUMNS)
      .where('mb.thread', '=', threadId)
      .orderBy('mb.joinedAt')
      .orderBy('mb.user')
      .execute();
  }

  /** The company-side members of these threads (who may show the company as online). */
  @GenerateSql({ params: [[SQL_SAMPLE.uuid, SQL_SAMPLE.otherUuid]] })
  async employerMembers(threadIds: readonly string[]): Promise<Array<{ threadId: string; userId: string }>> {
    if (threadIds.length === 0) return [];
    return this.db
      .selectFrom('ChatThreadMember as mb')
      .select(['mb.thread as threadId', 'mb.user as userId'])
      .where('mb.thread', 'in', threadIds)
      .where('mb.side', '=', 'employer')
      .execute();
  }

  /**
   * Who shares a thread with the user, as the rooms presence events go to: the companies of a
   * seeker's threads and of an admin's concierge threads; for an employer, the seekers of the
   * company's threads and the concierges of its concierge threads.
   */
  @GenerateSql({ name: 'employer', params: [SAMPLE_VIEWERS.employer] })
  @GenerateSql({ name: 'seeker', params: [SAMPLE_VIEWERS.seeker] })
  async presenceAudience(viewer: ChatViewer): Promise<{ userIds: string[]; companyIds: string[] }> {
    if (viewer.side === 'employer') {
      const rows = await this.db
        .selectFrom('ChatThread as t')
        .leftJoin('ChatThreadMember as mb', (join) => join.onRef('mb.thread', '=', 't.id').on('mb.side', '=', 'admin'))
        .select(['t.seeker as seekerId', 'mb.user as adminId'])
        .where('t.company', '=', viewer.companyId ?? '00000000-0000-0000-0000-000000000000')
        .execute();
      const userIds = new Set<string>();
      for (const row of rows) {
        if (row.seekerId) userIds.add(row.seekerId);
        if (row.adminId) userIds.add(row.adminId);
      }
      return { userIds: [...userIds], companyIds: [] };
    }
    const rows = await this.db
      .selectFrom('ChatThread as t')
      .leftJoin('ChatThreadMember as me', (join) =>
        join.onRef('me.thread', '=', 't.id').on('me.user', '=', viewer.userId),
      )
      .select('t.company as companyId')
      .distinct()
      .where(visibleTo(viewer))
      .execute();
    return { userIds: [], companyIds: rows.map((row) => row.companyId) };
  }

  // ---------------------------------------------------------------- messages

  /**
   * Stores a message, moves the thread's activity to it, and makes the sender a member who has read
   * up to it (writing answers everything before). One transaction: the message exists, with its
   * thread in order, before anyone is told of it.
   */
  @GenerateSql({
    params: [
      {
        id: SQL_SAMPLE.uuid,
        threadId: SQL_SAMPLE.otherUuid,
        senderId: SQL_SAMPLE.uuid,
        senderType: 'employer',
        content: SQL_SAMPLE.text,
        attachmentUploadId: null,
        attachmentName: null,
        attachmentType: null,
        attachmentSize: null,
        createdAt: SQL_SAMPLE.date,
      },
    ],
  })
  async insertMessage(message: NewMessage): Promise<void> {
    await inTransaction(this.em, async () => {
      await this.db
        .insertInto('ChatMessageEntity')
        .values({
          id: message.id,
          thread: message.threadId,
          sender: message.senderId,
          senderType: message.senderType,
          content: message.content,
          attachmentUpload: message.attachmentUploadId,
          attachmentName: message.attachmentName,
          attachmentType: message.attachmentType,
          attachmentSize: message.attachmentSize,
          createdAt: message.createdAt,
        })
        .execute();
      await this.touchThread(message.threadId, message.createdAt);
      await this.markSenderRead(message);
    });
  }

  /** Moves the thread's last activity to `at` (never back: messages of two instances may commit out of order). */
  @GenerateSql({ params: [SQL_SAMPLE.uuid, SQL_SAMPLE.date] })
  async touchThread(threadId: string, at: Date): Promise<void> {
    await this.db
      .updateTable('ChatThread')
      .set((eb) => ({
        lastActivityAt: eb.fn<Date>('greatest', ['lastActivityAt', eb.cast<Date>(eb.val(at), 'timestamptz')]),
      }))
      .where('id', '=', threadId)
      .execute();
  }

  /** The sender takes part in the thread and has read it up to their own message (a mark never moves back). */
  @GenerateSql({
    params: [
      {
        id: SQL_SAMPLE.uuid,
        threadId: SQL_SAMPLE.otherUuid,
        senderId: SQL_SAMPLE.uuid,
        senderType: 'seeker',
        createdAt: SQL_SAMPLE.date,
      },
    ],
  })
  async markSenderRead(
    message: Pick<NewMessage, 'id' | 'threadId' | 'senderId' | 'senderType' | 'createdAt'>,
  ): Promise<void> {
    await this.db
      .insertInto('ChatThreadMember')
      .values({
        thread: message.threadId,
        user: message.senderId,
        side: message.senderType,
        joinedAt: message.createdAt,
        lastReadMessage: message.id,
        lastReadAt: message.createdAt,
      })
      .onConflict((conflict) =>
        conflict
          .columns(['thread', 'user'])
          .doUpdateSet({ lastReadMessage: message.id, lastReadAt: message.createdAt })
          .where((eb) =>
            eb.or([
              eb('ChatThreadMember.lastReadAt', 'is', null),
              eb(
                eb.refTuple('ChatThreadMember.lastReadAt', 'ChatThreadMember.lastReadMessage'),
                '<',
                positionTuple(eb, message),
              ),
            ]),
          ),
      )
      .execute();
  }

  /** One message of the thread with its sender's name. */
  @GenerateSql({ params: [SQL_SAMPLE.uuid, SQL_SAMPLE.otherUuid] })
  async findMessage(threadId: string, messageId: string): Promise<MessageRecord | null> {
    const row = await this.db
      .selectFrom('ChatMessageEntity as m')
      .innerJoin('UserCard as u', 'u.id', 'm.sender')
      .select(MESSAGE_COLUMNS)
      .where('m.thread', '=', threadId)
      .where('m.id', '=', messageId)
      .executeTakeFirst();
    return row ?? null;
  }

  /**
   * `limit` messages of the thread next to `from` (before it, or after it with `direction`
   * 'after'), or the newest without it; always oldest first. One more than asked tells the caller
   * whether more lie beyond (chat_messages_thread_order_idx either way).
   */
  @GenerateSql({ name: 'newest', params: [SQL_SAMPLE.uuid, null, 'before', 51] })
  @GenerateSql({
    name: 'before a message',
    params: [SQL_SAMPLE.uuid, { createdAt: SQL_SAMPLE.date, id: SQL_SAMPLE.otherUuid }, 'before', 51],
  })
  @GenerateSql({
    name: 'after a message',
    params: [SQL_SAMPLE.uuid, { createdAt: SQL_SAMPLE.date, id: SQL_SAMPLE.otherUuid }, 'after', 51],
  })
  async messages(
    threadId: string,
    from: MessagePosition | null,
    direction: 'before' | 'after',
    limit: number,
  ): Promise<MessageRecord[]> {
    let query = this.db
      .selectFrom('ChatMessageEntity as m')
      .innerJoin('UserCard as u', 'u.id', 'm.sender')
      .select(MESSAGE_COLUMNS)
      .where('m.thread', '=', threadId);
    if (from)
      query = query.where((eb) =>
        eb(eb.refTuple('m.createdAt', 'm.id'), direction === 'after' ? '>' : '<', positionTuple(eb, from)),
      );
    const order = direction === 'after' ? 'asc' : 'desc';
    const rows = await query.orderBy('m.createdAt', order).orderBy('m.id', order).limit(limit).execute();
    return direction === 'after' ? rows : rows.reverse();
  }

  /**
   * Moves the reader's last-read message forward to `upTo` (never back) and stamps the read receipt
   * of every message of the other side up to it that nobody on the reader's side had read. Answers
   * whether anything changed.
   */
  @GenerateSql({
    params: [
      SQL_SAMPLE.uuid,
      { userId: SQL_SAMPLE.otherUuid, side: 'seeker' },
      { createdAt: SQL_SAMPLE.date, id: SQL_SAMPLE.uuid },
      SQL_SAMPLE.date,
    ],
  })
  async markRead(
    threadId: string,
    reader: { userId: string; side: ChatSenderType },
    upTo: MessagePosition,
    at: Date,
  ): Promise<boolean> {
    return inTransaction(this.em, async () => {
      // No alias: the ORM names an update's columns only on the table itself.
      const receipts = await this.db
        .updateTable('ChatMessageEntity')
        .set({ readAt: at })
        .where('thread', '=', threadId)
        .where('senderType', '<>', reader.side)
        .where('readAt', 'is', null)
        .where((eb) => eb(eb.refTuple('createdAt', 'id'), '<=', positionTuple(eb, upTo)))
        .executeTakeFirst();
      const moved = await this.db
        .insertInto('ChatThreadMember')
        .values({
          thread: threadId,
          user: reader.userId,
          side: reader.side,
          joinedAt: at,
          lastReadMessage: upTo.id,
          lastReadAt: upTo.createdAt,
        })
        .onConflict((conflict) =>
          conflict
            .columns(['thread', 'user'])
            .doUpdateSet({ lastReadMessage: upTo.id, lastReadAt: upTo.createdAt })
            .where((eb) =>
              eb.or([
                eb('ChatThreadMember.lastReadAt', 'is', null),
                eb(
                  eb.refTuple('ChatThreadMember.lastReadAt', 'ChatThreadMember.lastReadMessage'),
                  '<',
                  positionTuple(eb, upTo),
                ),
              ]),
            ),
        )
        .returning('user')
        .executeTakeFirst();
      return moved !== undefined || Number(receipts.numUpdatedRows) > 0;
    });
  }

  // ---------------------------------------------------------------- unread counts, the inbox and the lists

  /** Every message of the other side the viewer has not read, in all their threads. */
  @GenerateSql({ name: 'seeker', params: [SAMPLE_VIEWERS.seeker] })
  @GenerateSql({ name: 'employer', params: [SAMPLE_VIEWERS.employer] })
  @GenerateSql({ name: 'admin', params: [SAMPLE_VIEWERS.admin] })
  async unreadCount(viewer: ChatViewer): Promise<number> {
    const row = await this.viewerThreads(viewer)
      .innerJoin('ChatMessageEntity as m', 'm.thread', 't.id')
      .select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('count'))
      .where('m.senderType', '<>', viewer.side)
      .where((eb) =>
        eb.or([
          eb('me.lastReadAt', 'is', null),
          eb(
            eb.refTuple('m.createdAt', 'm.id'),
            '>',
            eb.tuple(eb.ref('me.lastReadAt').$castTo<Date>(), eb.ref('me.lastReadMessage').$castTo<string>()),
          ),
        ]),
      )
      .executeTakeFirst();
    return row?.count ?? 0;
  }

  /** The viewer's unread messages in one thread. */
  @GenerateSql({ params: [SQL_SAMPLE.uuid, SAMPLE_VIEWERS.employer] })
  async threadUnreadCount(threadId: string, viewer: ChatViewer): Promise<number> {
    const row = await this.viewerThreads(viewer)
      .innerJoin('ChatMessageEntity as m', 'm.thread', 't.id')
      .select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('count'))
      .where('t.id', '=', threadId)
      .where('m.senderType', '<>', viewer.side)
      .where((eb) =>
        eb.or([
          eb('me.lastReadAt', 'is', null),
          eb(
            eb.refTuple('m.createdAt', 'm.id'),
            '>',
            eb.tuple(eb.ref('me.lastReadAt').$castTo<Date>(), eb.ref('me.lastReadMessage').$castTo<string>()),
          ),
        ]),
      )
      .executeTakeFirst();
    return row?.count ?? 0;
  }

  /**
   * The viewer's threads, newest activity first, `limit` after `after`: each with its job, the
   * other side's people, its latest message (a LATERAL probe of chat_messages_thread_order_idx) and
   * the viewer's unread count in it. `threadId` narrows it to one thread; `withMessagesOnly` leaves
   * out threads nobody wrote in yet (the inbox).
   */
  @GenerateSql({ name: 'seeker, inbox', params: [SAMPLE_VIEWERS.seeker, null, 20, null, true] })
  @GenerateSql({
    name: 'employer, next page',
    params: [SAMPLE_VIEWERS.employer, { lastActivityAt: SQL_SAMPLE.date, id: SQL_SAMPLE.uuid }, 51, null, false],
  })
  @GenerateSql({ name: 'admin, one thread', params: [SAMPLE_VIEWERS.admin, null, 1, SQL_SAMPLE.uuid, false] })
  async threads(
    viewer: ChatViewer,
    after: ThreadPosition | null,
    limit: number,
    threadId: string | null,
    withMessagesOnly: boolean,
  ): Promise<ThreadListRow[]> {
    let query = this.viewerThreads(viewer)
      .innerJoin('CompanyCard as c', 'c.id', 't.company')
      .leftJoin('JobCard as j', 'j.id', 't.job')
      .leftJoin('UserCard as s', 's.id', 't.seeker')
      .leftJoinLateral(
        (eb) =>
          eb
            .selectFrom('ChatThreadMember as cm')
            .innerJoin('UserCard as au', 'au.id', 'cm.user')
            .select(['au.id as adminId', 'au.name as adminName', 'au.profilePictureUrl as adminPictureUrl'])
            .whereRef('cm.thread', '=', 't.id')
            .where('cm.side', '=', 'admin')
            .orderBy('cm.joinedAt', 'desc')
            .limit(1)
            .as('ad'),
        (join) => join.onTrue(),
      )
      .leftJoinLateral(
        (eb) =>
          eb
            .selectFrom('ChatMessageEntity as lm')
            .innerJoin('UserCard as lu', 'lu.id', 'lm.sender')
            .select((sub) => [
              'lm.id as lastMessageId',
              'lm.content as lastMessageContent',
              'lm.sender as lastMessageSenderId',
              'lm.senderType as lastMessageSenderType',
              'lu.name as lastMessageSenderName',
              sub('lm.attachmentName', 'is not', null).$castTo<boolean>().as('lastMessageHasFile'),
              'lm.createdAt as lastMessageCreatedAt',
            ])
            .whereRef('lm.thread', '=', 't.id')
            .orderBy('lm.createdAt', 'desc')
            .orderBy('lm.id', 'desc')
            .limit(1)
            .as('last'),
        (join) => join.onTrue(),
      )
      .leftJoinLateral(
        (eb) =>
          eb
            .selectFrom('ChatMessageEntity as um')
            .select((sub) => sub.cast<number>(sub.fn.countAll(), 'integer').as('unreadCount'))
            .whereRef('um.thread', '=', 't.id')
            .where('um.senderType', '<>', viewer.side)
            .where((sub) =>
              sub.or([
                sub('me.lastReadAt', 'is', null),
                sub(
                  sub.refTuple('um.createdAt', 'um.id'),
                  '>',
                  sub.tuple(sub.ref('me.lastReadAt').$castTo<Date>(), sub.ref('me.lastReadMessage').$castTo<string>()),
                ),
              ]),
            )
            .as('unread'),
        (join) => join.onTrue(),
      )
      .select([
        ...THREAD_COLUMNS,
        'j.title as jobTitle',
        'j.isCompanyPrivate as jobPrivate',
        'c.name as companyName',
        'c.logoFileUrl as companyLogoFileUrl',
        'c.logoUrl as companyLogoUrl',
        's.name as seekerName',
        's.profilePictureUrl as seekerPictureUrl',
        'ad.adminId',
        'ad.adminName',
        'ad.adminPictureUrl',
        'last.lastMessageId',
        'last.lastMessageContent',
        'last.lastMessageSenderId',
        'last.lastMessageSenderType',
        'last.lastMessageSenderName',
        'last.lastMessageHasFile',
        'last.lastMessageCreatedAt',
        'me.lastReadAt as viewerLastReadAt',
        'me.lastReadMessage as viewerLastReadMessageId',
        'unread.unreadCount',
      ]);
    if (threadId !== null) query = query.where('t.id', '=', threadId);
    if (withMessagesOnly) query = query.where('last.lastMessageId', 'is not', null);
    if (after)
      query = query.where((eb) =>
        eb(
          eb.refTuple('t.lastActivityAt', 't.id'),
          '<',
          eb.tuple(
            eb.cast<Date>(eb.val(after.lastActivityAt.toISOString()), 'timestamptz'),
            eb.cast<string>(eb.val(after.id), 'uuid'),
          ),
        ),
      );
    const rows = await query.orderBy('t.lastActivityAt', 'desc').orderBy('t.id', 'desc').limit(limit).execute();
    return rows.map(
      ({ companyLogoFileUrl, companyLogoUrl, unreadCount, lastMessageCreatedAt, viewerLastReadAt, ...row }) => ({
        ...row,
        companyLogoUrl: companyLogoFileUrl ?? companyLogoUrl,
        // Columns of a LATERAL subquery, and renamed ones, come back as the driver reads them.
        lastMessageCreatedAt: asDate(lastMessageCreatedAt),
        viewerLastReadAt: asDate(viewerLastReadAt),
        unreadCount: unreadCount ?? 0,
      }),
    );
  }

  /** The viewer's threads `t` with their member row `me` (null for an employer who has not taken part yet). */
  private viewerThreads(viewer: ChatViewer) {
    return this.db
      .selectFrom('ChatThread as t')
      .leftJoin('ChatThreadMember as me', (join) =>
        join.onRef('me.thread', '=', 't.id').on('me.user', '=', viewer.userId),
      )
      .where(visibleTo(viewer));
  }

  // ---------------------------------------------------------------- who an employer may write to

  /** The company's jobs the seeker applied to (withdrawn or not), latest application first. */
  @GenerateSql({ params: [SQL_SAMPLE.uuid, SQL_SAMPLE.otherUuid] })
  async appliedJobs(companyId: string, seekerId: string): Promise<Array<{ jobId: string; appliedAt: Date }>> {
    return this.db
      .selectFrom('ApplicationCard as a')
      .innerJoin('JobCard as j', 'j.id', 'a.jobId')
      .select(['a.jobId', 'a.appliedAt'])
      .where('a.seekerId', '=', seekerId)
      .where('j.companyId', '=', companyId)
      .orderBy('a.appliedAt', 'desc')
      .orderBy('a.jobId')
      .execute();
  }

  /** A person as chat names them. */
  @GenerateSql({ params: [[SQL_SAMPLE.uuid, SQL_SAMPLE.otherUuid]] })
  async people(userIds: readonly string[]) {
    if (userIds.length === 0) return [];
    return this.db
      .selectFrom('UserCard as u')
      .select(['u.id', 'u.name', 'u.email', 'u.role', 'u.companyId', 'u.profilePictureUrl', 'u.deletedAt'])
      .where('u.id', 'in', userIds)
      .execute();
  }

  /** A job with its company, as the concierge panel names them. */
  @GenerateSql({ params: [SQL_SAMPLE.uuid] })
  async jobWithCompany(jobId: string) {
    const row = await this.db
      .selectFrom('JobCard as j')
      .innerJoin('CompanyCard as c', 'c.id', 'j.companyId')
      .select([
        'j.id',
        'j.title',
        'j.companyId',
        'j.isCompanyPrivate',
        'c.name as companyName',
        'c.logoUrl as companyLogoUrl',
        'c.logoFileUrl as companyLogoFileUrl',
      ])
      .where('j.id', '=', jobId)
      .executeTakeFirst();
    if (!row) return null;
    const { companyLogoFileUrl, companyLogoUrl, ...job } = row;
    return { ...job, companyLogoUrl: companyLogoFileUrl ?? companyLogoUrl };
  }

  /** The company's first live employer (the oldest account), who stands for it where one name is shown. */
  @GenerateSql({ params: [SQL_SAMPLE.uuid] })
  async firstEmployerOf(companyId: string): Promise<{ id: string; name: string } | null> {
    const row = await this.db
      .selectFrom('UserCard as u')
      .select(['u.id', 'u.name'])
      .where('u.companyId', '=', companyId)
      .where('u.role', '=', 'employer')
      .where('u.deletedAt', 'is', null)
      .orderBy('u.createdAt')
      .orderBy('u.id')
      .limit(1)
      .executeTakeFirst();
    return row ?? null;
  }

  // ---------------------------------------------------------------- the offline e-mail

  /**
   * Every member of the thread with what waits unread for them (messages of the other side after
   * their last-read one) and what the last offline e-mail told them.
   */
  @GenerateSql({ params: [SQL_SAMPLE.uuid] })
  async recipients(threadId: string): Promise<RecipientState[]> {
    const rows = await this.db
      .selectFrom('ChatThreadMember as mb')
      .innerJoin('UserCard as u', 'u.id', 'mb.user')
      .leftJoinLateral(
        (eb) =>
          eb
            .selectFrom('ChatMessageEntity as m')
            .select((sub) => [
              sub.cast<number>(sub.fn.countAll(), 'integer').as('unreadCount'),
              sub.fn.min('m.createdAt').as('oldestUnreadAt'),
              sub.fn.max('m.createdAt').as('newestUnreadAt'),
              sub.fn
                .min('m.createdAt')
                .filterWhere((f) =>
                  f.or([f('mb.emailedUpTo', 'is', null), f('m.createdAt', '>', f.ref('mb.emailedUpTo'))]),
                )
                .as('oldestUntoldAt'),
            ])
            .whereRef('m.thread', '=', 'mb.thread')
            .whereRef('m.senderType', '<>', 'mb.side')
            .where((sub) =>
              sub.or([
                sub('mb.lastReadAt', 'is', null),
                sub(
                  sub.refTuple('m.createdAt', 'm.id'),
                  '>',
                  sub.tuple(sub.ref('mb.lastReadAt').$castTo<Date>(), sub.ref('mb.lastReadMessage').$castTo<string>()),
                ),
              ]),
            )
            .as('unread'),
        (join) => join.onTrue(),
      )
      .select([
        ...MEMBER_COLUMNS,
        'u.email',
        'u.name',
        'u.deletedAt',
        'unread.unreadCount',
        'unread.oldestUnreadAt',
        'unread.newestUnreadAt',
        'unread.oldestUntoldAt',
      ])
      .where('mb.thread', '=', threadId)
      .orderBy('mb.joinedAt')
      .orderBy('mb.user')
      .execute();
    // Aggregates have no column to take their type from: their times come back as the driver reads them.
    return rows.map(({ deletedAt, unreadCount, oldestUnreadAt, newestUnreadAt, oldestUntoldAt, ...row }) => ({
      ...row,
      deleted: deletedAt !== null,
      unreadCount: unreadCount ?? 0,
      oldestUnreadAt: asDate(oldestUnreadAt),
      newestUnreadAt: asDate(newestUnreadAt),
      oldestUntoldAt: asDate(oldestUntoldAt),
    }));
  }

  /** Records that the offline e-mail went to the member at `at`, telling them of messages up to `upTo`. */
  @GenerateSql({ params: [SQL_SAMPLE.uuid, SQL_SAMPLE.otherUuid, SQL_SAMPLE.date, SQL_SAMPLE.date] })
  async markEmailed(threadId: string, userId: string, at: Date, upTo: Date): Promise<void> {
    await this.db
      .updateTable('ChatThreadMember')
      .set({ emailedAt: at, emailedUpTo: upTo })
      .where('thread', '=', threadId)
      .where('user', '=', userId)
      .execute();
  }

  // ---------------------------------------------------------------- maintenance

  /** The latest switch (chat_maintenance_changes_at_idx), or null when nobody ever switched it. */
  @GenerateSql()
  async latestMaintenance(): Promise<MaintenanceRecord | null> {
    const row = await this.db
      .selectFrom('ChatMaintenanceChange as x')
      .select(['x.enabled', 'x.changedAt', 'x.changedBy as changedById'])
      .orderBy('x.changedAt', 'desc')
      .orderBy('x.id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row ?? null;
  }

  @GenerateSql({
    params: [{ id: SQL_SAMPLE.uuid, enabled: true, changedById: SQL_SAMPLE.otherUuid, changedAt: SQL_SAMPLE.date }],
  })
  async insertMaintenanceChange(change: {
    id: string;
    enabled: boolean;
    changedById: string;
    changedAt: Date;
  }): Promise<void> {
    await this.db
      .insertInto('ChatMaintenanceChange')
      .values({ id: change.id, enabled: change.enabled, changedBy: change.changedById, changedAt: change.changedAt })
      .execute();
  }
}

/** A time as the driver may hand it over (a Date, or text for columns the ORM could not type). */
function asDate(value: Date | string | null | undefined): Date | null {
  return value === null || value === undefined ? null : value instanceof Date ? value : new Date(value);
}

/** Whether `message` comes after `position` in a thread's order, compared as PostgreSQL compares (created_at, id). */
export function isAfter(message: MessagePosition, position: MessagePosition | null): boolean {
  if (!position) return true;
  const a = message.createdAt.getTime();
  const b = position.createdAt.getTime();
  return a !== b ? a > b : message.id.toLowerCase() > position.id.toLowerCase();
}
