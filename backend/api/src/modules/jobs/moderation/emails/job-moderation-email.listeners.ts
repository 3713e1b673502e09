import { Injectable, Logger } from '@nestjs/common';
import { InjectQueue } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { OnDomainEvent } from '../../../../core/events/domain-events';
import { QUEUES } from '../../../../infrastructure/queue/queue.constants';
import { JOB_EVENTS, type JobModerated } from '../../jobs.events';
import { JOBS_QUEUE_JOBS, type ModerationEmailJob, moderationEmailJobId } from '../../jobs.queue';

/**
 * Queues the employers' mail about an admin's decision on a job. The event arrives after the
 * decision committed; as the application mails do, the mail is queued right after the commit (the
 * queue's outbox keeps it while Redis is unreachable), a failure to queue is logged and the decision
 * stands. The job's id derives from the decision, so a repeated event cannot queue it twice.
 */
@Injectable()
export class JobModerationEmailListeners {
  private readonly logger = new Logger(JobModerationEmailListeners.name);

  constructor(@InjectQueue(QUEUES.jobs) private readonly queue: Queue<ModerationEmailJob>) {}

  @OnDomainEvent<JobModerated>(JOB_EVENTS.moderated)
  async queueEmail({ jobId, decision, at }: JobModerated): Promise<void> {
    const data: ModerationEmailJob = {
      kind: decision === 'approved' ? 'job-approved' : 'job-rejected',
      jobId,
      decidedAt: at.toISOString(),
    };
    try {
      await this.queue.add(JOBS_QUEUE_JOBS.moderationEmail, data, { jobId: moderationEmailJobId(data) });
    } catch (error) {
      // The decision is committed and stands; this line is what an operator re-queues from.
      this.logger.error({ err: error, jobId, kind: data.kind }, 'Could not queue the moderation e-mail');
    }
  }
}
