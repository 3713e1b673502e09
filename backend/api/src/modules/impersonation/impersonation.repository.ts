import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { GenerateSql, SQL_SAMPLE } from '../../infrastructure/database/generate-sql';
import { inTransaction, typedSql } from '../../infrastructure/database/typed-sql';
import type { ImpersonationEndReason, ImpersonationSession } from './entities/impersonation-session.entity';

/** One impersonation session as stored: the row of `impersonation_sessions`, by property names. */
export type StoredImpersonation = Pick<ImpersonationSession, 'id' | 'adminSessionId' | 'startedAt' | 'lastActivityAt'>;

/**
 * Owns `impersonation_sessions`: the only code that reads or writes it (the audit log has
 * AuditLogRepository).
 */
@Injectable()
export class ImpersonationRepository {
  constructor(private readonly em: EntityManager) {}

  private get db() {
    return typedSql<ImpersonationSession>(this.em);
  }

  /** Starts a session, ending the admin's running ones first (one impersonation at a time). */
  @GenerateSql({
    params: [
      {
        id: SQL_SAMPLE.uuid,
        adminId: SQL_SAMPLE.uuid,
        adminSessionId: SQL_SAMPLE.uuid,
        targetUserId: SQL_SAMPLE.otherUuid,
        at: SQL_SAMPLE.date,
      },
    ],
  })
  async start(session: {
    id: string;
    adminId: string;
    adminSessionId: string;
    targetUserId: string;
    at: Date;
  }): Promise<void> {
    await inTransaction(this.em, async () => {
      await this.endActiveOfAdmin(session.adminId, 'replaced', session.at);
      await this.db
        .insertInto('ImpersonationSession')
        .values({
          id: session.id,
          admin: session.adminId,
          adminSessionId: session.adminSessionId,
          target: session.targetUserId,
          startedAt: session.at,
          lastActivityAt: session.at,
        })
        .execute();
    });
  }

  /** The admin's running session of this user started from this sign-in session, newest first. */
  @GenerateSql({ params: [SQL_SAMPLE.uuid, SQL_SAMPLE.uuid, SQL_SAMPLE.otherUuid] })
  async findActive(adminId: string, adminSessionId: string, targetUserId: string): Promise<StoredImpersonation | null> {
    const row = await this.db
      .selectFrom('ImpersonationSession')
      .select(['id', 'adminSessionId', 'startedAt', 'lastActivityAt'])
      .where('admin', '=', adminId)
      .where('target', '=', targetUserId)
      .where('adminSessionId', '=', adminSessionId)
      .where('endedAt', 'is', null)
      .orderBy('startedAt', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row ?? null;
  }

  /**
   * The latest activity of the admin's running impersonations started from this sign-in session, or
   * null when none runs (by admin first: the index of running sessions leads with it).
   */
  @GenerateSql({ params: [SQL_SAMPLE.uuid, SQL_SAMPLE.otherUuid] })
  async lastActivityInAdminSession(adminId: string, adminSessionId: string): Promise<Date | null> {
    const row = await this.db
      .selectFrom('ImpersonationSession')
      .select((eb) => eb.fn.max('lastActivityAt').as('lastActivityAt'))
      .where('admin', '=', adminId)
      .where('adminSessionId', '=', adminSessionId)
      .where('endedAt', 'is', null)
      .executeTakeFirst();
    return row?.lastActivityAt ? new Date(row.lastActivityAt) : null;
  }

  /** Records activity, never moving it back. */
  @GenerateSql({ params: [SQL_SAMPLE.uuid, SQL_SAMPLE.date] })
  async touch(id: string, at: Date): Promise<void> {
    await this.db
      .updateTable('ImpersonationSession')
      .set({ lastActivityAt: at })
      .where('id', '=', id)
      .where('endedAt', 'is', null)
      .where('lastActivityAt', '<', at)
      .execute();
  }

  @GenerateSql({ params: [SQL_SAMPLE.uuid, 'inactivity', SQL_SAMPLE.date] })
  async end(id: string, reason: ImpersonationEndReason, at: Date): Promise<void> {
    await this.db
      .updateTable('ImpersonationSession')
      .set({ endedAt: at, endReason: reason })
      .where('id', '=', id)
      .where('endedAt', 'is', null)
      .execute();
  }

  /** Ends the admin's running sessions of `targetUserId` (all targets when null). Returns how many. */
  @GenerateSql({ name: 'one target', params: [SQL_SAMPLE.uuid, 'stopped', SQL_SAMPLE.date, SQL_SAMPLE.otherUuid] })
  @GenerateSql({ name: 'every target', params: [SQL_SAMPLE.uuid, 'replaced', SQL_SAMPLE.date, null] })
  async endActiveOfAdmin(
    adminId: string,
    reason: ImpersonationEndReason,
    at: Date,
    targetUserId: string | null = null,
  ): Promise<number> {
    let update = this.db
      .updateTable('ImpersonationSession')
      .set({ endedAt: at, endReason: reason })
      .where('admin', '=', adminId)
      .where('endedAt', 'is', null);
    if (targetUserId !== null) update = update.where('target', '=', targetUserId);
    const result = await update.executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** Ends the running impersonations started from any of these sign-in sessions. Returns how many. */
  @GenerateSql({ params: [[SQL_SAMPLE.uuid, SQL_SAMPLE.otherUuid], 'admin_session_ended', SQL_SAMPLE.date] })
  async endActiveOfAdminSessions(
    adminSessionIds: readonly string[],
    reason: ImpersonationEndReason,
    at: Date,
  ): Promise<number> {
    if (adminSessionIds.length === 0) return 0;
    const result = await this.db
      .updateTable('ImpersonationSession')
      .set({ endedAt: at, endReason: reason })
      .where('adminSessionId', 'in', adminSessionIds)
      .where('endedAt', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** Ends every running session in which the user is the admin or the target. */
  @GenerateSql({ params: [SQL_SAMPLE.uuid, 'account_deleted', SQL_SAMPLE.date] })
  async endActiveInvolving(userId: string, reason: ImpersonationEndReason, at: Date): Promise<number> {
    const result = await this.db
      .updateTable('ImpersonationSession')
      .set({ endedAt: at, endReason: reason })
      .where('endedAt', 'is', null)
      .where((eb) => eb.or([eb('admin', '=', userId), eb('target', '=', userId)]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** Ends the sessions without activity since `idleSince`. */
  @GenerateSql({ params: [SQL_SAMPLE.date, SQL_SAMPLE.date] })
  async endIdle(idleSince: Date, at: Date): Promise<number> {
    const result = await this.db
      .updateTable('ImpersonationSession')
      .set({ endedAt: at, endReason: 'inactivity' })
      .where('endedAt', 'is', null)
      .where('lastActivityAt', '<=', idleSince)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }
}
