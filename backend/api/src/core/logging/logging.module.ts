import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DynamicModule } from '@nestjs/common';
import { LoggerModule, type Params } from 'nestjs-pino';
import { type DestinationStream, stdTimeFunctions } from 'pino';
import type { Options as HttpLoggerOptions } from 'pino-http';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { requestIdFor } from './request-id';

export type ProcessRole = 'api' | 'worker' | 'cli';

/** Probes are polled constantly; logging each would drown the useful lines. */
const QUIET_PATHS = new Set(['/api/health', '/api/ready']);
const SYNTHETIC_ERROR = /^failed with status code \d+$/;

/** Nest's line per module and per route at every boot: worth reading only when debugging. */
const BOOT_CHATTER = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer']);
const INFO = 30;

function isBootChatter(first: unknown): boolean {
  return typeof first === 'object' && first !== null && BOOT_CHATTER.has(String((first as { context?: unknown }).context));
}

/** Fields a readable line leaves out: the same on every line of a process, or spelled out in its message. */
const PRETTY_IGNORED = 'pid,hostname,service,process,context,requestId,req,res,responseTime';

/**
 * The path of a request without its query string (which may carry tokens). Middleware sees `url`
 * relative to where it is mounted; `originalUrl` is the whole one.
 */
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

/** pino-http's settings, also exported so tests can check what a configuration logs. */
export function httpLoggerOptions(config: Pick<AppConfig, 'logLevel' | 'logFormat' | 'logRequests'>, role: ProcessRole): HttpLoggerOptions {
  const pretty = config.logFormat === 'pretty';
  return {
    // One-shot CLI commands print their own result; Nest's boot chatter only at debug level.
    level: role === 'cli' && config.logLevel === 'info' ? 'warn' : config.logLevel,
    base: { service: 'nestwork', process: role, pid: process.pid },
    timestamp: stdTimeFunctions.isoTime,
    genReqId: requestIdFor,
    customAttributeKeys: { reqId: 'requestId' },
    hooks: {
      logMethod(args, method, level) {
        if (level === INFO && isBootChatter(args[0])) this.debug(...args);
        else method.apply(this, args);
      },
    },
    // Lines logged while handling a request carry just its id; the completion line has the details.
    quietReqLogger: true,
    // A completion line per request only when asked for (LOG_REQUESTS); never for the probes.
    autoLogging: config.logRequests ? { ignore: (req: IncomingMessage) => QUIET_PATHS.has(pathOf(req)) } : false,
    // 503 is a deliberate answer (not ready, frontends not built), not a crash.
    customLogLevel: (_req: IncomingMessage, res: ServerResponse, error?: Error) =>
      res.statusCode === 503 ? 'warn' : error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
    // pino-http invents an Error (with its own stack) for 5xx answers; the filter already logged the real one.
    customErrorObject: (_req: IncomingMessage, _res: ServerResponse, error: Error, value: Record<string, unknown>) =>
      SYNTHETIC_ERROR.test(error.message) ? { ...value, err: undefined } : value,
    // In a terminal the request line says it all in its message: "GET /api/jobs 200 12ms".
    ...(pretty
      ? {
          customSuccessMessage: (req: IncomingMessage, res: ServerResponse, responseTime: number) => `${req.method} ${pathOf(req)} ${res.statusCode} ${Math.round(responseTime)}ms`,
          customErrorMessage: (req: IncomingMessage, res: ServerResponse) => `${req.method} ${pathOf(req)} ${res.statusCode}`,
        }
      : {}),
    // Only these fields of requests and responses are logged: never their headers (cookies, authorization).
    serializers: {
      req: (req: { id?: unknown; method?: string; url?: string; headers?: Record<string, unknown> }) => ({
        id: req.id,
        method: req.method,
        url: req.url,
        userAgent: req.headers?.['user-agent'],
      }),
      // The security headers alone would add a kilobyte to every line.
      res: (res: { statusCode?: number; headers?: Record<string, unknown> }) => ({
        statusCode: res.statusCode,
        contentLength: res.headers?.['content-length'],
      }),
    },
  };
}

/**
 * Structured logs (pino) for every process: JSON lines, or readable lines in development
 * (LOG_FORMAT). HTTP requests get a request id that every line logged while handling them carries
 * (nestjs-pino binds it through async context); a completion line per request with LOG_REQUESTS.
 */
export function createLoggerModule(role: ProcessRole): DynamicModule {
  return LoggerModule.forRootAsync({
    inject: [APP_CONFIG],
    useFactory: async (config: AppConfig): Promise<Params> => {
      const options = httpLoggerOptions(config, role);
      return { pinoHttp: config.logFormat === 'pretty' ? [options, await prettyDestination()] : options };
    },
  });
}
