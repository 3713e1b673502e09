'use strict';
// The private Authorize.net sandbox of the local stack (infra/stack/authnet-sandbox.cjs, which
// runs infra/authnet-sandbox) on a free loopback port, records under .data/authnet. Shared like
// the other private servers: when `npm start` already runs it, `npm test` uses the same server
// with a merchant account of its own, so neither sees the other's customers or webhooks.
const fs = require('node:fs');
const path = require('node:path');
const procs = require('./procs.cjs');
const { spawnServer, logTail } = require('./server-process.cjs');
const { displayPath, readJson, writeJson, removeFile } = require('./state.cjs');
const { freePort } = require('./ports.cjs');
const { newMerchant } = require('../authnet-sandbox/index.cjs');

/** One merchant account per purpose of the stack (see PURPOSES in index.cjs). */
const MERCHANT_NAMES = ['dev', 'test'];

async function answers(port, timeoutMs = 1500) {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/`, { method: 'HEAD', signal: AbortSignal.timeout(timeoutMs) });
    return response.status === 200 && response.headers.get('x-authnet-sandbox') === '1';
  } catch {
    return false;
  }
}

/**
 * The sandbox's merchant accounts ({ dev, test }: login ID, transaction key, client key, signature
 * key), generated on first use and kept in .data/authnet/merchants.json, which the sandbox reads.
 */
function loadMerchants(dataRoot) {
  const file = path.join(dataRoot, 'authnet', 'merchants.json');
  const current = readJson(file) || {};
  let changed = false;
  for (const name of MERCHANT_NAMES) {
    if (!current[name] || typeof current[name].apiLoginId !== 'string') {
      current[name] = newMerchant();
      changed = true;
    }
  }
  if (changed) writeJson(file, current, 0o600);
  return { file, merchants: current };
}

async function settleLeftovers({ dataDir, stateFile, log }) {
  const state = readJson(stateFile);
  const running = procs.processesWithCwd(dataDir);
  if (running.length > 0) {
    if (state && procs.isSameProcess(state.owner) && procs.isSameProcess(state.server)) return { shared: state };
    log(`Stopping an Authorize.net sandbox left running by an earlier run (pid ${running.join(', ')}) ...`);
    await procs.terminate(running, 'SIGTERM', 5000);
  }
  removeFile(stateFile);
  return { shared: null };
}

/** The AUTHNET_* settings the API and worker get for the local sandbox (see backend/api/src/config). */
function paymentsEnv({ port, merchant }) {
  return {
    AUTHNET_ENVIRONMENT: 'local',
    AUTHNET_ENDPOINT: `http://127.0.0.1:${port}`,
    AUTHNET_API_LOGIN_ID: merchant.apiLoginId,
    AUTHNET_TRANSACTION_KEY: merchant.transactionKey,
    AUTHNET_CLIENT_KEY: merchant.clientKey,
    AUTHNET_SIGNATURE_KEY: merchant.signatureKey,
  };
}

/**
 * Starts (or shares) the sandbox. Resolves to { port, pid, shared, stop(), exited }. `port` pins
 * the port (a restart keeps the one the app was given).
 */
async function startPayments({ dataRoot, repoRoot, log, port: pinnedPort, announce = true }) {
  const dataDir = path.join(dataRoot, 'authnet');
  const stateFile = path.join(dataRoot, 'run', 'authnet.json');
  const logFile = path.join(dataRoot, 'logs', 'authnet.log');
  fs.mkdirSync(dataDir, { recursive: true });
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const { file: merchantsFile } = loadMerchants(dataRoot);

  const { shared } = await settleLeftovers({ dataDir, stateFile, log });
  if (shared && (await answers(shared.port))) {
    log(`Using the Authorize.net sandbox already started by pid ${shared.owner.pid} on port ${shared.port}.`);
    return { port: shared.port, shared: true, stop: async () => {}, exited: new Promise(() => {}) };
  }

  const port = pinnedPort ?? (await freePort());
  const { child, exited, stop, abandon } = await spawnServer({
    service: 'payments',
    command: process.execPath,
    args: [path.join(__dirname, 'authnet-sandbox.cjs')],
    cwd: dataDir,
    env: { ...process.env, AUTHNET_SANDBOX_PORT: String(port), AUTHNET_SANDBOX_DIR: dataDir, AUTHNET_SANDBOX_MERCHANTS: merchantsFile },
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
      throw new Error(`The private Authorize.net sandbox ${how}. Last lines of ${logFile}:\n${logTail(logFile)}`);
    }
    await procs.sleep(100);
  }
  if (announce) log(`Authorize.net sandbox is ready on 127.0.0.1:${port} (records in ${displayPath(repoRoot, dataDir)}).`);

  return { port, pid: child.pid, shared: false, stop, exited };
}

module.exports = { startPayments, paymentsEnv, loadMerchants, MERCHANT_NAMES };
