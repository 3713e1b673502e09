import { Injectable, Logger } from '@nestjs/common';
import { QueueJob } from '../../../infrastructure/queue/queue-job.decorator';
import { BILLING_JOBS, BILLING_QUEUE } from '../billing.queue';
import { type RenewalsSummary, RenewalsService } from './renewals.service';

/** Worker side of QUEUES.billing: the renewal sweep. */
@Injectable()
export class RenewalsProcessor {
  private readonly logger = new Logger(RenewalsProcessor.name);

  constructor(private readonly renewals: RenewalsService) {}

  /** A pass is safe to repeat (attempts are keyed, changes conditional), so a retried or doubled job charges nothing twice. */
  @QueueJob(BILLING_QUEUE, BILLING_JOBS.renewSubscriptions)
  async renewSubscriptions(): Promise<RenewalsSummary> {
    const summary = await this.renewals.renewDue();
    if (summary.renewed + summary.failed + summary.cancelled + summary.ended > 0)
      this.logger.log(summary, 'Renewed subscriptions');
    return summary;
  }
}
