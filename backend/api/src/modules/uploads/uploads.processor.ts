import { Injectable, Logger } from '@nestjs/common';
import type { Job } from 'bullmq';
import { QueueJob } from '../../infrastructure/queue/queue-job.decorator';
import { UploadProcessingService } from './upload-processing.service';
import { type DeleteUserFilesJob, type ProcessUploadJob, UPLOADS_JOBS, UPLOADS_QUEUE } from './uploads.queue';

/** Worker side of uploads: verdicts on confirmed files, the hourly sweep, a deleted account's files. */
@Injectable()
export class UploadsProcessor {
  private readonly logger = new Logger(UploadsProcessor.name);

  constructor(private readonly processing: UploadProcessingService) {}

  @QueueJob(UPLOADS_QUEUE, UPLOADS_JOBS.process)
  async process(job: Job<ProcessUploadJob>): Promise<{ outcome: string }> {
    // attemptsMade counts the attempts before this one.
    const lastAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
    return { outcome: await this.processing.process(job.data.uploadId, lastAttempt) };
  }

  @QueueJob(UPLOADS_QUEUE, UPLOADS_JOBS.sweep)
  async sweep(): Promise<{ unconfirmed: number; rejected: number; requeued: number; deletedAccounts: number }> {
    const result = await this.processing.sweep();
    if (result.unconfirmed + result.rejected + result.requeued + result.deletedAccounts > 0)
      this.logger.log(result, 'Swept uploads');
    return result;
  }

  @QueueJob(UPLOADS_QUEUE, UPLOADS_JOBS.deleteUserFiles)
  async deleteUserFiles(job: Job<DeleteUserFilesJob>): Promise<{ removed: number }> {
    return { removed: await this.processing.deleteUserFiles(job.data.userId) };
  }
}
