import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { gunzipSync } from 'node:zlib';

/** A password reset for an address at this domain makes the app of error-reporting-app.ts fail unexpectedly (a 500). */
export const FAILING_DOMAIN = 'failing.example';

/** One envelope as Sentry's SDK posts it: a header line, then a header and a payload line per item. */
export interface CapturedEnvelope {
  /** Everything that was sent, as text: what must hold no personal data. */
  raw: string;
  header: Record<string, unknown>;
  items: Array<{ type: string; payload: unknown }>;
}

export interface SentryCapture {
  /** A DSN that points the SDK at this server. */
  dsn: string;
  origin: string;
  envelopes: CapturedEnvelope[];
  /** The envelopes holding an error event. */
  events(): CapturedEnvelope[];
  /** Waits until `count` events arrived (or the time is up), then gives all of them. */
  waitForEvents(count: number, timeoutMs: number): Promise<CapturedEnvelope[]>;
  close(): Promise<void>;
}

function parseEnvelope(raw: string): CapturedEnvelope {
  const [headerLine = '{}', ...lines] = raw.split('\n');
  const items: CapturedEnvelope['items'] = [];
  for (let index = 0; index + 1 < lines.length; index += 2) {
    const itemHeader = JSON.parse(lines[index]!) as { type: string };
    let payload: unknown = lines[index + 1];
    try {
      payload = JSON.parse(lines[index + 1]!);
    } catch {
      // Not JSON: kept as text.
    }
    items.push({ type: itemHeader.type, payload });
  }
  return { raw, header: JSON.parse(headerLine) as Record<string, unknown>, items };
}

/**
 * A stand-in for Sentry's ingest endpoint on 127.0.0.1: keeps every envelope posted to
 * /api/<project>/envelope/ and answers as Sentry does.
 */
export async function startSentryCapture(): Promise<SentryCapture> {
  const envelopes: CapturedEnvelope[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method === 'POST' && /^\/api\/\d+\/envelope\//.test(request.url ?? '')) {
        const body = Buffer.concat(chunks);
        const text = (request.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body).toString('utf8');
        envelopes.push(parseEnvelope(text));
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const events = () => envelopes.filter((envelope) => envelope.items.some((item) => item.type === 'event'));
  return {
    dsn: `http://publickey@127.0.0.1:${port}/1`,
    origin: `http://127.0.0.1:${port}`,
    envelopes,
    events,
    async waitForEvents(count, timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      while (events().length < count && Date.now() < deadline) await new Promise((done) => setTimeout(done, 50));
      return events();
    },
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

export interface ChildApi {
  baseUrl: string;
  /** The site's origin (PUBLIC_URL): unsafe requests must come from it. */
  origin: string;
  /** Stops the process the way a deployment does (SIGTERM: reports still on their way are flushed). */
  stop(): Promise<void>;
}

const SUPPORT = __dirname;

/**
 * Starts test/support/error-reporting-app.ts in a process of its own (the error reporter hooks the
 * whole process, so it must not start in the test runner's), with the test settings plus `env`;
 * an `undefined` value removes a setting.
 */
export async function startApiProcess(env: Record<string, string | undefined>): Promise<ChildApi> {
  const childEnv: Record<string, string | undefined> = {
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    TRUST_PROXY: 'loopback',
    ...env,
  };
  for (const [name, value] of Object.entries(childEnv)) if (value === undefined) delete childEnv[name];
  const child: ChildProcess = spawn(
    process.execPath,
    ['--require', path.join(SUPPORT, 'typescript-child.cjs'), path.join(SUPPORT, 'error-reporting-app.ts')],
    { env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = once(child, 'exit');
  const lines = createInterface({ input: child.stdout! });
  const ready = new Promise<{ baseUrl: string; origin: string }>((resolve, reject) => {
    lines.once('line', (line) => {
      try {
        resolve(JSON.parse(line) as { baseUrl: string; origin: string });
      } catch {
        reject(new Error(`The API process printed "${line}" instead of its address`));
      }
    });
    void exited.then(([code]) =>
      reject(new Error(`The API process exited (${String(code)}) before listening:\n${stderr}`)),
    );
  });
  const { baseUrl, origin } = await ready;
  return {
    baseUrl,
    origin,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
