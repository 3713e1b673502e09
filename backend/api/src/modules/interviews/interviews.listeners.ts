import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectQueue } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { OnDomainEvent } from '../../core/events/domain-events';
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
export class InterviewsApplicationListeners {
  private readonly logger = new Logger(InterviewsApplicationListeners.name);

  constructor(
    private readonly cancellations: InterviewCancellationsService,
    @InjectQueue(QUEUES.interviews) private readonly queue: Queue<CancelAfterRejectionJob>,
    @Inject(INTERVIEW_CANCELLATION_DELAY_MS) private readonly delayMs: number,
  ) {}

  @OnDomainEvent<ApplicationsWithdrawn>(APPLICATION_EVENTS.withdrawn)
  async cancelWithdrawnInterviews({ applicationIds, actorId }: ApplicationsWithdrawn): Promise<void> {
    await this.cancellations.afterWithdrawal(applicationIds, actorId);
  }

  @OnDomainEvent<ApplicationStatusChanged>(APPLICATION_EVENTS.statusChanged)
  async queueCancellationsAfterRejection({ changes, at, undo, actorId }: ApplicationStatusChanged): Promise<void> {
    if (undo) return;
    const jobs = changes
      .filter(({ to }) => to === 'rejected')
      .map(({ applicationId }) => ({ applicationId, actorId, rejectedAt: at.toISOString() }));
    return this.queueCancellations(jobs);
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
