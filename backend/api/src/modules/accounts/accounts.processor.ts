import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectQueue, OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { type Job, type Queue, UnrecoverableError } from 'bullmq';
import { QueueErrorReporter } from '../../infrastructure/queue/queue-error-reporter';
import { QUEUES } from '../../infrastructure/queue/queue.constants';
import { ACCOUNT_JOBS, ACCOUNTS_PURGE_EVERY_MS, ACCOUNTS_PURGE_SCHEDULER_ID, type PasswordResetRequestJob } from './accounts.queue';
import { AuthService } from './identity/auth.service';
import { SessionService } from './sessions/session.service';
import { AccountTokensService } from './tokens/account-tokens.service';

/** Accounts work of the worker: reset requests, and the daily purge of ended sessions and old tokens. */
@Processor(QUEUES.accounts, { concurrency: 2 })
export class AccountsProcessor extends WorkerHost {
  private readonly logger = new Logger(AccountsProcessor.name);

  constructor(
    private readonly auth: AuthService,
    private readonly sessions: SessionService,
    private readonly tokens: AccountTokensService,
    private readonly errors: QueueErrorReporter,
  ) {
    super();
  }

  @OnWorkerEvent('error')
  onError(error: Error): void {
    this.errors.report(`${QUEUES.accounts} (worker)`, error);
  }

  @OnWorkerEvent('failed')
  onFailed(job: Job | undefined, error: Error): void {
    this.logger.warn({ err: error, jobId: job?.id, job: job?.name }, `Job ${job?.name ?? '?'} failed on queue "${QUEUES.accounts}"`);
  }

  async process(job: Job): Promise<unknown> {
    switch (job.name) {
      case ACCOUNT_JOBS.passwordResetRequest: {
        // The outcome stays out of logs and results: it would say whether the address has an account.
        await this.auth.sendPasswordReset((job.data as PasswordResetRequestJob).email);
        return { handled: true };
      }
      case ACCOUNT_JOBS.purge: {
        const sessions = await this.sessions.purgeEnded();
        const tokens = await this.tokens.purgeExpired();
        this.logger.log({ sessions, tokens }, 'Purged ended sessions and expired link tokens');
        return { sessions, tokens };
      }
      default:
        throw new UnrecoverableError(`Unknown job "${job.name}" on queue "${QUEUES.accounts}"`);
    }
  }
}

/** Keeps the daily purge scheduled (an idempotent upsert: many workers share one schedule). */
@Injectable()
export class AccountsPurgeScheduler implements OnApplicationBootstrap {
  private readonly logger = new Logger(AccountsPurgeScheduler.name);

  constructor(@InjectQueue(QUEUES.accounts) private readonly queue: Queue) {}

  onApplicationBootstrap(): void {
    this.queue
      .upsertJobScheduler(ACCOUNTS_PURGE_SCHEDULER_ID, { every: ACCOUNTS_PURGE_EVERY_MS }, { name: ACCOUNT_JOBS.purge, data: {}, opts: { attempts: 1 } })
      .catch((error: unknown) => this.logger.warn({ err: error }, 'Could not schedule the accounts purge'));
  }
}
