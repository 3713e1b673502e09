import type { ActorUser } from './actor';
import type { ImpersonationClaim } from './impersonation-claim';

/** Resolves a session cookie to its user (implemented by the accounts module). */
export interface SessionAuthenticator {
  /**
   * The live session the token belongs to (refreshing its idle timer), or null when unknown, revoked
   * or expired. `holds` may keep a session open past its own idle limit (never past its absolute one).
   */
  authenticate(token: string, holds?: SessionHolds): Promise<AuthenticatedSession | null>;
}

/**
 * What may keep a sign-in session open while it is idle: work running in it that has a longer
 * inactivity limit of its own (an admin's impersonation idles out after 2 hours, the admin's own
 * session after 30 minutes).
 */
export interface SessionHolds {
  /** Until when something running in the user's session keeps it open, or null when nothing does. */
  heldOpenUntil(userId: string, sessionId: string): Promise<Date | null>;
}

export interface AuthenticatedSession {
  sessionId: string;
  signedInAt: Date;
  user: ActorUser;
}

/**
 * Checks impersonation claims and records what is done under them (implemented by the impersonation
 * module); a running impersonation holds the admin's sign-in session open for as long as it runs.
 */
export interface ImpersonationVerifier extends SessionHolds {
  /**
   * The active impersonation matching the claim exactly and started from this very sign-in session
   * of the admin (refreshing its activity), or null: another session of the same admin cannot use it.
   */
  verify(admin: ActorUser, adminSessionId: string, claim: ImpersonationClaim): Promise<VerifiedImpersonation | null>;
  recordWrite(write: ImpersonatedWrite): Promise<void>;
}

export interface VerifiedImpersonation {
  impersonationId: string;
  target: ActorUser;
}

export interface ImpersonatedWrite {
  impersonationId: string;
  adminId: string;
  targetUserId: string;
  method: string;
  route: string;
  statusCode: number;
}

export const SESSION_AUTHENTICATOR = Symbol('SESSION_AUTHENTICATOR');
export const IMPERSONATION_VERIFIER = Symbol('IMPERSONATION_VERIFIER');
