'use strict';
// Starting one of the stack's private Node servers (storage, the Authorize.net sandbox): each runs
// with its data folder as working directory, so a server left by an earlier run is found by its
// cwd, and one that another run of ours started is shared instead of started twice.
const fs = require('node:fs');
const path = require('node:path');
const procs = require('./procs.cjs');
const { spawnServer, logTail } = require('./server-process.cjs');
const { readJson, removeFile } = require('./state.cjs');
const { freePort } = require('./ports.cjs');

async function settleLeftovers({ dataDir, stateFile, log, leftover }) {
  const state = readJson(stateFile);
  const running = procs.processesWithCwd(dataDir);
  if (running.length > 0) {
    if (state && procs.isSameProcess(state.owner) && procs.isSameProcess(state.server)) return { shared: state };
    log(`Stopping ${leftover} left running by an earlier run (pid ${running.join(', ')}) ...`);
    await procs.terminate(running, 'SIGTERM', 5000);
  }
  removeFile(stateFile);
  return { shared: null };
}

/**
 * Starts (or shares) the private server `name`: data in <dataRoot>/<name>, state in
 * run/<name>.json, log in logs/<name>.log; runs `script` with `nodeArgs` and `env(port, dataDir)`
 * on `port` (pinned, so a restart keeps the one the app was given) or a free one, and waits until
 * `answers(port)`. `noun` names it in messages ('storage server'), `leftover` with its article,
 * `ready(port, dataDir)` is the line announced once it answers. Resolves to
 * { port, pid, shared, stop(), exited }.
 */
async function startNodeServer({
  name,
  service,
  noun,
  leftover,
  script,
  nodeArgs = [],
  env,
  answers,
  ready,
  dataRoot,
  log,
  port: pinnedPort,
  announce = true,
}) {
  const dataDir = path.join(dataRoot, name);
  const stateFile = path.join(dataRoot, 'run', `${name}.json`);
  const logFile = path.join(dataRoot, 'logs', `${name}.log`);
  fs.mkdirSync(dataDir, { recursive: true });
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  fs.mkdirSync(path.dirname(stateFile), { recursive: true });

  const { shared } = await settleLeftovers({ dataDir, stateFile, log, leftover });
  if (shared && (await answers(shared.port))) {
    log(`Using the ${noun} already started by pid ${shared.owner.pid} on port ${shared.port}.`);
    return { port: shared.port, shared: true, stop: async () => {}, exited: new Promise(() => {}) };
  }

  const port = pinnedPort ?? (await freePort());
  const { child, exited, stop, abandon } = await spawnServer({
    service,
    command: process.execPath,
    args: [...nodeArgs, script],
    cwd: dataDir,
    env: { ...process.env, ...env(port, dataDir) },
    logFile,
    stateFile,
    port,
    graceMs: 5000,
  });
  const deadline = Date.now() + 30000;
  while (!(await answers(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      const how = child.exitCode !== null ? `exited with code ${child.exitCode}` : 'did not answer';
      await abandon();
      throw new Error(`The private ${noun} ${how}. Last lines of ${logFile}:\n${logTail(logFile)}`);
    }
    await procs.sleep(100);
  }
  if (announce) log(ready(port, dataDir));

  return { port, pid: child.pid, shared: false, stop, exited };
}

module.exports = { startNodeServer };
