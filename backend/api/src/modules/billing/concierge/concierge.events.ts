import { Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { DomainEvents } from '../../../core/events/domain-events';
import { JOB_EVENTS, type JobModerated } from '../../jobs';
import { ConciergeService } from './concierge.service';

/**
 * Gives an approved concierge job its concierge. The event arrives after the approval committed
 * (publish awaits its handlers, so the approval's answer comes after the assignment); a failure is
 * logged by DomainEvents and the approval stands: the next approval, or an admin, assigns one.
 */
@Injectable()
export class ConciergeJobEvents implements OnModuleInit, OnModuleDestroy {
  private readonly unsubscribe: Array<() => void> = [];

  constructor(
    private readonly events: DomainEvents,
    private readonly concierges: ConciergeService,
  ) {}

  onModuleInit(): void {
    this.unsubscribe.push(
      this.events.on<JobModerated>(JOB_EVENTS.moderated, async ({ jobId, decision, at }) => {
        if (decision === 'approved') await this.concierges.assignOnApproval(jobId, at);
      }),
    );
  }

  onModuleDestroy(): void {
    for (const stop of this.unsubscribe.splice(0)) stop();
  }
}
