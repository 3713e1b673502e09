import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DynamicModule } from '@nestjs/common';
import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { LoggerModule, type Params } from 'nestjs-pino';
import { type DestinationStream, type Logger, type LoggerOptions, pino, stdTimeFunctions } from 'pino';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';

export type ProcessRole = 'api' | 'worker' | 'cli';

/** The settings that shape a process's logs. */
export type LogSettings = Pick<AppConfig, 'logLevel' | 'logFormat' | 'logRequests'>;

/** Probes are polled constantly; logging each would drown the useful lines. */
const QUIET_PATHS = new Set(['/api/health', '/api/ready']);

/** Nest's line per module and per route at every boot: worth reading only when debugging. */
const BOOT_CHATTER = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer']);
const INFO = 30;

function isBootChatter(first: unknown): boolean {
  return (
    typeof first === 'object' && first !== null && BOOT_CHATTER.has(String((first as { context?: unknown }).context))
  );
}

/** Fields a readable line leaves out: the same on every line of a process, or spelled out in its message. */
const PRETTY_IGNORED = 'pid,hostname,service,process,context,requestId,req,res,responseTime';

/** The path of a request without its query string (which may carry tokens). */
function pathOf(req: IncomingMessage & { originalUrl?: string }): string {
  return (req.originalUrl ?? req.url ?? '').split('?')[0] ?? '';
}

/**
 * Readable one-line logs for a developer's terminal: "12:04:31.207 INFO: Context: message {extra}".
 * pino-pretty is loaded only then, and writes synchronously so lines keep their order with the
 * process's own stdout writes.
 */
async function prettyDestination(): Promise<DestinationStream> {
  const { default: pretty } = await import('pino-pretty');
  return pretty({
    sync: true,
    singleLine: true,
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: PRETTY_IGNORED,
    messageFormat: '{if context}{context}: {end}{msg}',
  });
}

/** pino's settings for a process (exported for the tests). */
export function loggerOptions(settings: LogSettings, role: ProcessRole): LoggerOptions {
  return {
    // One-shot CLI commands print their own result; Nest's boot chatter only at debug level.
    level: role === 'cli' && settings.logLevel === 'info' ? 'warn' : settings.logLevel,
    base: { service: 'nestwork', process: role, pid: process.pid },
    timestamp: stdTimeFunctions.isoTime,
    hooks: {
      logMethod(args, method, level) {
        if (level === INFO && isBootChatter(args[0])) this.debug(...args);
        else method.apply(this, args);
      },
    },
    // Only these fields of requests and responses are logged: never their headers (cookies,
    // authorization), nor the security headers that would add a kilobyte to every line.
    serializers: {
      req: (req: IncomingMessage & { originalUrl?: string }) => ({
        method: req.method,
        url: req.originalUrl ?? req.url,
        userAgent: req.headers?.['user-agent'],
      }),
      res: (res: ServerResponse) => ({ statusCode: res.statusCode, contentLength: res.getHeader?.('content-length') }),
    },
  };
}

/** A process's root logger: JSON lines on stdout, or readable lines (LOG_FORMAT=pretty). */
export async function createLogger(
  settings: LogSettings,
  role: ProcessRole,
  destination?: DestinationStream,
): Promise<Logger> {
  return pino(
    loggerOptions(settings, role),
    destination ?? (settings.logFormat === 'pretty' ? await prettyDestination() : undefined),
  );
}

let httpProcessLogger: Promise<Logger> | undefined;

/**
 * The HTTP process's one root logger, shared by Fastify (a child per request, bound to its id)
 * and nestjs-pino (every other line). One per process, as nestjs-pino keeps its own root.
 */
export function httpLogger(settings: LogSettings): Promise<Logger> {
  httpProcessLogger ??= createLogger(settings, 'api');
  return httpProcessLogger;
}

/** The field naming the request in every line logged while handling it. */
export const REQUEST_ID_LOG_LABEL = 'requestId';

/**
 * Fastify's request lines: one per request when it has been answered, and only with LOG_REQUESTS
 * (never for the probes). The level follows the status; the message says it all in a terminal
 * ("GET /api/jobs 200 12ms"). Every line logged while handling a request carries its `requestId`.
 */
export class RequestLogController extends LogController {
  constructor(private readonly settings: LogSettings) {
    super({
      requestIdLogLabel: REQUEST_ID_LOG_LABEL,
      disableRequestLogging: (request: FastifyRequest) => !settings.logRequests || QUIET_PATHS.has(pathOf(request.raw)),
    });
  }

  /** The line at the end says everything; none when a request arrives. */
  // eslint-disable-next-line @typescript-eslint/no-empty-function -- deliberately logs nothing
  override incomingRequest(): void {}

  /** The completion line says 404. */
  // eslint-disable-next-line @typescript-eslint/no-empty-function -- deliberately logs nothing
  override routeNotFound(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const status = reply.statusCode;
    // 503 is a deliberate answer (not ready, frontends not built), not a crash; the exception
    // filter has already logged any error behind a 5xx with its stack.
    const level = status === 503 ? 'warn' : error || status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info';
    const responseTime = Math.round(reply.elapsedTime);
    const message =
      this.settings.logFormat === 'pretty'
        ? `${request.method} ${pathOf(request.raw)} ${status} ${responseTime}ms`
        : 'request completed';
    reply.log[level]({ req: request.raw, res: reply.raw, responseTime, ...(error ? { err: error } : {}) }, message);
  }
}

/**
 * Structured logs (pino) for every process, through Nest's Logger: JSON lines, or readable lines
 * in development (LOG_FORMAT). In the HTTP process nestjs-pino shares Fastify's root logger
 * (useExisting) and registers no middleware: registerRequestContexts (core/http) opens each
 * request's logging context in a Fastify hook, so what is logged while handling a request carries
 * its id for the cost of one child logger per request.
 */
export function createLoggerModule(role: ProcessRole): DynamicModule {
  return LoggerModule.forRootAsync({
    inject: [APP_CONFIG],
    useFactory: async (config: AppConfig): Promise<Params> =>
      role === 'api'
        ? { pinoHttp: { logger: await httpLogger(config) }, useExisting: true, forRoutes: [] }
        : { pinoHttp: { logger: await createLogger(config, role) } },
  });
}
