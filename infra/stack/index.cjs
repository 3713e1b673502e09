'use strict';
// The local stack behind `npm start` and `npm test`: PostgreSQL, Redis, S3 storage and the
// Authorize.net sandbox, either the ones named by DATABASE_URL / REDIS_URL / S3_ENDPOINT /
// AUTHNET_ENVIRONMENT or private servers with their data under .data/.
//
//   const { startStack } = require('./infra/stack/index.cjs');
//   const stack = await startStack({ purpose: 'dev' });   // or 'test', 'bench'
//   stack.databaseUrl; stack.redisUrl; await stack.stop();
//
// Private servers are shared: when `npm start` already runs them, `npm test` and the benchmarks
// use the same servers (each purpose with its own database, Redis db number, bucket and payments
// merchant: purposes.cjs) instead of fighting over the data folders.
// A private server we started that stops on its own is restarted on the same port and data
// (supervisor.cjs), as production restarts a failed store; the app rides out the outage.
const fs = require('node:fs');
const path = require('node:path');
const { startPostgres, SUPERUSER } = require('./postgres.cjs');
const { startRedis } = require('./redis.cjs');
const { startStorage, storageEnv } = require('./storage.cjs');
const { startPayments, paymentsEnv, loadMerchants } = require('./payments.cjs');
const { loadSecrets, acquireLock, displayPath } = require('./state.cjs');
const { supervise } = require('./supervisor.cjs');
const { PURPOSES, resolveBenchServices } = require('./purposes.cjs');

const REPO_ROOT = path.resolve(__dirname, '..', '..');

function defaultLog(line) {
  process.stderr.write(`[stack] ${line}\n`);
}

function pgConfigFromUrl(url) {
  const parsed = new URL(url);
  return {
    host: decodeURIComponent(parsed.hostname),
    port: parsed.port ? Number(parsed.port) : 5432,
    user: decodeURIComponent(parsed.username) || undefined,
    password: parsed.password ? decodeURIComponent(parsed.password) : undefined,
    database: decodeURIComponent(parsed.pathname.replace(/^\//, '')),
    ssl: /^(require|verify-ca|verify-full)$/.test(parsed.searchParams.get('sslmode') || '')
      ? { rejectUnauthorized: parsed.searchParams.get('sslmode') !== 'require' }
      : undefined,
  };
}

/**
 * Creates the database named in `databaseUrl` when it does not exist, connecting to the server's
 * maintenance database. Returns true when it created it.
 */
async function ensureDatabase(databaseUrl) {
  const { Client } = require('pg');
  const config = pgConfigFromUrl(databaseUrl);
  if (!config.database) throw new Error('DATABASE_URL names no database.');
  let lastError;
  for (const maintenance of ['postgres', 'template1']) {
    const client = new Client({ ...config, database: maintenance });
    client.on('error', () => {});
    try {
      await client.connect();
      const found = await client.query('select 1 from pg_database where datname = $1', [config.database]);
      if (found.rowCount > 0) return false;
      try {
        await client.query(`create database ${client.escapeIdentifier(config.database)}`);
        return true;
      } catch (error) {
        if (error.code === '42P04') return false; // created concurrently by someone else
        throw error;
      }
    } catch (error) {
      lastError = error;
      if (error.code !== '3D000') break; // only a missing maintenance database is worth a retry
    } finally {
      await client.end().catch(() => {});
    }
  }
  throw lastError;
}

function redactUrl(url) {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparseable URL)';
  }
}

/**
 * Starts what `purpose` needs. Options: purpose 'dev' | 'test' | 'bench' | 'load'; env (defaults to process.env) for
 * DATABASE_URL / REDIS_URL; dataDir (default .data); log(line); restartLimits (the supervisor's
 * maxQuickFailures, stableMs, firstDelayMs, maxDelayMs).
 * Resolves to { databaseUrl, redisUrl, storageEnv, paymentsEnv, stop(), exited, owned, instance(name) } where `exited` resolves with
 * { service, message } when a server we started keeps stopping and is given up on (one that stops
 * once is restarted), and `owned` lists the servers we started.
 */
async function startStack({ purpose, env = process.env, dataDir, log = defaultLog, restartLimits = {} } = {}) {
  const settings = PURPOSES[purpose];
  if (!settings)
    throw new Error(`startStack: purpose must be one of ${Object.keys(PURPOSES).join(', ')}, got ${purpose}`);
  const dataRoot = path.resolve(dataDir || path.join(REPO_ROOT, '.data'));
  const needPostgres = !env.DATABASE_URL;
  const needRedis = !env.REDIS_URL;
  const needStorage = !env.S3_ENDPOINT;
  const needPayments = !env.AUTHNET_ENVIRONMENT;
  const services = [];
  const stopAll = async () => {
    // Reverse start order; each stop is idempotent.
    for (const service of services.slice().reverse()) {
      await service.stop().catch((error) => log(`Stopping a server failed: ${error.message}`));
    }
  };

  let databaseUrl = env.DATABASE_URL;
  let redisUrl = env.REDIS_URL;
  let storage = {};
  let payments = {};
  if (needPostgres || needRedis || needStorage || needPayments) {
    fs.mkdirSync(dataRoot, { recursive: true });
    const lockFile = path.join(dataRoot, 'run', 'stack.lock');
    // The first start runs under the lock taken below; a restart takes it again, so that a run
    // starting meanwhile does not take the stopped server's folder for a leftover of its own.
    const locked = (startServer) => async (previous) => {
      if (!previous) return startServer(previous);
      const releaseAgain = await acquireLock(lockFile, { log });
      try {
        return await startServer(previous);
      } finally {
        releaseAgain();
      }
    };
    const logsHint = (file) => `Its log: ${displayPath(REPO_ROOT, path.join(dataRoot, 'logs', file))}.`;
    const release = await acquireLock(lockFile, { log });
    try {
      const secrets = loadSecrets(dataRoot);
      if (needPostgres) {
        const pg = await supervise({
          name: 'postgres',
          label: 'PostgreSQL',
          hint: logsHint('postgres.log'),
          log,
          ...restartLimits,
          start: locked((previous) =>
            startPostgres({
              dataRoot,
              repoRoot: REPO_ROOT,
              password: secrets.postgresPassword,
              log,
              port: previous?.port,
              announce: !previous,
            }),
          ),
        });
        services.push({ name: 'postgres', ...pg });
        const { port, password } = pg.current();
        databaseUrl = `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${settings.database}`;
      }
      if (needRedis) {
        const redis = await supervise({
          name: 'redis',
          label: 'Redis',
          hint: logsHint('redis.log'),
          log,
          ...restartLimits,
          start: locked((previous) =>
            startRedis({
              dataRoot,
              repoRoot: REPO_ROOT,
              password: secrets.redisPassword,
              log,
              port: previous?.port,
              announce: !previous,
            }),
          ),
        });
        services.push({ name: 'redis', ...redis });
        const { port, password } = redis.current();
        redisUrl = `redis://:${encodeURIComponent(password)}@127.0.0.1:${port}/${settings.redisDb}`;
      }
      if (needStorage) {
        const s3 = await supervise({
          name: 'storage',
          label: 'S3 storage',
          hint: logsHint('s3.log'),
          log,
          ...restartLimits,
          start: locked((previous) =>
            startStorage({
              dataRoot,
              repoRoot: REPO_ROOT,
              secretKey: secrets.storageSecretKey,
              log,
              port: previous?.port,
              announce: !previous,
            }),
          ),
        });
        services.push({ name: 'storage', ...s3 });
        storage = storageEnv({ port: s3.current().port, secretKey: secrets.storageSecretKey, bucket: settings.bucket });
      }
      if (needPayments) {
        const sandbox = await supervise({
          name: 'payments',
          label: 'Authorize.net sandbox',
          hint: logsHint('authnet.log'),
          log,
          ...restartLimits,
          start: locked((previous) =>
            startPayments({ dataRoot, repoRoot: REPO_ROOT, log, port: previous?.port, announce: !previous }),
          ),
        });
        services.push({ name: 'payments', ...sandbox });
        payments = paymentsEnv({
          port: sandbox.current().port,
          merchant: loadMerchants(dataRoot).merchants[settings.merchant],
        });
      }
    } catch (error) {
      await stopAll();
      throw error;
    } finally {
      release();
    }
  }

  try {
    if (await ensureDatabase(databaseUrl)) log(`Created database ${pgConfigFromUrl(databaseUrl).database}.`);
  } catch (error) {
    await stopAll();
    throw new Error(`Could not reach or prepare the database at ${redactUrl(databaseUrl)}: ${error.message}`);
  }

  let stopped = false;
  return {
    databaseUrl,
    redisUrl,
    /** S3_* settings of the private storage server; empty when S3_ENDPOINT was given. */
    storageEnv: storage,
    /** AUTHNET_* settings of the private Authorize.net sandbox; empty when AUTHNET_ENVIRONMENT was given. */
    paymentsEnv: payments,
    owned: services.filter((s) => !s.shared).map((s) => s.name),
    /** The running instance ({ port, pid, ... }) of a server this stack started and owns, else null. */
    instance: (name) => services.find((s) => s.name === name && !s.shared)?.current() ?? null,
    exited: Promise.race(services.map((s) => s.gaveUp)),
    async stop() {
      if (stopped) return;
      stopped = true;
      await stopAll();
    },
  };
}

/** The servers of a benchmark (purposes.cjs): its own Redis database and bucket, never the app's. */
function startBenchServices({ env = process.env, log = defaultLog } = {}) {
  return resolveBenchServices({ env, startStack, log });
}

module.exports = { startStack, startBenchServices, ensureDatabase, redactUrl, supervise, PURPOSES, REPO_ROOT };
