import { Injectable, Logger } from '@nestjs/common';
import { QueueJob } from '../../infrastructure/queue/queue-job.decorator';
import { ImpersonationService } from './impersonation.service';
import { IMPERSONATION_JOBS, IMPERSONATION_QUEUE } from './impersonation.queue';

/** Worker side: ends impersonations idle for 2 hours even when nobody uses them again. */
@Injectable()
export class ImpersonationProcessor {
  private readonly logger = new Logger(ImpersonationProcessor.name);

  constructor(private readonly impersonation: ImpersonationService) {}

  @QueueJob(IMPERSONATION_QUEUE, IMPERSONATION_JOBS.sweep)
  async sweepIdle(): Promise<{ ended: number }> {
    const ended = await this.impersonation.sweepIdle();
    if (ended > 0) this.logger.log({ ended }, 'Ended idle impersonation sessions');
    return { ended };
  }
}
