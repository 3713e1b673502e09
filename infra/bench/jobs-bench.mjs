// `npm run bench`: requests per second of GET /api/jobs on the built Nest app versus a bare
// Fastify server running the same search code and SQL without Nest and the ORM
// (bare-jobs-server.cjs), measured with autocannon after a warm-up. Before measuring it checks that
// both answer the same page and send PostgreSQL the same statements for it (each server preloads
// lib/statement-recorder.cjs, which wraps pg's query until the check is done). Prints both figures and the
// ratio Nest/bare (figures only: nothing is judged), and the CPU time each server process spends
// per request (Linux), which other load on the machine disturbs much less. Each server gets the
// same total time, in alternating slices (Nest, bare, bare, Nest, twice), so load from other
// processes hits both alike. Both run as in production (NODE_ENV=production), logging warnings only.
//
// Database: BENCH_FEED_DATABASE (default marketplace_bench_feed) on the server of DATABASE_URL
// when set, else on the local stack's embedded PostgreSQL (infra/stack); migrated, and seeded with
// the demo data when it has no approved jobs. Redis (the API needs one) and storage: the
// benchmarks' own database number and bucket on REDIS_URL / S3_ENDPOINT's servers, else on the
// stack's (lib/bench-support.mjs). The API is built when dist/ is missing.
// Settings: BENCH_DURATION (seconds per server, in four slices of whole seconds; default 12),
// BENCH_WARMUP (seconds, default 3), BENCH_CONNECTIONS (default 20), BENCH_PROFILE=1 (also print
// where each server's CPU went, by part of the code: lib/cpu-profiler.cjs). `--smoke` (or
// BENCH_SMOKE=1): a run of a few seconds that only proves the benchmark works (CI runs it).
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import {
  benchDatabaseUrl,
  cpuSeconds,
  distApi,
  ensureApiBuilt,
  freePort,
  log,
  productionServerEnv,
  repoRoot,
  resolveServices,
  runBenchmark,
  runCli,
  SMOKE,
  startServer,
  waitUntilServing,
} from './lib/bench-support.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? (SMOKE ? 4 : 12));
const WARMUP = Number(process.env.BENCH_WARMUP ?? (SMOKE ? 1 : 3));
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? (SMOKE ? 4 : 20));
const FEED_DATABASE = process.env.BENCH_FEED_DATABASE ?? 'marketplace_bench_feed';

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

const RECORDER = path.join(repoRoot, 'infra/bench/lib/statement-recorder.cjs');
const PROFILER = path.join(repoRoot, 'infra/bench/lib/cpu-profiler.cjs');
const PROFILE = process.env.BENCH_PROFILE === '1';

/** Sends a server's preloads `message` and resolves with the first answer holding `key`. */
function ask(server, message, key) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${server.name} did not answer ${JSON.stringify(message)}`)),
      30_000,
    );
    const listen = (answer) => {
      if (answer?.[key] === undefined) return;
      clearTimeout(timer);
      server.child.off('message', listen);
      resolve(answer[key]);
    };
    server.child.on('message', listen);
    server.child.send(message);
  });
}

/**
 * Where each server's CPU went during the measured slices (BENCH_PROFILE=1, cpu-profiler.cjs): the
 * parts of the code by microseconds per request, Nest beside bare, largest difference first.
 */
function reportProfiles(nestParts, bareParts, result) {
  const perRequest = (parts, requests) =>
    Object.fromEntries(Object.entries(parts).map(([part, micros]) => [part, micros / requests]));
  const nest = perRequest(nestParts, result.nest.requests);
  const bare = perRequest(bareParts, result.bare.requests);
  const rows = [...new Set([...Object.keys(nest), ...Object.keys(bare)])]
    .map((part) => ({ part, nest: nest[part] ?? 0, bare: bare[part] ?? 0 }))
    .sort((a, b) => b.nest - b.bare - (a.nest - a.bare));
  const total = (side) => rows.reduce((sum, row) => sum + row[side], 0);
  const line = (part, nestUs, bareUs) =>
    `  ${part.padEnd(40)} ${nestUs.toFixed(0).padStart(6)} ${bareUs.toFixed(0).padStart(6)} ${(nestUs - bareUs).toFixed(0).padStart(6)}`;
  log('\nCPU by part of the code, microseconds per request (sampled while profiling, which slows both):');
  log(`  ${'part'.padEnd(40)} ${'Nest'.padStart(6)} ${'bare'.padStart(6)} ${'diff'.padStart(6)}`);
  for (const row of rows.filter((row) => Math.max(row.nest, row.bare) >= 5)) log(line(row.part, row.nest, row.bare));
  log(line('total', total('nest'), total('bare')));
}

/** What a server's statement recorder kept since it was last asked (lib/statement-recorder.cjs). */
function takeStatements(server, last = false) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${server.name} did not tell the statements it sent`)), 10_000);
    server.child.once('message', (message) => {
      clearTimeout(timer);
      resolve(message.statements);
    });
    server.child.send({ take: 'statements', last });
  });
}

/** The statements a server sends PostgreSQL for one request to `url`; its recorder stops after this. */
async function statementsOfOneRequest(server, url) {
  await takeStatements(server);
  const response = await fetch(url);
  await response.arrayBuffer();
  return takeStatements(server, true);
}

function cannon(url, duration) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/** One slice of load on a server, with the CPU time the server process spent on it. */
async function slice(server, url, seconds) {
  const before = cpuSeconds(server.child.pid);
  const run = await cannon(url, seconds);
  const after = cpuSeconds(server.child.pid);
  return { ...run, cpuSeconds: before === null || after === null ? null : after - before };
}

function report(name, runs) {
  const requests = runs.reduce((sum, run) => sum + run.requests.total, 0);
  const seconds = runs.reduce((sum, run) => sum + run.duration, 0);
  const failures = runs.reduce((sum, run) => sum + run.errors + run.timeouts + run.non2xx, 0);
  if (failures > 0) throw new Error(`${name}: ${failures} failed requests during the run`);
  const p50 = Math.max(...runs.map((run) => run.latency.p50));
  const p99 = Math.max(...runs.map((run) => run.latency.p99));
  const rps = requests / seconds;
  const cpu = runs.some((run) => run.cpuSeconds === null)
    ? null
    : (runs.reduce((sum, run) => sum + run.cpuSeconds, 0) * 1000) / requests;
  const cpuText = cpu === null ? '' : `   CPU ${cpu.toFixed(2)} ms/request`;
  log(
    `${name.padEnd(14)} ${rps.toFixed(0).padStart(7)} req/s   latency p50 ${p50} ms, p99 ${p99} ms${cpuText}   (${requests} requests in ${seconds.toFixed(1)} s)`,
  );
  return { rps, cpu, requests };
}

/**
 * Warm-up, then DURATION seconds per server in slices Nest, bare, bare, Nest, twice over: a change
 * in the load from other processes hits both alike.
 */
async function compare(nest, bare) {
  await cannon(nest.url, WARMUP);
  await cannon(bare.url, WARMUP);
  if (PROFILE)
    await Promise.all([ask(nest, { profile: 'start' }, 'profiling'), ask(bare, { profile: 'start' }, 'profiling')]);
  // autocannon runs whole seconds.
  const seconds = Math.max(1, Math.round(DURATION / 4));
  const nestRuns = [];
  const bareRuns = [];
  for (let round = 0; round < 2; round++) {
    nestRuns.push(await slice(nest, nest.url, seconds));
    bareRuns.push(await slice(bare, bare.url, seconds));
    bareRuns.push(await slice(bare, bare.url, seconds));
    nestRuns.push(await slice(nest, nest.url, seconds));
  }
  const profiles = PROFILE
    ? await Promise.all([ask(nest, { profile: 'stop' }, 'parts'), ask(bare, { profile: 'stop' }, 'parts')])
    : null;
  const result = { nest: report('Nest (api)', nestRuns), bare: report('bare Fastify', bareRuns) };
  if (profiles) reportProfiles(profiles[0], profiles[1], result);
  return result;
}

async function main() {
  ensureApiBuilt();
  const services = await resolveServices();
  const databaseUrl = await benchDatabaseUrl(services.databaseUrl, FEED_DATABASE);
  const baseEnv = {
    ...process.env,
    ...services.storageEnv,
    DATABASE_URL: databaseUrl,
    REDIS_URL: services.redisUrl,
    NODE_ENV: 'development',
  };
  await prepareData(databaseUrl, baseEnv);

  const nestPort = await freePort();
  const barePort = await freePort();
  // Same logging for both: warnings only, no line per request (the bare server has none). Each
  // records the statements it sends until the check below has read them.
  const nest = startServer('Nest (api)', path.join(distApi, 'main.js'), productionServerEnv(baseEnv, nestPort), {
    preload: PROFILE ? [RECORDER, PROFILER] : [RECORDER],
  });
  const bare = startServer(
    'bare Fastify',
    path.join(repoRoot, 'infra/bench/bare-jobs-server.cjs'),
    productionServerEnv(baseEnv, barePort),
    { preload: PROFILE ? [RECORDER, PROFILER] : [RECORDER] },
  );
  const nestUrl = `http://127.0.0.1:${nestPort}/api/jobs`;
  const bareUrl = `http://127.0.0.1:${barePort}/api/jobs`;
  await Promise.all([waitUntilServing(nest, nestUrl), waitUntilServing(bare, bareUrl)]);

  // Both must answer the same thing, or the comparison means nothing.
  const [nestPage, barePage] = await Promise.all([
    fetch(nestUrl).then((r) => r.json()),
    fetch(bareUrl).then((r) => r.json()),
  ]);
  if (!isDeepStrictEqual(nestPage, barePage))
    throw new Error('The Nest app and the bare server answer GET /api/jobs differently');
  // ... and send PostgreSQL the same statements for it, or the comparison measures different work.
  const nestStatements = await statementsOfOneRequest(nest, nestUrl);
  const bareStatements = await statementsOfOneRequest(bare, bareUrl);
  const listed = (statements) => statements.map(({ text }) => `  ${text.replace(/\s+/g, ' ').slice(0, 110)}`);
  if (!isDeepStrictEqual(nestStatements, bareStatements))
    throw new Error(
      [
        'The Nest app and the bare server send different statements for GET /api/jobs.',
        'Nest:',
        ...listed(nestStatements),
        'bare:',
        ...listed(bareStatements),
      ].join('\n'),
    );
  log(`Both servers send the same ${nestStatements.length} statements for it:\n${listed(nestStatements).join('\n')}`);

  log(
    `\nGET /api/jobs (first page, ${nestPage.jobs.length} job cards), ${CONNECTIONS} connections, ${WARMUP}s warm-up, then ${DURATION}s each in alternating slices:`,
  );
  const result = await compare({ ...nest, url: nestUrl }, { ...bare, url: bareUrl });
  const ratio = result.nest.rps / result.bare.rps;
  log(`ratio Nest/bare: ${ratio.toFixed(2)} (${(ratio * 100).toFixed(0)}% of the bare server's throughput)`);
  // Throughput also depends on what else the machine runs; the CPU each server spends per request does much less.
  if (result.nest.cpu !== null && result.bare.cpu !== null)
    log(`CPU per request, bare/Nest: ${(result.bare.cpu / result.nest.cpu).toFixed(2)}`);
  if (SMOKE) log('Smoke run: too short for the figures to mean anything; it shows that the benchmark works.');
}

runBenchmark('bench', main);
