import { Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { DomainEvents } from '../../core/events/domain-events';
import { ACCOUNT_EVENTS, type AccountDeleted, type UserSignedOut } from '../accounts';
import { ImpersonationService } from './impersonation.service';

/** Ends impersonations when an account goes away or an admin signs out of the session that started them. */
@Injectable()
export class ImpersonationAccountEvents implements OnModuleInit, OnModuleDestroy {
  private readonly unsubscribe: Array<() => void> = [];

  constructor(
    private readonly events: DomainEvents,
    private readonly impersonation: ImpersonationService,
  ) {}

  onModuleInit(): void {
    this.unsubscribe.push(
      this.events.on<AccountDeleted>(ACCOUNT_EVENTS.accountDeleted, async ({ userId }) => {
        await this.impersonation.endAllInvolving(userId, 'account_deleted');
      }),
      this.events.on<UserSignedOut>(ACCOUNT_EVENTS.signedOut, async ({ role, sessionId }) => {
        if (role === 'admin') await this.impersonation.endAllOfAdminSession(sessionId, 'admin_signed_out');
      }),
    );
  }

  onModuleDestroy(): void {
    for (const stop of this.unsubscribe.splice(0)) stop();
  }
}
