// `npm test`: every check and test tier, on a fresh machine as on a developer's.
//
//   npm test                        typecheck + lint (when those root scripts exist), build, then
//                                   the tiers unit, integration, api, browser
//   npm test -- --tier unit         one tier (repeat --tier, or give a comma list, for more)
//
// Tiers needing PostgreSQL and Redis get DATABASE_URL / REDIS_URL: the variables when set (the
// database name must contain "test": suites reset it), else the private servers of infra/stack
// with the database marketplace_test, and the local S3 server and Authorize.net sandbox (S3_* and
// AUTHNET_* unless set). The browser tier runs the built API and worker on a free
// port against that database (migrated and seeded), with a capture mailbox as its SMTP server
// (unless SMTP_URL is set), and passes BASE_URL, MAILBOX_URL and CHROME_PATH.
// Ends with one line "Total: N passed, N failed"; exits non-zero on any failure.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { ROOT, NX_ENV, say, ensureDependencies, ensureBuilt, rootScripts, runStep } from './lib/workspace.mjs';
import { createShutdown, startNodeProcess } from './lib/children.mjs';
import { waitForHttpOk } from './lib/http.mjs';
import { ensureChromium } from './lib/chromium.mjs';

const require = createRequire(import.meta.url);

const TIERS = ['unit', 'integration', 'api', 'browser'];
const NEEDS_STACK = new Set(['integration', 'api', 'browser']);
const RESULTS_DIR = path.join(ROOT, 'test-results');
// A hung tier must not eat the CI budget; override for slow machines.
const TIER_TIMEOUT_MS = Number(process.env.TEST_TIER_TIMEOUT_MS || 15 * 60 * 1000);

function usage() {
  say('Usage: [TEST_PATTERN=<path part>] npm test [-- --tier <unit|integration|api|browser>[,<tier>...]]');
  say('Without --tier: typecheck and lint (when package.json has those scripts), build, all tiers.');
}

function parseArgs(argv) {
  const tiers = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--help' || arg === '-h') {
      usage();
      process.exit(0);
    } else if (arg === '--tier' || arg.startsWith('--tier=')) {
      const value = arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : argv[++i];
      if (!value) throw new Error('--tier needs a value.');
      tiers.push(
        ...value
          .split(',')
          .map((t) => t.trim())
          .filter(Boolean),
      );
    } else {
      throw new Error(`Unknown argument ${arg}.`);
    }
  }
  const unknown = tiers.filter((t) => !TIERS.includes(t));
  if (unknown.length) throw new Error(`Unknown tier ${unknown.join(', ')}; tiers are ${TIERS.join(', ')}.`);
  return { tiers: tiers.length ? TIERS.filter((t) => tiers.includes(t)) : TIERS, all: tiers.length === 0 };
}

// ---------------------------------------------------------------------------------------------
// Results

/** Each entry: { name, passed, failed, skipped, suites, seconds, notes: [] } */
const results = [];

function record(entry) {
  const full = { passed: 0, failed: 0, skipped: 0, notes: [], ...entry };
  results.push(full);
  return full;
}

function recordFailure(name, note) {
  say(`${name}: ${note}`);
  return record({ name, failed: 1, notes: [note] });
}

function printSummary() {
  say('');
  say('Test summary');
  let passed = 0;
  let failed = 0;
  for (const r of results) {
    passed += r.passed;
    failed += r.failed;
    let line;
    if (r.check) {
      line = r.failed ? 'FAILED' : 'ok';
    } else {
      line = `${r.passed} passed, ${r.failed} failed`;
      if (r.skipped) line += `, ${r.skipped} skipped`;
      const extra = [
        r.suites !== undefined ? `${r.suites} suite${r.suites === 1 ? '' : 's'}` : null,
        r.seconds !== undefined ? `${r.seconds.toFixed(1)}s` : null,
      ].filter(Boolean);
      if (extra.length) line += `  (${extra.join(', ')})`;
    }
    say(`  ${r.name.padEnd(12)} ${line}`);
    for (const note of r.notes) say(`  ${''.padEnd(12)} - ${note}`);
  }
  say(`Total: ${passed} passed, ${failed} failed`);
  return failed;
}

// ---------------------------------------------------------------------------------------------
// Running jest

const rel = (file) => path.relative(ROOT, file) || file;

/** Turns jest's --json output into counts. A suite that crashed counts as (at least) one failure. */
function readJestResults(tier, file, exit, seconds) {
  const entry = { name: tier, seconds, notes: [] };
  if (!fs.existsSync(file)) {
    const why = exit.timedOut
      ? `timed out after ${Math.round(TIER_TIMEOUT_MS / 60000)} min`
      : `jest stopped without results (${exit.signal ?? `exit code ${exit.code}`})`;
    return record({ ...entry, failed: 1, notes: [why] });
  }
  const json = JSON.parse(fs.readFileSync(file, 'utf8'));
  let failed = json.numFailedTests;
  for (const suite of json.testResults) {
    const failedHere = suite.assertionResults.filter((a) => a.status === 'failed').length;
    if (suite.status === 'failed' && failedHere === 0) {
      failed += 1;
      entry.notes.push(`${rel(suite.name)} failed to run`);
    }
  }
  if (json.numTotalTestSuites === 0) {
    failed += 1;
    entry.notes.push(`no test files matched infra/jest/${tier}.config.js`);
  }
  if (exit.timedOut) {
    entry.notes.push(`timed out after ${Math.round(TIER_TIMEOUT_MS / 60000)} min`);
    if (failed === 0) failed = 1;
  } else if (exit.code !== 0 && failed === 0) {
    failed = 1;
    entry.notes.push(`jest exited with ${exit.signal ?? `code ${exit.code}`} although no test failed`);
  }
  return record({
    ...entry,
    passed: json.numPassedTests,
    failed,
    skipped: json.numPendingTests + (json.numTodoTests || 0),
    suites: json.numTotalTestSuites,
  });
}

async function runTier(tier, env) {
  say('');
  say(`=== ${tier} tier ===`);
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const out = path.join(RESULTS_DIR, `jest-${tier}.json`);
  fs.rmSync(out, { force: true });
  const args = [
    '--experimental-vm-modules',
    'node_modules/jest/bin/jest.js',
    '-c',
    `infra/jest/${tier}.config.js`,
    '--json',
    '--outputFile',
    out,
  ];
  if (process.env.CI) args.push('--ci');
  // A developer's shortcut: only the test files whose path matches (e.g. TEST_PATTERN=hiring).
  if (process.env.TEST_PATTERN) args.push(process.env.TEST_PATTERN);
  const started = Date.now();
  const exit = await runStep(process.execPath, args, { env, timeoutMs: TIER_TIMEOUT_MS });
  return readJestResults(tier, out, exit, (Date.now() - started) / 1000);
}

// ---------------------------------------------------------------------------------------------
// Main

// Everything started is stopped before the summary, so the total is the last line printed.
const life = createShutdown({
  onBeforeExit: (code) => {
    const failed = printSummary();
    if (code !== 0) return code; // interrupted or crashed: keep that status
    return failed > 0 ? 1 : 0;
  },
});

let stackPromise = null;

/** Starts (once) what the database tiers need. */
function testStack() {
  if (!stackPromise) {
    stackPromise = (async () => {
      const given = process.env.DATABASE_URL;
      if (given) {
        const name = decodeURIComponent(new URL(given).pathname.replace(/^\//, ''));
        if (!name.includes('test')) {
          throw new Error(
            `DATABASE_URL names the database "${name}"; the tests reset their database, so they only run against one whose name contains "test".`,
          );
        }
      }
      const { startStack } = require('../stack/index.cjs');
      const { testServices } = require('../stack/purposes.cjs');
      const started = await startStack({ purpose: 'test' });
      life.add(() => started.stop());
      // On servers the environment names (maybe the running app's), the tests' own Redis database and bucket.
      return { ...started, ...testServices(process.env, started) };
    })();
  }
  return stackPromise;
}

async function browserTier(stack) {
  const chrome = ensureChromium();
  const env = {
    ...process.env,
    ...stack.storageEnv,
    ...stack.paymentsEnv,
    DATABASE_URL: stack.databaseUrl,
    REDIS_URL: stack.redisUrl,
    NODE_ENV: 'test',
  };
  for (const command of ['migrate', 'seed']) {
    say(`Preparing the browser tier's database: ${command} ...`);
    const { code, signal } = await runStep(process.execPath, ['dist/backend/api/cli.js', command], { env });
    if (code !== 0) throw new Error(`${command} for the browser tier failed (${signal ?? `exit ${code}`}).`);
  }
  const { freePort } = require('../stack/ports.cjs');
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // The server's log file keeps a line per request, to read when a browser test fails.
  const serverEnv = {
    ...env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
    LOG_REQUESTS: process.env.LOG_REQUESTS ?? 'true',
  };
  // The app's e-mail goes to a throwaway capture mailbox the tests read (MAILBOX_URL/api/messages).
  let mailbox = null;
  if (!process.env.SMTP_URL) {
    const { startMailbox } = require('../stack/mailbox.cjs');
    mailbox = await startMailbox({ dir: fs.mkdtempSync(path.join(os.tmpdir(), 'nestwork-mail-')) });
    serverEnv.SMTP_URL = mailbox.smtpUrl;
  }
  const stopMailbox = async () => {
    if (!mailbox) return;
    await mailbox.stop();
    fs.rmSync(mailbox.dir, { recursive: true, force: true });
  };
  const forgetMailbox = life.add(stopMailbox);
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const logFile = path.join(RESULTS_DIR, 'browser-server.log');
  fs.rmSync(logFile, { force: true });
  const api = startNodeProcess('api', 'dist/backend/api/main.js', { env: serverEnv, logFile });
  const worker = startNodeProcess('worker', 'dist/backend/api/worker.js', { env: serverEnv, logFile });
  const stopServer = async () => {
    await worker.stop();
    await api.stop();
  };
  const forget = life.add(stopServer);
  try {
    try {
      await waitForHttpOk(`${baseUrl}/api/health`, { exited: Promise.race([api.exited, worker.exited]) });
    } catch (error) {
      const tail = fs.existsSync(logFile)
        ? fs.readFileSync(logFile, 'utf8').trim().split('\n').slice(-15).join('\n')
        : '';
      throw new Error(`the server for the browser tier did not start: ${error.message}\n${tail}`);
    }
    say(
      `Browser tier server: ${baseUrl} (log: ${rel(logFile)}), Chromium: ${chrome}${mailbox ? `, mailbox: ${mailbox.webUrl}` : ''}`,
    );
    return await runTier('browser', {
      ...serverEnv,
      BASE_URL: baseUrl,
      CHROME_PATH: chrome,
      ...(mailbox ? { MAILBOX_URL: mailbox.webUrl } : {}),
    });
  } finally {
    forget();
    await stopServer();
    forgetMailbox();
    await stopMailbox();
  }
}

async function main({ tiers, all }) {
  try {
    await ensureDependencies();
  } catch (error) {
    recordFailure('install', error.message);
    return;
  }

  const scripts = rootScripts();
  if (all) {
    for (const check of ['typecheck', 'lint']) {
      if (!scripts[check]) continue;
      say('');
      say(`=== ${check} ===`);
      const { code, signal } = await runStep('npm', ['run', check], { env: { ...process.env, ...NX_ENV } });
      if (code === 0) record({ name: check, check: true });
      else
        record({
          name: check,
          check: true,
          failed: 1,
          notes: [`npm run ${check} failed (${signal ?? `exit ${code}`})`],
        });
    }
  }

  let buildError = null;
  if (tiers.includes('browser')) {
    say('');
    say('=== build ===');
    try {
      await ensureBuilt('api');
      await ensureBuilt('web');
      record({ name: 'build', check: true });
    } catch (error) {
      buildError = error;
      record({ name: 'build', check: true, failed: 1, notes: [error.message] });
    }
  }

  for (const tier of tiers) {
    let stack = null;
    if (NEEDS_STACK.has(tier)) {
      try {
        stack = await testStack();
      } catch (error) {
        recordFailure(tier, `not run: the test database and Redis could not be started: ${error.message}`);
        continue;
      }
    }
    if (tier === 'browser') {
      if (buildError) {
        recordFailure(tier, 'not run: the build failed');
        continue;
      }
      try {
        await browserTier(stack);
      } catch (error) {
        recordFailure(tier, `not run: ${error.message}`);
      }
      continue;
    }
    const env = stack
      ? {
          ...process.env,
          ...stack.storageEnv,
          ...stack.paymentsEnv,
          DATABASE_URL: stack.databaseUrl,
          REDIS_URL: stack.redisUrl,
        }
      : process.env;
    await runTier(tier, env);
  }
}

let options;
try {
  options = parseArgs(process.argv.slice(2));
} catch (error) {
  process.stderr.write(`${error.message}\n`);
  usage();
  process.exit(2);
}

main(options)
  .catch((error) => recordFailure('runner', error.stack || error.message))
  .then(() => {
    if (!life.stopping) life.shutdown(0, null);
  });
