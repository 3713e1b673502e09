'use strict';
// Starting and stopping one private server process of the local stack (Redis, the S3 server): it
// runs detached with its output appended to its log, the lifetime guard kills it if this process
// dies, and a state file names it so a later run can reuse or clean it up.
const fs = require('node:fs');
const { spawn } = require('node:child_process');
const procs = require('./procs.cjs');
const lifetime = require('./lifetime.cjs');
const { writeJson, removeFile } = require('./state.cjs');

/**
 * Spawns `command args` and resolves once it runs. Answers the child, `exited` (resolves with
 * {service, code, signal} when it stops on its own), `stop()` (SIGTERM, then SIGKILL after graceMs)
 * and `abandon()` (for a server that never became ready: killed at once, forgotten).
 */
async function spawnServer({ service, command, args, cwd, env, logFile, stateFile, port, graceMs }) {
  const out = fs.openSync(logFile, 'a');
  const child = spawn(command, args, { cwd, stdio: ['ignore', out, out], detached: true, ...(env ? { env } : {}) });
  fs.closeSync(out);
  child.unref();
  await new Promise((resolve, reject) => {
    child.once('spawn', resolve);
    child.once('error', reject);
  });
  lifetime.watch(child.pid, { signal: 'SIGTERM', graceMs });
  writeJson(stateFile, { owner: procs.identity(), server: procs.identity(child.pid), port });

  let stopping = false;
  const exited = new Promise((resolve) => {
    child.once('exit', (code, signal) => {
      if (stopping) return;
      lifetime.unwatch(child.pid);
      resolve({ service, code, signal });
    });
  });
  const forget = () => {
    lifetime.unwatch(child.pid);
    removeFile(stateFile);
  };
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      if (!(await procs.waitForExit([child.pid], graceMs))) child.kill('SIGKILL');
    }
    forget();
  };
  const abandon = async () => {
    stopping = true;
    await procs.terminate([child.pid], 'SIGTERM', Math.min(graceMs, 10000));
    forget();
  };
  return { child, exited, stop, abandon };
}

/** The last lines of a log file, for an error message. */
function logTail(logFile, lines = 10) {
  return fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').trim().split('\n').slice(-lines).join('\n') : '';
}

module.exports = { spawnServer, logTail };
