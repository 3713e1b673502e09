import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Redis } from 'ioredis';
import type { AppConfig } from '../../src/config/app-config';
import { migrateUp } from '../../src/infrastructure/database/migrator';
import { REDIS_CLIENT } from '../../src/infrastructure/redis/redis.module';
import { type RunningStack, startApiAndWorker } from '../support/app-with-worker';
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
const { supervise } = stackModule<{ supervise(options: SuperviseOptions): Promise<SupervisedServer> }>(
  'supervisor.cjs',
);
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
      start: (previous) =>
        startPostgres({
          dataRoot,
          repoRoot: REPO_ROOT,
          password,
          log,
          preferredPort: 0,
          port: previous?.port,
          announce: !previous,
        }),
    });
    redis = await supervise({
      name: 'redis',
      label: 'Redis',
      ...limits,
      start: (previous) =>
        startRedis({ dataRoot, repoRoot: REPO_ROOT, password, log, port: previous?.port, announce: !previous }),
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
    stack = await startApiAndWorker(config);
  }, 90_000);

  afterAll(async () => {
    // Everything this suite started goes, whatever failed before; no step may hold up the next.
    const steps: Array<[string, () => Promise<unknown> | undefined]> = [
      ['the API and the worker', () => stack?.close()],
      ['the ORM', () => orm?.close(true)],
      ['the mailbox', () => mailbox?.stop()],
      ['Redis', () => redis?.stop()],
      ['PostgreSQL', () => postgres?.stop()],
    ];
    for (const [what, stop] of steps) {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<void>((resolve) => {
        timer = setTimeout(() => {
          process.stderr.write(`store-outage: stopping ${what} took over 20 s; carrying on\n`);
          resolve();
        }, 20_000);
      });
      await Promise.race([Promise.resolve().then(stop), late]).catch((error: unknown) =>
        process.stderr.write(`store-outage: stopping ${what} failed: ${String(error)}\n`),
      );
      clearTimeout(timer);
    }
    if (dataRoot) rmSync(dataRoot, { recursive: true, force: true });
  }, 120_000);

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
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            origin: config.publicOrigin,
            'x-forwarded-for': clientIp,
          },
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
        const [[ready, message], [live]] = await Promise.all([
          statusOf(`${api.baseUrl}/api/ready`),
          statusOf(`${api.baseUrl}/api/health`),
        ]);
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
      await sleep(1_500);

      // PostgreSQL stops (a fast shutdown: every acknowledged commit is on disk) and comes back.
      const postgresBefore = postgres!.current();
      const postgresDown = now();
      process.kill(postgresBefore.pid, 'SIGINT');
      await eventually(async () => postgres!.current() !== postgresBefore, 30_000);
      await readyAgain();
      const postgresUp = now();
      await sleep(1_500);

      loading = false;
      await Promise.all([...clients, prober]);

      // Every request got an answer: 201, or 503 (try again) while a store was down; none hung, was
      // refused or failed as an error of ours (500).
      expect(outcomes.filter((outcome) => outcome.status === null)).toEqual([]);
      expect(outcomes.filter((outcome) => outcome.status !== 201 && outcome.status !== 503)).toEqual([]);
      expect(
        outcomes.some((outcome) => outcome.status === 503 && outcome.at > postgresDown && outcome.at < postgresUp),
      ).toBe(true);
      const created = outcomes.filter((outcome) => outcome.status === 201);
      // Sign-ups need only PostgreSQL: they went on while Redis was gone, and after each recovery.
      expect(created.some((outcome) => outcome.at > redisDown + 200 && outcome.at < redisDown + OUTAGE_MS - 200)).toBe(
        true,
      );
      expect(created.some((outcome) => outcome.at > postgresUp)).toBe(true);

      // Every acknowledged sign-up is in the database.
      const emails = created.map((outcome) => outcome.email);
      const rows = await orm!.em
        .fork()
        .getConnection()
        .execute<Array<{ email: string }>>('select email from users where email in (?)', [emails]);
      expect(rows.map((row) => row.email).sort()).toEqual([...emails].sort());

      // Readiness named each store while it was down and recovered; liveness never wavered.
      const during = (from: number, to: number) => probes.filter((probe) => probe.at >= from && probe.at <= to);
      expect(during(redisDown, redisUp).some((probe) => probe.ready === 503 && /Redis/.test(probe.message))).toBe(true);
      expect(
        during(postgresDown, postgresUp).some((probe) => probe.ready === 503 && /Database/.test(probe.message)),
      ).toBe(true);
      expect(probes.at(-1)?.ready).toBe(200);
      expect(probes.filter((probe) => probe.live !== 200)).toEqual([]);

      // The supervisor restarted each store once and gave up on neither.
      expect(stackLog.filter((line) => /stopped unexpectedly/.test(line))).toEqual([
        expect.stringMatching(
          /^Redis stopped unexpectedly \(killed by SIGKILL\) and was restarted after \d+\.\d s \(restart 1\)\.$/,
        ),
        expect.stringMatching(
          /^PostgreSQL stopped unexpectedly \(exit code 0\) and was restarted after \d+\.\d s \(restart 1\)\.$/,
        ),
      ]);

      // The worker resumed: a sign-up now gets its verification e-mail, queued and sent through Redis.
      expect(await signUp('after-outage@outage.example', '198.51.100.99')).toBe(201);
      const mail = await mailbox!.waitFor('after-outage@outage.example', /Confirm your e-mail/);
      expect(mail.links.some((link) => new URL(link).pathname === '/verify-email')).toBe(true);

      // Every Redis connection had an error listener (a queue without one prints its errors to the
      // console; ioredis does for a client without one), and nothing was left unhandled.
      expect(api.app.get<Redis>(REDIS_CLIENT).listenerCount('error')).toBeGreaterThan(0);
      expect(consoleErrors.mock.calls.map((call) => call.map(String).join(' '))).toEqual([]);
      expect(unhandled).toEqual([]);
    } finally {
      loading = false;
      await Promise.allSettled([...clients, prober]);
      process.off('unhandledRejection', onUnhandled);
      consoleErrors.mockRestore();
    }
  }, 90_000);
});

describe('the stack supervisor', () => {
  it('restarts a server that stops and gives up, saying so once, after repeated quick failures', async () => {
    const lines: string[] = [];
    const exits: Array<(how: { code: number }) => void> = [];
    let starts = 0;
    const service = await supervise({
      name: 'fake',
      label: 'Fake store',
      log: (line) => lines.push(line),
      firstDelayMs: 10,
      stableMs: 60_000,
      maxQuickFailures: 3,
      start: async () => {
        starts += 1;
        if (starts === 2) throw new Error('port taken\nmore detail');
        return {
          port: 1,
          pid: 0,
          stop: async () => undefined,
          exited: new Promise<{ code: number }>((resolve) => exits.push(resolve)),
        };
      },
    });

    exits[0]!({ code: 1 }); // first quick failure: restarted, but that start fails (second), the next works
    await eventually(async () => exits.length === 2, 5_000);
    exits[1]!({ code: 2 }); // third quick failure in a row: given up on
    const gaveUp = await service.gaveUp;

    expect(starts).toBe(3);
    const message =
      'Fake store keeps failing: 3 times in a row it stopped within 60 s of starting or could not start (last: exit code 2); giving up on it.';
    expect(gaveUp).toEqual({ service: 'fake', message });
    expect(lines).toEqual([
      'Fake store could not be restarted (port taken); trying again (2 of 3 failures in a row).',
      expect.stringMatching(
        /^Fake store stopped unexpectedly \(exit code 1\) and was restarted after \d+\.\d s \(restart 1\)\.$/,
      ),
      message,
    ]);
    await service.stop();
  });
});
