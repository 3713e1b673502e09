import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { InjectQueue } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { DomainEvents } from '../../core/events/domain-events';
import { QUEUES } from '../../infrastructure/queue/queue.constants';
import { APPLICATION_EVENTS, type ApplicationStatusChanged, type ApplicationsWithdrawn } from '../applications';
import { InterviewCancellationsService } from './interview-cancellations.service';
import {
  type CancelAfterRejectionJob,
  cancelAfterRejectionJobId,
  INTERVIEW_CANCELLATION_DELAY_MS,
  INTERVIEW_JOBS,
} from './interviews.queue';

/**
 * The interviews module's side of applications leaving the pipeline (the applications module
 * publishes, after its commit, and may not import this module). A withdrawal cancels the
 * candidate's invitation at once: nothing can undo it. A rejection may be a bulk change undone
 * within 10 seconds, so it queues a job past that window (one per application and change, by job
 * id) whose handler checks the status again. An undo itself sends nothing; hiring keeps the
 * interview. A failure to queue is logged and the status change stands, as with the status mails.
 */
@Injectable()
export class InterviewsApplicationEvents implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(InterviewsApplicationEvents.name);
  private readonly unsubscribe: Array<() => void> = [];

  constructor(
    private readonly events: DomainEvents,
    private readonly cancellations: InterviewCancellationsService,
    @InjectQueue(QUEUES.interviews) private readonly queue: Queue<CancelAfterRejectionJob>,
    @Inject(INTERVIEW_CANCELLATION_DELAY_MS) private readonly delayMs: number,
  ) {}

  onModuleInit(): void {
    this.unsubscribe.push(
      this.events.on<ApplicationsWithdrawn>(APPLICATION_EVENTS.withdrawn, async ({ applicationIds, actorId }) => {
        await this.cancellations.afterWithdrawal(applicationIds, actorId);
      }),
      this.events.on<ApplicationStatusChanged>(APPLICATION_EVENTS.statusChanged, ({ changes, at, undo, actorId }) => {
        if (undo) return;
        const jobs = changes
          .filter(({ to }) => to === 'rejected')
          .map(({ applicationId }) => ({ applicationId, actorId, rejectedAt: at.toISOString() }));
        return this.queueCancellations(jobs);
      }),
    );
  }

  onModuleDestroy(): void {
    for (const stop of this.unsubscribe.splice(0)) stop();
  }

  private async queueCancellations(jobs: readonly CancelAfterRejectionJob[]): Promise<void> {
    if (jobs.length === 0) return;
    try {
      await this.queue.addBulk(
        jobs.map((data) => ({
          name: INTERVIEW_JOBS.cancelAfterRejection,
          data,
          opts: { jobId: cancelAfterRejectionJobId(data), delay: this.delayMs },
        })),
      );
    } catch (error) {
      // The rejection is committed and stands; this line is what an operator re-queues from.
      this.logger.error(
        { err: error, applications: jobs.map((job) => job.applicationId) },
        'Could not queue interview cancellations',
      );
    }
  }
}
