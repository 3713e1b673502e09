import { Injectable } from '@nestjs/common';
import { OnDomainEvent } from '../../../core/events/domain-events';
import { JOB_EVENTS, type JobModerated } from '../../jobs';
import { ConciergeService } from './concierge.service';

/**
 * Gives an approved concierge job its concierge. The event arrives after the approval committed
 * (publish awaits its handlers, so the approval's answer comes after the assignment); a failure is
 * logged by DomainEvents and the approval stands: the next approval, or an admin, assigns one.
 */
@Injectable()
export class ConciergeJobListeners {
  constructor(private readonly concierges: ConciergeService) {}

  @OnDomainEvent<JobModerated>(JOB_EVENTS.moderated)
  async assignOnApproval({ jobId, decision, at }: JobModerated): Promise<void> {
    if (decision === 'approved') await this.concierges.assignOnApproval(jobId, at);
  }
}
