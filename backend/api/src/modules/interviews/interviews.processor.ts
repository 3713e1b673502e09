import { Injectable } from '@nestjs/common';
import type { Job } from 'bullmq';
import { QueueJob } from '../../infrastructure/queue/queue-job.decorator';
import { InterviewCancellationsService } from './interview-cancellations.service';
import { type CancelAfterRejectionJob, INTERVIEW_JOBS, INTERVIEWS_QUEUE } from './interviews.queue';

/** Interviews work of the worker: cancelling the invitation of an application still not selected past the undo window. */
@Injectable()
export class InterviewsProcessor {
  constructor(private readonly cancellations: InterviewCancellationsService) {}

  @QueueJob(INTERVIEWS_QUEUE, INTERVIEW_JOBS.cancelAfterRejection)
  cancelAfterRejection(job: Job<CancelAfterRejectionJob>): Promise<{ cancelled: boolean }> {
    return this.cancellations.afterRejection(job.data);
  }
}
