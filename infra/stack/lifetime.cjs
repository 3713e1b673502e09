'use strict';
// Ties the lifetime of long-running children to this process. Graceful paths (stop(), Ctrl-C)
// stop children explicitly; this covers the rest: when this process dies without cleaning up
// (uncaught error, SIGKILL, OOM), the watchdog in reaper.cjs notices its stdin closing and stops
// every child still registered. Only Node built-ins, so the start script can use it before
// dependencies are installed.
const { spawn } = require('node:child_process');
const path = require('node:path');
const { startTimeOf } = require('./procs.cjs');

let reaper = null;

function channel() {
  if (reaper) return reaper;
  const child = spawn(process.execPath, [path.join(__dirname, 'reaper.cjs')], {
    stdio: ['pipe', 'ignore', 'ignore'],
    detached: true, // own session: a terminal Ctrl-C must not take the watchdog down first
  });
  child.unref();
  child.stdin.on('error', () => {}); // watchdog gone: nothing left to tell it
  child.stdin.unref();
  reaper = child;
  return reaper;
}

/**
 * Registers a running child. signal: what stops it gracefully; graceMs: how long to wait before
 * SIGKILL; group: signal its whole process group (children spawned with detached: true).
 */
function watch(pid, { signal = 'SIGTERM', graceMs = 10000, group = false } = {}) {
  const message = { op: 'watch', pid, startTime: startTimeOf(pid), signal, graceMs, group };
  channel().stdin.write(`${JSON.stringify(message)}\n`);
}

function unwatch(pid) {
  if (!reaper) return;
  reaper.stdin.write(`${JSON.stringify({ op: 'unwatch', pid })}\n`);
}

module.exports = { watch, unwatch };
