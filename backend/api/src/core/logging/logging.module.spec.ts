import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { pinoHttp } from 'pino-http';
import { httpLoggerOptions } from './logging.module';

/** An HTTP server logging through pino-http with these settings; collects the JSON lines written. */
async function serverLogging(settings: Parameters<typeof httpLoggerOptions>[0]) {
  const lines: Array<Record<string, unknown>> = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const middleware = pinoHttp(httpLoggerOptions(settings, 'api'), sink);
  const server: Server = createServer((req: IncomingMessage & { log?: { warn(message: string): void } }, res) => {
    middleware(req, res);
    if (req.url === '/api/fails') req.log?.warn('something odd');
    res.statusCode = req.url === '/api/missing' ? 404 : 200;
    res.setHeader('content-security-policy', "default-src 'self'");
    res.setHeader('set-cookie', 'nestwork_session=secret');
    res.setHeader('content-length', '2');
    res.end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const get = (path: string) => fetch(`http://127.0.0.1:${port}${path}`, { headers: { cookie: 'nestwork_session=secret', 'user-agent': 'probe' } }).then((r) => r.text());
  const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
  return { lines, get, settle, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe('request logging', () => {
  it('writes no line per request unless asked to, yet lines logged during a request carry its id', async () => {
    const server = await serverLogging({ logLevel: 'info', logFormat: 'json', logRequests: false });
    try {
      await server.get('/api/jobs');
      await server.get('/api/fails');
      await server.settle();
      expect(server.lines).toEqual([expect.objectContaining({ level: 40, msg: 'something odd', requestId: expect.any(String) })]);
    } finally {
      await server.close();
    }
  });

  it('writes one line per request with LOG_REQUESTS, without headers, and none for the probes', async () => {
    const server = await serverLogging({ logLevel: 'info', logFormat: 'json', logRequests: true });
    try {
      await server.get('/api/health');
      await server.get('/api/ready?deep=1');
      await server.get('/api/jobs?q=nurse');
      await server.get('/api/missing');
      await server.settle();
      expect(server.lines.map((line) => [line.level, line.msg, (line.req as { url: string }).url, (line.res as { statusCode: number }).statusCode])).toEqual([
        [30, 'request completed', '/api/jobs?q=nurse', 200],
        [40, 'request completed', '/api/missing', 404],
      ]);
      expect(server.lines[0]).toMatchObject({ service: 'nestwork', process: 'api', req: { method: 'GET', userAgent: 'probe' }, res: { contentLength: '2' } });
      const text = JSON.stringify(server.lines);
      expect(text).not.toContain('secret');
      expect(text).not.toContain('content-security-policy');
    } finally {
      await server.close();
    }
  });

  it('says what happened in the message itself when logs are read in a terminal', async () => {
    const server = await serverLogging({ logLevel: 'info', logFormat: 'pretty', logRequests: true });
    try {
      await server.get('/api/jobs?token=abc');
      await server.settle();
      expect(server.lines).toHaveLength(1);
      // The query string is left out: it may carry tokens.
      expect(server.lines[0]?.msg).toMatch(/^GET \/api\/jobs 200 \d+ms$/);
    } finally {
      await server.close();
    }
  });
});

describe('httpLoggerOptions', () => {
  it("keeps Nest's per-module and per-route boot lines for debug level", () => {
    const { hooks } = httpLoggerOptions({ logLevel: 'info', logFormat: 'json', logRequests: false }, 'api');
    const calls: string[] = [];
    const logger = { debug: (...args: unknown[]) => calls.push(`debug ${JSON.stringify(args)}`) };
    const method = (...args: unknown[]) => calls.push(`info ${JSON.stringify(args)}`);
    const logMethod = hooks?.logMethod as unknown as (this: unknown, args: unknown[], method: (...args: unknown[]) => void, level: number) => void;
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
    expect(httpLoggerOptions({ logLevel: 'info', logFormat: 'json', logRequests: false }, 'cli').level).toBe('warn');
    expect(httpLoggerOptions({ logLevel: 'debug', logFormat: 'json', logRequests: false }, 'cli').level).toBe('debug');
    expect(httpLoggerOptions({ logLevel: 'info', logFormat: 'json', logRequests: false }, 'api').level).toBe('info');
  });
});
