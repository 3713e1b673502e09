// `npm run load`: the whole product under load, on two API instances and one worker behind HAProxy,
// with faults injected in the middle of the run; afterwards every acknowledged write is looked up in
// the database and every charge at the payment sandbox. See docs/benchmarks.md (Load) for how to
// read it and the latest figures.
//
// What it starts: the stores (PostgreSQL, Redis, S3 storage, the Authorize.net sandbox) under
// .data/load, apart from `npm start`'s so that restarting them disturbs nobody, unless
// DATABASE_URL / REDIS_URL / S3_ENDPOINT / AUTHNET_ENVIRONMENT name others (whose faults are then
// skipped); a capture mailbox for the app's e-mail; the database marketplace_load, seeded for load
// (load-data.mjs) and kept for the next run while its sizes stay the same; then `npm run start:prod`
// processes from the built output: `migrate` once, two `api` and one `worker`, and HAProxy
// (haproxy.cjs) in front of the API instances. Artillery runs scenarios.yml against HAProxy: a
// steady part at LOAD_FAULT_USERS concurrent virtual users, in which faults.cjs injects the faults
// at even intervals, then a ramp up to LOAD_USERS. The last five lines are the verdict.
//
// Settings: LOAD_DURATION (seconds, default 300), LOAD_USERS (peak concurrent users, default 200),
// LOAD_FAULT_USERS (concurrent users while the faults come, default 30% of LOAD_USERS),
// LOAD_FAULTS (all, none or names: api-kill, redis-restart, postgres-restart, storage-stop,
// payments-slow; default all), LOAD_JOBS (30000), LOAD_SEEKERS (5000), LOAD_EMPLOYERS (2000),
// LOAD_ADMINS (1000), LOAD_PURCHASE_SHARE (0.3 of employer visits buy a package).
// `--smoke` (CI): a minute, 20 users, one fault (api-kill), a smaller database.
// Exit code 1 when an acknowledged write was lost or a charge was made twice, or the run broke.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import pg from 'pg';
import { ROOT, say, ensureDependencies, ensureBuilt } from '../scripts/lib/workspace.mjs';
import { createShutdown, startNodeProcess } from '../scripts/lib/children.mjs';
import { waitForHttpOk } from '../scripts/lib/http.mjs';
import { LOAD_GENERATOR_VERSION, LOAD_PASSWORD, buildLoadData, describeLoadData } from './load-data.mjs';
import { sandboxCharges, verifyCharges, verifyWrites } from './verify.mjs';
import { startSocketWatch } from './socket-watch.mjs';

const require = createRequire(import.meta.url);
const { freePort } = require('../stack/ports.cjs');
const { PURPOSES, redisUrlWithDb } = require('../stack/purposes.cjs');
const { haproxyBinary, haproxyConfig, startHaproxy } = require('./haproxy.cjs');
const { createFaults, parseFaults } = require('./faults.cjs');
const { createRequestLog, progressLine, summarize, table } = require('./analysis.cjs');

const SMOKE = process.argv.includes('--smoke') || process.env.LOAD_SMOKE === '1';
function setting(name, normal, smoke) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return SMOKE ? smoke : normal;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, got "${raw}"`);
  return value;
}
const DURATION = Math.round(setting('LOAD_DURATION', 300, 60));
const USERS = Math.round(setting('LOAD_USERS', 200, 20));
/**
 * Concurrent users while the faults are injected: a load the product carries, so that a fault's
 * recovery is measured against it and not against the saturation the capacity ramp ends in.
 */
const FAULT_USERS = Math.min(USERS, Math.round(setting('LOAD_FAULT_USERS', USERS * 0.3, USERS * 0.3)));
const SIZES = {
  jobs: Math.round(setting('LOAD_JOBS', 30_000, 5_000)),
  seekers: Math.round(setting('LOAD_SEEKERS', 5_000, 1_000)),
  employers: Math.round(setting('LOAD_EMPLOYERS', 2_000, 1_000)),
  admins: Math.round(setting('LOAD_ADMINS', 1_000, 1_000)),
};
const FAULTS = parseFaults(process.env.LOAD_FAULTS, SMOKE ? 'api-kill' : 'all');
/** A visit lasts about this long (scenarios.yml: a few requests and think times), which turns concurrent users into arrivals. */
const VISIT_SECONDS = 12;
/** Seekers whose sockets are watched during the run (socket-watch.mjs), and how often each is sent a message. */
const WATCHERS = SMOKE ? 4 : 10;
const WATCH_EVERY_MS = 4000;
const DATA_DIR = path.join(ROOT, '.data', 'load');
const LOGS = path.join(DATA_DIR, 'logs');
const LOAD_DATABASE = 'marketplace_load';
const ARTILLERY = path.join(ROOT, 'node_modules', '.bin', 'artillery');

const life = createShutdown();

function databaseUrlNamed(url, name) {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function prepareDatabase(databaseUrl, migrate) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const existing = await describeLoadData(client);
    const same =
      existing &&
      existing.generator === LOAD_GENERATOR_VERSION &&
      existing.jobs === SIZES.jobs &&
      existing.seekers === SIZES.seekers &&
      existing.employers === SIZES.employers &&
      existing.admins === SIZES.admins;
    if (same) {
      say(`Reusing ${LOAD_DATABASE} (built ${existing.built_at.toISOString()}).`);
      migrate();
      return;
    }
    say(
      `Building ${LOAD_DATABASE}: ${SIZES.jobs} jobs, ${SIZES.seekers} seekers, ${SIZES.employers} employers, ${SIZES.admins} admins ...`,
    );
    const { hash } = require('@node-rs/argon2');
    await buildLoadData(client, {
      ...SIZES,
      distRoot: path.join(ROOT, 'dist', 'backend'),
      migrate: () => migrate(),
      log: say,
      passwordHash: await hash(LOAD_PASSWORD),
    });
  } finally {
    await client.end();
  }
}

/**
 * The API's log lines since `since` saying a follow-up job could not be queued ("Could not queue
 * ..."): work a client's acknowledged write should have led to, lost with the queue.
 */
function failedQueueAdds(since) {
  let count = 0;
  for (const file of fs.readdirSync(LOGS).filter((name) => /^api\d+\.log$/.test(name))) {
    for (const line of fs.readFileSync(path.join(LOGS, file), 'utf8').split('\n')) {
      if (!line.includes('Could not queue')) continue;
      try {
        const entry = JSON.parse(line);
        if (Date.parse(entry.time) >= since && /^Could not queue/.test(entry.msg)) count += 1;
      } catch {
        // Not a log entry of the app (a line a crash printed).
      }
    }
  }
  return count;
}

/** Seekers with an employer they applied to, for the socket watch. */
async function watchedPairs(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select distinct on (s.id) s.email as "seekerEmail", s.id as "seekerId", e.email as "employerEmail", a.job_id as "jobId"
       from applications a join users s on s.id = a.seeker_id join jobs j on j.id = a.job_id
       join users e on e.company_id = j.company_id and e.role = 'employer'
       where s.email like 'seeker%@load.example' and e.email like 'employer%@load.example' and a.withdrawn_at is null
       order by s.id, e.email limit $1`,
      [WATCHERS],
    );
    return rows;
  } finally {
    await client.end();
  }
}

/** Parts of the run, as shares of LOAD_DURATION: the faults come in the steady part, the capacity ramp after it. */
const SHAPE = { warmUp: 0.1, steady: 0.5, ramp: 0.3 };

/**
 * Artillery's phases: a warm-up to the arrival rate that keeps FAULT_USERS visits going, a steady
 * part at that rate (the faults' time), a ramp to the rate that keeps USERS visits going (where the
 * capacity is found), and a hold at it.
 */
function phases() {
  const rateFor = (users) => Math.max(1, Math.round(users / VISIT_SECONDS));
  const seconds = (share) => Math.max(1, Math.round(DURATION * share));
  const [warmUp, steady, ramp] = [seconds(SHAPE.warmUp), seconds(SHAPE.steady), seconds(SHAPE.ramp)];
  return [
    { duration: warmUp, arrivalRate: 1, rampTo: rateFor(FAULT_USERS), name: 'warm-up' },
    { duration: steady, arrivalRate: rateFor(FAULT_USERS), name: 'steady (faults)' },
    { duration: ramp, arrivalRate: rateFor(FAULT_USERS), rampTo: rateFor(USERS), name: 'ramp' },
    { duration: Math.max(1, DURATION - warmUp - steady - ramp), arrivalRate: rateFor(USERS), name: 'hold' },
  ];
}

/** When each fault starts (ms since the epoch): spread over the steady part, leaving its last tenth for the last recovery. */
function faultTimes(startedAt, count) {
  const from = SHAPE.warmUp + 0.05;
  const span = SHAPE.steady - 0.05 - 0.1;
  return Array.from({ length: count }, (_, index) => startedAt + DURATION * 1000 * (from + (span * index) / count));
}

async function main() {
  await ensureDependencies();
  await ensureBuilt('api');
  // The API instances serve the frontends too, as in production (start:prod refuses without them).
  await ensureBuilt('web');
  fs.mkdirSync(LOGS, { recursive: true });
  const runDir = fs.mkdtempSync(path.join(DATA_DIR, 'run-'));
  life.add(async () => fs.rmSync(runDir, { recursive: true, force: true }));

  const { startStack } = require('../stack/index.cjs');
  const stack = await startStack({ purpose: 'load', dataDir: DATA_DIR });
  life.add(() => stack.stop());
  const { startMailbox } = require('../stack/mailbox.cjs');
  const mailbox = await startMailbox({ dir: path.join(DATA_DIR, 'mail') });
  life.add(() => mailbox.stop());

  const databaseUrl = process.env.DATABASE_URL ? databaseUrlNamed(stack.databaseUrl, LOAD_DATABASE) : stack.databaseUrl;
  await require('../stack/index.cjs').ensureDatabase(databaseUrl);
  const [lbPort, statsPort, apiPorts] = [await freePort(), await freePort(), [await freePort(), await freePort()]];
  const site = `http://127.0.0.1:${lbPort}`;
  const baseEnv = {
    ...process.env,
    ...stack.storageEnv,
    ...stack.paymentsEnv,
    DATABASE_URL: databaseUrl,
    // A Redis the settings name: the load run's own database number on it, never the app's keys.
    REDIS_URL: process.env.REDIS_URL ? redisUrlWithDb(process.env.REDIS_URL, PURPOSES.load.redisDb) : stack.redisUrl,
    SMTP_URL: mailbox.smtpUrl,
    PUBLIC_URL: site,
    // Each virtual user sends an address of its own (X-Forwarded-For), as clients behind a CDN
    // would; HAProxy appends the hop it saw. Two trusted hops make the user's address the client's.
    TRUST_PROXY: '2',
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
  };
  delete baseEnv.PORT;

  const startProd = path.join(ROOT, 'infra', 'scripts', 'start-prod.mjs');
  // Synchronous: the data builder (search/bench-data.mjs) migrates in the middle of its work.
  const migrate = () => {
    const { status, signal } = spawnSync(process.execPath, [startProd, 'migrate'], {
      env: baseEnv,
      cwd: ROOT,
      stdio: 'inherit',
    });
    if (status !== 0) throw new Error(`npm run start:prod -- migrate failed (${signal ?? `exit ${status}`})`);
  };
  await prepareDatabase(databaseUrl, migrate);

  const processes = new Map();
  const start = (name, kind, port) => {
    const child = startNodeProcess(name, startProd, {
      env: { ...baseEnv, ...(port ? { PORT: String(port) } : {}) },
      logFile: path.join(LOGS, `${name}.log`),
      args: [kind],
    });
    processes.set(name, child);
    return child;
  };
  life.add(async () => Promise.all([...processes.values()].map((child) => child.stop())));
  const instances = apiPorts.map((port, index) => ({ name: `api${index + 1}`, port }));
  for (const { name, port } of instances) start(name, 'api', port);
  start('worker', 'worker');
  for (const { name, port } of instances) {
    await waitForHttpOk(`http://127.0.0.1:${port}/api/ready`, { exited: processes.get(name).exited });
  }

  const binary = haproxyBinary(say);
  const haproxy = await startHaproxy({
    binary,
    config: haproxyConfig({ port: lbPort, statsPort, instances }),
    configFile: path.join(runDir, 'haproxy.cfg'),
    logFile: path.join(LOGS, 'haproxy.log'),
    statsPort,
  });
  life.add(() => haproxy.stop());
  await waitForHttpOk(`${site}/api/ready`);
  say(`Two API instances (${apiPorts.join(', ')}) and a worker behind HAProxy at ${site}; logs in .data/load/logs.`);

  const watch = await startSocketWatch({ site, password: LOAD_PASSWORD, pairs: await watchedPairs(databaseUrl) });
  life.add(async () => watch.stop());

  const faults = createFaults({
    stack,
    log: say,
    probeUrls: () => [
      ...instances.map(({ port }) => `http://127.0.0.1:${port}/api/ready`),
      `${site}/api/jobs?q=remote`,
    ],
    payments: {
      endpoint: stack.paymentsEnv.AUTHNET_ENDPOINT,
      loginId: stack.paymentsEnv.AUTHNET_API_LOGIN_ID,
      transactionKey: stack.paymentsEnv.AUTHNET_TRANSACTION_KEY,
    },
    async restartApi() {
      const [{ name, port }] = instances;
      const victim = processes.get(name);
      process.kill(-victim.child.pid, 'SIGKILL');
      await victim.exited;
      await victim.stop();
      start(name, 'api', port);
    },
  });

  // Artillery in the background; the progress line and the faults on the main line.
  const requestLog = createRequestLog(runDir);
  const startedAt = Date.now();
  const artillery = startNodeProcess('artillery', ARTILLERY, {
    env: {
      ...process.env,
      ARTILLERY_DISABLE_TELEMETRY: 'true',
      LOAD_LOG_DIR: runDir,
      LOAD_SITE: site,
      LOAD_PASSWORD,
      LOAD_SEEKERS: String(SIZES.seekers),
      LOAD_EMPLOYERS: String(SIZES.employers),
      LOAD_ADMINS: String(SIZES.admins),
      LOAD_AUTHNET_ENDPOINT: stack.paymentsEnv.AUTHNET_ENDPOINT ?? '',
    },
    logFile: path.join(LOGS, 'artillery.log'),
    args: [
      'run',
      '--quiet',
      '--target',
      site,
      '--overrides',
      JSON.stringify({ config: { phases: phases() } }),
      path.join(ROOT, 'infra', 'load', 'scenarios.yml'),
    ],
  });
  life.add(() => artillery.stop());
  say(
    `Load: ${DURATION} s, ${FAULT_USERS} concurrent users while the faults come (${FAULTS.length ? FAULTS.join(', ') : 'none'}), then up to ${USERS}.`,
  );

  const watching = setInterval(() => void watch.tick(), WATCH_EVERY_MS);
  let currentFault = null;
  let artilleryDone = null;
  artillery.exited.then((how) => (artilleryDone = how));
  const progress = setInterval(() => {
    requestLog.read();
    say(
      progressLine({
        requests: requestLog.requests(),
        elapsedS: (Date.now() - startedAt) / 1000,
        durationS: DURATION,
        fault: currentFault,
      }),
    );
  }, 5000);

  const results = [];
  const startAt = faultTimes(startedAt, FAULTS.length);
  for (const [index, name] of FAULTS.entries()) {
    const wait = startAt[index] - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    if (artilleryDone) break;
    currentFault = name;
    results.push(await faults.run(name));
    currentFault = null;
  }
  const finished = await artillery.exited;
  clearInterval(progress);
  clearInterval(watching);
  if (finished.code !== 0)
    throw new Error(
      `Artillery stopped with ${finished.signal ?? `exit code ${finished.code}`}; see .data/load/logs/artillery.log`,
    );
  const seconds = (Date.now() - startedAt) / 1000;

  requestLog.read();
  const requests = requestLog.requests({ final: true });
  if (requests.length === 0) throw new Error('Artillery sent no request; see .data/load/logs/artillery.log');
  const injected = results.filter((result) => !result.skipped);
  const windows = injected.map((result) => ({
    from: result.start,
    to: (result.recovered ?? result.over + 120_000) + 1000,
  }));
  const figures = summarize(requests, windows);
  const sockets = await watch.report(windows);
  const acks = [...requestLog.acks(), ...watch.acks()];

  // Give the worker a moment for what the API queued, then look every acknowledged write up.
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let writes;
  let charges;
  try {
    writes = await verifyWrites(client, acks);
    charges = await verifyCharges(client, {
      acks,
      since: startedAt,
      charges: sandboxCharges(
        path.join(DATA_DIR, 'authnet', 'sandbox.json'),
        stack.paymentsEnv.AUTHNET_API_LOGIN_ID ?? '',
      ),
    });
  } finally {
    await client.end();
  }

  const lostFollowUps = failedQueueAdds(startedAt);

  say('');
  say('Per scenario:');
  for (const line of table(requests, (request) => request.scenario, seconds)) say(`  ${line}`);
  say('Per endpoint class:');
  for (const line of table(requests, (request) => request.className, seconds)) say(`  ${line}`);
  say('Faults:');
  for (const result of results) {
    if (result.skipped) say(`  ${result.name}: skipped (${result.skipped})`);
    else
      say(
        `  ${result.name}: ${result.recoverySeconds === null ? 'not recovered' : `recovered within ${result.recoverySeconds.toFixed(1)} s`}`,
      );
  }
  if (figures.errorKinds.length)
    say(`Errors outside fault windows: ${figures.errorKinds.map(([kind, count]) => `${kind} x${count}`).join(', ')}`);
  say(
    `Acknowledged writes checked: ${Object.entries(writes.checked)
      .map(([type, count]) => `${type} ${count}`)
      .join(', ')}`,
  );
  for (const item of writes.lost.slice(0, 10)) say(`  lost: ${item.type} ${item.key}`);
  say(
    `Charges at the payment sandbox during the run: ${charges.charges}; charges without a paid purchase: ${charges.unpaidCharges}; approved charges missing at the gateway: ${charges.missingAtGateway}`,
  );
  say(
    `Sockets through the balancer: ${sockets.watchers} seekers watched; messages delivered outside faults ${sockets.delivered} of ${sockets.sent}${sockets.p99 === null ? '' : ` (p99 ${sockets.p99} ms)`}, during faults ${sockets.deliveredInFaults} of ${sockets.sentInFaults}`,
  );
  if (sockets.affinity)
    say(
      `Long-polling through the balancer: ${sockets.affinity.ok} of ${sockets.affinity.of} requests reached the session's instance (affinity cookie ${sockets.affinity.cookieSet ? 'set' : 'MISSING'})`,
    );
  say(
    `Follow-up jobs the API could not queue (e-mails, notifications, after a write it acknowledged): ${lostFollowUps}`,
  );
  for (const example of charges.missingExamples) say(`  approved here, not at the gateway: ${example}`);
  const slowest = injected.reduce(
    (worst, result) => Math.max(worst, result.recoverySeconds === null ? Infinity : result.recoverySeconds),
    0,
  );
  say(`acknowledged writes lost: ${writes.lost.length}`);
  say(`duplicate charges: ${charges.duplicates}`);
  say(`error rate outside fault windows: ${figures.errorRateOutside.toFixed(2)}%`);
  say(`recovered within: ${Number.isFinite(slowest) ? slowest.toFixed(1) : 'never'} s (slowest fault)`);
  say(`capacity: ${figures.capacity} concurrent users with p99 <= 300 ms`);
  return writes.lost.length > 0 || charges.duplicates > 0 ? 1 : 0;
}

main()
  .then((code) => life.shutdown(code))
  .catch((error) => life.shutdown(1, `npm run load failed: ${error.stack ?? error.message}`));
