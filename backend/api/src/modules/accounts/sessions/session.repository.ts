import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Role } from '@marketplace/contracts';
import type { SessionEndReason } from '../entities/user-session.entity';

export interface LiveSessionRow {
  id: string;
  signed_in_at: Date;
  last_seen_at: Date;
  expires_at: Date;
  user_id: string;
  role: Role | null;
  email: string;
  name: string;
  company_id: string | null;
}

export interface NewSession {
  id: string;
  userId: string;
  tokenHash: string;
  signedInAt: Date;
  expiresAt: Date;
}

/** The only code that reads or writes user_sessions. */
@Injectable()
export class SessionRepository {
  constructor(private readonly em: EntityManager) {}

  async insert(session: NewSession): Promise<void> {
    await this.em.execute(
      `insert into user_sessions (id, user_id, token_hash, signed_in_at, last_seen_at, expires_at, created_at) values (?, ?, ?, ?, ?, ?, ?)`,
      [
        session.id,
        session.userId,
        session.tokenHash,
        session.signedInAt,
        session.signedInAt,
        session.expiresAt,
        session.signedInAt,
      ],
    );
  }

  /** A session not yet revoked, of a user not deleted, with what authorization needs about the user. */
  async findLive(tokenHash: string): Promise<LiveSessionRow | null> {
    const rows = await this.em.execute<LiveSessionRow[]>(
      `select s.id, s.signed_in_at, s.last_seen_at, s.expires_at, u.id as user_id, u.role, u.email, u.name, u.company_id
       from user_sessions s join users u on u.id = s.user_id
       where s.token_hash = ? and s.revoked_at is null and u.deleted_at is null`,
      [tokenHash],
    );
    return rows[0] ?? null;
  }

  async touch(sessionId: string, at: Date): Promise<void> {
    await this.em.execute(`update user_sessions set last_seen_at = ? where id = ? and last_seen_at < ?`, [
      at,
      sessionId,
      at,
    ]);
  }

  async revoke(sessionId: string, reason: SessionEndReason, at: Date): Promise<void> {
    await this.em.execute(
      `update user_sessions set revoked_at = ?, revoked_reason = ? where id = ? and revoked_at is null`,
      [at, reason, sessionId],
    );
  }

  /** Ends the user's live sessions, except `keepSessionId` when given. Returns how many ended. */
  async revokeAllOf(
    userId: string,
    reason: SessionEndReason,
    at: Date,
    keepSessionId: string | null = null,
  ): Promise<number> {
    const rows = await this.em.execute<{ id: string }[]>(
      `update user_sessions set revoked_at = ?, revoked_reason = ?
       where user_id = ? and revoked_at is null and (?::uuid is null or id <> ?::uuid) returning id`,
      [at, reason, userId, keepSessionId, keepSessionId],
    );
    return rows.length;
  }

  async deleteAllOf(userId: string): Promise<void> {
    await this.em.execute(`delete from user_sessions where user_id = ?`, [userId]);
  }

  /** Housekeeping: sessions that ended (revoked or expired) before `before`. */
  async purgeEndedBefore(before: Date): Promise<number> {
    const rows = await this.em.execute<{ id: string }[]>(
      `delete from user_sessions where (revoked_at is not null and revoked_at < ?) or expires_at < ? returning id`,
      [before, before],
    );
    return rows.length;
  }
}
