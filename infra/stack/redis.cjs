'use strict';
// A private redis-server on a free loopback port, data under .data/redis (append-only file plus
// RDB snapshots, so queued jobs survive a restart).
const fs = require('node:fs');
const net = require('node:net');
const path = require('node:path');
const procs = require('./procs.cjs');
const { spawnServer, logTail } = require('./server-process.cjs');
const { displayPath, readJson, removeFile } = require('./state.cjs');
const { freePort } = require('./ports.cjs');
const { findExecutable, canAptInstall, aptInstall } = require('./system-packages.cjs');

/** redis-server's path; installs Debian's package when missing and we may, else explains. */
function redisServerBinary(log, searchPath = process.env.PATH) {
  const found = findExecutable('redis-server', searchPath);
  if (found) return found;
  if (canAptInstall()) {
    log("redis-server is not installed; installing Debian's redis-server package ...");
    aptInstall(['redis-server'], log);
    const installed = findExecutable('redis-server', searchPath);
    if (installed) return installed;
  }
  throw new Error(
    'redis-server is not installed: install it (Debian/Ubuntu: sudo apt-get install redis-server) or set REDIS_URL to a running Redis.',
  );
}

/** One RESP command round trip; resolves the raw reply line(s). */
function ping(port, password, timeoutMs = 2000) {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    let reply = '';
    const timer = setTimeout(() => socket.destroy(new Error('timeout')), timeoutMs);
    const arg = (s) => `$${Buffer.byteLength(s)}\r\n${s}\r\n`;
    socket.on('connect', () => socket.write(`*2\r\n${arg('AUTH')}${arg(password)}*1\r\n${arg('PING')}`));
    socket.on('data', (chunk) => {
      reply += chunk.toString('utf8');
      const lines = reply.split('\r\n').filter(Boolean);
      if (lines.length >= 2) {
        clearTimeout(timer);
        socket.end();
        resolve(lines);
      }
    });
    socket.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

async function waitUntilReady({ port, password, child, logFile, timeoutMs = 60000 }) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) break;
    try {
      const [auth, pong] = await ping(port, password);
      if (auth === '+OK' && pong === '+PONG') return;
      last = `${auth} ${pong}`;
      // -LOADING: still reading its append-only file after a restart; anything else is fatal.
      if (!pong.startsWith('-LOADING')) break;
    } catch (error) {
      last = error.message;
    }
    await procs.sleep(100);
  }
  const tail = logTail(logFile);
  const reason = child && child.exitCode !== null ? `exited with code ${child.exitCode}` : `did not answer (${last})`;
  throw new Error(`The private redis-server ${reason}. Last lines of ${logFile}:\n${tail}`);
}

function configText({ port, dir, password }) {
  const quote = (s) => `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  return [
    'bind 127.0.0.1',
    `port ${port}`,
    'protected-mode yes',
    'daemonize no',
    'logfile ""',
    `dir ${quote(dir)}`,
    'appendonly yes',
    'appendfsync everysec',
    // A file cut short by a hard kill loses its last command instead of refusing to start.
    'aof-load-truncated yes',
    'save 900 1 300 10 60 10000',
    `requirepass ${quote(password)}`,
    '',
  ].join('\n');
}

async function settleLeftovers({ dataDir, stateFile, log }) {
  const state = readJson(stateFile);
  const running = procs.processesWithCwd(dataDir);
  if (running.length > 0) {
    if (state && procs.isSameProcess(state.owner) && procs.isSameProcess(state.server)) return { shared: state };
    log(`Stopping a redis-server left running by an earlier run (pid ${running.join(', ')}) ...`);
    await procs.terminate(running, 'SIGTERM', 15000); // SIGTERM: flush the append-only file, exit
  }
  removeFile(stateFile);
  return { shared: null };
}

/**
 * Starts (or shares) the private Redis. Resolves to { port, password, pid, stop(), exited }. `port`
 * pins the port (a restart keeps the one the app was given); `announce: false` leaves out the
 * "ready" line (the supervisor says it once for a restart).
 */
async function startRedis({ dataRoot, repoRoot, password, log, port: pinnedPort, announce = true }) {
  const dataDir = path.join(dataRoot, 'redis');
  const stateFile = path.join(dataRoot, 'run', 'redis.json');
  const confFile = path.join(dataRoot, 'run', 'redis.conf');
  const logFile = path.join(dataRoot, 'logs', 'redis.log');
  fs.mkdirSync(dataDir, { recursive: true });
  fs.mkdirSync(path.dirname(logFile), { recursive: true });

  const { shared } = await settleLeftovers({ dataDir, stateFile, log });
  if (shared) {
    log(`Using the redis-server already started by pid ${shared.owner.pid} on port ${shared.port}.`);
    await waitUntilReady({ port: shared.port, password, logFile, timeoutMs: 15000 });
    return { port: shared.port, password, shared: true, stop: async () => {}, exited: new Promise(() => {}) };
  }

  const binary = redisServerBinary(log);
  const port = pinnedPort ?? (await freePort());
  fs.mkdirSync(path.dirname(confFile), { recursive: true });
  fs.writeFileSync(confFile, configText({ port, dir: dataDir, password }), { mode: 0o600 });
  const { child, exited, stop, abandon } = await spawnServer({
    service: 'redis',
    command: binary,
    args: [confFile],
    cwd: dataDir,
    logFile,
    stateFile,
    port,
    graceMs: 15000,
  });
  try {
    await waitUntilReady({ port, password, child, logFile });
  } catch (error) {
    await abandon();
    throw error;
  }
  if (announce) log(`Redis is ready on 127.0.0.1:${port} (data in ${displayPath(repoRoot, dataDir)}).`);

  return { port, password, pid: child.pid, shared: false, stop, exited };
}

module.exports = { startRedis, redisServerBinary };
