import { STATUS_CODES } from 'node:http';
import { HttpException, HttpStatus } from '@nestjs/common';
import { type ErrorBody, GENERIC_MESSAGES, HTTP_ERROR_CODES } from '@marketplace/contracts';
import { DomainError } from './domain-error';
import { HTTP_LAYER_MESSAGES } from './http-layer-messages';
import { RequestValidationException } from './request-validation.exception';
import { isStoreOutage } from './store-outage';

export interface ErrorResponse {
  status: number;
  body: ErrorBody;
  /** True when the error was not raised on purpose: it is logged with its stack. */
  unexpected: boolean;
  /** Set when a store was unreachable: the seconds after which the client may try again. */
  retryAfterSeconds?: number;
}

/** How soon a client may retry a request that met a store outage (a restart takes seconds). */
export const OUTAGE_RETRY_AFTER_SECONDS = 5;

/** Nest's router answers unknown routes with NotFoundException('Cannot GET /path'). */
const ROUTE_NOT_FOUND = /^Cannot [A-Z]+ /;

/** The code of an HTTP failure no module named, by its status. */
export function codeOfStatus(status: number): string {
  switch (status) {
    case HttpStatus.BAD_REQUEST:
      return HTTP_ERROR_CODES.invalidInput;
    case HttpStatus.UNAUTHORIZED:
      return HTTP_ERROR_CODES.unauthorized;
    case HttpStatus.PAYMENT_REQUIRED:
      return HTTP_ERROR_CODES.paymentRequired;
    case HttpStatus.FORBIDDEN:
      return HTTP_ERROR_CODES.forbidden;
    case HttpStatus.NOT_FOUND:
      return HTTP_ERROR_CODES.notFound;
    case HttpStatus.CONFLICT:
      return HTTP_ERROR_CODES.conflict;
    case HttpStatus.GONE:
      return HTTP_ERROR_CODES.gone;
    case HttpStatus.TOO_MANY_REQUESTS:
      return HTTP_ERROR_CODES.rateLimited;
    case HttpStatus.SERVICE_UNAVAILABLE:
      return HTTP_ERROR_CODES.unavailable;
    default:
      return status >= 500 ? HTTP_ERROR_CODES.internal : HTTP_ERROR_CODES.requestRejected;
  }
}

/** A code the exception's response carries itself (a replayed answer keeps the code it had). */
function ownCodeOf(exception: HttpException): string | undefined {
  const response = exception.getResponse();
  if (response && typeof response === 'object') {
    const { code } = response as { code?: unknown };
    if (typeof code === 'string' && code) return code;
  }
  return undefined;
}

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

/**
 * Refusals raised by Fastify itself, by code, with texts of our own: Fastify's messages may quote
 * the URL or a header (FST_ERR_BAD_URL does), and ours never repeat the request.
 */
const FASTIFY_CLIENT_ERRORS: Readonly<Record<string, { status: number; message: string }>> = {
  FST_ERR_BAD_URL: { status: HttpStatus.BAD_REQUEST, message: HTTP_LAYER_MESSAGES.badUrl },
  FST_ERR_MAX_PARAM_LENGTH: { status: HttpStatus.URI_TOO_LONG, message: HTTP_LAYER_MESSAGES.urlTooLong },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: HttpStatus.PAYLOAD_TOO_LARGE, message: HTTP_LAYER_MESSAGES.bodyTooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: HttpStatus.UNSUPPORTED_MEDIA_TYPE,
    message: HTTP_LAYER_MESSAGES.unsupportedMediaType,
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: HttpStatus.BAD_REQUEST,
    message: HTTP_LAYER_MESSAGES.bodyLengthMismatch,
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: HttpStatus.BAD_REQUEST, message: HTTP_LAYER_MESSAGES.bodyEmpty },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: HttpStatus.BAD_REQUEST, message: HTTP_LAYER_MESSAGES.bodyNotJson },
};

/** A client error (4xx) that Fastify raised, recognised by its FST_ code and status. */
function fastifyClientError(exception: unknown): { status: number; message: string } | null {
  if (!exception || typeof exception !== 'object') return null;
  const { statusCode, code } = exception as { statusCode?: unknown; code?: unknown };
  if (typeof statusCode !== 'number' || statusCode < 400 || statusCode >= 500) return null;
  if (typeof code !== 'string' || !code.startsWith('FST_')) return null;
  // Any other Fastify refusal gets the status's standard text, never Fastify's own message.
  return (
    FASTIFY_CLIENT_ERRORS[code] ?? {
      status: statusCode,
      message: STATUS_CODES[statusCode] ?? HTTP_LAYER_MESSAGES.badRequest,
    }
  );
}

/**
 * Maps anything thrown while handling a request to the one error shape. Client errors keep their
 * message; a store that could not be reached becomes a 503 to retry; anything else unexpected
 * becomes a generic 500 so no internals (or stacks) reach the client.
 */
export function toErrorResponse(exception: unknown): ErrorResponse {
  if (exception instanceof DomainError) {
    return { status: exception.status, body: { error: exception.message, code: exception.code }, unexpected: false };
  }
  if (exception instanceof RequestValidationException) {
    return {
      status: HttpStatus.BAD_REQUEST,
      body: {
        error: messageOf(exception) ?? GENERIC_MESSAGES.invalidInput,
        code: HTTP_ERROR_CODES.invalidInput,
        fieldErrors: exception.fieldErrors,
      },
      unexpected: false,
    };
  }
  // Nest hands Fastify's refusals to the filters wrapped in an HttpException, the original as its cause.
  const refused = fastifyClientError(exception instanceof HttpException ? (exception.cause ?? exception) : exception);
  if (refused) {
    return {
      status: refused.status,
      body: { error: refused.message, code: HTTP_ERROR_CODES.requestRejected },
      unexpected: false,
    };
  }
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    if (status >= 500 && status !== HttpStatus.SERVICE_UNAVAILABLE) {
      return { status, body: { error: GENERIC_MESSAGES.internal, code: HTTP_ERROR_CODES.internal }, unexpected: true };
    }
    let message = messageOf(exception) ?? defaultMessage(status);
    if (status === HttpStatus.NOT_FOUND && ROUTE_NOT_FOUND.test(message)) message = GENERIC_MESSAGES.notFound;
    return { status, body: { error: message, code: ownCodeOf(exception) ?? codeOfStatus(status) }, unexpected: false };
  }
  if (isStoreOutage(exception)) {
    return {
      status: HttpStatus.SERVICE_UNAVAILABLE,
      body: { error: GENERIC_MESSAGES.unavailable, code: HTTP_ERROR_CODES.unavailable },
      unexpected: false,
      retryAfterSeconds: OUTAGE_RETRY_AFTER_SECONDS,
    };
  }

  return {
    status: HttpStatus.INTERNAL_SERVER_ERROR,
    body: { error: GENERIC_MESSAGES.internal, code: HTTP_ERROR_CODES.internal },
    unexpected: true,
  };
}
