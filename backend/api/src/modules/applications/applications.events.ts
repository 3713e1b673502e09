import { Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { DomainEvents } from '../../core/events/domain-events';
import { ACCOUNT_EVENTS, type AccountDeleted } from '../accounts';
import { SeekerApplicationsService } from './seeker-applications.service';

/**
 * Deleting a seeker's account withdraws their open applications and erases their cover letters:
 * the user row stays (anonymised), so no foreign key would, and employers must not keep reviewing
 * someone who left.
 */
@Injectable()
export class ApplicationsAccountEvents implements OnModuleInit, OnModuleDestroy {
  private readonly unsubscribe: Array<() => void> = [];

  constructor(
    private readonly events: DomainEvents,
    private readonly applications: SeekerApplicationsService,
  ) {}

  onModuleInit(): void {
    this.unsubscribe.push(
      this.events.on<AccountDeleted>(ACCOUNT_EVENTS.accountDeleted, async ({ userId, role }) => {
        if (role === 'seeker') await this.applications.forget(userId);
      }),
    );
  }

  onModuleDestroy(): void {
    for (const stop of this.unsubscribe.splice(0)) stop();
  }
}
