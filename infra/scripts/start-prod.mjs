// `npm run start:prod -- <api|worker|migrate>`: one production process, as a deployment runs it
// (docs/deploy.md): the API server, the queue worker, or the migration step (under a PostgreSQL
// advisory lock, so several may run at once). It runs from the built output with NODE_ENV=production,
// in the foreground: its log lines are this script's output, unchanged; SIGTERM, SIGINT and SIGHUP
// go to it, and the script exits with its status. It neither installs, builds nor starts a store:
// what is missing is named, with the command that provides it; every setting comes from the
// environment, and the process itself names any that is missing or wrong.
//
// Node built-ins only.
import { runInForeground } from './lib/children.mjs';
import {
  dependenciesInstalled,
  missingBuilds,
  nodeEnvProblem,
  parseProcessKind,
  PROCESS_KINDS,
  USAGE,
} from './lib/production.mjs';

function refuse(message, status) {
  process.stderr.write(`${message}\n`);
  process.exit(status);
}

const args = process.argv.slice(2);
if (args.length === 1 && (args[0] === '--help' || args[0] === '-h')) {
  process.stdout.write(`${USAGE}\n`);
  process.exit(0);
}

const parsed = parseProcessKind(args);
if (parsed.problem) refuse(`${parsed.problem}\n\n${USAGE}`, 2);
const { kind } = parsed;

const envProblem = nodeEnvProblem(process.env);
if (envProblem) refuse(envProblem, 2);

if (!dependenciesInstalled()) refuse('The dependencies are not installed: run npm ci first.', 1);

const missing = missingBuilds(kind);
if (missing.length > 0) {
  refuse(
    [
      `The ${kind} process runs from the built output, which is incomplete:`,
      ...missing.map(({ label, command, files }) => `  - the ${label} (missing ${files.join(', ')}): run ${command}`),
      'start:prod builds nothing: build once, then start as many processes as needed.',
    ].join('\n'),
    1,
  );
}

const { script, args: scriptArgs } = PROCESS_KINDS[kind];
runInForeground(kind, script, { env: { ...process.env, NODE_ENV: 'production' }, args: scriptArgs });
