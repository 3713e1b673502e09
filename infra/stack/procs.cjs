'use strict';
// Process bookkeeping on Linux via /proc. A pid alone is not an identity (pids are reused, often
// quickly in containers), so every record we keep pairs the pid with the process start time.
const fs = require('node:fs');

const hasProc = fs.existsSync('/proc/self/stat');

/** Start time of a process in clock ticks since boot, or null when it does not exist. */
function startTimeOf(pid) {
  if (!hasProc) return isRunning(pid) ? 0 : null;
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may contain spaces and parentheses: split after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (fields[0] === 'Z') return null; // a zombie is as good as gone
    return Number(fields[19]);
  } catch {
    return null;
  }
}

function parentOf(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return null;
  }
}

function isRunning(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/** True when the process recorded as { pid, startTime } is still that same process. */
function isSameProcess(record) {
  if (!record || !Number.isInteger(record.pid)) return false;
  const start = startTimeOf(record.pid);
  return start !== null && (record.startTime === undefined || start === record.startTime);
}

function identity(pid = process.pid) {
  return { pid, startTime: startTimeOf(pid) };
}

/**
 * Pids whose working directory is `dir`. PostgreSQL (postmaster and every backend) and
 * redis-server chdir into their data directory, so this finds a server and its helpers even when
 * its pid file is gone or lies.
 */
function processesWithCwd(dir) {
  if (!hasProc) return [];
  let target;
  try {
    target = fs.realpathSync(dir);
  } catch {
    return [];
  }
  const found = [];
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const pid = Number(name);
    if (pid === process.pid) continue;
    try {
      if (fs.readlinkSync(`/proc/${pid}/cwd`) === target && startTimeOf(pid) !== null) found.push(pid);
    } catch {
      // gone, or not ours to inspect
    }
  }
  return found;
}

function signal(pid, sig) {
  try {
    process.kill(pid, sig);
    return true;
  } catch {
    return false;
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until none of `pids` runs any more; resolves false on timeout. */
async function waitForExit(pids, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  const starts = new Map(pids.map((pid) => [pid, startTimeOf(pid)]));
  for (;;) {
    const alive = pids.filter((pid) => starts.get(pid) !== null && startTimeOf(pid) === starts.get(pid));
    if (alive.length === 0) return true;
    if (Date.now() >= deadline) return false;
    await sleep(100);
  }
}

/** Sends `sig`, waits up to graceMs, then SIGKILLs whatever is left. */
async function terminate(pids, sig, graceMs) {
  const list = pids.filter((pid) => startTimeOf(pid) !== null);
  if (list.length === 0) return;
  for (const pid of list) signal(pid, sig);
  if (await waitForExit(list, graceMs)) return;
  for (const pid of list) signal(pid, 'SIGKILL');
  await waitForExit(list, 5000);
}

module.exports = {
  hasProc,
  startTimeOf,
  parentOf,
  isRunning,
  isSameProcess,
  identity,
  processesWithCwd,
  signal,
  sleep,
  waitForExit,
  terminate,
};
