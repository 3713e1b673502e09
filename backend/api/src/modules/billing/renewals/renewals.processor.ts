import { Injectable, Logger } from '@nestjs/common';
import { QueueJob } from '../../../infrastructure/queue/queue-job.decorator';
import { BILLING_JOBS, BILLING_QUEUE } from '../billing.queue';
import { type RenewalRemindersSummary, RenewalRemindersService } from './renewal-reminders.service';
import { type RenewalsSummary, RenewalsService } from './renewals.service';

/** Worker side of QUEUES.billing: the renewal sweep and the reminders ahead of renewals. */
@Injectable()
export class RenewalsProcessor {
  private readonly logger = new Logger(RenewalsProcessor.name);

  constructor(
    private readonly renewals: RenewalsService,
    private readonly reminders: RenewalRemindersService,
  ) {}

  /** A pass is safe to repeat (attempts are keyed, changes conditional), so a retried or doubled job charges nothing twice. */
  @QueueJob(BILLING_QUEUE, BILLING_JOBS.renewSubscriptions)
  async renewSubscriptions(): Promise<RenewalsSummary> {
    const summary = await this.renewals.renewDue();
    if (summary.renewed + summary.failed + summary.cancelled + summary.ended > 0)
      this.logger.log(summary, 'Renewed subscriptions');
    return summary;
  }

  /** Keyed notifications and mails and a mark per renewal date, so a retried or doubled pass reminds nobody twice. */
  @QueueJob(BILLING_QUEUE, BILLING_JOBS.remindRenewals)
  async remindRenewals(): Promise<RenewalRemindersSummary> {
    const summary = await this.reminders.remindDue();
    if (summary.reminded + summary.mailed + summary.failed > 0) this.logger.log(summary, 'Reminded renewals');
    return summary;
  }
}
