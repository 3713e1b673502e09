'use strict';
// Watchdog started by lifetime.cjs in its own session. The parent registers every long-running
// child it starts over our stdin; when stdin reaches end-of-file, the parent is gone (normal exit,
// crash or SIGKILL alike) and we stop whatever it left registered, newest first, so no server
// outlives the script that started it.
const { isSameProcess, signal, waitForExit, startTimeOf } = require('./procs.cjs');

const watched = new Map();
let buffer = '';

process.on('SIGINT', () => {});
process.on('SIGHUP', () => {});

process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => {
  buffer += chunk;
  let newline;
  while ((newline = buffer.indexOf('\n')) >= 0) {
    const line = buffer.slice(0, newline);
    buffer = buffer.slice(newline + 1);
    let message;
    try {
      message = JSON.parse(line);
    } catch {
      continue;
    }
    if (message.op === 'watch') watched.set(message.pid, message);
    else if (message.op === 'unwatch') watched.delete(message.pid);
  }
});
process.stdin.on('end', reap);
process.stdin.on('error', reap);

let reaping = false;
async function reap() {
  if (reaping) return;
  reaping = true;
  const entries = [...watched.values()].reverse();
  for (const entry of entries) {
    if (!isSameProcess(entry)) continue;
    const target = entry.group ? -entry.pid : entry.pid;
    signal(target, entry.signal || 'SIGTERM');
    if (!(await waitForExit([entry.pid], entry.graceMs || 10000))) {
      signal(target, 'SIGKILL');
      await waitForExit([entry.pid], 5000);
    }
    // A process group may hold more than its leader (e.g. shell wrappers); sweep it.
    if (entry.group && startTimeOf(entry.pid) === null) signal(-entry.pid, 'SIGKILL');
  }
  process.exit(0);
}
