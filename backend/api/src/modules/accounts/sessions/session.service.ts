import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { Role } from '@marketplace/contracts';
import type { AppConfig, SessionLifetime } from '../../../config/app-config';
import { InjectConfig } from '../../../config/config.module';
import { Clock } from '../../../core/clock/clock';
import type { AuthenticatedSession, SessionAuthenticator, SessionHolds } from '../../../core/auth/ports';
import { DomainEvents } from '../../../core/events/domain-events';
import { ACCOUNT_EVENTS, type SessionExpired, type SessionsEnded } from '../accounts.events';
import type { SessionEndReason } from '../entities/user-session.entity';
import { generateToken, hashToken } from '../../../core/security/secure-token';
import { type LiveSession, SessionRepository } from './session.repository';

export interface IssuedSession {
  sessionId: string;
  /** Goes to the browser in the cookie; never stored. */
  token: string;
  signedInAt: Date;
  expiresAt: Date;
}

/** Ended sessions are kept this long (support questions), then purged by the worker. */
export const ENDED_SESSION_RETENTION_MS = 30 * 24 * 3_600_000;

/**
 * Server-side sessions: issued at sign-in, looked up by the hash of the cookie token on every
 * request, ended by sign-out, credential changes, idleness or their absolute lifetime (admins'
 * are stricter, from config). Work running in a session with a longer inactivity limit (an admin's
 * impersonation) keeps it open while idle, up to that limit and never past the absolute lifetime.
 */
@Injectable()
export class SessionService implements SessionAuthenticator {
  constructor(
    @InjectConfig() private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly sessions: SessionRepository,
    private readonly events: DomainEvents,
  ) {}

  lifetimeFor(role: Role | null): SessionLifetime {
    return role === 'admin' ? this.config.sessionLifetimes.admin : this.config.sessionLifetimes.user;
  }

  async issue(user: { id: string; role: Role | null }): Promise<IssuedSession> {
    const now = this.clock.now();
    const token = generateToken();
    const session = {
      id: randomUUID(),
      userId: user.id,
      tokenHash: hashToken(token),
      signedInAt: now,
      expiresAt: new Date(now.getTime() + this.lifetimeFor(user.role).absoluteMs),
    };
    await this.sessions.insert(session);
    return { sessionId: session.id, token, signedInAt: now, expiresAt: session.expiresAt };
  }

  async authenticate(token: string, holds?: SessionHolds): Promise<AuthenticatedSession | null> {
    const row = await this.sessions.findLive(hashToken(token));
    if (!row) return null;
    const now = this.clock.now();
    const { idleMs } = this.lifetimeFor(row.role);
    const lastSeen = row.lastSeenAt.getTime();
    if (now.getTime() >= row.expiresAt.getTime()) {
      await this.expire(row, 'expired', now);
      return null;
    }
    // Only a session past its own idle limit asks what holds it open (one more lookup, rarely).
    if (now.getTime() - lastSeen >= idleMs) {
      const heldUntil = holds ? await holds.heldOpenUntil(row.userId, row.id) : null;
      if (!heldUntil || now.getTime() >= heldUntil.getTime()) {
        await this.expire(row, 'idle', now);
        return null;
      }
    }
    // One write per session per interval keeps the idle timer accurate without a write per request.
    if (now.getTime() - lastSeen >= Math.min(60_000, idleMs / 10)) await this.sessions.touch(row.id, now);
    return {
      sessionId: row.id,
      signedInAt: row.signedInAt,
      user: { id: row.userId, role: row.role, email: row.email, name: row.name, companyId: row.companyId },
    };
  }

  /** Ends a session that ran out, and says so: whatever ran in it (an impersonation) ends with it. */
  private async expire(row: LiveSession, reason: 'expired' | 'idle', now: Date): Promise<void> {
    await this.sessions.revoke(row.id, reason, now);
    await this.events.publish({
      type: ACCOUNT_EVENTS.sessionExpired,
      userId: row.userId,
      role: row.role,
      sessionId: row.id,
      reason,
    } satisfies SessionExpired);
  }

  async end(sessionId: string, reason: SessionEndReason): Promise<void> {
    await this.sessions.revoke(sessionId, reason, this.clock.now());
  }

  /** Ends every other session of the user (after a credential change made in `keepSessionId`); returns how many. */
  endOthers(userId: string, keepSessionId: string, reason: SessionEndReason): Promise<number> {
    return this.endMany(userId, reason, keepSessionId);
  }

  endAll(userId: string, reason: SessionEndReason): Promise<number> {
    return this.endMany(userId, reason, null);
  }

  /** Ends the sessions and says which: their live sockets, on whichever instance holds them, close too. */
  private async endMany(userId: string, reason: SessionEndReason, keepSessionId: string | null): Promise<number> {
    const sessionIds = await this.sessions.revokeAllOf(userId, reason, this.clock.now(), keepSessionId);
    if (sessionIds.length > 0)
      await this.events.publish({
        type: ACCOUNT_EVENTS.sessionsEnded,
        userId,
        sessionIds,
        reason,
      } satisfies SessionsEnded);
    return sessionIds.length;
  }

  deleteAll(userId: string): Promise<void> {
    return this.sessions.deleteAllOf(userId);
  }

  purgeEnded(): Promise<number> {
    return this.sessions.purgeEndedBefore(new Date(this.clock.now().getTime() - ENDED_SESSION_RETENTION_MS));
  }

  /** The reverification rule: was the password checked in this session recently enough? */
  isRecentSignIn(signedInAt: Date): boolean {
    return this.clock.now().getTime() - signedInAt.getTime() <= this.config.reverifyWindowMs;
  }
}
