import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { AppConfig } from '../../src/config/app-config';
import { migrateUp } from '../../src/infrastructure/database/migrator';
import { type RunningStack, startApiAndWorker } from '../support/app-with-worker';
import { startApi } from '../support/api-server';
import { openOrm } from '../support/database';
import { eventually } from '../support/http-session';
import { TestMailbox } from '../support/mailbox';
import { testConfig } from '../support/test-config';

/** A server started by infra/stack (redis.cjs, postgres.cjs). */
interface StoreServer {
  port: number;
  pid: number;
  stop(): Promise<void>;
}

/** A server kept running by infra/stack/supervisor.cjs. */
interface SupervisedServer {
  current(): StoreServer;
  gaveUp: Promise<{ service: string; message: string }>;
  stop(): Promise<void>;
}

interface StoreOptions {
  dataRoot: string;
  repoRoot: string;
  password: string;
  log(line: string): void;
  port?: number;
  preferredPort?: number;
  announce?: boolean;
}

interface SuperviseOptions {
  name: string;
  label: string;
  log(line: string): void;
  start(previous: StoreServer | undefined): Promise<StoreServer>;
  firstDelayMs: number;
  stableMs: number;
  maxQuickFailures: number;
}

// The workspace's own stack scripts (infra is not a TypeScript project to import from).
const REPO_ROOT = path.resolve(__dirname, '../../../..');
const stackModule = <T>(file: string): T => require(path.join(REPO_ROOT, 'infra/stack', file)) as T;
const { startRedis } = stackModule<{ startRedis(options: StoreOptions): Promise<StoreServer> }>('redis.cjs');
const { startPostgres } = stackModule<{ startPostgres(options: StoreOptions): Promise<StoreServer> }>('postgres.cjs');
const { supervise } = stackModule<{ supervise(options: SuperviseOptions): Promise<SupervisedServer> }>('supervisor.cjs');
const { ensureDatabase } = stackModule<{ ensureDatabase(url: string): Promise<boolean> }>('index.cjs');

/** How long a stopped store stays down: the supervisor's delay before it restarts one. */
const OUTAGE_MS = 3_000;
const CLIENTS = 3;
const PASSWORD = 'Correct-horse-9';
const REQUEST_TIMEOUT_MS = 10_000;

interface Outcome {
  email: string;
  at: number;
  /** The HTTP status, or null when the API gave no answer in time (refused, reset, timed out). */
  status: number | null;
}

interface Probe {
  at: number;
  ready: number | null;
  message: string;
  live: number | null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the API and the worker ride out a Redis and a PostgreSQL outage', () => {
  const stackLog: string[] = [];
  const log = (line: string) => stackLog.push(line);
  let dataRoot = '';
  let postgres: SupervisedServer | undefined;
  let redis: SupervisedServer | undefined;
  let mailbox: TestMailbox | undefined;
  let orm: MikroORM | undefined;
  let stack: RunningStack | undefined;
  let config: AppConfig;

  beforeAll(async () => {
    dataRoot = mkdtempSync(path.join(tmpdir(), 'nestwork-outage-'));
    const password = randomBytes(12).toString('base64url');
    // A stopped store comes back after OUTAGE_MS; any server that ran a second counts as having worked.
    const limits = { log, firstDelayMs: OUTAGE_MS, stableMs: 1_000, maxQuickFailures: 3 };
    postgres = await supervise({
      name: 'postgres',
      label: 'PostgreSQL',
      ...limits,
      start: (previous) => startPostgres({ dataRoot, repoRoot: REPO_ROOT, password, log, preferredPort: 0, port: previous?.port, announce: !previous }),
    });
    redis = await supervise({
      name: 'redis',
      label: 'Redis',
      ...limits,
      start: (previous) => startRedis({ dataRoot, repoRoot: REPO_ROOT, password, log, port: previous?.port, announce: !previous }),
    });
    const databaseUrl = `postgres://postgres:${password}@127.0.0.1:${postgres.current().port}/outage_test`;
    await ensureDatabase(databaseUrl);
    mailbox = await TestMailbox.start();
    config = testConfig({
      DATABASE_URL: databaseUrl,
      REDIS_URL: `redis://:${password}@127.0.0.1:${redis.current().port}/0`,
      SMTP_URL: mailbox.smtpUrl,
      PUBLIC_URL: 'http://localhost:3000',
    });
    orm = await openOrm(config);
    await migrateUp(orm);
    stack = process.env.H5_API_ONLY ? ({ ...(await startApi(config)), worker: undefined } as unknown as RunningStack) : await startApiAndWorker(config);
  }, 90_000);

  afterAll(async () => {
    // Everything this suite started goes, whatever failed before.
    for (const stop of [() => stack?.close(), () => orm?.close(true), () => mailbox?.stop(), () => redis?.stop(), () => postgres?.stop()]) {
      const t = Date.now();
      await Promise.resolve()
        .then(stop)
        .then(() => process.stderr.write(`DEBUG cleanup ${String(stop)} ${Date.now() - t} ms\n`))
        .catch((error: unknown) => process.stderr.write(`store-outage cleanup: ${String(error)}\n`));
    }
    if (dataRoot) rmSync(dataRoot, { recursive: true, force: true });
  }, 60_000);

  it('keeps answering, keeps every acknowledged write, reports the outage while it lasts and recovers', async () => {
    const api = stack!;
    const started = Date.now();
    const now = () => Date.now() - started;
    const consoleErrors = jest.spyOn(console, 'error');
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);

    const outcomes: Outcome[] = [];
    const probes: Probe[] = [];
    let loading = true;

    const signUp = async (email: string, clientIp: string): Promise<number | null> => {
      try {
        const response = await fetch(`${api.baseUrl}/api/auth/sign-up`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json', origin: config.publicOrigin, 'x-forwarded-for': clientIp },
          body: JSON.stringify({ email, password: PASSWORD, name: 'Load Test', role: 'seeker' }),
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
        await response.arrayBuffer();
        return response.status;
      } catch {
        return null;
      }
    };
    const statusOf = async (url: string): Promise<[number | null, string]> => {
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
        const body = (await response.json()) as { error?: string };
        return [response.status, body.error ?? ''];
      } catch {
        return [null, ''];
      }
    };

    const clients = Array.from({ length: CLIENTS }, async (_, client) => {
      for (let n = 0; loading; n += 1) {
        const email = `load-${client}-${n}@outage.example`;
        const at = now();
        outcomes.push({ email, at, status: await signUp(email, `198.51.100.${client + 1}`) });
        await sleep(50);
      }
    });
    const prober = (async () => {
      while (loading) {
        const at = now();
        const [[ready, message], [live]] = await Promise.all([statusOf(`${api.baseUrl}/api/ready`), statusOf(`${api.baseUrl}/api/health`)]);
        probes.push({ at, ready, message, live });
        await sleep(200);
      }
    })();
    const readyAgain = () => eventually(async () => (await statusOf(`${api.baseUrl}/api/ready`))[0] === 200, 30_000);

    try {
      await sleep(1_500);

      // Redis dies hard; the supervisor brings it back on the same port after OUTAGE_MS.
      const redisBefore = redis!.current();
      const redisDown = now();
      process.kill(redisBefore.pid, 'SIGKILL');
      await eventually(async () => redis!.current() !== redisBefore, 20_000);
      await readyAgain();
      const redisUp = now();
      process.stderr.write(`DEBUG redis down ${redisDown} up ${redisUp}\n`);
      await sleep(1_500);

      // PostgreSQL stops (a fast shutdown: every acknowledged commit is on disk) and comes back.
      const postgresBefore = postgres!.current();
      const postgresDown = now();
      process.kill(postgresBefore.pid, 'SIGINT');
      await eventually(async () => postgres!.current() !== postgresBefore, 30_000);
      await readyAgain();
      const postgresUp = now();
      process.stderr.write(`DEBUG pg down ${postgresDown} up ${postgresUp} ${JSON.stringify(stackLog)}\n`);
      await sleep(1_500);

      loading = false;
      await Promise.all([...clients, prober]);

      // Every request got an answer: 201, or a 5xx while a store was down; none hung or was refused.
      expect(outcomes.filter((outcome) => outcome.status === null)).toEqual([]);
      expect(outcomes.filter((outcome) => outcome.status !== 201 && !(outcome.status! >= 500 && outcome.status! <= 503))).toEqual([]);
      const created = outcomes.filter((outcome) => outcome.status === 201);
      // Sign-ups need only PostgreSQL: they went on while Redis was gone, and after each recovery.
      expect(created.some((outcome) => outcome.at > redisDown + 200 && outcome.at < redisDown + OUTAGE_MS - 200)).toBe(true);
      expect(created.some((outcome) => outcome.at > postgresUp)).toBe(true);

      // Every acknowledged sign-up is in the database.
      const emails = created.map((outcome) => outcome.email);
      const rows = await orm!.em.fork().getConnection().execute<Array<{ email: string }>>('select email from users where email in (?)', [emails]);
      expect(rows.map((row) => row.email).sort()).toEqual([...emails].sort());

      // Readiness named each store while it was down and recovered; liveness never wavered.
      const during = (from: number, to: number) => probes.filter((probe) => probe.at >= from && probe.at <= to);
      process.stderr.write(`DEBUG probes ${JSON.stringify(probes)}\n`);
      expect(during(redisDown, redisUp).some((probe) => probe.ready === 503 && /Redis/.test(probe.message))).toBe(true);
      expect(during(postgresDown, postgresUp).some((probe) => probe.ready === 503 && /Database/.test(probe.message))).toBe(true);
      expect(probes.at(-1)?.ready).toBe(200);
      expect(probes.filter((probe) => probe.live !== 200)).toEqual([]);

      // The supervisor restarted each store once and gave up on neither.
      expect(stackLog.filter((line) => /stopped unexpectedly/.test(line))).toEqual([
        expect.stringMatching(/^Redis stopped unexpectedly \(killed by SIGKILL\) and was restarted after \d+\.\d s \(restart 1\)\.$/),
        expect.stringMatching(/^PostgreSQL stopped unexpectedly \(exit code 0\) and was restarted after \d+\.\d s \(restart 1\)\.$/),
      ]);

      // The worker resumed: a sign-up now gets its verification e-mail, queued and sent through Redis.
      expect(await signUp('after-outage@outage.example', '198.51.100.99')).toBe(201);
      const mail = await mailbox!.waitFor('after-outage@outage.example', /Confirm your e-mail/);
      expect(mail.links.some((link) => new URL(link).pathname === '/verify-email')).toBe(true);

      // Every Redis connection had an error listener, and nothing was left unhandled.
      expect(consoleErrors.mock.calls.filter((call) => /Unhandled error event/.test(call.map(String).join(' ')))).toEqual([]);
      expect(unhandled).toEqual([]);
    } finally {
      loading = false;
      await Promise.allSettled([...clients, prober]);
      process.off('unhandledRejection', onUnhandled);
      consoleErrors.mockRestore();
    }
  }, 90_000);
});
