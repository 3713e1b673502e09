import { HTTP_ERROR_CODES } from '@marketplace/contracts';
import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { toErrorResponse } from '../errors/error-response';
import { HTTP_LAYER_MESSAGES } from '../errors/http-layer-messages';
import { REQUEST_ID_HEADER } from '../logging/request-id';
import { JSON_BODY_LIMITS, parseJsonBody } from './json-body';
import { keepRawBody } from './raw-body';

type SecurityHook = Parameters<FastifyAdapter['registerSecurityHook']>[0];

/** Longest path parameter the router matches (ids are UUIDs; slugs stay far below it). */
export const MAX_PARAM_LENGTH = 200;

/** Headers every refusal carries, whichever layer answers it. */
function refusalHeaders(requestId: string): Record<string, string> {
  return { [REQUEST_ID_HEADER]: requestId, 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' };
}

/** What the HTTP server answers when Node's parser gives up on a connection before there is a request. */
export function clientErrorResponse(code: string | undefined): { status: number; message: string } {
  if (code === 'HPE_HEADER_OVERFLOW') return { status: 431, message: HTTP_LAYER_MESSAGES.headersTooLarge };
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, message: HTTP_LAYER_MESSAGES.timeout };
  return { status: 400, message: HTTP_LAYER_MESSAGES.badRequest };
}

/** The raw HTTP/1.1 response for a connection-level refusal, in the app's error shape. */
export function rawErrorResponse(status: number, message: string, headers: Record<string, string>): string {
  const body = JSON.stringify({ error: message, code: HTTP_ERROR_CODES.requestRejected });
  const lines = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}`,
    'content-type: application/json; charset=utf-8',
    `content-length: ${Buffer.byteLength(body)}`,
    'connection: close',
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ];
  return `${lines.join('\r\n')}\r\n\r\n${body}`;
}

/**
 * The Fastify adapter with the API's HTTP-layer rules, so that every refusal, whichever layer
 * gives it, answers `{ "error": "..." }` with an x-request-id, Helmet's headers, and no part of the
 * request echoed:
 * - request bodies: application/json only (415 otherwise; form-post.ts adds form bodies for the
 *   few routes marked to take them), at most 1 MiB (413), parsed by parseJsonBody (400 for empty,
 *   non-UTF-8, too deep, too many items, malformed, prototype keys);
 * - a malformed URL or an over-long path parameter, which the router refuses before any hook runs
 *   (Fastify's frameworkErrors);
 * - a connection Node's HTTP parser gives up on (headers too large, garbage), before any request
 *   exists (Fastify's clientErrorHandler).
 * Everything else already goes through the Nest exception filter (HttpErrorFilter).
 */
export class ApiFastifyAdapter extends FastifyAdapter {
  private headersHook: SecurityHook | undefined;

  constructor(options: FastifyServerOptions = {}) {
    // The closures only run once a request arrives, long after construction.
    const self: { adapter?: ApiFastifyAdapter } = {};
    super({
      ...options,
      bodyLimit: JSON_BODY_LIMITS.maxBytes,
      routerOptions: { ...options.routerOptions, maxParamLength: MAX_PARAM_LENGTH },
      frameworkErrors: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) =>
        self.adapter?.answerFrameworkError(error, request, reply),
      clientErrorHandler: (error: Error & { code?: string }, socket: Duplex) =>
        self.adapter?.answerClientError(error, socket),
    });
    self.adapter = this;
  }

  /** Keeps the security-headers hook Nest installs, to run it on the refusals Nest never sees. */
  override registerSecurityHook(hook: SecurityHook): void {
    this.headersHook = hook;
    super.registerSecurityHook(hook);
  }

  /** Replaces every body parser (Nest's JSON and form parsers, Fastify's text one) with the one JSON parser. */
  override registerParserMiddleware(prefix?: string, rawBody?: boolean): void {
    super.registerParserMiddleware(prefix, rawBody);
    const fastify = this.getInstance();
    fastify.removeAllContentTypeParsers();
    fastify.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: JSON_BODY_LIMITS.maxBytes },
      (request, body, done) => {
        try {
          // Kept as received for what signs the exact bytes (the card provider's webhooks).
          keepRawBody(request, body as Buffer);
          done(null, parseJsonBody(body as Buffer));
        } catch (error) {
          done(error as Error, undefined);
        }
      },
    );
  }

  /** Helmet's headers as Nest's hook sets them; `request` is null for a connection-level refusal. */
  private securityHeaders(request: FastifyRequest | null): Record<string, string> {
    const headers: Record<string, string> = {};
    try {
      this.headersHook?.(request as Parameters<SecurityHook>[0], {
        setHeader: (name, value) => (headers[name.toLowerCase()] = value),
        removeHeader: (name) => delete headers[name.toLowerCase()],
      });
    } catch {
      // The request is refused either way; a hook that needs parts of the request it lacks adds nothing.
    }
    return headers;
  }

  private answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
    const { status, body } = toErrorResponse(error);
    reply
      .code(status)
      .headers({ ...this.securityHeaders(request), ...refusalHeaders(request.id) })
      .send(body);
  }

  private answerClientError(error: Error & { code?: string }, socket: Duplex): void {
    // A reset connection has nobody left to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    if (socket.writable) {
      const { status, message } = clientErrorResponse(error.code);
      socket.write(
        rawErrorResponse(status, message, { ...this.securityHeaders(null), ...refusalHeaders(randomUUID()) }),
      );
    }
    socket.destroy(error);
  }
}
