import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DynamicModule } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { stdTimeFunctions } from 'pino';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { requestIdFor } from './request-id';

export type ProcessRole = 'api' | 'worker' | 'cli';

/** Probes are polled constantly; logging each would drown the useful lines. */
const QUIET_PATHS = new Set(['/api/health', '/api/ready']);
const SYNTHETIC_ERROR = /^failed with status code \d+$/;

/**
 * Structured JSON logs (pino) for every process. HTTP requests get a request id that every line
 * logged while handling them carries (nestjs-pino binds it through async context).
 */
export function createLoggerModule(role: ProcessRole): DynamicModule {
  return LoggerModule.forRootAsync({
    inject: [APP_CONFIG],
    useFactory: (config: AppConfig) => ({
      pinoHttp: {
        // One-shot CLI commands print their own result; Nest's boot chatter only at debug level.
        level: role === 'cli' && config.logLevel === 'info' ? 'warn' : config.logLevel,
        base: { service: 'nestwork', process: role, pid: process.pid },
        timestamp: stdTimeFunctions.isoTime,
        genReqId: requestIdFor,
        customAttributeKeys: { reqId: 'requestId' },
        // Lines logged while handling a request carry just its id; the completion line has the details.
        quietReqLogger: true,
        autoLogging: { ignore: (req: IncomingMessage) => QUIET_PATHS.has((req.url ?? '').split('?')[0] ?? '') },
        // 503 is a deliberate answer (not ready, frontends not built), not a crash.
        customLogLevel: (_req: IncomingMessage, res: ServerResponse, error?: Error) =>
          res.statusCode === 503 ? 'warn' : error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
        // pino-http invents an Error (with its own stack) for 5xx answers; the filter already logged the real one.
        customErrorObject: (_req: IncomingMessage, _res: ServerResponse, error: Error, value: Record<string, unknown>) =>
          SYNTHETIC_ERROR.test(error.message) ? { ...value, err: undefined } : value,
        redact: {
          paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
          censor: '[redacted]',
        },
        serializers: {
          req: (req: { id?: unknown; method?: string; url?: string; headers?: Record<string, unknown> }) => ({
            id: req.id,
            method: req.method,
            url: req.url,
            userAgent: req.headers?.['user-agent'],
          }),
        },
      },
    }),
  });
}
