// Long-running children (API server, worker) and an orderly shutdown on Ctrl-C. Children run in
// their own process group, so a terminal Ctrl-C reaches only this script, which then stops them
// in order (app processes first, then Redis and PostgreSQL). The watchdog in infra/stack/lifetime
// stops them if this script dies without cleaning up.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import readline from 'node:readline';
import { ROOT, currentStep } from './workspace.mjs';

const require = createRequire(import.meta.url);
const lifetime = require('../../stack/lifetime.cjs');
const procs = require('../../stack/procs.cjs');

/**
 * Starts `node <script> <args>` as a supervised child. Output goes to the terminal with a name
 * prefix, to `logFile`, or (`inheritOutput`) straight to this process's stdout and stderr, untouched
 * (one JSON log line stays one line for a collector). Returns { name, child, exited, stop(signal) };
 * `exited` resolves with { name, code, signal } whenever the process ends (expected or not).
 */
export function startNodeProcess(name, script, { env, logFile, args = [], inheritOutput = false } = {}) {
  const child = spawn(process.execPath, [script, ...args], {
    cwd: ROOT,
    env,
    stdio: inheritOutput ? ['ignore', 'inherit', 'inherit'] : ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  if (inheritOutput) {
    // Nothing to pass on: the child writes to this process's own stdout and stderr.
  } else if (logFile) {
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
  // `signal` asks it to stop (SIGTERM unless a received SIGINT or SIGHUP is passed on); SIGKILL after 10 s.
  const stop = async (signal = 'SIGTERM') => {
    if (stopped || !child.pid) return;
    stopped = true;
    if (child.exitCode === null && child.signalCode === null) {
      procs.signal(-child.pid, signal);
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
 * (newest first) and exits; SIGINT, SIGTERM and SIGHUP lead there too, and each cleanup is given the
 * signal received, to pass it on.
 */
export function createShutdown({ onBeforeExit } = {}) {
  // onBeforeExit(code) runs after every cleanup, right before exiting.
  const cleanups = [];
  let inProgress = null;

  const shutdown = (code, message, signal) => {
    if (inProgress) return inProgress;
    inProgress = (async () => {
      if (message) process.stderr.write(`${message}\n`);
      const step = currentStep();
      if (step && step.exitCode === null) step.kill('SIGTERM');
      for (const cleanup of cleanups.splice(0).reverse()) {
        try {
          await cleanup(signal);
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
      shutdown(code, `\nReceived ${sig}; stopping everything that was started ...`, sig);
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

/** A process's exit status as a shell reports it: its code, or 128 + the number of the signal that ended it. */
export function exitStatus({ code, signal }) {
  if (code !== null && code !== undefined) return code;
  const number = signal ? os.constants.signals[signal] : undefined;
  return number ? 128 + number : 1;
}

/**
 * Runs `node <script> <args>` as if it were this process: its output is this process's own,
 * SIGINT, SIGTERM and SIGHUP are passed on to it (SIGKILL if it is still running 10 s later), and
 * this process exits with its status once it ends. For a process an orchestrator supervises.
 */
export function runInForeground(name, script, { env, args = [] } = {}) {
  let ended = null;
  const life = createShutdown({ onBeforeExit: (code) => (ended ? exitStatus(ended) : code) });
  const child = startNodeProcess(name, script, { env, args, inheritOutput: true });
  life.add(child.stop);
  child.exited.then((result) => {
    ended = result;
    if (result.error) return life.shutdown(1, `Could not start the ${name} process: ${result.error.message}`);
    return life.shutdown(exitStatus(result));
  });
  return child;
}
