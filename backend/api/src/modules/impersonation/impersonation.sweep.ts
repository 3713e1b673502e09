import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectQueue, OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { type Job, type Queue, UnrecoverableError } from 'bullmq';
import { TIMING_MS } from '@marketplace/contracts';
import { QueueErrorReporter } from '../../infrastructure/queue/queue-error-reporter';
import { QUEUES } from '../../infrastructure/queue/queue.constants';
import { ImpersonationService } from './impersonation.service';

export const IMPERSONATION_JOBS = { sweep: 'sweep-idle' } as const;
export const IMPERSONATION_SWEEP_SCHEDULER_ID = 'impersonation-sweep';
/** As often as the browser re-checks its session (spec section 9: every 5 minutes). */
export const IMPERSONATION_SWEEP_EVERY_MS = TIMING_MS.impersonationRecheck;

/** Worker side: ends impersonations idle for 2 hours (they also end when next used). */
@Processor(QUEUES.impersonation, { concurrency: 1 })
export class ImpersonationSweepProcessor extends WorkerHost {
  private readonly logger = new Logger(ImpersonationSweepProcessor.name);

  constructor(
    private readonly impersonation: ImpersonationService,
    private readonly errors: QueueErrorReporter,
  ) {
    super();
  }

  @OnWorkerEvent('error')
  onError(error: Error): void {
    this.errors.report(`${QUEUES.impersonation} (worker)`, error);
  }

  async process(job: Job): Promise<{ ended: number }> {
    if (job.name !== IMPERSONATION_JOBS.sweep) throw new UnrecoverableError(`Unknown job "${job.name}" on queue "${QUEUES.impersonation}"`);
    const ended = await this.impersonation.sweepIdle();
    if (ended > 0) this.logger.log({ ended }, 'Ended idle impersonation sessions');
    return { ended };
  }
}

@Injectable()
export class ImpersonationSweepScheduler implements OnApplicationBootstrap {
  private readonly logger = new Logger(ImpersonationSweepScheduler.name);

  constructor(@InjectQueue(QUEUES.impersonation) private readonly queue: Queue) {}

  onApplicationBootstrap(): void {
    this.queue
      .upsertJobScheduler(IMPERSONATION_SWEEP_SCHEDULER_ID, { every: IMPERSONATION_SWEEP_EVERY_MS }, { name: IMPERSONATION_JOBS.sweep, data: {}, opts: { attempts: 1 } })
      .catch((error: unknown) => this.logger.warn({ err: error }, 'Could not schedule the impersonation sweep'));
  }
}
