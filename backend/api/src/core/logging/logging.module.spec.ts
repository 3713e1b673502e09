import Fastify from 'fastify';
import { createLogger, type LogSettings, loggerOptions, RequestLogController } from './logging.module';
import { requestIdFor } from './request-id';
import { jsonLogLines } from '../../../test/support/log-lines';

/** A Fastify server logging as the API does, into `lines` (one parsed JSON object per line). */
async function serverLogging(settings: LogSettings) {
  const { lines, sink } = jsonLogLines();
  const logger = await createLogger({ ...settings, logFormat: 'json' }, 'api', sink);
  const server = Fastify({
    loggerInstance: logger,
    logController: new RequestLogController(settings),
    genReqId: requestIdFor,
  });
  server.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    reply.header('content-security-policy', "default-src 'self'");
    reply.header('set-cookie', 'nestwork_session=secret');
  });
  server.get('/api/jobs', async () => ({ jobs: [] }));
  server.get('/api/health', async () => ({ status: 'ok' }));
  server.get('/api/ready', async (_request, reply) => reply.code(503).send({ error: 'not ready' }));
  server.get('/api/fails', async (request, reply) => {
    request.log.warn('something odd');
    return reply.code(500).send({ error: 'Something went wrong' });
  });
  await server.ready();
  const get = (url: string) =>
    server.inject({ method: 'GET', url, headers: { cookie: 'nestwork_session=secret', 'user-agent': 'probe' } });
  return { lines, get, close: () => server.close() };
}

describe('request logging', () => {
  it('writes no line per request unless asked to, yet lines logged during a request carry its id', async () => {
    const server = await serverLogging({ logLevel: 'info', logFormat: 'json', logRequests: false });
    try {
      await server.get('/api/jobs');
      const answer = await server.get('/api/fails');
      expect(server.lines).toEqual([
        expect.objectContaining({ level: 40, msg: 'something odd', requestId: answer.headers['x-request-id'] }),
      ]);
      expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await server.close();
    }
  });

  it('writes one line per answered request with LOG_REQUESTS, at a level by status, without headers, and none for the probes', async () => {
    const server = await serverLogging({ logLevel: 'info', logFormat: 'json', logRequests: true });
    try {
      await server.get('/api/health');
      await server.get('/api/ready?deep=1');
      await server.get('/api/jobs?q=nurse');
      await server.get('/api/missing');
      await server.get('/api/fails');
      const requestLines = server.lines.filter((line) => line.msg === 'request completed');
      expect(
        requestLines.map((line) => [
          line.level,
          (line.req as { url: string }).url,
          (line.res as { statusCode: number }).statusCode,
        ]),
      ).toEqual([
        [30, '/api/jobs?q=nurse', 200],
        [40, '/api/missing', 404],
        [50, '/api/fails', 500],
      ]);
      expect(requestLines[0]).toMatchObject({
        service: 'nestwork',
        process: 'api',
        requestId: expect.any(String),
        req: { method: 'GET', userAgent: 'probe' },
        res: { contentLength: '11' },
      });
      expect(requestLines[0]?.responseTime).toEqual(expect.any(Number));
      // Nothing else about requests: no "incoming request", no "route not found".
      expect(server.lines.map((line) => line.msg)).toEqual([
        'request completed',
        'request completed',
        'something odd',
        'request completed',
      ]);
      const text = JSON.stringify(server.lines);
      expect(text).not.toContain('secret');
      expect(text).not.toContain('content-security-policy');
    } finally {
      await server.close();
    }
  });

  it('logs a deliberate 503 as a warning, other 5xx as errors', () => {
    const controller = new RequestLogController({ logLevel: 'info', logFormat: 'json', logRequests: true });
    const logged: Array<[string, unknown, string]> = [];
    const reply = (statusCode: number) => ({
      statusCode,
      elapsedTime: 3.4,
      raw: {},
      log: Object.fromEntries(
        ['info', 'warn', 'error'].map((level) => [
          level,
          (fields: unknown, message: string) => logged.push([level, fields, message]),
        ]),
      ),
    });
    const request = { method: 'GET', raw: { url: '/api/jobs' } };
    for (const status of [503, 502, 429, 200])
      controller.requestCompleted(null, request as never, reply(status) as never);
    expect(logged.map(([level]) => level)).toEqual(['warn', 'error', 'warn', 'info']);
  });

  it('says what happened in the message itself when logs are read in a terminal, without the query string', () => {
    const controller = new RequestLogController({ logLevel: 'info', logFormat: 'pretty', logRequests: true });
    const messages: string[] = [];
    const log = { info: (_fields: unknown, message: string) => messages.push(message) };
    controller.requestCompleted(
      null,
      { method: 'GET', raw: { url: '/api/jobs?token=abc' } } as never,
      { statusCode: 200, elapsedTime: 12.4, raw: {}, log } as never,
    );
    expect(messages).toEqual(['GET /api/jobs 200 12ms']);
  });
});

describe('loggerOptions', () => {
  it("keeps Nest's per-module and per-route boot lines for debug level", () => {
    const { hooks } = loggerOptions({ logLevel: 'info', logFormat: 'json', logRequests: false }, 'api');
    const calls: string[] = [];
    const logger = { debug: (...args: unknown[]) => calls.push(`debug ${JSON.stringify(args)}`) };
    const method = (...args: unknown[]) => calls.push(`info ${JSON.stringify(args)}`);
    const logMethod = hooks?.logMethod as unknown as (
      this: unknown,
      args: unknown[],
      method: (...args: unknown[]) => void,
      level: number,
    ) => void;
    logMethod.call(logger, [{ context: 'RouterExplorer' }, 'Mapped {/api/jobs, GET} route'], method, 30);
    logMethod.call(logger, [{ context: 'Main' }, 'HTTP server started'], method, 30);
    logMethod.call(logger, [{ context: 'InstanceLoader' }, 'failed'], method, 50);
    expect(calls).toEqual([
      'debug [{"context":"RouterExplorer"},"Mapped {/api/jobs, GET} route"]',
      'info [{"context":"Main"},"HTTP server started"]',
      'info [{"context":"InstanceLoader"},"failed"]',
    ]);
  });

  it('quiets one-shot CLI commands at the default level only', () => {
    expect(loggerOptions({ logLevel: 'info', logFormat: 'json', logRequests: false }, 'cli').level).toBe('warn');
    expect(loggerOptions({ logLevel: 'debug', logFormat: 'json', logRequests: false }, 'cli').level).toBe('debug');
    expect(loggerOptions({ logLevel: 'info', logFormat: 'json', logRequests: false }, 'api').level).toBe('info');
  });
});
