import { Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { DomainEvents } from '../../core/events/domain-events';
import { ACCOUNT_EVENTS, type AccountDeleted } from '../accounts';
import { ResumesService } from './resumes.service';
import { SeekerProfileService } from './seeker-profile.service';

/**
 * Deleting an account erases its profile and resume versions: the user row stays (anonymised), so
 * no foreign key would. The resume files go with the uploads module's clean-up of the account.
 */
@Injectable()
export class ProfilesAccountEvents implements OnModuleInit, OnModuleDestroy {
  private readonly unsubscribe: Array<() => void> = [];

  constructor(
    private readonly events: DomainEvents,
    private readonly profiles: SeekerProfileService,
    private readonly resumes: ResumesService,
  ) {}

  onModuleInit(): void {
    this.unsubscribe.push(
      this.events.on<AccountDeleted>(ACCOUNT_EVENTS.accountDeleted, async ({ userId }) => {
        await this.resumes.forget(userId);
        await this.profiles.forget(userId);
      }),
    );
  }

  onModuleDestroy(): void {
    for (const stop of this.unsubscribe.splice(0)) stop();
  }
}
