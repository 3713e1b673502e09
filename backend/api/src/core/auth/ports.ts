import type { ActorUser } from './actor';
import type { ImpersonationClaim } from './impersonation-claim';

/** Resolves a session cookie to its user (implemented by the accounts module). */
export interface SessionAuthenticator {
  /** The live session the token belongs to (refreshing its idle timer), or null when unknown, revoked or expired. */
  authenticate(token: string): Promise<AuthenticatedSession | null>;
}

export interface AuthenticatedSession {
  sessionId: string;
  signedInAt: Date;
  user: ActorUser;
}

/** Checks impersonation claims and records what is done under them (implemented by the impersonation module). */
export interface ImpersonationVerifier {
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
