import { type MikroORM, RequestContext } from '@mikro-orm/postgresql';
import type { FastifyInstance } from 'fastify';
import type { PinoLogger } from 'nestjs-pino';
import { REQUEST_ID_LOG_LABEL } from '../logging/logging.module';

/**
 * The two contexts every request is handled in, opened by one Fastify hook rather than by Nest
 * middleware (which would run a middleware layer on every request for them alone):
 * - the ORM's: repositories get an entity manager of this request's own (MikroORM's RequestContext,
 *   which `registerRequestContext` would open as middleware);
 * - the logger's: whatever is logged through Nest's Logger while handling the request carries its
 *   id, as Fastify's own request lines do (nestjs-pino's context, which its middleware would open).
 * Both are AsyncLocalStorage contexts, which hold through every `await` of the handler. They are
 * opened just before the handler (`preHandler`), once the body has been read: nothing before the
 * handler needs them, and no stage of Fastify's can step out of them.
 */
export function registerRequestContexts(fastify: FastifyInstance, orm: MikroORM, logger: PinoLogger): void {
  fastify.addHook('preHandler', (request, _reply, done) => {
    RequestContext.create(orm.em, () =>
      logger.runInContext(done, { bindings: { [REQUEST_ID_LOG_LABEL]: request.id } }),
    );
  });
}
