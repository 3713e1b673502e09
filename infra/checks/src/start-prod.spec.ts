import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

// `npm run start:prod` and its helpers are ES modules outside the TypeScript projects: they run in
// a child Node, as npm runs them.
const root = path.resolve(__dirname, '../../..');
const script = path.join(root, 'infra/scripts/start-prod.mjs');
const lib = (file: string) => pathToFileURL(path.join(root, 'infra/scripts/lib', file)).href;

/** The environment a start is given: none of this machine's own NODE_ENV or STATIC_ROOT. */
function cleanEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...extra };
  for (const name of ['NODE_ENV', 'STATIC_ROOT'] as const) if (!(name in extra)) delete env[name];
  return env;
}

function startProd(args: string[], extra: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, [script, ...args], { env: cleanEnv(extra), encoding: 'utf8' });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** Runs an ES module snippet in a child Node and parses what it prints as JSON. */
function evaluate<T>(code: string): T {
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', code], {
    env: cleanEnv(),
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout) as T;
}

describe('npm run start:prod', () => {
  it('names the three process kinds and refuses anything else, before looking at the build', () => {
    const none = startProd([]);
    expect(none.status).toBe(2);
    expect(none.stderr).toContain('Name the process to start.');
    expect(none.stderr).toContain('Usage: npm run start:prod -- <api|worker|migrate>');

    const unknown = startProd(['web']);
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toMatch(/^Unknown process kind "web"\.\n\nUsage:/);

    const two = startProd(['api', 'worker']);
    expect(two.status).toBe(2);
    expect(two.stderr).toMatch(/^Give one process kind, not 2 arguments \(api worker\)\./);

    const help = startProd(['--help']);
    expect(help.status).toBe(0);
    expect(help.stdout).toMatch(/^ {2}api {6}the HTTP API/m);
    expect(help.stdout).toMatch(/^ {2}worker {3}the queue worker/m);
    expect(help.stdout).toMatch(/^ {2}migrate {2}applies the pending database migrations/m);
  });

  it('refuses a NODE_ENV other than production', () => {
    const development = startProd(['worker'], { NODE_ENV: 'development' });
    expect(development.status).toBe(2);
    expect(development.stderr).toContain('NODE_ENV is "development", but start:prod runs production processes');
  });

  describe('the built output each process needs', () => {
    let dir = '';

    beforeEach(() => {
      dir = mkdtempSync(path.join(tmpdir(), 'nestwork-start-prod-'));
    });

    afterEach(() => rmSync(dir, { recursive: true, force: true }));

    const missing = (kind: string, env: Record<string, string> = {}) =>
      evaluate<Array<{ command: string; files: string[] }>>(
        `import { missingBuilds } from '${lib('production.mjs')}';
         const found = missingBuilds(${JSON.stringify(kind)}, { root: ${JSON.stringify(dir)}, env: ${JSON.stringify(env)} });
         console.log(JSON.stringify(found.map(({ command, files }) => ({ command, files }))));`,
      );
    const touch = (...files: string[]) => {
      for (const file of files) {
        mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
        writeFileSync(path.join(dir, file), '');
      }
    };
    const backend = ['dist/backend/api/main.js', 'dist/backend/api/worker.js', 'dist/backend/api/cli.js'];
    const frontends = (base: string) => [
      `${base}/shell/index.html`,
      `${base}/seeker/remoteEntry.js`,
      `${base}/employer/remoteEntry.js`,
      `${base}/admin/remoteEntry.js`,
    ];

    it('names the command that builds each missing part: the backend for all, the frontends for the API', () => {
      expect(missing('api')).toEqual([
        { command: 'npm run build:api', files: backend },
        { command: 'npm run build:web', files: frontends('dist/frontends') },
      ]);
      expect(missing('worker')).toEqual([{ command: 'npm run build:api', files: backend }]);
      expect(missing('migrate')).toEqual([{ command: 'npm run build:api', files: backend }]);

      touch(...backend);
      expect(missing('worker')).toEqual([]);
      expect(missing('api')).toEqual([{ command: 'npm run build:web', files: frontends('dist/frontends') }]);
      touch(...frontends('dist/frontends'));
      expect(missing('api')).toEqual([]);
    });

    it('looks for the frontends where STATIC_ROOT says the API serves them from', () => {
      touch(...backend, ...frontends('dist/frontends'));
      expect(missing('api', { STATIC_ROOT: 'web' })).toEqual([
        { command: 'npm run build:web', files: frontends('web') },
      ]);
      touch(...frontends('web'));
      expect(missing('api', { STATIC_ROOT: 'web' })).toEqual([]);
    });
  });

  describe('the process in the foreground', () => {
    let dir = '';

    beforeEach(() => {
      dir = mkdtempSync(path.join(tmpdir(), 'nestwork-foreground-'));
      // Stands in for the API or the worker: says when it is up, and how it was asked to stop.
      writeFileSync(
        path.join(dir, 'child.js'),
        `for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => { console.log('child got ' + signal); process.exit(signal === 'SIGTERM' ? 7 : 0); });
         const mode = process.argv[2];
         console.log('child ready');
         if (mode === 'exit') process.exit(3);
         if (mode === 'crash') process.kill(process.pid, 'SIGKILL');
         setInterval(() => undefined, 1000);`,
      );
    });

    afterEach(() => rmSync(dir, { recursive: true, force: true }));

    /** Runs the child through runInForeground, sending `signal` once it is up; its output and exit status. */
    function runChild(mode: string, signal?: NodeJS.Signals): Promise<{ status: number | null; stdout: string }> {
      const code = `import { runInForeground } from '${lib('children.mjs')}';
        runInForeground('child', ${JSON.stringify(path.join(dir, 'child.js'))}, { env: process.env, args: [${JSON.stringify(mode)}] });`;
      const parent = spawn(process.execPath, ['--input-type=module', '-e', code], {
        env: cleanEnv(),
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stdout = '';
      parent.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk.toString('utf8');
        if (signal && stdout.includes('child ready')) {
          parent.kill(signal);
          signal = undefined;
        }
      });
      return new Promise((resolve) => parent.on('close', (status) => resolve({ status, stdout })));
    }

    it('passes SIGTERM and SIGINT on to it and exits with its status', async () => {
      const terminated = await runChild('run', 'SIGTERM');
      expect(terminated.stdout).toContain('child got SIGTERM');
      expect(terminated.status).toBe(7);

      const interrupted = await runChild('run', 'SIGINT');
      expect(interrupted.stdout).toContain('child got SIGINT');
      expect(interrupted.status).toBe(0);
    });

    it('ends when it ends, with its exit code, or 128 + the signal that killed it', async () => {
      expect(await runChild('exit')).toEqual({ status: 3, stdout: 'child ready\n' });
      expect(await runChild('crash')).toEqual({ status: 128 + 9, stdout: 'child ready\n' });
    });
  });
});
