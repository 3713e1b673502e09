import { Injectable } from '@nestjs/common';
import { OnDomainEvent } from '../../core/events/domain-events';
import { ACCOUNT_EVENTS, type AccountDeleted } from '../accounts';
import { ResumesService } from './resumes.service';
import { SeekerProfileService } from './seeker-profile.service';

/**
 * Deleting an account erases its profile and resume versions: the user row stays (anonymised), so
 * no foreign key would. The resume files go with the uploads module's clean-up of the account.
 */
@Injectable()
export class ProfilesAccountListeners {
  constructor(
    private readonly profiles: SeekerProfileService,
    private readonly resumes: ResumesService,
  ) {}

  @OnDomainEvent<AccountDeleted>(ACCOUNT_EVENTS.accountDeleted)
  async forgetDeletedAccount({ userId }: AccountDeleted): Promise<void> {
    await this.resumes.forget(userId);
    await this.profiles.forget(userId);
  }
}
