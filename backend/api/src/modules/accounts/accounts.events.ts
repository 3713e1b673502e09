import type { Role } from '@marketplace/contracts';
import { type DomainEvent, defineDomainEvents } from '../../core/events/domain-events';
import type { SessionEndReason } from './entities/user-session.entity';

/** A user deleted their account: whoever holds state about them ends it (impersonations, ...). */
export interface AccountDeleted extends DomainEvent<'accounts.account-deleted'> {
  userId: string;
  role: Role | null;
  /** Set when the account was its company's last live employer: nobody is left to run the company's listings. */
  orphanedCompanyId?: string;
}

/** A user signed out of one session: an admin's impersonations started from that session end with it. */
export interface UserSignedOut extends DomainEvent<'accounts.signed-out'> {
  userId: string;
  role: Role | null;
  sessionId: string;
}

/**
 * A session ran out (idle or past its absolute lifetime), noticed when it was next used: an admin's
 * impersonations started from it end with it.
 */
export interface SessionExpired extends DomainEvent<'accounts.session-expired'> {
  userId: string;
  role: Role | null;
  sessionId: string;
  reason: 'idle' | 'expired';
}

/**
 * Several sessions of a user ended at once, from another session or a reset link (a password or
 * e-mail change, signing out the other devices, a password reset): what stays open in them on any
 * API instance (live sockets) must close with them.
 */
export interface SessionsEnded extends DomainEvent<'accounts.sessions-ended'> {
  userId: string;
  sessionIds: readonly string[];
  reason: SessionEndReason;
}

export const ACCOUNT_EVENTS = defineDomainEvents({
  accountDeleted: 'accounts.account-deleted',
  signedOut: 'accounts.signed-out',
  sessionExpired: 'accounts.session-expired',
  sessionsEnded: 'accounts.sessions-ended',
});
