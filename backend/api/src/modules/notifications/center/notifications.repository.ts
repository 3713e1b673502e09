import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { NotificationKind } from '@marketplace/contracts';
import { GenerateSql, SQL_SAMPLE } from '../../../infrastructure/database/generate-sql';
import { typedSql } from '../../../infrastructure/database/typed-sql';
import type { NotificationEntity } from '../entities/notification.entity';
import type { NotificationEmailState } from './notification-email-state';

/** A notification as stored. */
export interface NotificationRecord {
  id: string;
  userId: string;
  kind: NotificationKind;
  subjectId: string | null;
  subjectTitle: string | null;
  text: string;
  link: string;
  dedupeKey: string;
  inApp: boolean;
  emailState: NotificationEmailState;
  createdAt: Date;
  seenAt: Date | null;
  readAt: Date | null;
}

/** A notification to store. */
export type NewNotification = Omit<NotificationRecord, 'seenAt' | 'readAt'>;

/** Where a page of the list starts: after this notification. */
export interface NotificationCursor {
  createdAt: Date;
  id: string;
}

const COLUMNS = [
  'id',
  'userId',
  'kind',
  'subjectId',
  'subjectTitle',
  'text',
  'link',
  'dedupeKey',
  'inApp',
  'emailState',
  'createdAt',
  'seenAt',
  'readAt',
] as const;

const SAMPLE: NewNotification = {
  id: SQL_SAMPLE.uuid,
  userId: SQL_SAMPLE.otherUuid,
  kind: 'new-applicant',
  subjectId: null,
  subjectTitle: null,
  text: SQL_SAMPLE.text,
  link: '/',
  dedupeKey: SQL_SAMPLE.text,
  inApp: true,
  emailState: 'none',
  createdAt: SQL_SAMPLE.date,
};

/** Owns `notifications`: the only code that reads or writes it. */
@Injectable()
export class NotificationsRepository {
  constructor(private readonly em: EntityManager) {}

  private get db() {
    return typedSql<NotificationEntity>(this.em);
  }

  /**
   * Stores the notifications that are new: one whose recipient already has its dedupe key is
   * left as it was. Answers every named one as stored now (new or earlier), by `userId/dedupeKey`.
   */
  @GenerateSql({ params: [[SAMPLE]] })
  async insertNew(rows: readonly NewNotification[]): Promise<{ created: Set<string>; stored: NotificationRecord[] }> {
    if (rows.length === 0) return { created: new Set(), stored: [] };
    const inserted = await this.db
      .insertInto('NotificationEntity')
      .values(rows.map((row) => ({ ...row, seenAt: null, readAt: null, emailedAt: null })))
      .onConflict((conflict) => conflict.columns(['userId', 'dedupeKey']).doNothing())
      .returning(COLUMNS)
      .execute();
    const created = new Set(inserted.map((row) => row.id));
    if (inserted.length === rows.length) return { created, stored: inserted };
    const insertedKeys = new Set(inserted.map((row) => `${row.userId}/${row.dedupeKey}`));
    const missing = rows.filter((row) => !insertedKeys.has(`${row.userId}/${row.dedupeKey}`));
    const earlier = await this.db
      .selectFrom('NotificationEntity')
      .select(COLUMNS)
      .where((eb) =>
        eb.or(missing.map((row) => eb.and([eb('userId', '=', row.userId), eb('dedupeKey', '=', row.dedupeKey)]))),
      )
      .execute();
    return { created, stored: [...inserted, ...earlier] };
  }

  /** A page of the person's in-app notifications, newest first, after the cursor. */
  @GenerateSql({ params: [SQL_SAMPLE.uuid, { createdAt: SQL_SAMPLE.date, id: SQL_SAMPLE.otherUuid }, 21] })
  async page(userId: string, after: NotificationCursor | null, limit: number): Promise<NotificationRecord[]> {
    let query = this.db
      .selectFrom('NotificationEntity')
      .select(COLUMNS)
      .where('userId', '=', userId)
      .where('inApp', '=', true);
    if (after)
      query = query.where((eb) =>
        eb.or([
          eb('createdAt', '<', after.createdAt),
          eb.and([eb('createdAt', '=', after.createdAt), eb('id', '<', after.id)]),
        ]),
      );
    return query.orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(limit).execute();
  }

  /** How many of the person's in-app notifications are unread. */
  @GenerateSql({ params: [SQL_SAMPLE.uuid] })
  async unreadCount(userId: string): Promise<number> {
    const row = await this.db
      .selectFrom('NotificationEntity')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('userId', '=', userId)
      .where('inApp', '=', true)
      .where('readAt', 'is', null)
      .executeTakeFirst();
    return Number(row?.count ?? 0);
  }

  /** The unread counts of several people (absent: none unread). */
  @GenerateSql({ params: [[SQL_SAMPLE.uuid, SQL_SAMPLE.otherUuid]] })
  async unreadCounts(userIds: readonly string[]): Promise<Map<string, number>> {
    if (userIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('NotificationEntity')
      .select((eb) => ['userId', eb.fn.countAll<string>().as('count')])
      .where('userId', 'in', [...new Set(userIds)])
      .where('inApp', '=', true)
      .where('readAt', 'is', null)
      .groupBy('userId')
      .execute();
    return new Map(rows.map((row) => [row.userId, Number(row.count)]));
  }

  /** Marks the person's named notifications (or all, for null) read; others' ids change nothing. Answers how many changed. */
  @GenerateSql({ params: [SQL_SAMPLE.uuid, [SQL_SAMPLE.otherUuid], SQL_SAMPLE.date] })
  async markRead(userId: string, ids: readonly string[] | null, at: Date): Promise<number> {
    let query = this.db
      .updateTable('NotificationEntity')
      .set({ readAt: at })
      .where('userId', '=', userId)
      .where('readAt', 'is', null);
    if (ids) query = query.where('id', 'in', [...new Set(ids)]);
    const result = await query.executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** Marks read the person's unread notifications of these kinds about one thing (they read it where it lives, e.g. the chat thread). */
  @GenerateSql({ params: [SQL_SAMPLE.uuid, ['chat-message'], SQL_SAMPLE.otherUuid, SQL_SAMPLE.date] })
  async markReadAbout(
    userId: string,
    kinds: readonly NotificationKind[],
    subjectId: string,
    at: Date,
  ): Promise<number> {
    const result = await this.db
      .updateTable('NotificationEntity')
      .set({ readAt: at })
      .where('userId', '=', userId)
      .where('kind', 'in', [...kinds])
      .where('subjectId', '=', subjectId)
      .where('readAt', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** Stamps the person's named notifications seen (the panel showed them); a second time keeps the first. */
  @GenerateSql({ params: [SQL_SAMPLE.uuid, [SQL_SAMPLE.otherUuid], SQL_SAMPLE.date] })
  async markSeen(userId: string, ids: readonly string[], at: Date): Promise<void> {
    await this.db
      .updateTable('NotificationEntity')
      .set({ seenAt: at })
      .where('userId', '=', userId)
      .where('seenAt', 'is', null)
      .where('id', 'in', [...new Set(ids)])
      .execute();
  }

  /** The person's notifications waiting for the digest, oldest first. */
  @GenerateSql({ params: [SQL_SAMPLE.uuid, 500] })
  async pendingDigest(userId: string, limit: number): Promise<NotificationRecord[]> {
    return this.db
      .selectFrom('NotificationEntity')
      .select(COLUMNS)
      .where('userId', '=', userId)
      .where('emailState', '=', 'digest')
      .orderBy('createdAt')
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  /** Marks these notifications as gone out in a digest (only those still waiting). */
  @GenerateSql({ params: [[SQL_SAMPLE.uuid], SQL_SAMPLE.date] })
  async markDigested(ids: readonly string[], at: Date): Promise<number> {
    if (ids.length === 0) return 0;
    const result = await this.db
      .updateTable('NotificationEntity')
      .set({ emailState: 'digested', emailedAt: at })
      .where('id', 'in', [...new Set(ids)])
      .where('emailState', '=', 'digest')
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** People with notifications waiting for the digest, by id after `afterUserId`, `limit` at a time. */
  @GenerateSql({ params: [SQL_SAMPLE.uuid, 500] })
  async usersWithPendingDigest(afterUserId: string | null, limit: number): Promise<string[]> {
    let query = this.db.selectFrom('NotificationEntity').select('userId').distinct().where('emailState', '=', 'digest');
    if (afterUserId) query = query.where('userId', '>', afterUserId);
    const rows = await query.orderBy('userId').limit(limit).execute();
    return rows.map((row) => row.userId);
  }

  /** A deleted account's notifications go with it. */
  @GenerateSql({ params: [SQL_SAMPLE.uuid] })
  async forget(userId: string): Promise<void> {
    await this.db.deleteFrom('NotificationEntity').where('userId', '=', userId).execute();
  }

  /** Removes notifications made before `before`; answers how many. */
  @GenerateSql({ params: [SQL_SAMPLE.date] })
  async prune(before: Date): Promise<number> {
    const result = await this.db.deleteFrom('NotificationEntity').where('createdAt', '<', before).executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
