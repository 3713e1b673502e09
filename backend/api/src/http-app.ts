import fastifyCookie from '@fastify/cookie';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { NestFactory } from '@nestjs/core';
import { MikroORM } from '@mikro-orm/postgresql';
import { Logger, PinoLogger } from 'nestjs-pino';
import { AppModule } from './app.module';
import type { AppConfig } from './config/app-config';
import { httpLogger, RequestLogController } from './core/logging/logging.module';
import { REQUEST_ID_HEADER, requestIdFor } from './core/logging/request-id';
import { frontendsPlugin } from './core/static/frontends';
import { storageOriginOf } from './infrastructure/storage/s3-object-storage';
import { paymentsContentSecurity } from './modules/billing';
import { ServerPagesRegistry } from './core/http/server-pages';
import { API_PREFIX } from './core/http/api-prefix';
import { registerRequestContexts } from './core/http/request-contexts';
import { setupOpenApi } from './core/http/openapi';
import { registerFormPostParsers } from './core/http/form-post';
import { ApiFastifyAdapter } from './core/http/api-fastify-adapter';
import { errorReportingConnectSrc } from './core/error-reporting/browser-reporting';
import { RealtimeIoAdapter } from './infrastructure/realtime/realtime-io.adapter';
import { RedisConnectionMonitor } from './infrastructure/redis/redis-outage';

/**
 * Builds the HTTP application (not yet listening): used by main.ts, the API end-to-end tests and
 * the benchmark, so all three run the same app.
 */
export async function createHttpApp(config: AppConfig): Promise<NestFastifyApplication> {
  // Body parsing and the refusals Fastify answers before Nest: see ApiFastifyAdapter.
  const adapter = new ApiFastifyAdapter({
    // X-Forwarded-For decides the client address (and so its rate limits) only when it comes from a
    // proxy named in TRUST_PROXY; by default nobody's is believed.
    trustProxy: fastifyTrustProxy(config.trustProxy),
    genReqId: requestIdFor,
    // Fastify gives each request a child logger bound to its id, and writes the request lines.
    loggerInstance: await httpLogger(config),
    logController: new RequestLogController(config),
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
  // Each request's ORM and logging contexts, before any route runs.
  registerRequestContexts(adapter.getInstance(), app.get(MikroORM), await app.resolve(PinoLogger));
  app.setGlobalPrefix(API_PREFIX);
  // Helmet's headers and default Content-Security-Policy on every response, static files included.
  // Upgrading subresources to https, and telling browsers to use nothing else for a year (HSTS), only
  // make sense when the site itself is served over https.
  const https = config.publicUrl.startsWith('https:');
  // Uploads go from the browser straight to storage, and pictures and resumes come back from it
  // through signed links (PDFs previewed in a frame); profile pictures may also be Gravatar's.
  const storage = storageOriginOf(config.storage);
  // The payment method dialog loads Accept.js, which posts the card to the card provider itself.
  const payments = paymentsContentSecurity(config.payments);
  // In production and staging the browser posts its error reports to SENTRY_BROWSER_DSN's origin.
  const errorReports = errorReportingConnectSrc(config.errorReporting.browser);
  app.useSecurityHeaders({
    contentSecurityPolicy: {
      directives: {
        upgradeInsecureRequests: https ? true : null,
        imgSrc: ["'self'", 'data:', storage, 'https://*.gravatar.com', 'https://gravatar.com'],
        scriptSrc: ["'self'", ...payments.scriptSrc],
        connectSrc: ["'self'", storage, ...payments.connectSrc, ...errorReports],
        frameSrc: ["'self'", storage],
      },
    },
    strictTransportSecurity: https,
    // Referers never leave the site, but requests within it carry one: the chat socket's polling
    // handshake is a same-origin GET, which browsers send without an Origin, and its origin check
    // then reads the Referer (as the CSRF guard does).
    referrerPolicy: { policy: 'same-origin' },
  });
  app.enableShutdownHooks();
  // Chat's Socket.IO server, on this HTTP server at /socket.io, shared across instances through Redis.
  app.useWebSocketAdapter(new RealtimeIoAdapter(app, config, app.get(RedisConnectionMonitor)));
  // Parses the session cookie (request.cookies) and lets replies set it; no signing: the value is a random token.
  await app.register(fastifyCookie);
  setupOpenApi(app);
  await app.init();
  // After init, which installs the adapter's body parsers: form bodies for @AcceptsFormPost routes only.
  registerFormPostParsers(app.getHttpAdapter().getInstance());
  // Modules' server-rendered pages (public job pages, sitemap) go ahead of the SPA fallback.
  const serverPages = app.get(ServerPagesRegistry);
  await app.register(frontendsPlugin, {
    staticRoot: config.staticRoot,
    apiPrefix: API_PREFIX,
    serverPages: (fastify) => serverPages.registerAll(fastify),
  });
  return app;
}

/**
 * TRUST_PROXY as Fastify takes it. A hop count becomes a trust function over the hops (the socket
 * peer is hop 0), as Express's numeric "trust proxy" does: the installed Fastify takes no number.
 */
export function fastifyTrustProxy(
  trust: AppConfig['trustProxy'],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (trust === false || Array.isArray(trust)) return trust;
  const { hops } = trust;
  return (_address, hop) => hop < hops;
}
