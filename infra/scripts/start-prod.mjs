// `npm run start:prod -- <kind>`: one process of the named kind from the built output, with
// production settings, in the foreground. It starts no store and builds nothing: the settings name
// PostgreSQL, Redis, S3, SMTP and the card provider (docs/configuration.md, docs/deploy.md), and
// `npm run build:api` (and `npm run build:web` for the pages the API serves) made dist/.
//   api      the HTTP API and the frontends (dist/backend/api/main.js); as many as needed
//   worker   the queue worker and schedules (dist/backend/api/worker.js); one or more
//   migrate  applies pending migrations and exits (dist/backend/api/cli.js migrate); several at
//            once are safe, they wait on one PostgreSQL advisory lock
// Signals (SIGTERM, SIGINT, SIGHUP) go to the process, which shuts down gracefully; this script
// exits with its status. Node built-ins only.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DIST = path.join(ROOT, 'dist', 'backend', 'api');

const PROCESS_KINDS = {
  api: { file: 'main.js', args: [] },
  worker: { file: 'worker.js', args: [] },
  migrate: { file: 'cli.js', args: ['migrate'] },
};

const SIGNAL_STATUS = { SIGINT: 130, SIGTERM: 143, SIGHUP: 129 };

function fail(message) {
  process.stderr.write(`${message}\n`);
  process.exit(2);
}

const [kind, ...extra] = process.argv.slice(2);
const usage = `Usage: npm run start:prod -- <${Object.keys(PROCESS_KINDS).join('|')}>`;
if (!kind) fail(`Name the kind of process to start. ${usage}`);
if (extra.length) fail(`One kind of process at a time (got ${[kind, ...extra].join(' ')}). ${usage}`);
const chosen = Object.hasOwn(PROCESS_KINDS, kind) ? PROCESS_KINDS[kind] : null;
if (!chosen) fail(`Unknown kind of process "${kind}". ${usage}`);
const entry = path.join(DIST, chosen.file);
if (!existsSync(entry))
  fail(
    `${path.relative(ROOT, entry)} is missing: build first with npm run build:api (and npm run build:web for the pages).`,
  );

const child = spawn(process.execPath, [entry, ...chosen.args], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production' },
});
for (const signal of Object.keys(SIGNAL_STATUS)) process.on(signal, () => child.kill(signal));
child.on('error', (error) => fail(`Could not start ${kind}: ${error.message}`));
child.on('exit', (code, signal) => process.exit(code ?? SIGNAL_STATUS[signal] ?? 1));
