import { readFileSync } from 'node:fs';
import path from 'node:path';

// The stack's scripts are CommonJS outside the TypeScript projects: loaded with require.
interface Purpose {
  database: string;
  redisDb: number;
  bucket: string;
  merchant: string;
}
interface Services {
  stack: unknown;
  databaseUrl: string;
  redisUrl: string;
  storageEnv: Record<string, string>;
}
interface PurposesModule {
  PURPOSES: Record<'dev' | 'test' | 'bench' | 'load', Purpose>;
  benchServices(
    env: Record<string, string>,
    given: { redisUrl: string; storageEnv: Record<string, string> },
  ): Omit<Services, 'stack' | 'databaseUrl'>;
  testServices(
    env: Record<string, string>,
    given: { redisUrl: string; storageEnv: Record<string, string> },
  ): Omit<Services, 'stack' | 'databaseUrl'>;
  resolveBenchServices(options: {
    env: Record<string, string>;
    startStack: (options: { purpose: string; env: Record<string, string> }) => Promise<unknown>;
    log: (line: string) => void;
  }): Promise<Services>;
}
interface StorageModule {
  storageEnv(options: { port: number; secretKey: string; bucket: string }): Record<string, string>;
}

const root = path.resolve(__dirname, '../../..');
const { PURPOSES, benchServices, testServices, resolveBenchServices } = require(
  path.join(root, 'infra/stack/purposes.cjs'),
) as PurposesModule;
const { storageEnv } = require(path.join(root, 'infra/stack/storage.cjs')) as StorageModule;

const STACK_STORAGE = (bucket: string) => storageEnv({ port: 9000, secretKey: 'secret', bucket });

/**
 * `npm start`, the tests and the benchmarks share the private servers (or those the environment
 * names) but never each other's data: a benchmark or test run while the app runs must neither count
 * against its rate limits nor rewrite its bucket's CORS rule.
 */
describe('what the app, the tests and the benchmarks each use', () => {
  it('gives every purpose its own database, Redis database, bucket and merchant', () => {
    for (const field of ['database', 'redisDb', 'bucket', 'merchant'] as const) {
      const values = Object.values(PURPOSES).map((purpose) => purpose[field]);
      expect(new Set(values).size).toBe(values.length);
    }
    expect(STACK_STORAGE(PURPOSES.bench.bucket).S3_BUCKET).not.toBe(STACK_STORAGE(PURPOSES.dev.bucket).S3_BUCKET);
    expect(STACK_STORAGE(PURPOSES.test.bucket).S3_BUCKET).not.toBe(STACK_STORAGE(PURPOSES.dev.bucket).S3_BUCKET);
  });

  it('starts the stack for `npm start` as the app, for `npm test` as the tests', () => {
    const source = (file: string) => readFileSync(path.join(root, file), 'utf8');
    expect(source('infra/scripts/start.mjs')).toMatch(/startStack\(\{ purpose: 'dev' \}\)/);
    expect(source('infra/scripts/test.mjs')).toMatch(/startStack\(\{ purpose: 'test' \}\)/);
    for (const bench of ['jobs', 'search', 'uploads', 'applications'])
      expect(source(`infra/bench/${bench}-bench.mjs`)).not.toMatch(/purpose: '(dev|test)'/);
  });

  describe('a benchmark', () => {
    const appRedis = 'redis://:pw@127.0.0.1:6379/0';

    it('starts the private servers for its own purpose, and keeps their Redis database and bucket', async () => {
      const started: string[] = [];
      const stack = {
        databaseUrl: 'postgres://postgres@127.0.0.1:5433/marketplace_bench',
        redisUrl: `redis://:pw@127.0.0.1:6390/${PURPOSES.bench.redisDb}`,
        storageEnv: STACK_STORAGE(PURPOSES.bench.bucket),
      };
      const services = await resolveBenchServices({
        env: {},
        startStack: async ({ purpose }) => {
          started.push(purpose);
          return stack;
        },
        log: () => undefined,
      });
      expect(started).toEqual(['bench']);
      expect(services).toMatchObject({ stack, databaseUrl: stack.databaseUrl, redisUrl: stack.redisUrl });
      expect(services.storageEnv).toEqual(stack.storageEnv);
      expect(services.redisUrl).not.toBe(`redis://:pw@127.0.0.1:6390/${PURPOSES.dev.redisDb}`);
      expect(services.storageEnv.S3_BUCKET).not.toBe(PURPOSES.dev.bucket);
    });

    it('takes its own Redis database and bucket on servers the environment names (maybe the app’s)', async () => {
      const env = {
        DATABASE_URL: 'postgres://postgres@db.internal:5432/marketplace',
        REDIS_URL: appRedis,
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_REGION: 'us-east-1',
        S3_BUCKET: 'nestwork-uploads',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
        S3_SETUP_BUCKET: 'false',
      };
      const services = await resolveBenchServices({
        env,
        startStack: () => Promise.reject(new Error('nothing to start')),
        log: () => undefined,
      });
      expect(services.stack).toBeNull();
      expect(services.redisUrl).toBe(`redis://:pw@127.0.0.1:6379/${PURPOSES.bench.redisDb}`);
      expect(services.storageEnv).toEqual({
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_REGION: 'us-east-1',
        S3_BUCKET: 'nestwork-uploads-bench',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
        // Its API creates its bucket when missing.
        S3_SETUP_BUCKET: 'true',
      });
    });

    it('honours BENCH_REDIS_DB and BENCH_S3_BUCKET, and refuses a Redis database that is no number', () => {
      const given = { redisUrl: appRedis, storageEnv: STACK_STORAGE(PURPOSES.bench.bucket) };
      expect(benchServices({ BENCH_REDIS_DB: '7', BENCH_S3_BUCKET: 'perf-files' }, given)).toMatchObject({
        redisUrl: 'redis://:pw@127.0.0.1:6379/7',
        storageEnv: { S3_BUCKET: 'perf-files' },
      });
      expect(() => benchServices({ BENCH_REDIS_DB: 'two' }, given)).toThrow(/BENCH_REDIS_DB/);
    });
  });

  describe('the tests', () => {
    it('keep the private servers’ test database and bucket as the stack gives them', () => {
      const stack = {
        redisUrl: `redis://:pw@127.0.0.1:6390/${PURPOSES.test.redisDb}`,
        storageEnv: STACK_STORAGE(PURPOSES.test.bucket),
      };
      expect(testServices({}, stack)).toEqual(stack);
    });

    it('take their own Redis database on a Redis the environment names without one (the app’s database 0)', () => {
      const env = { REDIS_URL: 'redis://:pw@127.0.0.1:6379' };
      const services = testServices(env, { redisUrl: env.REDIS_URL, storageEnv: STACK_STORAGE('x') });
      expect(services.redisUrl).toBe(`redis://:pw@127.0.0.1:6379/${PURPOSES.test.redisDb}`);
      expect(testServices({ ...env, TEST_REDIS_DB: '6' }, { redisUrl: env.REDIS_URL, storageEnv: {} }).redisUrl).toBe(
        'redis://:pw@127.0.0.1:6379/6',
      );
      expect(() => testServices({ ...env, TEST_REDIS_DB: '-1' }, { redisUrl: env.REDIS_URL, storageEnv: {} })).toThrow(
        /TEST_REDIS_DB/,
      );
    });

    it('keep the database number a given Redis URL chooses, so suites run side by side apart', () => {
      const env = { REDIS_URL: 'redis://127.0.0.1:6379/9' };
      expect(testServices(env, { redisUrl: env.REDIS_URL, storageEnv: {} }).redisUrl).toBe(env.REDIS_URL);
    });

    it('take their own bucket on a storage the environment names, never the app’s', () => {
      const env = { S3_ENDPOINT: 'http://127.0.0.1:9000', S3_BUCKET: 'nestwork-uploads' };
      expect(testServices(env, { redisUrl: 'redis://h/1', storageEnv: {} }).storageEnv).toEqual({
        S3_BUCKET: 'nestwork-uploads-test',
        S3_SETUP_BUCKET: 'true',
      });
      expect(
        testServices({ ...env, TEST_S3_BUCKET: 'qa-files' }, { redisUrl: 'redis://h/1', storageEnv: {} }).storageEnv,
      ).toMatchObject({ S3_BUCKET: 'qa-files' });
      expect(
        testServices({ S3_ENDPOINT: 'http://127.0.0.1:9000' }, { redisUrl: 'redis://h/1', storageEnv: {} }).storageEnv
          .S3_BUCKET,
      ).toBe(PURPOSES.test.bucket);
    });
  });
});
