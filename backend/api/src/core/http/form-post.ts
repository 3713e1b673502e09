import { RouteConfig } from '@nestjs/platform-fastify';
import { errorCodes, type FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by @AcceptsFormPost. */
    acceptsFormPost?: boolean;
  }
}

/** A form post to such a route carries a field or two (`List-Unsubscribe=One-Click`), never more. */
export const FORM_POST_MAX_BYTES = 4 * 1024;

/** The HTML-form content types mail clients send one-click unsubscribes as (RFC 8058). */
export const FORM_POST_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'] as const;

/**
 * The route also takes an HTML-form body, as other servers post it (a mail provider's one-click
 * unsubscribe); the body reaches the handler as its raw text. Every other route keeps answering 415.
 */
export const AcceptsFormPost = (): MethodDecorator => RouteConfig({ acceptsFormPost: true });

/**
 * Adds the form parsers that @AcceptsFormPost routes rely on. Call it once the app is initialised,
 * after the adapter has set up its own (JSON-only) parsers.
 */
export function registerFormPostParsers(fastify: FastifyInstance): void {
  for (const type of FORM_POST_TYPES) {
    // A parser the adapter already has for the type (Nest's default form parser) serves these routes as well.
    if (fastify.hasContentTypeParser(type)) continue;
    fastify.addContentTypeParser(type, { parseAs: 'string', bodyLimit: FORM_POST_MAX_BYTES }, (request, body, done) => {
      if (request.routeOptions.config?.acceptsFormPost !== true)
        return done(new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE(), undefined);
      done(null, body);
    });
  }
}
