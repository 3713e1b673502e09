import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { InjectQueue } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { type DomainEvent, DomainEvents } from '../../core/events/domain-events';
import { QUEUES } from '../../infrastructure/queue/queue.constants';
import { ACCOUNT_EVENTS, type AccountDeleted } from '../accounts';
import { type CloseCompanyJobsJob, closeCompanyJobsJobId, JOBS_QUEUE_JOBS } from './jobs.queue';

export const JOB_EVENTS = {
  moderated: 'jobs.moderated',
} as const;

/**
 * An admin approved or rejected a job in review (published after the decision committed). `at` is
 * the decision's time as stored: the approval's approved_at, the rejection's updated_at.
 */
export interface JobModerated extends DomainEvent<typeof JOB_EVENTS.moderated> {
  jobId: string;
  decision: 'approved' | 'rejected';
  at: Date;
}

/**
 * Closes a company's open jobs when its last employer deletes their account. The event arrives
 * after the deletion committed; the work goes on the jobs queue, where it retries until done, with
 * an id derived from the user so a repeated event cannot queue it twice.
 */
@Injectable()
export class JobsAccountEvents implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(JobsAccountEvents.name);
  private readonly unsubscribe: Array<() => void> = [];

  constructor(
    private readonly events: DomainEvents,
    @InjectQueue(QUEUES.jobs) private readonly queue: Queue<CloseCompanyJobsJob>,
  ) {}

  onModuleInit(): void {
    this.unsubscribe.push(
      this.events.on<AccountDeleted>(ACCOUNT_EVENTS.accountDeleted, (event) => this.closeJobsOfOrphanedCompany(event)),
    );
  }

  onModuleDestroy(): void {
    for (const stop of this.unsubscribe.splice(0)) stop();
  }

  private async closeJobsOfOrphanedCompany({ userId, orphanedCompanyId }: AccountDeleted): Promise<void> {
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
