import { Injectable } from '@nestjs/common';
import { OnDomainEvent } from '../../core/events/domain-events';
import { ACCOUNT_EVENTS, type AccountDeleted, type UserSignedOut } from '../accounts';
import { ImpersonationService } from './impersonation.service';

/** Ends impersonations when an account goes away or an admin signs out of the session that started them. */
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
}
