// `npm run bench:applications`: the employer's applicant screens and the seeker's search page with
// application badges, on a separate seeded database (applications/bench-data.mjs): 10,000
// applicants on one job, 100,000 seekers, some 100,000 applications in all. Boots the built API
// against it, signs in as the job's employer and as a seeker, and prints:
// - p50 / p99 / max of the filtered, paged applicants list (GET /api/employer/jobs/{id}/applications
//   with status, stage and name filters, both sorts and next pages; and the all-jobs list),
// - of the applicant profile (GET /api/employer/applications/{id}/profile),
// - of talent search (GET /api/employer/talent, keywords, skills, availability, level and pages),
// - the throughput of a search page (GET /api/jobs) for a seeker who applied to most of its jobs
//   (so the API adds applicationStatus to the cards) against the same page for a signed-in
//   employer (who gets no applicationStatus): a ratio, with autocannon in alternating slices, and
//   the CPU each request costs the API process.
// Targets: each p99 at most 100 ms, the throughput ratio at least 0.9; the exit code is 1
// when one is missed.
//
// Database: BENCH_APPLICATIONS_DATABASE (default marketplace_bench_applications) on the server of
// DATABASE_URL when set, else the local stack's; rebuilt only when it does not hold this
// generator's data. Redis and storage: the benchmarks' own database number and bucket on
// REDIS_URL / S3_ENDPOINT's servers, else on the local stack's (lib/bench-support.mjs).
// Settings: BENCH_SEEKERS (100000), BENCH_APPLICANTS (10000), BENCH_JOBS (20000),
// BENCH_REQUESTS (per measured kind, default 300), BENCH_SHOW_SLOWEST (default 3), BENCH_DURATION (seconds per side for the
// throughput, default 12), BENCH_CONNECTIONS (default 10), BENCH_REBUILD=1. `--smoke` (or
// BENCH_SMOKE=1): a small database of its own and a few requests, to prove the benchmark works
// (CI runs it); the targets are not judged.
import { createRequire } from 'node:module';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import {
  benchDatabaseUrl,
  Browser,
  cpuSeconds,
  distApi,
  ensureApiBuilt,
  freePort,
  log,
  productionServerEnv,
  quantile,
  repoRoot,
  resolveServices,
  runBenchmark,
  runCli,
  SMOKE,
  startServer,
  waitUntilServing,
} from './lib/bench-support.mjs';
import {
  APPLICATIONS_GENERATOR_VERSION,
  buildApplicationsData,
  describeApplicationsData,
  EMPLOYER_EMAIL,
  readFixture,
  SEEKER_EMAIL,
} from './applications/bench-data.mjs';

const require = createRequire(import.meta.url);
const distRoot = path.join(repoRoot, 'dist/backend');

const SEEKERS = Number(process.env.BENCH_SEEKERS ?? (SMOKE ? 3_000 : 100_000));
const APPLICANTS = Number(process.env.BENCH_APPLICANTS ?? (SMOKE ? 500 : 10_000));
const JOBS = Number(process.env.BENCH_JOBS ?? (SMOKE ? 2_000 : 20_000));
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? (SMOKE ? 12 : 300));
const DURATION = Number(process.env.BENCH_DURATION ?? (SMOKE ? 2 : 12));
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? (SMOKE ? 2 : 10));
const DATABASE =
  process.env.BENCH_APPLICATIONS_DATABASE ??
  (SMOKE ? 'marketplace_bench_applications_smoke' : 'marketplace_bench_applications');
const PASSWORD = 'Bench-pass-2026';
const TARGETS = { p99: 100, ratio: 0.9 };
const SLOWEST = Number(process.env.BENCH_SHOW_SLOWEST ?? 3);

/** A small seeded generator (mulberry32), so every run sends the same requests. */
function seeded(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function prepareData(databaseUrl, env) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const existing = await describeApplicationsData(client);
    const reusable =
      existing &&
      existing.generator === APPLICATIONS_GENERATOR_VERSION &&
      existing.jobs === JOBS &&
      existing.seekers === SEEKERS &&
      existing.applicants === APPLICANTS &&
      process.env.BENCH_REBUILD !== '1';
    if (reusable) {
      log(`Reusing ${DATABASE}: built ${existing.built_at.toISOString()}`);
      log(runCli(['migrate'], env));
      await client.query('vacuum (analyze) jobs, users, seeker_profiles, applications');
    } else {
      log(
        `Building ${DATABASE}: ${JOBS.toLocaleString('en-US')} jobs, ${SEEKERS.toLocaleString('en-US')} seekers, ${APPLICANTS.toLocaleString('en-US')} applicants on one job (kept for the next runs) ...`,
      );
      const { hash } = require('@node-rs/argon2');
      await buildApplicationsData(client, {
        jobs: JOBS,
        seekers: SEEKERS,
        applicants: APPLICANTS,
        distRoot,
        migrate: () => log(`  ${runCli(['migrate'], env)}`),
        log,
        passwordHash: await hash(PASSWORD),
      });
    }
    const { rows } = await client.query('select version() as version');
    return { version: rows[0].version, ...(await readFixture(client)) };
  } finally {
    await client.end();
  }
}

async function signIn(baseUrl, email) {
  const browser = new Browser(baseUrl);
  await browser.request('POST', '/api/auth/sign-in', { email, password: PASSWORD });
  return browser;
}

/** Sends each path once through `browser` (a GET), timing the round trip; follows nextCursor for `pages`. */
async function timeRequests(browser, requests) {
  const samples = [];
  for (const { path: pathname, pages = 1 } of requests) {
    let cursor = null;
    for (let page = 1; page <= pages; page++) {
      const url = cursor
        ? `${pathname}${pathname.includes('?') ? '&' : '?'}cursor=${encodeURIComponent(cursor)}`
        : pathname;
      const started = performance.now();
      const body = await browser.request('GET', url);
      samples.push({ ms: performance.now() - started, path: url });
      cursor = body?.nextCursor ?? null;
      if (!cursor) break;
    }
  }
  return samples;
}

const STATUSES = ['pending', 'reviewed', 'interview', 'hired', 'rejected'];
const STAGES = [
  'initial_screening',
  'technical_interview',
  'behavioral_interview',
  'final_interview',
  'offer_extended',
];
const NAMES = ['smith', 'maria', 'chen', 'ga', 'Lopez', 'ann', 'olsen', 'rose'];

/** The applicants-list mix: every filter alone and combined, both sorts, a few next pages. */
function applicantListRequests(jobId, random) {
  const pick = (items) => items[Math.floor(random() * items.length)];
  const requests = [];
  for (let i = 0; i < REQUESTS; i++) {
    const params = new URLSearchParams();
    const roll = random();
    if (roll < 0.3) params.set('status', pick(STATUSES));
    else if (roll < 0.45) params.set('stage', pick(STAGES));
    else if (roll < 0.65) params.set('q', pick(NAMES));
    else if (roll < 0.8) {
      params.set('status', pick(STATUSES));
      params.set('q', pick(NAMES));
    }
    if (random() < 0.3) params.set('sort', 'oldest');
    const query = params.toString();
    const base = random() < 0.8 ? `/api/employer/jobs/${jobId}/applications` : '/api/employer/applications';
    requests.push({ path: query ? `${base}?${query}` : base, pages: 1 + Math.floor(random() * 3) });
  }
  return requests;
}

function talentRequests(random, skills) {
  const pick = (items) => items[Math.floor(random() * items.length)];
  const words = [
    'designer',
    'bookkeeper',
    'writer',
    'marketing',
    'assistant',
    'developer',
    'support',
    'recruiter',
    'remote',
    'parent',
  ];
  const requests = [];
  for (let i = 0; i < REQUESTS; i++) {
    const params = new URLSearchParams();
    if (random() < 0.6) params.set('q', pick(words));
    if (random() < 0.4) params.append('skill', pick(skills));
    if (random() < 0.1) params.append('skill', pick(skills));
    if (random() < 0.3) params.set('availability', pick(['immediately', 'two_weeks', 'one_month', 'flexible']));
    if (random() < 0.3) params.set('experienceLevel', pick(['entry', 'mid', 'senior', 'lead']));
    const query = params.toString();
    requests.push({ path: `/api/employer/talent${query ? `?${query}` : ''}`, pages: 1 + Math.floor(random() * 2) });
  }
  return requests;
}

function cannon(url, cookie, duration) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections: CONNECTIONS, duration, headers: { cookie, accept: 'application/json' } },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

/** Throughput of the same page for two signed-in users, in alternating slices (A, B, B, A, twice). */
async function compareThroughput(server, url, sides) {
  for (const side of sides) await cannon(url, side.cookie, 1);
  const seconds = Math.max(1, Math.round(DURATION / 4));
  const totals = sides.map(() => ({ requests: 0, seconds: 0, failures: 0, cpu: 0 }));
  const order = [0, 1, 1, 0, 0, 1, 1, 0];
  for (const index of order) {
    const before = cpuSeconds(server.child.pid);
    const run = await cannon(url, sides[index].cookie, seconds);
    const after = cpuSeconds(server.child.pid);
    totals[index].requests += run.requests.total;
    totals[index].seconds += run.duration;
    totals[index].failures += run.errors + run.timeouts + run.non2xx;
    totals[index].cpu += before === null || after === null ? NaN : after - before;
  }
  return totals.map((total, index) => {
    if (total.failures > 0)
      throw new Error(`${sides[index].label}: ${total.failures} failed requests during the throughput run`);
    return {
      label: sides[index].label,
      rps: total.requests / total.seconds,
      cpuMs: (total.cpu * 1000) / total.requests,
    };
  });
}

function stats(samples) {
  const ms = samples.map((s) => s.ms);
  const slowest = [...samples].sort((a, b) => b.ms - a.ms).slice(0, SLOWEST);
  return { count: ms.length, p50: quantile(ms, 0.5), p99: quantile(ms, 0.99), max: Math.max(...ms), slowest };
}

function formatMs(value) {
  return `${value.toFixed(1)} ms`;
}

async function main() {
  ensureApiBuilt();
  const services = await resolveServices();
  if (!DATABASE.includes('bench'))
    throw new Error(`BENCH_APPLICATIONS_DATABASE must contain "bench" (it is dropped and rebuilt): got ${DATABASE}`);
  const databaseUrl = await benchDatabaseUrl(services.databaseUrl, DATABASE);
  const env = {
    ...process.env,
    ...services.storageEnv,
    DATABASE_URL: databaseUrl,
    REDIS_URL: services.redisUrl,
    NODE_ENV: 'development',
  };
  const fixture = await prepareData(databaseUrl, env);

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = startServer('API', path.join(distApi, 'main.js'), productionServerEnv(env, port, baseUrl));
  await waitUntilServing(server, `${baseUrl}/api/health`);
  const employer = await signIn(baseUrl, EMPLOYER_EMAIL);
  const seeker = await signIn(baseUrl, SEEKER_EMAIL);
  const random = seeded(20_261_126);

  const listRequests = applicantListRequests(fixture.jobId, random);
  const profileRequests = Array.from({ length: REQUESTS }, (_, i) => ({
    path: `/api/employer/applications/${fixture.applicationIds[i % fixture.applicationIds.length]}/profile`,
  }));
  const { DEMO_CATALOG } = require(path.join(distApi, 'modules/jobs/demo/demo-catalog.js'));
  const skills = [...new Set(Object.values(DEMO_CATALOG).flatMap((blocks) => blocks.skills))];
  const talent = talentRequests(random, skills);

  log(`\nWarm-up pass ...`);
  for (const requests of [listRequests, profileRequests, talent])
    await timeRequests(employer, requests.slice(0, Math.ceil(requests.length / 3)));
  log('Measured pass (one request at a time) ...');
  const results = [
    ['applicants list (filtered, paged)', stats(await timeRequests(employer, listRequests))],
    ['applicant profile', stats(await timeRequests(employer, profileRequests))],
    ['talent search', stats(await timeRequests(employer, talent))],
  ];

  // The page must carry applicationStatus for the seeker and not for the employer, or the ratio means nothing.
  const searchUrl = `${baseUrl}/api/jobs`;
  const seekerPage = await seeker.request('GET', '/api/jobs');
  const employerPage = await employer.request('GET', '/api/jobs');
  const applied = seekerPage.jobs.filter((job) => job.applicationStatus?.hasApplied).length;
  if (applied === 0)
    throw new Error(
      'The seeker has applied to none of the jobs on the first search page: the comparison would measure nothing',
    );
  if (employerPage.jobs.some((job) => job.applicationStatus?.hasApplied))
    throw new Error("The employer's search page carries application badges");
  log(
    `Throughput of GET /api/jobs (${seekerPage.jobs.length} cards, the seeker applied to ${applied} of them), ${CONNECTIONS} connections, ${DURATION} s per side ...`,
  );
  const [withStatus, withoutStatus] = await compareThroughput(server, searchUrl, [
    { label: 'seeker (with applicationStatus)', cookie: seeker.cookie },
    { label: 'employer (without)', cookie: employer.cookie },
  ]);

  log();
  log(
    `Applications benchmark: ${JOBS.toLocaleString('en-US')} jobs, ${SEEKERS.toLocaleString('en-US')} seekers, ${APPLICANTS.toLocaleString('en-US')} applicants on one job, in ${DATABASE}`,
  );
  log(
    `${fixture.version.split(',')[0]}; load average ${(await import('node:os'))
      .loadavg()
      .map((v) => v.toFixed(2))
      .join(' / ')}`,
  );
  log();
  log(`${'kind'.padEnd(36)}${'requests'.padStart(9)}${'p50'.padStart(11)}${'p99'.padStart(11)}${'max'.padStart(11)}`);
  for (const [label, s] of results)
    log(
      `${label.padEnd(36)}${String(s.count).padStart(9)}${formatMs(s.p50).padStart(11)}${formatMs(s.p99).padStart(11)}${formatMs(s.max).padStart(11)}`,
    );
  log();
  log('Slowest requests of each kind:');
  for (const [label, s] of results)
    for (const sample of s.slowest)
      log(`  ${formatMs(sample.ms).padStart(9)}  ${label}: ${sample.path.replace(/cursor=[^&]+/, 'cursor=…')}`);
  log();
  for (const side of [withStatus, withoutStatus])
    log(`${side.label.padEnd(36)}${side.rps.toFixed(0).padStart(7)} req/s   CPU ${side.cpuMs.toFixed(2)} ms/request`);
  const ratio = withStatus.rps / withoutStatus.rps;
  log(
    `ratio with/without applicationStatus: ${ratio.toFixed(2)} (CPU per request without/with: ${(withoutStatus.cpuMs / withStatus.cpuMs).toFixed(2)})`,
  );

  if (SMOKE) {
    log(
      'Smoke run: too little data and too few requests for the figures to mean anything; the targets are not judged.',
    );
    return;
  }
  const checks = [
    ...results.map(([label, s]) => [`${label} p99 <= ${TARGETS.p99} ms`, s.p99 <= TARGETS.p99, formatMs(s.p99)]),
    [`throughput ratio >= ${TARGETS.ratio}`, ratio >= TARGETS.ratio, ratio.toFixed(2)],
  ];
  log();
  for (const [label, ok, value] of checks) log(`${ok ? 'PASS' : 'MISS'}  ${label}: ${value}`);
  if (!checks.every(([, ok]) => ok)) process.exitCode = 1;
}

runBenchmark('bench:applications', main);
