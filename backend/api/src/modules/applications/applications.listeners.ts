import { Injectable } from '@nestjs/common';
import { OnDomainEvent } from '../../core/events/domain-events';
import { ACCOUNT_EVENTS, type AccountDeleted } from '../accounts';
import { SeekerApplicationsService } from './seeker-applications.service';

/**
 * Deleting a seeker's account withdraws their open applications and erases their cover letters:
 * the user row stays (anonymised), so no foreign key would, and employers must not keep reviewing
 * someone who left.
 */
@Injectable()
export class ApplicationsAccountListeners {
  constructor(private readonly applications: SeekerApplicationsService) {}

  @OnDomainEvent<AccountDeleted>(ACCOUNT_EVENTS.accountDeleted)
  async forgetDeletedSeeker({ userId, role }: AccountDeleted): Promise<void> {
    if (role === 'seeker') await this.applications.forget(userId);
  }
}
