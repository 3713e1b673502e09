import { type ArgumentsHost, Catch, type ExceptionFilter, Logger } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
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
    const request = http.getRequest<{ method?: string; url?: string }>();
    const response = http.getResponse<unknown>();
    const { status, body, unexpected } = toErrorResponse(exception);

    if (unexpected) {
      this.logger.error({ err: exception, method: request?.method, url: request?.url }, 'Request failed with an unexpected error');
    }
    if (httpAdapter.isHeadersSent(response)) return;
    httpAdapter.setHeader(response, 'cache-control', 'no-store');
    httpAdapter.reply(response, body, status);
  }
}
