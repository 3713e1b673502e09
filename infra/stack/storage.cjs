'use strict';
// A private S3-compatible server on a free loopback port (infra/stack/s3-server.cjs, which runs
// @20minutes/s3rver), objects under .data/s3. Shared like the other private servers: when
// `npm start` already runs it, `npm test` uses the same server with its own bucket.
const fs = require('node:fs');
const path = require('node:path');
const procs = require('./procs.cjs');
const { spawnServer, logTail } = require('./server-process.cjs');
const { displayPath, readJson, removeFile } = require('./state.cjs');
const { freePort } = require('./ports.cjs');

const ACCESS_KEY_ID = 'nestwork-local';
const REGION = 'us-east-1';

async function answers(port, timeoutMs = 1500) {
  try {
    // Unsigned requests are refused with 403: any answer at all says the server is up.
    const response = await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(timeoutMs) });
    await response.arrayBuffer();
    return response.status === 403;
  } catch {
    return false;
  }
}

async function settleLeftovers({ dataDir, stateFile, log }) {
  const state = readJson(stateFile);
  const running = procs.processesWithCwd(dataDir);
  if (running.length > 0) {
    if (state && procs.isSameProcess(state.owner) && procs.isSameProcess(state.server)) return { shared: state };
    log(`Stopping a storage server left running by an earlier run (pid ${running.join(', ')}) ...`);
    await procs.terminate(running, 'SIGTERM', 5000);
  }
  removeFile(stateFile);
  return { shared: null };
}

/** The S3 settings the API and worker get for a private server (see backend/api/src/config). */
function storageEnv({ port, secretKey, bucket }) {
  return {
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: REGION,
    S3_BUCKET: bucket,
    S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
    S3_SECRET_ACCESS_KEY: secretKey,
    S3_FORCE_PATH_STYLE: 'true',
    // The app creates its bucket and sets the CORS rule for the site's origin at boot.
    S3_SETUP_BUCKET: 'true',
  };
}

/**
 * Starts (or shares) the private storage server. Resolves to { port, pid, shared, stop(), exited }.
 * `port` pins the port (a restart keeps the one the app was given).
 */
async function startStorage({ dataRoot, repoRoot, secretKey, log, port: pinnedPort, announce = true }) {
  const dataDir = path.join(dataRoot, 's3');
  const stateFile = path.join(dataRoot, 'run', 's3.json');
  const logFile = path.join(dataRoot, 'logs', 's3.log');
  fs.mkdirSync(dataDir, { recursive: true });
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  fs.mkdirSync(path.dirname(stateFile), { recursive: true });

  const { shared } = await settleLeftovers({ dataDir, stateFile, log });
  if (shared && (await answers(shared.port))) {
    log(`Using the storage server already started by pid ${shared.owner.pid} on port ${shared.port}.`);
    return { port: shared.port, shared: true, stop: async () => {}, exited: new Promise(() => {}) };
  }

  const port = pinnedPort ?? (await freePort());
  // s3rver signs ListObjectsV2 continuation tokens with DES, which OpenSSL 3 keeps in its legacy
  // provider: without it, listing more than 1,000 keys answers InternalError.
  const { child, exited, stop, abandon } = await spawnServer({
    service: 'storage',
    command: process.execPath,
    args: ['--openssl-legacy-provider', path.join(__dirname, 's3-server.cjs')],
    cwd: dataDir,
    env: { ...process.env, S3RVER_PORT: String(port), S3RVER_DIR: dataDir, S3RVER_ACCESS_KEY_ID: ACCESS_KEY_ID, S3RVER_SECRET_ACCESS_KEY: secretKey },
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
      throw new Error(`The private storage server ${how}. Last lines of ${logFile}:\n${logTail(logFile)}`);
    }
    await procs.sleep(100);
  }
  if (announce) log(`S3 storage is ready on 127.0.0.1:${port} (objects in ${displayPath(repoRoot, dataDir)}).`);

  return { port, pid: child.pid, shared: false, stop, exited };
}

module.exports = { startStorage, storageEnv };
