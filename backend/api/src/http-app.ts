import fastifyCookie from '@fastify/cookie';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module';
import type { AppConfig } from './config/app-config';
import { REQUEST_ID_HEADER, requestIdFor } from './core/logging/request-id';
import { frontendsPlugin } from './core/static/frontends';
import { ServerPagesRegistry } from './core/http/server-pages';
import { API_PREFIX } from './core/http/api-prefix';
import { setupOpenApi } from './core/http/openapi';

/**
 * Builds the HTTP application (not yet listening): used by main.ts, the API end-to-end tests and
 * the benchmark, so all three run the same app.
 */
export async function createHttpApp(config: AppConfig): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    // Behind a proxy or load balancer in production: trust X-Forwarded-* for client addresses.
    trustProxy: true,
    bodyLimit: 1024 * 1024,
    genReqId: requestIdFor,
  });
  // Echo the request id so clients and proxies can quote it when reporting a problem.
  adapter.getInstance().addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), adapter, {
    bufferLogs: true,
    // Throw instead of exiting, so callers decide (main.ts exits, tests fail).
    abortOnError: false,
  });
  app.useLogger(app.get(Logger));
  app.flushLogs();
  app.setGlobalPrefix(API_PREFIX);
  // Helmet's headers and default Content-Security-Policy on every response, static files included.
  // Upgrading subresources to https only makes sense when the site itself is served over https.
  app.useSecurityHeaders({
    contentSecurityPolicy: { directives: { upgradeInsecureRequests: config.publicUrl.startsWith('https:') ? true : null } },
  });
  app.enableShutdownHooks();
  // Parses the session cookie (request.cookies) and lets replies set it; no signing: the value is a random token.
  await app.register(fastifyCookie);
  setupOpenApi(app);
  await app.init();
  // Modules' server-rendered pages (public job pages, sitemap) go ahead of the SPA fallback.
  const serverPages = app.get(ServerPagesRegistry);
  await app.register(frontendsPlugin, {
    staticRoot: config.staticRoot,
    apiPrefix: API_PREFIX,
    serverPages: (fastify) => serverPages.registerAll(fastify),
  });
  return app;
}
