import {
  type BeforeApplicationShutdown,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleInit,
} from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { getQueueToken } from '@nestjs/bullmq';
import { type Job, type Queue, UnrecoverableError, Worker } from 'bullmq';
import { ErrorReporter } from '../../core/error-reporting/error-reporter';
import { QueueCatalog, type QueueRoute } from './queue-catalog';
import { QueueErrorReporter } from './queue-error-reporter';
import { QueueShutdown } from './queue-shutdown';
import { WORKER_RUN_RETRY_DELAY_MS, workerConnection } from './queue.module';

/** Builds the BullMQ Worker of a queue; a seam so the dispatch can be tested without Redis. */
@Injectable()
export class BullWorkerFactory {
  constructor(private readonly moduleRef: ModuleRef) {}

  /**
   * The worker connects as the queue's producer does (same Redis, key prefix), as @nestjs/bullmq's
   * own processors do, except that it waits out a lost connection and resumes soon after.
   */
  create(queue: string, process: (job: Job) => Promise<unknown>, concurrency: number): Worker {
    const producer = this.moduleRef.get<Queue>(getQueueToken(queue), { strict: false });
    const { connection, prefix, telemetry } = producer.opts;
    return new Worker(queue, process, {
      connection: workerConnection(connection),
      prefix,
      telemetry,
      concurrency,
      runRetryDelay: WORKER_RUN_RETRY_DELAY_MS,
    });
  }
}

/** Runs one job of a queue by its name; a name without a handler fails at once, since retrying cannot help it. */
export function dispatcher(route: QueueRoute): (job: Job) => Promise<unknown> {
  const queue = route.definition.queue;
  return async (job) => {
    const handler = route.handlers.get(job.name);
    if (!handler) throw new UnrecoverableError(`Unknown job "${job.name}" on queue "${queue}"`);
    return handler.run(job);
  };
}

/** Whether BullMQ gives up on the job after this failure: no attempt left, or a failure retrying cannot help. */
export function isFinalFailure(job: Job | undefined, error: Error): boolean {
  if (!job || error instanceof UnrecoverableError || error.name === 'UnrecoverableError') return true;
  return job.attemptsMade >= (job.opts.attempts ?? 1);
}

/**
 * The one queue worker of the worker process: at init it pairs every declared job with its
 * @QueueJob handler (and refuses to start otherwise); at bootstrap it starts one BullMQ Worker per
 * declared queue; at shutdown it lets running jobs finish before the database and Redis close, for
 * up to QUEUE_CLOSE_TIMEOUT_MS (a job still running then is retried once its lock expires).
 */
@Injectable()
export class QueueWorkers implements OnModuleInit, OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('QueueWorkers');
  private routes: QueueRoute[] = [];
  private readonly workers: Array<{ queue: string; worker: Worker }> = [];

  constructor(
    private readonly catalog: QueueCatalog,
    private readonly factory: BullWorkerFactory,
    private readonly errors: QueueErrorReporter,
    private readonly errorReporter: ErrorReporter,
    private readonly shutdown: QueueShutdown,
  ) {}

  onModuleInit(): void {
    this.routes = this.catalog.routes();
  }

  onApplicationBootstrap(): void {
    for (const route of this.routes) {
      const queue = route.definition.queue;
      const worker = this.factory.create(queue, dispatcher(route), route.definition.concurrency);
      this.errors.watch(`${queue} (worker)`, worker);
      worker.on('failed', (job: Job | undefined, error: Error) => {
        this.logger.warn(
          {
            err: error,
            queue,
            jobId: job?.id,
            job: job?.name,
            attemptsMade: job?.attemptsMade,
            attempts: job?.opts.attempts,
          },
          `Job ${job?.name ?? '?'} failed on queue "${queue}"`,
        );
        // A failure that a retry may still mend is not reported; the last one is (never the job's data).
        if (isFinalFailure(job, error))
          this.errorReporter.report(error, { tags: { queue, job: job?.name ?? 'unknown' } });
      });
      this.workers.push({ queue, worker });
    }
    this.logger.log({ queues: this.routes.map((route) => route.definition.queue) }, 'Queue workers started');
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.shutdown.close(
      this.workers.splice(0).map(({ queue, worker }) => ({ name: `queue "${queue}" (worker)`, connection: worker })),
    );
  }
}
