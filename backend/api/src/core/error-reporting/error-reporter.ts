import { Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import * as Sentry from '@sentry/nestjs';
import type { ProcessRole } from '../logging/logging.module';

/** What is known of where an error happened; never personal data (a user is named by id only). */
export interface ErrorContext {
  /** The HTTP request's id (the x-request-id the client got): the report and the log lines meet on it. */
  requestId?: string;
  userId?: string;
  tags?: Record<string, string>;
}

/** How long shutdown waits for reports still on their way. */
const FLUSH_TIMEOUT_MS = 2_000;

/**
 * Sends unexpected errors to the error reporter (Sentry) when instrument.ts started it: in the
 * production and staging release stages with SENTRY_DSN set. Anywhere else a report goes nowhere.
 */
@Injectable()
export class ErrorReporter implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('ErrorReporting');

  constructor(private readonly role: ProcessRole) {}

  onModuleInit(): void {
    if (!Sentry.isEnabled()) return;
    // Every report of this process says which one it came from, crashes included.
    Sentry.getGlobalScope().setTag('process', this.role);
    this.logger.log(`Errors are reported to Sentry (${Sentry.getClient()?.getOptions().environment ?? '?'})`);
  }

  report(error: unknown, context: ErrorContext = {}): void {
    if (!Sentry.isEnabled()) return;
    Sentry.withScope((scope) => {
      if (context.requestId) scope.setTag('request_id', context.requestId);
      if (context.userId) scope.setUser({ id: context.userId });
      if (context.tags) scope.setTags(context.tags);
      Sentry.captureException(error);
    });
  }

  async onApplicationShutdown(): Promise<void> {
    if (Sentry.isEnabled()) await Sentry.flush(FLUSH_TIMEOUT_MS);
  }
}
