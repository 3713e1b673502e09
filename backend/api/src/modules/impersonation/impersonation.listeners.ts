import { Injectable } from '@nestjs/common';
import { OnDomainEvent } from '../../core/events/domain-events';
import {
  ACCOUNT_EVENTS,
  type AccountDeleted,
  type SessionExpired,
  type SessionsEnded,
  type UserSignedOut,
} from '../accounts';
import { ImpersonationService } from './impersonation.service';

/**
 * Ends impersonations when an account goes away, or when the admin's session that started them ends
 * (signed out, ran out, or ended from elsewhere: a password change or reset, signing out the other
 * devices).
 */
@Injectable()
export class ImpersonationAccountListeners {
  constructor(private readonly impersonation: ImpersonationService) {}

  @OnDomainEvent<AccountDeleted>(ACCOUNT_EVENTS.accountDeleted)
  async endForDeletedAccount({ userId }: AccountDeleted): Promise<void> {
    await this.impersonation.endAllInvolving(userId, 'account_deleted');
  }

  @OnDomainEvent<UserSignedOut>(ACCOUNT_EVENTS.signedOut)
  async endForSignedOutAdmin({ role, sessionId }: UserSignedOut): Promise<void> {
    if (role === 'admin') await this.impersonation.endAllOfAdminSession(sessionId, 'admin_signed_out');
  }

  /** A password change or reset, or signing out the other devices, ended several sessions at once. */
  @OnDomainEvent<SessionsEnded>(ACCOUNT_EVENTS.sessionsEnded)
  async endForEndedAdminSessions({ sessionIds }: SessionsEnded): Promise<void> {
    await this.impersonation.endAllOfAdminSessions(sessionIds, 'admin_session_ended');
  }

  @OnDomainEvent<SessionExpired>(ACCOUNT_EVENTS.sessionExpired)
  async endForExpiredAdminSession({ role, sessionId, reason }: SessionExpired): Promise<void> {
    if (role !== 'admin') return;
    // An admin session idles out only once its impersonations have been idle for 2 hours too.
    await this.impersonation.endAllOfAdminSession(sessionId, reason === 'idle' ? 'inactivity' : 'admin_session_ended');
  }
}
