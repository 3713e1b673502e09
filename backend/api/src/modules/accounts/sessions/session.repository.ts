import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { GenerateSql, SQL_SAMPLE } from '../../../infrastructure/database/generate-sql';
import { typedSql } from '../../../infrastructure/database/typed-sql';
import type { User } from '../entities/user.entity';
import type { SessionEndReason, UserSession } from '../entities/user-session.entity';

/** A live session with what authorization needs about its user (`userId`, `companyId`: the users row's ids). */
export type LiveSession = Pick<UserSession, 'id' | 'signedInAt' | 'lastSeenAt' | 'expiresAt'> &
  Pick<User, 'role' | 'email' | 'name'> & { userId: string; companyId: string | null };

export type NewSession = Pick<UserSession, 'id' | 'tokenHash' | 'signedInAt' | 'expiresAt'> & { userId: string };

/**
 * Owns `user_sessions`: the only code that reads or writes it (reading a session joins its
 * user, also an accounts table).
 */
@Injectable()
export class SessionRepository {
  constructor(private readonly em: EntityManager) {}

  private get db() {
    return typedSql<UserSession | User>(this.em);
  }

  @GenerateSql({
    params: [
      {
        id: SQL_SAMPLE.uuid,
        userId: SQL_SAMPLE.otherUuid,
        tokenHash: SQL_SAMPLE.text,
        signedInAt: SQL_SAMPLE.date,
        expiresAt: SQL_SAMPLE.date,
      },
    ],
  })
  async insert(session: NewSession): Promise<void> {
    await this.db
      .insertInto('UserSession')
      .values({
        id: session.id,
        user: session.userId,
        tokenHash: session.tokenHash,
        signedInAt: session.signedInAt,
        lastSeenAt: session.signedInAt,
        expiresAt: session.expiresAt,
        createdAt: session.signedInAt,
      })
      .execute();
  }

  /** A session not yet revoked, of a user not deleted, with what authorization needs about the user. */
  @GenerateSql({ params: [SQL_SAMPLE.text] })
  async findLive(tokenHash: string): Promise<LiveSession | null> {
    const row = await this.db
      .selectFrom('UserSession as s')
      .innerJoin('User as u', 'u.id', 's.user')
      .select([
        's.id',
        's.signedInAt',
        's.lastSeenAt',
        's.expiresAt',
        'u.id as userId',
        'u.role',
        'u.email',
        'u.name',
        'u.company as companyId',
      ])
      .where('s.tokenHash', '=', tokenHash)
      .where('s.revokedAt', 'is', null)
      .where('u.deletedAt', 'is', null)
      .executeTakeFirst();
    return row ?? null;
  }

  @GenerateSql({ params: [SQL_SAMPLE.uuid, SQL_SAMPLE.date] })
  async touch(sessionId: string, at: Date): Promise<void> {
    await this.db
      .updateTable('UserSession')
      .set({ lastSeenAt: at })
      .where('id', '=', sessionId)
      .where('lastSeenAt', '<', at)
      .execute();
  }

  @GenerateSql({ params: [SQL_SAMPLE.uuid, 'signed_out', SQL_SAMPLE.date] })
  async revoke(sessionId: string, reason: SessionEndReason, at: Date): Promise<void> {
    await this.db
      .updateTable('UserSession')
      .set({ revokedAt: at, revokedReason: reason })
      .where('id', '=', sessionId)
      .where('revokedAt', 'is', null)
      .execute();
  }

  /** Ends the user's live sessions, except `keepSessionId` when given. Returns the ids of those that ended. */
  @GenerateSql({ name: 'all', params: [SQL_SAMPLE.uuid, 'password_reset', SQL_SAMPLE.date, null] })
  @GenerateSql({
    name: 'keeping one',
    params: [SQL_SAMPLE.uuid, 'password_changed', SQL_SAMPLE.date, SQL_SAMPLE.otherUuid],
  })
  async revokeAllOf(
    userId: string,
    reason: SessionEndReason,
    at: Date,
    keepSessionId: string | null = null,
  ): Promise<string[]> {
    let update = this.db
      .updateTable('UserSession')
      .set({ revokedAt: at, revokedReason: reason })
      .where('user', '=', userId)
      .where('revokedAt', 'is', null);
    if (keepSessionId !== null) update = update.where('id', '<>', keepSessionId);
    const ended = await update.returning('id').execute();
    return ended.map((row) => row.id);
  }

  @GenerateSql({ params: [SQL_SAMPLE.uuid] })
  async deleteAllOf(userId: string): Promise<void> {
    await this.db.deleteFrom('UserSession').where('user', '=', userId).execute();
  }

  /** Housekeeping: sessions that ended (revoked or expired) before `before`. */
  @GenerateSql({ params: [SQL_SAMPLE.date] })
  async purgeEndedBefore(before: Date): Promise<number> {
    const result = await this.db
      .deleteFrom('UserSession')
      .where((eb) =>
        eb.or([eb.and([eb('revokedAt', 'is not', null), eb('revokedAt', '<', before)]), eb('expiresAt', '<', before)]),
      )
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
