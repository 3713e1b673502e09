import { Injectable, Logger } from '@nestjs/common';
import { InjectQueue } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { OnDomainEvent } from '../../core/events/domain-events';
import { QUEUES } from '../../infrastructure/queue/queue.constants';
import { ACCOUNT_EVENTS, type AccountDeleted } from '../accounts';
import { type CloseCompanyJobsJob, closeCompanyJobsJobId, JOBS_QUEUE_JOBS } from './jobs.queue';

/**
 * Closes a company's open jobs when its last employer deletes their account. The event arrives
 * after the deletion committed; the work goes on the jobs queue, where it retries until done, with
 * an id derived from the user so a repeated event cannot queue it twice.
 */
@Injectable()
export class JobsAccountListeners {
  private readonly logger = new Logger(JobsAccountListeners.name);

  constructor(@InjectQueue(QUEUES.jobs) private readonly queue: Queue<CloseCompanyJobsJob>) {}

  @OnDomainEvent<AccountDeleted>(ACCOUNT_EVENTS.accountDeleted)
  async closeJobsOfOrphanedCompany({ userId, orphanedCompanyId }: AccountDeleted): Promise<void> {
    if (!orphanedCompanyId) return;
    try {
      await this.queue.add(
        JOBS_QUEUE_JOBS.closeCompanyJobs,
        { companyId: orphanedCompanyId, userId },
        { jobId: closeCompanyJobsJobId(userId) },
      );
    } catch (error) {
      // The account is already gone, so nothing will ask again: this line is what an operator re-queues from.
      this.logger.error(
        { err: error, userId, companyId: orphanedCompanyId },
        'Could not queue closing the jobs of a company whose last employer left',
      );
    }
  }
}
