'use strict';
// A private S3-compatible server on a free loopback port (infra/stack/s3-server.cjs, which runs
// @20minutes/s3rver), objects under .data/s3. Shared like the other private servers: when
// `npm start` already runs it, `npm test` uses the same server with its own bucket.
const path = require('node:path');
const { startNodeServer } = require('./node-server.cjs');
const { displayPath } = require('./state.cjs');

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
function startStorage({ dataRoot, repoRoot, secretKey, log, port, announce = true }) {
  return startNodeServer({
    name: 's3',
    service: 'storage',
    noun: 'storage server',
    leftover: 'a storage server',
    // s3rver signs ListObjectsV2 continuation tokens with DES, which OpenSSL 3 keeps in its legacy
    // provider: without it, listing more than 1,000 keys answers InternalError.
    nodeArgs: ['--openssl-legacy-provider'],
    script: path.join(__dirname, 's3-server.cjs'),
    env: (serverPort, dataDir) => ({
      S3RVER_PORT: String(serverPort),
      S3RVER_DIR: dataDir,
      S3RVER_ACCESS_KEY_ID: ACCESS_KEY_ID,
      S3RVER_SECRET_ACCESS_KEY: secretKey,
    }),
    answers,
    ready: (serverPort, dataDir) =>
      `S3 storage is ready on 127.0.0.1:${serverPort} (objects in ${displayPath(repoRoot, dataDir)}).`,
    dataRoot,
    log,
    port,
    announce,
  });
}

module.exports = { startStorage, storageEnv };
