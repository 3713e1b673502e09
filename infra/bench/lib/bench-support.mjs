// What the benchmarks share: the local stack (only what DATABASE_URL / REDIS_URL / S3_ENDPOINT do
// not name), the built API, free ports, and API or worker processes started and stopped cleanly.
// A benchmark's Redis database and storage bucket are its own (infra/stack/purposes.cjs), never
// those of the app `npm start` runs: its sign-ins do not count against the app's rate limits, and
// its API does not touch the app's bucket or that bucket's CORS rule.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const distApi = path.join(repoRoot, 'dist/backend/api');

export const SMOKE = process.argv.includes('--smoke') || process.env.BENCH_SMOKE === '1';

export function log(line = '') {
  process.stdout.write(`${line}\n`);
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

export const stackModule = () => require(path.join(repoRoot, 'infra/stack/index.cjs'));

let stack;

/**
 * PostgreSQL, Redis and S3 storage: the servers the environment names, the local stack's (started
 * for the benchmarks' purpose) for the rest. Redis is the benchmarks' own database number on its
 * server and storage their own bucket (BENCH_REDIS_DB, BENCH_S3_BUCKET: infra/stack/purposes.cjs);
 * the database is chosen by each benchmark (benchDatabaseUrl). Resolves to
 * { databaseUrl, redisUrl, storageEnv } (storageEnv: every S3_* setting for the API). `env` (default
 * process.env) names the servers to use instead of the stack's.
 */
export async function resolveServices(env = process.env) {
  const services = await stackModule().startBenchServices({ env, log });
  stack = services.stack;
  const { redisUrl, storageEnv } = services;
  log(
    `Redis database ${new URL(redisUrl).pathname.slice(1)}, storage bucket ${storageEnv.S3_BUCKET}: the benchmarks' own.`,
  );
  return { databaseUrl: services.databaseUrl, redisUrl, storageEnv };
}

/** The same server as `databaseUrl`, another database (created when missing): a developer's data is neither read nor changed. */
export async function benchDatabaseUrl(databaseUrl, name) {
  const url = new URL(databaseUrl);
  url.pathname = `/${encodeURIComponent(name)}`;
  await stackModule().ensureDatabase(url.toString());
  return url.toString();
}

/**
 * Builds the API from the sources as they are (a second or so), so a benchmark never measures an
 * older build. `marker` (a file under dist/backend/api) must exist afterwards.
 */
export function ensureApiBuilt(marker = 'main.js') {
  log('Building the API ...');
  const build = spawnSync(process.execPath, [path.join(repoRoot, 'backend/api/scripts/build.mjs')], {
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('The API build failed');
  if (!existsSync(path.join(distApi, marker))) throw new Error(`The API build made no ${marker}`);
}

export function runCli(args, env) {
  const result = spawnSync(process.execPath, [path.join(distApi, 'cli.js'), ...args], { env, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`cli.js ${args.join(' ')} failed:\n${result.stderr || result.stdout}`);
  return result.stdout.trim();
}

const children = new Set();

/**
 * Starts `script` on this Node. `preload`: modules the server loads first (`node -r`), talking to
 * the benchmark over an IPC channel (the child's `send`).
 */
export function startServer(name, script, env, { preload = [] } = {}) {
  const preloads = [preload].flat();
  const child = spawn(process.execPath, [...preloads.flatMap((module) => ['-r', module]), script], {
    env,
    stdio: ['ignore', 'pipe', 'pipe', ...(preloads.length > 0 ? ['ipc'] : [])],
  });
  children.add(child);
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  child.on('exit', () => children.delete(child));
  return { name, child, output: () => output };
}

export async function waitUntilServing(server, url, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`${server.name} exited early:\n${server.output()}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${server.name} did not answer ${url} within ${timeoutMs / 1000}s:\n${server.output()}`);
}

export async function stopServer(server) {
  if (server.child.exitCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

/** Stops every server started here and the local stack. */
export async function cleanup() {
  await Promise.all([...children].map((child) => stopServer({ child })));
  await stack?.stop();
}

/** Runs `main`, cleaning up after it (and on Ctrl-C); a failure exits 1 with its message. */
export function runBenchmark(name, main) {
  process.on('SIGINT', () => cleanup().finally(() => process.exit(130)));
  main()
    .then(cleanup)
    .catch(async (error) => {
      process.stderr.write(`${name}: ${error.message}\n`);
      await cleanup();
      process.exitCode = 1;
    });
}

/** A signed-in browser: a cookie jar, and the site's Origin on unsafe requests. */
export class Browser {
  constructor(baseUrl) {
    this.baseUrl = baseUrl;
    this.cookie = '';
  }

  async request(method, pathname, body) {
    const headers = { accept: 'application/json', ...(this.cookie ? { cookie: this.cookie } : {}) };
    if (method !== 'GET') headers.origin = this.baseUrl;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${this.baseUrl}${pathname}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const set = response.headers.getSetCookie()[0];
    if (set) this.cookie = set.split(';')[0];
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${pathname} answered ${response.status}: ${text}`);
    return text ? JSON.parse(text) : undefined;
  }
}

/**
 * The settings of an API (or bare) server measured as it runs in production: warnings only and no
 * line per request, on 127.0.0.1:`port`. Production requires a mail server: SMTP_URL, else a local
 * address nothing measured here sends to; and payment settings: AUTHNET_* as given, else placeholders.
 */
export function productionServerEnv(env, port, publicUrl) {
  return {
    ...env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    LOG_REQUESTS: 'false',
    HOST: '127.0.0.1',
    PORT: String(port),
    ...(publicUrl ? { PUBLIC_URL: publicUrl } : {}),
    SMTP_URL: process.env.SMTP_URL ?? 'smtp://127.0.0.1:25',
    // The benchmarks never pay: placeholder credentials satisfy the settings check.
    ...(env.AUTHNET_ENVIRONMENT
      ? {}
      : {
          AUTHNET_ENVIRONMENT: 'sandbox',
          AUTHNET_API_LOGIN_ID: 'bench',
          AUTHNET_TRANSACTION_KEY: 'bench',
          AUTHNET_CLIENT_KEY: 'bench',
          AUTHNET_SIGNATURE_KEY: '0'.repeat(128),
        }),
  };
}

const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100;

/** CPU seconds a process has used so far (Linux), or null where /proc cannot tell. */
export function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return null;
  }
}

/** The q-th quantile (0..1) of numbers, nearest rank. */
export function quantile(values, q) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}
