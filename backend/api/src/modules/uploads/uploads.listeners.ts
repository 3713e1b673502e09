import { Injectable, Logger } from '@nestjs/common';
import { InjectQueue } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { OnDomainEvent } from '../../core/events/domain-events';
import { QUEUES } from '../../infrastructure/queue/queue.constants';
import { ACCOUNT_EVENTS, type AccountDeleted } from '../accounts';
import { deleteUserFilesJobId, type DeleteUserFilesJob, UPLOADS_JOBS } from './uploads.queue';

/**
 * Deleting an account deletes that user's files from storage. The work goes on the uploads queue,
 * where it retries until done, once per account.
 */
@Injectable()
export class UploadsAccountListeners {
  private readonly logger = new Logger(UploadsAccountListeners.name);

  constructor(@InjectQueue(QUEUES.uploads) private readonly queue: Queue<DeleteUserFilesJob>) {}

  @OnDomainEvent<AccountDeleted>(ACCOUNT_EVENTS.accountDeleted)
  async deleteFilesOf({ userId }: AccountDeleted): Promise<void> {
    try {
      await this.queue.add(UPLOADS_JOBS.deleteUserFiles, { userId }, { jobId: deleteUserFilesJobId(userId) });
    } catch (error) {
      // The account is gone already and nothing will ask again: this line is what an operator re-queues from.
      this.logger.error({ err: error, userId }, "Could not queue deleting a deleted account's files");
    }
  }
}
