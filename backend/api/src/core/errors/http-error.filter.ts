import { type ArgumentsHost, Catch, type ExceptionFilter, Logger } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { RequestWithActor } from '../auth/actor';
import { ErrorReporter } from '../error-reporting/error-reporter';
import { REQUEST_ID_HEADER } from '../logging/request-id';
import { toErrorResponse } from './error-response';

/**
 * The single exception filter: every failed HTTP request answers `{ error }` (+ `fieldErrors` for
 * 400). Unexpected errors (the 5xx answers no code chose on purpose) are logged with their stack
 * and sent to the error reporter; client errors (4xx) and deliberate 503s are neither. A request
 * that met a store outage answers 503 with Retry-After and leaves one warning line.
 */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpErrorFilter');

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly errorReporter: ErrorReporter,
  ) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') throw exception;
    const { httpAdapter } = this.adapterHost;
    const http = host.switchToHttp();
    const request = http.getRequest<{ id?: unknown; method?: string; url?: string } & RequestWithActor>();
    const response = http.getResponse<unknown>();
    const { status, body, unexpected, retryAfterSeconds } = toErrorResponse(exception);

    if (retryAfterSeconds !== undefined) {
      // A store outage: the readiness probe and the stores' own logs tell the story; one line each.
      const { message } = exception as { message?: unknown };
      this.logger.warn(
        { method: request?.method, url: request?.url, reason: typeof message === 'string' ? message : undefined },
        'Request answered 503: a store could not be reached',
      );
    }
    if (unexpected) {
      this.logger.error(
        { err: exception, method: request?.method, url: request?.url },
        'Request failed with an unexpected error',
      );
      this.errorReporter.report(exception, {
        requestId: typeof request?.id === 'string' ? request.id : undefined,
        userId: request?.actor?.user.id,
      });
    }
    if (httpAdapter.isHeadersSent(response)) return;
    httpAdapter.setHeader(response, 'cache-control', 'no-store');
    if (retryAfterSeconds !== undefined) httpAdapter.setHeader(response, 'retry-after', String(retryAfterSeconds));
    // Also when a hook failed before the one that tags every response ran.
    if (typeof request?.id === 'string') httpAdapter.setHeader(response, REQUEST_ID_HEADER, request.id);
    httpAdapter.reply(response, body, status);
  }
}
