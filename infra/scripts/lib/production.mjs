// What `npm run start:prod` runs and needs: the process kinds of a deployment and the built output
// each one starts from. Node built-ins only.
import fs from 'node:fs';
import path from 'node:path';
import { BUILDS, ROOT } from './workspace.mjs';

const DEFAULT_STATIC_ROOT = 'dist/frontends';

/** The processes of a deployment: what each runs from the build, and the builds it needs. */
export const PROCESS_KINDS = {
  api: {
    summary: 'the HTTP API, the chat socket and the built frontends (run several behind a load balancer)',
    script: 'dist/backend/api/main.js',
    args: [],
    builds: ['api', 'web'],
  },
  worker: {
    summary: 'the queue worker: e-mail, renewals, reports and every other background job (run one or more)',
    script: 'dist/backend/api/worker.js',
    args: [],
    builds: ['api'],
  },
  migrate: {
    summary: 'applies the pending database migrations and exits (safe to run from several places at once)',
    script: 'dist/backend/api/cli.js',
    args: ['migrate'],
    builds: ['api'],
  },
};

export const USAGE = [
  'Usage: npm run start:prod -- <api|worker|migrate>',
  '',
  'Starts one production process (NODE_ENV=production) from the built output, in the foreground;',
  'every setting comes from the environment (docs/configuration.md, docs/deploy.md).',
  ...Object.entries(PROCESS_KINDS).map(([kind, { summary }]) => `  ${kind.padEnd(8)} ${summary}`),
].join('\n');

/** The process kind from the command line, or the problem with it (the caller prints the usage). */
export function parseProcessKind(args) {
  if (args.length === 0) return { problem: 'Name the process to start.' };
  if (args.length > 1) return { problem: `Give one process kind, not ${args.length} arguments (${args.join(' ')}).` };
  const [kind] = args;
  if (!Object.hasOwn(PROCESS_KINDS, kind)) return { problem: `Unknown process kind "${kind}".` };
  return { kind };
}

/** NODE_ENV must be production or unset: these processes run with production settings. */
export function nodeEnvProblem(env) {
  const value = env.NODE_ENV?.trim();
  if (!value || value === 'production') return null;
  return `NODE_ENV is "${value}", but start:prod runs production processes: unset NODE_ENV or set it to production (use npm start for development).`;
}

/**
 * The builds `kind` needs that are missing, each with the files it lacks and the command that makes
 * it. The frontends are looked for where the API serves them from (STATIC_ROOT).
 */
export function missingBuilds(kind, { root = ROOT, env = process.env } = {}) {
  const staticRoot = path.resolve(root, env.STATIC_ROOT?.trim() || DEFAULT_STATIC_ROOT);
  const located = (file) =>
    file.startsWith(`${DEFAULT_STATIC_ROOT}/`)
      ? path.join(staticRoot, path.relative(DEFAULT_STATIC_ROOT, file))
      : path.join(root, file);
  const missing = [];
  for (const name of PROCESS_KINDS[kind].builds) {
    const build = BUILDS[name];
    const files = build.outputs.map(located).filter((file) => !fs.existsSync(file));
    if (files.length > 0)
      missing.push({
        label: build.label,
        command: `npm run ${build.script}`,
        files: files.map((file) => path.relative(root, file)),
      });
  }
  return missing;
}

/** Whether the installed dependencies are there: the built output loads them at run time. */
export function dependenciesInstalled(root = ROOT) {
  return fs.existsSync(path.join(root, 'node_modules'));
}
