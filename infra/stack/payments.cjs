'use strict';
// The private Authorize.net sandbox of the local stack (infra/stack/authnet-sandbox.cjs, which
// runs infra/authnet-sandbox) on a free loopback port, records under .data/authnet. Shared like
// the other private servers: when `npm start` already runs it, `npm test` uses the same server
// with a merchant account of its own, so neither sees the other's customers or webhooks.
const path = require('node:path');
const { startNodeServer } = require('./node-server.cjs');
const { displayPath, readJson, writeJson } = require('./state.cjs');
const { newMerchant } = require('../authnet-sandbox/index.cjs');
const { PURPOSES } = require('./purposes.cjs');

/** One merchant account per purpose of the stack (purposes.cjs). */
const MERCHANT_NAMES = Object.values(PURPOSES).map((purpose) => purpose.merchant);

async function answers(port, timeoutMs = 1500) {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/`, {
      method: 'HEAD',
      signal: AbortSignal.timeout(timeoutMs),
    });
    return response.status === 200 && response.headers.get('x-authnet-sandbox') === '1';
  } catch {
    return false;
  }
}

/**
 * The sandbox's merchant accounts ({ dev, test, bench }: login ID, transaction key, client key, signature
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
function startPayments({ dataRoot, repoRoot, log, port, announce = true }) {
  const { file: merchantsFile } = loadMerchants(dataRoot);
  return startNodeServer({
    name: 'authnet',
    service: 'payments',
    noun: 'Authorize.net sandbox',
    leftover: 'an Authorize.net sandbox',
    script: path.join(__dirname, 'authnet-sandbox.cjs'),
    env: (serverPort, dataDir) => ({
      AUTHNET_SANDBOX_PORT: String(serverPort),
      AUTHNET_SANDBOX_DIR: dataDir,
      AUTHNET_SANDBOX_MERCHANTS: merchantsFile,
    }),
    answers,
    ready: (serverPort, dataDir) =>
      `Authorize.net sandbox is ready on 127.0.0.1:${serverPort} (records in ${displayPath(repoRoot, dataDir)}).`,
    dataRoot,
    log,
    port,
    announce,
  });
}

module.exports = { startPayments, paymentsEnv, loadMerchants, MERCHANT_NAMES };
