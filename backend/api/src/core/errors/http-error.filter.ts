import { type ArgumentsHost, Catch, type ExceptionFilter, Logger } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { REQUEST_ID_HEADER } from '../logging/request-id';
import { toErrorResponse } from './error-response';

/** The single exception filter: every failed HTTP request answers `{ error }` (+ `fieldErrors` for 400). */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpErrorFilter');

  constructor(private readonly adapterHost: HttpAdapterHost) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') throw exception;
    const { httpAdapter } = this.adapterHost;
    const http = host.switchToHttp();
    const request = http.getRequest<{ id?: unknown; method?: string; url?: string }>();
    const response = http.getResponse<unknown>();
    const { status, body, unexpected } = toErrorResponse(exception);

    if (unexpected) {
      this.logger.error(
        { err: exception, method: request?.method, url: request?.url },
        'Request failed with an unexpected error',
      );
    }
    if (httpAdapter.isHeadersSent(response)) return;
    httpAdapter.setHeader(response, 'cache-control', 'no-store');
    // Also when a hook failed before the one that tags every response ran.
    if (typeof request?.id === 'string') httpAdapter.setHeader(response, REQUEST_ID_HEADER, request.id);
    httpAdapter.reply(response, body, status);
  }
}
