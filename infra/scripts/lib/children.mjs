// Long-running children (API server, worker) and an orderly shutdown on Ctrl-C. Children run in
// their own process group, so a terminal Ctrl-C reaches only this script, which then stops them
// in order (app processes first, then Redis and PostgreSQL). The watchdog in infra/stack/lifetime
// stops them if this script dies without cleaning up.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import readline from 'node:readline';
import { ROOT, currentStep } from './workspace.mjs';

const require = createRequire(import.meta.url);
const lifetime = require('../../stack/lifetime.cjs');
const procs = require('../../stack/procs.cjs');

/**
 * Starts `node <script> [...args]` as a supervised child. Output goes to the terminal with a name
 * prefix, or to `logFile`. Returns { name, child, exited, stop() }; `exited` resolves with { name,
 * code, signal } whenever the process ends (expected or not).
 */
export function startNodeProcess(name, script, { env, logFile, args = [] } = {}) {
  const child = spawn(process.execPath, [script, ...args], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  if (logFile) {
    const out = fs.createWriteStream(logFile, { flags: 'a' });
    child.stdout.pipe(out);
    child.stderr.pipe(out);
  } else {
    for (const stream of [child.stdout, child.stderr]) {
      readline.createInterface({ input: stream }).on('line', (line) => process.stdout.write(`[${name}] ${line}\n`));
    }
  }
  const exited = new Promise((resolve) => {
    child.once('exit', (code, signal) => resolve({ name, code, signal }));
    child.once('error', (error) => resolve({ name, code: null, signal: null, error }));
  });
  if (child.pid) lifetime.watch(child.pid, { signal: 'SIGTERM', graceMs: 10000, group: true });

  let stopped = false;
  const stop = async () => {
    if (stopped || !child.pid) return;
    stopped = true;
    if (child.exitCode === null && child.signalCode === null) {
      procs.signal(-child.pid, 'SIGTERM');
      const done = await Promise.race([exited.then(() => true), procs.sleep(10000).then(() => false)]);
      if (!done) {
        procs.signal(-child.pid, 'SIGKILL');
        await exited;
      }
    }
    // Anything the process left in its group (it should leave nothing).
    procs.signal(-child.pid, 'SIGKILL');
    lifetime.unwatch(child.pid);
  };
  return { name, child, exited, stop };
}

/**
 * One place that knows everything the script started. `shutdown(code, message)` stops it all
 * (newest first) and exits; SIGINT, SIGTERM and SIGHUP lead there too.
 */
export function createShutdown({ onBeforeExit } = {}) {
  // onBeforeExit(code) runs after every cleanup, right before exiting.
  const cleanups = [];
  let inProgress = null;

  const shutdown = (code, message) => {
    if (inProgress) return inProgress;
    inProgress = (async () => {
      if (message) process.stderr.write(`${message}\n`);
      const step = currentStep();
      if (step && step.exitCode === null) step.kill('SIGTERM');
      for (const cleanup of cleanups.splice(0).reverse()) {
        try {
          await cleanup();
        } catch (error) {
          process.stderr.write(`While stopping: ${error.message}\n`);
        }
      }
      // onBeforeExit may replace the exit status (e.g. with the outcome of a test run).
      const status = onBeforeExit ? await onBeforeExit(code) : undefined;
      process.exit(status ?? code);
    })();
    return inProgress;
  };

  const signals = { SIGINT: 130, SIGTERM: 143, SIGHUP: 129 };
  for (const [sig, code] of Object.entries(signals)) {
    process.on(sig, () => {
      if (inProgress) return; // a second Ctrl-C while stopping: keep stopping in order
      shutdown(code, `\nReceived ${sig}; stopping everything that was started ...`);
    });
  }

  return {
    /**
     * Registers an async cleanup (they run newest first). Returns a function that forgets it, for
     * things stopped earlier on the normal path.
     */
    add(cleanup) {
      cleanups.push(cleanup);
      return () => {
        const index = cleanups.indexOf(cleanup);
        if (index >= 0) cleanups.splice(index, 1);
      };
    },
    shutdown,
    get stopping() {
      return inProgress !== null;
    },
  };
}
