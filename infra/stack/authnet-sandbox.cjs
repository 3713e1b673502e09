'use strict';
// The local Authorize.net sandbox as a child process of the stack (started by payments.cjs; the
// server itself is infra/authnet-sandbox). Settings come from the environment:
// AUTHNET_SANDBOX_PORT, AUTHNET_SANDBOX_DIR (its records), AUTHNET_SANDBOX_MERCHANTS (the JSON file
// of accepted merchants, re-read when it changes) and optionally
// AUTHNET_SANDBOX_SETTLE_AFTER_SECONDS. It prints "ready <port>" once listening.
const fs = require('node:fs');
const path = require('node:path');
const { startAuthnetSandbox } = require('../authnet-sandbox/index.cjs');

const { AUTHNET_SANDBOX_PORT, AUTHNET_SANDBOX_DIR, AUTHNET_SANDBOX_MERCHANTS, AUTHNET_SANDBOX_SETTLE_AFTER_SECONDS } =
  process.env;
if (!AUTHNET_SANDBOX_DIR || !AUTHNET_SANDBOX_MERCHANTS) {
  process.stderr.write('authnet-sandbox: AUTHNET_SANDBOX_DIR and AUTHNET_SANDBOX_MERCHANTS are required\n');
  process.exit(2);
}

let cached = { mtimeMs: -1, list: [] };
/** The merchants file ({ <purpose>: { apiLoginId, ... } }), read again whenever it changed. */
function merchants() {
  try {
    const { mtimeMs } = fs.statSync(AUTHNET_SANDBOX_MERCHANTS);
    if (mtimeMs !== cached.mtimeMs)
      cached = { mtimeMs, list: Object.values(JSON.parse(fs.readFileSync(AUTHNET_SANDBOX_MERCHANTS, 'utf8'))) };
  } catch (error) {
    process.stderr.write(
      `authnet-sandbox: cannot read ${path.basename(AUTHNET_SANDBOX_MERCHANTS)}: ${error.message}\n`,
    );
  }
  return cached.list;
}

const settleSeconds = Number(AUTHNET_SANDBOX_SETTLE_AFTER_SECONDS);
startAuthnetSandbox({
  dataDir: AUTHNET_SANDBOX_DIR,
  merchants,
  port: Number(AUTHNET_SANDBOX_PORT || 0),
  ...(Number.isFinite(settleSeconds) && settleSeconds >= 0 ? { settleAfterMs: settleSeconds * 1000 } : {}),
  log: (line) => process.stdout.write(`${new Date().toISOString()} ${line}\n`),
}).then(
  (sandbox) => {
    process.stdout.write(`ready ${sandbox.port}\n`);
    for (const signal of ['SIGTERM', 'SIGINT']) {
      process.on(signal, () => {
        sandbox.stop().then(() => process.exit(0));
        setTimeout(() => process.exit(0), 3000).unref();
      });
    }
  },
  (error) => {
    process.stderr.write(`authnet-sandbox: ${error.message}\n`);
    process.exit(1);
  },
);
