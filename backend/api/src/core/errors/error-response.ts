import { HttpException, HttpStatus } from '@nestjs/common';
import { type ErrorBody, GENERIC_MESSAGES } from '@marketplace/contracts';
import { RequestValidationException } from './request-validation.exception';

export interface ErrorResponse {
  status: number;
  body: ErrorBody;
  /** True when the error was not raised on purpose: it is logged with its stack. */
  unexpected: boolean;
}

/** Nest's router answers unknown routes with NotFoundException('Cannot GET /path'). */
const ROUTE_NOT_FOUND = /^Cannot [A-Z]+ /;

function messageOf(exception: HttpException): string | undefined {
  const response = exception.getResponse();
  if (typeof response === 'string') return response;
  if (response && typeof response === 'object') {
    const { message, error } = response as { message?: unknown; error?: unknown };
    if (typeof message === 'string') return message;
    if (typeof error === 'string' && !Array.isArray(message)) return error;
  }
  return undefined;
}

function defaultMessage(status: number): string {
  if (status === HttpStatus.NOT_FOUND) return GENERIC_MESSAGES.notFound;
  if (status === HttpStatus.UNAUTHORIZED) return GENERIC_MESSAGES.unauthorized;
  if (status === HttpStatus.FORBIDDEN) return GENERIC_MESSAGES.forbidden;
  if (status === HttpStatus.BAD_REQUEST) return GENERIC_MESSAGES.invalidInput;
  return GENERIC_MESSAGES.internal;
}

/** Errors raised by Fastify itself (bad JSON body, body too large, ...) carry a status and a safe message. */
function isFastifyClientError(exception: unknown): exception is { statusCode: number; message: string } {
  if (!exception || typeof exception !== 'object') return false;
  const { statusCode, code, message } = exception as { statusCode?: unknown; code?: unknown; message?: unknown };
  return (
    typeof statusCode === 'number' &&
    statusCode >= 400 &&
    statusCode < 500 &&
    typeof code === 'string' &&
    code.startsWith('FST_') &&
    typeof message === 'string'
  );
}

/**
 * Maps anything thrown while handling a request to the one error shape. Client errors keep their
 * message; anything unexpected becomes a generic 500 so no internals (or stacks) reach the client.
 */
export function toErrorResponse(exception: unknown): ErrorResponse {
  if (exception instanceof RequestValidationException) {
    return {
      status: HttpStatus.BAD_REQUEST,
      body: { error: messageOf(exception) ?? GENERIC_MESSAGES.invalidInput, fieldErrors: exception.fieldErrors },
      unexpected: false,
    };
  }
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    if (status >= 500 && status !== HttpStatus.SERVICE_UNAVAILABLE) {
      return { status, body: { error: GENERIC_MESSAGES.internal }, unexpected: true };
    }
    let message = messageOf(exception) ?? defaultMessage(status);
    if (status === HttpStatus.NOT_FOUND && ROUTE_NOT_FOUND.test(message)) message = GENERIC_MESSAGES.notFound;
    return { status, body: { error: message }, unexpected: false };
  }
  if (isFastifyClientError(exception)) {
    return { status: exception.statusCode, body: { error: exception.message }, unexpected: false };
  }
  return { status: HttpStatus.INTERNAL_SERVER_ERROR, body: { error: GENERIC_MESSAGES.internal }, unexpected: true };
}
