import { Injectable, Logger } from '@nestjs/common';
import { InjectQueue } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { OnDomainEvent } from '../../core/events/domain-events';
import { QUEUES } from '../../infrastructure/queue/queue.constants';
import { SoloEmailBlasts } from '../billing';
import { JOB_EVENTS, type JobModerated } from '../jobs';
import { blastDue } from './email-blast-rules';
import { EMAIL_BLAST_JOBS, type EmailBlastJob, emailBlastJobId } from './email-blast.queue';

/**
 * Queues the Solo Email Blast of a job when an admin approves it and its listing was paid with a
 * Solo Email Blast credit whose blast has not gone out. The event arrives after the approval
 * committed; as the moderation mails do, a failure to queue is logged and the approval stands.
 */
@Injectable()
export class EmailBlastListeners {
  private readonly logger = new Logger(EmailBlastListeners.name);

  constructor(
    private readonly blasts: SoloEmailBlasts,
    @InjectQueue(QUEUES.emailBlast) private readonly queue: Queue<EmailBlastJob>,
  ) {}

  @OnDomainEvent<JobModerated>(JOB_EVENTS.moderated)
  async queueBlast({ jobId, decision, at }: JobModerated): Promise<void> {
    if (decision !== 'approved') return;
    try {
      const debit = await this.blasts.ofJob(jobId);
      if (!debit || !blastDue(debit)) return;
      const data: EmailBlastJob = { jobId, debitId: debit.id, approvedAt: at.toISOString() };
      await this.queue.add(EMAIL_BLAST_JOBS.emailBlast, data, { jobId: emailBlastJobId(data) });
    } catch (error) {
      // The approval is committed and stands; this line is what an operator re-queues from.
      this.logger.error({ err: error, jobId }, 'Could not queue the Solo Email Blast');
    }
  }
}
