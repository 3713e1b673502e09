import { Injectable, Logger } from '@nestjs/common';
import type { Job } from 'bullmq';
import { QueueJob } from '../../infrastructure/queue/queue-job.decorator';
import { ACCOUNT_JOBS, ACCOUNTS_QUEUE, type PasswordResetRequestJob } from './accounts.queue';
import { AuthService } from './identity/auth.service';
import { SessionService } from './sessions/session.service';
import { AccountTokensService } from './tokens/account-tokens.service';

/** Accounts work of the worker: reset requests, and the daily purge of ended sessions and old tokens. */
@Injectable()
export class AccountsProcessor {
  private readonly logger = new Logger(AccountsProcessor.name);

  constructor(
    private readonly auth: AuthService,
    private readonly sessions: SessionService,
    private readonly tokens: AccountTokensService,
  ) {}

  @QueueJob(ACCOUNTS_QUEUE, ACCOUNT_JOBS.passwordResetRequest)
  async passwordResetRequest(job: Job<PasswordResetRequestJob>): Promise<{ handled: true }> {
    // The outcome stays out of logs and results: it would say whether the address has an account.
    await this.auth.sendPasswordReset(job.data.email);
    return { handled: true };
  }

  @QueueJob(ACCOUNTS_QUEUE, ACCOUNT_JOBS.purge)
  async purge(): Promise<{ sessions: number; tokens: number }> {
    const sessions = await this.sessions.purgeEnded();
    const tokens = await this.tokens.purgeExpired();
    this.logger.log({ sessions, tokens }, 'Purged ended sessions and expired link tokens');
    return { sessions, tokens };
  }
}
