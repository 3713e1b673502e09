import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { ImpersonationEndReason } from './entities/impersonation-session.entity';

export interface ImpersonationRow {
  id: string;
  admin_id: string;
  admin_session_id: string | null;
  target_user_id: string;
  started_at: Date;
  last_activity_at: Date;
  ended_at: Date | null;
  end_reason: ImpersonationEndReason | null;
}

/** The only code that reads or writes impersonation_sessions (the audit log has AuditLogRepository). */
@Injectable()
export class ImpersonationRepository {
  constructor(private readonly em: EntityManager) {}

  /** Starts a session, ending the admin's running ones first (one impersonation at a time). */
  async start(session: {
    id: string;
    adminId: string;
    adminSessionId: string;
    targetUserId: string;
    at: Date;
  }): Promise<void> {
    await this.em.transactional(async () => {
      await this.endActiveOfAdmin(session.adminId, 'replaced', session.at);
      await this.em.execute(
        `insert into impersonation_sessions (id, admin_id, admin_session_id, target_user_id, started_at, last_activity_at) values (?, ?, ?, ?, ?, ?)`,
        [session.id, session.adminId, session.adminSessionId, session.targetUserId, session.at, session.at],
      );
    });
  }

  async findActive(adminId: string, adminSessionId: string, targetUserId: string): Promise<ImpersonationRow | null> {
    const rows = await this.em.execute<ImpersonationRow[]>(
      `select * from impersonation_sessions
       where admin_id = ? and target_user_id = ? and admin_session_id = ? and ended_at is null order by started_at desc limit 1`,
      [adminId, targetUserId, adminSessionId],
    );
    return rows[0] ?? null;
  }

  async findById(id: string): Promise<ImpersonationRow | null> {
    const rows = await this.em.execute<ImpersonationRow[]>(`select * from impersonation_sessions where id = ?`, [id]);
    return rows[0] ?? null;
  }

  async touch(id: string, at: Date): Promise<void> {
    await this.em.execute(
      `update impersonation_sessions set last_activity_at = ? where id = ? and ended_at is null and last_activity_at < ?`,
      [at, id, at],
    );
  }

  async end(id: string, reason: ImpersonationEndReason, at: Date): Promise<void> {
    await this.em.execute(
      `update impersonation_sessions set ended_at = ?, end_reason = ? where id = ? and ended_at is null`,
      [at, reason, id],
    );
  }

  /** Ends the admin's running sessions of `targetUserId` (all targets when null). Returns how many. */
  async endActiveOfAdmin(
    adminId: string,
    reason: ImpersonationEndReason,
    at: Date,
    targetUserId: string | null = null,
  ): Promise<number> {
    const rows = await this.em.execute<{ id: string }[]>(
      `update impersonation_sessions set ended_at = ?, end_reason = ?
       where admin_id = ? and ended_at is null and (?::uuid is null or target_user_id = ?::uuid) returning id`,
      [at, reason, adminId, targetUserId, targetUserId],
    );
    return rows.length;
  }

  /** Ends the running impersonations started from one sign-in session of an admin. Returns how many. */
  async endActiveOfAdminSession(adminSessionId: string, reason: ImpersonationEndReason, at: Date): Promise<number> {
    const rows = await this.em.execute<{ id: string }[]>(
      `update impersonation_sessions set ended_at = ?, end_reason = ? where admin_session_id = ? and ended_at is null returning id`,
      [at, reason, adminSessionId],
    );
    return rows.length;
  }

  /** Ends every running session in which the user is the admin or the target. */
  async endActiveInvolving(userId: string, reason: ImpersonationEndReason, at: Date): Promise<number> {
    const rows = await this.em.execute<{ id: string }[]>(
      `update impersonation_sessions set ended_at = ?, end_reason = ? where ended_at is null and (admin_id = ? or target_user_id = ?) returning id`,
      [at, reason, userId, userId],
    );
    return rows.length;
  }

  /** Ends the sessions without activity since `idleSince`. */
  async endIdle(idleSince: Date, at: Date): Promise<number> {
    const rows = await this.em.execute<{ id: string }[]>(
      `update impersonation_sessions set ended_at = ?, end_reason = 'inactivity' where ended_at is null and last_activity_at <= ? returning id`,
      [at, idleSince],
    );
    return rows.length;
  }
}
