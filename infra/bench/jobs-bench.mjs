// `npm run bench`: requests per second of GET /api/jobs on the built Nest app versus a bare
// Fastify server running the same search code and SQL without Nest and the ORM
// (bare-jobs-server.cjs), measured with autocannon after a warm-up; prints both figures and the
// ratio Nest/bare (figures only: nothing is judged). Each server gets the same total time, in
// alternating slices (Nest, bare, bare, Nest), so load from other processes on the machine hits
// both alike. Both run as in production (NODE_ENV=production), logging warnings only.
//
// Database: BENCH_FEED_DATABASE (default marketplace_bench_feed) on the server of DATABASE_URL
// when set, else on the local stack's embedded PostgreSQL (infra/stack); migrated, and seeded with
// the demo data when it has no approved jobs. Redis (the API needs one): REDIS_URL, else the
// stack's. The API is built when dist/ is missing.
// Settings: BENCH_DURATION (seconds per server, default 10), BENCH_WARMUP (seconds, default 3),
// BENCH_CONNECTIONS (default 20). `--smoke` (or BENCH_SMOKE=1): a run of a few seconds that only
// proves the benchmark works (CI runs it).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';

const require = createRequire(import.meta.url);
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const distApi = path.join(repoRoot, 'dist/backend/api');

const SMOKE = process.argv.includes('--smoke') || process.env.BENCH_SMOKE === '1';
const DURATION = Number(process.env.BENCH_DURATION ?? (SMOKE ? 2 : 10));
const WARMUP = Number(process.env.BENCH_WARMUP ?? (SMOKE ? 1 : 3));
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? (SMOKE ? 4 : 20));
const FEED_DATABASE = process.env.BENCH_FEED_DATABASE ?? 'marketplace_bench_feed';

const children = new Set();
let stack;

function log(line) {
  process.stdout.write(`${line}\n`);
}

async function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const stackModule = () => require(path.join(repoRoot, 'infra/stack/index.cjs'));

async function resolveServices() {
  if (process.env.DATABASE_URL && process.env.REDIS_URL) {
    return { databaseUrl: process.env.DATABASE_URL, redisUrl: process.env.REDIS_URL };
  }
  log('Starting the local stack (PostgreSQL and Redis) ...');
  // Starts only what DATABASE_URL / REDIS_URL do not name.
  stack = await stackModule().startStack({ purpose: 'dev' });
  return { databaseUrl: stack.databaseUrl, redisUrl: stack.redisUrl };
}

/** The benchmark's own database on the same server: a developer's data is neither read nor changed. */
async function benchDatabaseUrl(databaseUrl) {
  const url = new URL(databaseUrl);
  url.pathname = `/${encodeURIComponent(FEED_DATABASE)}`;
  await stackModule().ensureDatabase(url.toString());
  return url.toString();
}

function runCli(args, env) {
  const result = spawnSync(process.execPath, [path.join(distApi, 'cli.js'), ...args], { env, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`cli.js ${args.join(' ')} failed:\n${result.stderr || result.stdout}`);
  return result.stdout.trim();
}

async function prepareData(databaseUrl, env) {
  log(runCli(['migrate'], env));
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(`select count(*)::int as count from jobs where status = 'approved'`);
    if (rows[0].count === 0) {
      log('No approved jobs yet: seeding the demo data ...');
      log(runCli(['seed'], env));
    } else {
      log(`Using the ${rows[0].count} approved jobs already in the database.`);
    }
  } finally {
    await client.end();
  }
}

function startServer(name, script, env) {
  const child = spawn(process.execPath, [script], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  child.on('exit', () => children.delete(child));
  return { name, child, output: () => output };
}

async function waitUntilServing(server, url, timeoutMs = 30_000) {
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

async function stopServer(server) {
  if (server.child.exitCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

function cannon(url, duration) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

function report(name, runs) {
  const requests = runs.reduce((sum, run) => sum + run.requests.total, 0);
  const seconds = runs.reduce((sum, run) => sum + run.duration, 0);
  const failures = runs.reduce((sum, run) => sum + run.errors + run.timeouts + run.non2xx, 0);
  if (failures > 0) throw new Error(`${name}: ${failures} failed requests during the run`);
  const p50 = Math.max(...runs.map((run) => run.latency.p50));
  const p99 = Math.max(...runs.map((run) => run.latency.p99));
  const rps = requests / seconds;
  log(`${name.padEnd(14)} ${rps.toFixed(0).padStart(7)} req/s   latency p50 ${p50} ms, p99 ${p99} ms   (${requests} requests in ${seconds.toFixed(1)} s)`);
  return rps;
}

/** Warm-up, then DURATION seconds per server in the slices Nest, bare, bare, Nest. */
async function compare(nestUrl, bareUrl) {
  await cannon(nestUrl, WARMUP);
  await cannon(bareUrl, WARMUP);
  const slice = DURATION / 2;
  const nest = [];
  const bare = [];
  nest.push(await cannon(nestUrl, slice));
  bare.push(await cannon(bareUrl, slice));
  bare.push(await cannon(bareUrl, slice));
  nest.push(await cannon(nestUrl, slice));
  return { nestRps: report('Nest (api)', nest), bareRps: report('bare Fastify', bare) };
}

async function main() {
  if (!existsSync(path.join(distApi, 'main.js'))) {
    log('dist/backend/api is missing: building the API ...');
    const build = spawnSync(process.execPath, [path.join(repoRoot, 'backend/api/scripts/build.mjs')], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('The API build failed');
  }
  const services = await resolveServices();
  const databaseUrl = await benchDatabaseUrl(services.databaseUrl);
  const baseEnv = { ...process.env, DATABASE_URL: databaseUrl, REDIS_URL: services.redisUrl, NODE_ENV: 'development' };
  await prepareData(databaseUrl, baseEnv);

  const nestPort = await freePort();
  const barePort = await freePort();
  const serverEnv = {
    ...baseEnv,
    NODE_ENV: 'production',
    // Same logging for both: warnings only, no line per request (the bare server has none).
    LOG_LEVEL: 'warn',
    LOG_REQUESTS: 'false',
    HOST: '127.0.0.1',
    // Production requires a mail server; GET /api/jobs sends no mail, so none is contacted.
    SMTP_URL: process.env.SMTP_URL ?? 'smtp://127.0.0.1:25',
  };
  const nest = startServer('Nest (api)', path.join(distApi, 'main.js'), { ...serverEnv, PORT: String(nestPort) });
  const bare = startServer('bare Fastify', path.join(repoRoot, 'infra/bench/bare-jobs-server.cjs'), { ...serverEnv, PORT: String(barePort) });
  const nestUrl = `http://127.0.0.1:${nestPort}/api/jobs`;
  const bareUrl = `http://127.0.0.1:${barePort}/api/jobs`;
  await Promise.all([waitUntilServing(nest, nestUrl), waitUntilServing(bare, bareUrl)]);

  // Both must answer the same thing, or the comparison means nothing.
  const [nestPage, barePage] = await Promise.all([fetch(nestUrl).then((r) => r.json()), fetch(bareUrl).then((r) => r.json())]);
  if (!isDeepStrictEqual(nestPage, barePage)) throw new Error('The Nest app and the bare server answer GET /api/jobs differently');

  log(`\nGET /api/jobs (first page, ${nestPage.jobs.length} job cards), ${CONNECTIONS} connections, ${WARMUP}s warm-up, then ${DURATION}s each in alternating slices:`);
  const { nestRps, bareRps } = await compare(nestUrl, bareUrl);
  log(`ratio Nest/bare: ${(nestRps / bareRps).toFixed(2)} (${((nestRps / bareRps) * 100).toFixed(0)}% of the bare server's throughput)`);
  if (SMOKE) log('Smoke run: too short for the figures to mean anything; it shows that the benchmark works.');
}

async function cleanup() {
  await Promise.all([...children].map((child) => stopServer({ child })));
  await stack?.stop();
}

process.on('SIGINT', () => cleanup().finally(() => process.exit(130)));

main()
  .then(cleanup)
  .catch(async (error) => {
    process.stderr.write(`bench: ${error.message}\n`);
    await cleanup();
    process.exitCode = 1;
  });
