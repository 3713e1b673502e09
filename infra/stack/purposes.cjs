'use strict';
// What keeps `npm start`, the tests and the benchmarks apart when they share the private servers
// (or the servers the environment names): each purpose has its own database, Redis database
// number, storage bucket and payments merchant. A test or benchmark run so never reads or writes
// the running app's rows, Redis keys (rate-limit counters, queues, caches) or files, and its API
// never touches the CORS rule of the app's bucket.

const PURPOSES = {
  dev: { database: 'marketplace', redisDb: 0, bucket: 'nestwork-uploads', merchant: 'dev' },
  test: { database: 'marketplace_test', redisDb: 1, bucket: 'nestwork-test-uploads', merchant: 'test' },
  bench: { database: 'marketplace_bench', redisDb: 2, bucket: 'nestwork-bench-uploads', merchant: 'bench' },
  // `npm run load` starts servers of its own (under .data/load) so that it can restart them.
  load: { database: 'marketplace_load', redisDb: 3, bucket: 'nestwork-load-uploads', merchant: 'load' },
};

/** The same Redis server as `url`, database number `db`. */
function redisUrlWithDb(url, db) {
  const parsed = new URL(url);
  parsed.pathname = `/${db}`;
  return parsed.toString();
}

/** BENCH_REDIS_DB, else the bench purpose's number. */
function benchRedisDb(env) {
  const raw = env.BENCH_REDIS_DB;
  if (raw === undefined || raw === '') return PURPOSES.bench.redisDb;
  const db = Number(raw);
  if (!Number.isInteger(db) || db < 0) throw new Error(`BENCH_REDIS_DB must be a Redis database number, got "${raw}"`);
  return db;
}

/**
 * The Redis and storage settings a benchmark runs its API with. Private servers of the stack
 * (started for the 'bench' purpose) are already the benchmarks' own. Servers the environment names
 * (REDIS_URL, S3_ENDPOINT) may be the running app's: the benchmark takes its own database number
 * on that Redis (BENCH_REDIS_DB, default 2) and its own bucket on that storage (BENCH_S3_BUCKET,
 * default S3_BUCKET with "-bench" appended), which its API creates when missing.
 *
 *   benchServices(process.env, { redisUrl, storageEnv })  // storageEnv: the stack's S3_* ({} when given)
 *   -> { redisUrl, storageEnv }                             // storageEnv: every S3_* setting
 */
function benchServices(env, { redisUrl, storageEnv }) {
  const ownRedis = redisUrlWithDb(redisUrl, benchRedisDb(env));
  if (storageEnv && storageEnv.S3_ENDPOINT) {
    return {
      redisUrl: ownRedis,
      storageEnv: { ...storageEnv, S3_BUCKET: env.BENCH_S3_BUCKET || storageEnv.S3_BUCKET },
    };
  }
  const given = Object.fromEntries(Object.entries(env).filter(([name]) => name.startsWith('S3_')));
  const bucket = env.BENCH_S3_BUCKET || (env.S3_BUCKET ? `${env.S3_BUCKET}-bench` : PURPOSES.bench.bucket);
  return { redisUrl: ownRedis, storageEnv: { ...given, S3_BUCKET: bucket, S3_SETUP_BUCKET: 'true' } };
}

/**
 * The Redis and storage settings the tests run with, on the servers the stack gave (startStack for
 * 'test'). Private servers are already the tests' own. A Redis the environment names keeps the
 * database number its URL chooses (a developer running suites side by side gives each its own);
 * one without a number would be database 0, the running app's, so the tests take TEST_REDIS_DB or
 * the test purpose's. A storage the environment names gets TEST_S3_BUCKET, else S3_BUCKET with
 * "-test" appended (created by the API when missing), so no test writes into the app's bucket or
 * rewrites its CORS rule.
 *
 *   testServices(process.env, { redisUrl, storageEnv })   // storageEnv: the stack's S3_* ({} when given)
 *   -> { redisUrl, storageEnv }                            // storageEnv: the S3_* settings to add
 */
function testServices(env, { redisUrl, storageEnv }) {
  let ownRedis = redisUrl;
  if (env.REDIS_URL && redisUrl === env.REDIS_URL && !/^\/\d+$/.test(new URL(redisUrl).pathname)) {
    const raw = env.TEST_REDIS_DB;
    const db = raw === undefined || raw === '' ? PURPOSES.test.redisDb : Number(raw);
    if (!Number.isInteger(db) || db < 0) throw new Error(`TEST_REDIS_DB must be a Redis database number, got "${raw}"`);
    ownRedis = redisUrlWithDb(redisUrl, db);
  }
  if (storageEnv && storageEnv.S3_ENDPOINT) return { redisUrl: ownRedis, storageEnv };
  if (!env.S3_ENDPOINT) return { redisUrl: ownRedis, storageEnv: storageEnv || {} };
  const bucket = env.TEST_S3_BUCKET || (env.S3_BUCKET ? `${env.S3_BUCKET}-test` : PURPOSES.test.bucket);
  return { redisUrl: ownRedis, storageEnv: { S3_BUCKET: bucket, S3_SETUP_BUCKET: 'true' } };
}

/**
 * The servers a benchmark runs on: those the environment names (DATABASE_URL, REDIS_URL,
 * S3_ENDPOINT; all three, or the stack is started for the rest), the local stack's started for
 * the 'bench' purpose otherwise, with the benchmarks' own Redis database and bucket (benchServices).
 * Resolves to { stack (null when none was started), databaseUrl, redisUrl, storageEnv }.
 */
async function resolveBenchServices({ env, startStack, log }) {
  let stack = null;
  let base;
  if (env.DATABASE_URL && env.REDIS_URL && env.S3_ENDPOINT) {
    base = { databaseUrl: env.DATABASE_URL, redisUrl: env.REDIS_URL, storageEnv: {} };
  } else {
    log('Starting the local stack (what DATABASE_URL, REDIS_URL and S3_ENDPOINT do not name) ...');
    stack = await startStack({ purpose: 'bench', env });
    base = { databaseUrl: stack.databaseUrl, redisUrl: stack.redisUrl, storageEnv: stack.storageEnv };
  }
  return { stack, databaseUrl: base.databaseUrl, ...benchServices(env, base) };
}

module.exports = { PURPOSES, benchServices, testServices, resolveBenchServices, redisUrlWithDb };
