import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  ACCESS_MESSAGES,
  type ImpersonationStartResponse,
  type MessageResponse,
  TIMING_MS,
} from '@marketplace/contracts';
import type { Actor, ActorUser } from '../../core/auth/actor';
import type { ImpersonatedWrite, ImpersonationVerifier, VerifiedImpersonation } from '../../core/auth/ports';
import type { ImpersonationClaim } from '../../core/auth/impersonation-claim';
import { Clock } from '../../core/clock/clock';
import { toActorUser, UserDirectory } from '../accounts';
import { AuditLogService } from './audit/audit-log.service';
import type { ImpersonationEndReason } from './entities/impersonation-session.entity';
import { ImpersonationError } from './impersonation.errors';
import { ImpersonationRepository } from './impersonation.repository';

/** An impersonation ends after 2 hours without activity (the product's inactivity limit). */
export const IMPERSONATION_IDLE_MS = TIMING_MS.impersonationInactivity;
/** Activity is written at most this often per session (each request would be a write otherwise). */
const TOUCH_EVERY_MS = 30_000;

/**
 * Admin impersonation: sessions kept server-side, verified on every request
 * that carries the impersonation headers, ended on stop, sign-out, the end of the admin's sign-in
 * session, deletion or 2 hours of inactivity; every write made under one is in the audit log.
 */
@Injectable()
export class ImpersonationService implements ImpersonationVerifier {
  constructor(
    private readonly clock: Clock,
    private readonly sessions: ImpersonationRepository,
    private readonly users: UserDirectory,
    private readonly audit: AuditLogService,
  ) {}

  private assertAdmin(actor: Actor): void {
    if (actor.realUser.role !== 'admin' || actor.impersonation) throw ImpersonationError.because('adminsOnly');
  }

  async start(actor: Actor, targetUserId: string): Promise<ImpersonationStartResponse> {
    this.assertAdmin(actor);
    const target = await this.users.findById(targetUserId);
    if (!target || target.deletedAt) throw ImpersonationError.because('targetMissing');
    if (target.role === 'admin') throw ImpersonationError.because('targetIsAdmin');
    if (target.role === null) throw ImpersonationError.because('targetHasNoRole');
    const startedAt = this.clock.now();
    await this.sessions.start({
      id: randomUUID(),
      adminId: actor.realUser.id,
      adminSessionId: actor.session.id,
      targetUserId: target.id,
      at: startedAt,
    });
    return {
      adminId: actor.realUser.id,
      impersonatedUser: {
        id: target.id,
        name: target.name,
        role: target.role,
        companyName: target.companyName,
        headline: target.headline,
      },
      startedAt: startedAt.toISOString(),
    };
  }

  /** Ends the admin's impersonation of the user; nothing running counts as already stopped. */
  async stop(actor: Actor, targetUserId: string): Promise<MessageResponse> {
    this.assertAdmin(actor);
    await this.sessions.endActiveOfAdmin(actor.realUser.id, 'stopped', this.clock.now(), targetUserId);
    return { message: ACCESS_MESSAGES.impersonationStopped };
  }

  /**
   * A claim holds only when this admin has a running, recently active impersonation of exactly this
   * user, started from this same sign-in session, and the user (not deleted, not an admin) has
   * exactly the claimed role.
   */
  async verify(
    admin: ActorUser,
    adminSessionId: string,
    claim: ImpersonationClaim,
  ): Promise<VerifiedImpersonation | null> {
    if (admin.role !== 'admin' || claim.adminId !== admin.id) return null;
    const session = await this.sessions.findActive(admin.id, adminSessionId, claim.userId);
    if (!session) return null;
    const now = this.clock.now();
    const idleFor = now.getTime() - session.lastActivityAt.getTime();
    if (idleFor >= IMPERSONATION_IDLE_MS) {
      await this.sessions.end(session.id, 'inactivity', now);
      return null;
    }
    const target = await this.users.findById(claim.userId);
    if (!target || target.deletedAt || target.role === 'admin' || target.role !== claim.role) return null;
    if (idleFor >= TOUCH_EVERY_MS) await this.sessions.touch(session.id, now);
    return { impersonationId: session.id, target: toActorUser(target) };
  }

  /**
   * A running impersonation keeps the admin's sign-in session that started it open for as long as
   * the impersonation itself may idle (2 hours), though the admin's own session idles out sooner.
   */
  async heldOpenUntil(adminId: string, adminSessionId: string): Promise<Date | null> {
    const lastActivity = await this.sessions.lastActivityInAdminSession(adminId, adminSessionId);
    return lastActivity ? new Date(lastActivity.getTime() + IMPERSONATION_IDLE_MS) : null;
  }

  recordWrite(write: ImpersonatedWrite): Promise<void> {
    return this.audit.record(write);
  }

  /** The worker's sweep: ends sessions idle for 2 hours even if nobody uses them again. */
  sweepIdle(): Promise<number> {
    const now = this.clock.now();
    return this.sessions.endIdle(new Date(now.getTime() - IMPERSONATION_IDLE_MS), now);
  }

  endAllInvolving(userId: string, reason: ImpersonationEndReason): Promise<number> {
    return this.sessions.endActiveInvolving(userId, reason, this.clock.now());
  }

  endAllOfAdmin(adminId: string, reason: ImpersonationEndReason): Promise<number> {
    return this.sessions.endActiveOfAdmin(adminId, reason, this.clock.now());
  }

  /** Ends the impersonations started from one sign-in session of an admin (it signed out). */
  endAllOfAdminSession(adminSessionId: string, reason: ImpersonationEndReason): Promise<number> {
    return this.sessions.endActiveOfAdminSessions([adminSessionId], reason, this.clock.now());
  }

  /** Ends what was started from any of these sign-in sessions (ended together, by a credential change or reset). */
  endAllOfAdminSessions(adminSessionIds: readonly string[], reason: ImpersonationEndReason): Promise<number> {
    return this.sessions.endActiveOfAdminSessions(adminSessionIds, reason, this.clock.now());
  }
}
