import fc from 'fast-check';
import type { MikroORM } from '@mikro-orm/postgresql';
import { IMPERSONATION_HEADERS, type Role } from '@marketplace/contracts';
import { runDemoSeed } from '../../src/cli/commands';
import { DOCS_JSON_PATH } from '../../src/core/http/openapi';
import { SessionService } from '../../src/modules/accounts';
import { ImpersonationService } from '../../src/modules/impersonation';
import { actorOf } from '../support/accounts-fakes';
import { type RunningApi, startApi } from '../support/api-server';
import { clearRateLimits, openOrm, truncateJobsData } from '../support/database';
import {
  answerProblem,
  ECHO_MARKER,
  type FuzzRequest,
  hostileRequest,
  type OpenApiDocument,
  type Operation,
  operationsOf,
  sendRaw,
} from '../support/openapi-fuzz';
import { closeSeededJobsDatabase } from '../support/job-posting-context';
import { testConfig } from '../support/test-config';

/**
 * OpenAPI-driven fuzzing: every operation of the document the app serves, called by every kind of
 * caller with hostile requests that fast-check derives from the documented parameters and body
 * (wrong types, missing and extra fields, `__proto__`, deep nesting, huge arrays and strings, NUL,
 * invalid UTF-8 and JSON, wrong content types, non-UUID ids, odd numbers in queries). Every answer
 * must be below 500, carry an x-request-id, show no stack trace or SQL, and, when it is an error,
 * have the `{ "error": "..." }` shape without echoing the input. A newly documented route is fuzzed
 * without any change here. FUZZ_SEED=<n> replays a run; the seed is printed with the figures.
 * FUZZ_REQUESTS and FUZZ_BUDGET_MS make a longer run locally.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_124);
/** At least this many requests in all, spread evenly over operations × callers (FUZZ_REQUESTS for a longer run). */
const MIN_REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 2_000);
/** The sending loop's budget; the whole suite stays within about two minutes on two cores. */
const BUDGET_MS = Number(process.env.FUZZ_BUDGET_MS ?? 100_000);
const REQUEST_TIMEOUT_MS = 10_000;
/** FUZZ_TRACE=<part of an operation key> prints each request to the matching operations and its answer. */
const TRACE = process.env.FUZZ_TRACE;

const CALLERS = ['anonymous', 'seeker', 'employer', 'admin', 'adminAsSeeker', 'adminAsEmployer'] as const;
type Caller = (typeof CALLERS)[number];

const DEMO = { seeker: 'seeker@demo.local', employer: 'employer@demo.local', admin: 'admin@demo.local' };

interface Failure {
  operation: string;
  caller: Caller;
  request: string;
  problem: string;
  status: number;
  body: string;
}

/** The seed of one operation × caller's requests: SEED mixed with a hash (FNV-1a) of their names. */
function seedFor(name: string): number {
  let hash = 0x811c9dc5 ^ SEED;
  for (let i = 0; i < name.length; i++) hash = Math.imul(hash ^ name.charCodeAt(i), 0x01000193);
  return hash | 0;
}

/** Failures grouped by operation, status and problem, with who hit them and two examples each. */
function groupFailures(failures: readonly Failure[]): string[] {
  const groups = new Map<string, Failure[]>();
  for (const failure of failures) {
    const key = `${failure.operation} -> ${failure.status} ${failure.problem}`;
    groups.set(key, [...(groups.get(key) ?? []), failure]);
  }
  return [...groups].flatMap(([key, group]) => [
    `  ${key} (${group.length}x, as ${[...new Set(group.map((f) => f.caller))].join('/')})`,
    ...group.slice(0, 2).map((f) => `      ${f.request}\n        => ${f.body.replace(/\s+/g, ' ').slice(0, 200)}`),
  ]);
}

describe('the fuzz oracle', () => {
  const answer = (status: number, text: string, headers: Record<string, string> = {}) => ({
    status,
    text,
    ms: 1,
    headers: { 'x-request-id': 'r-1', 'content-type': 'application/json', ...headers },
  });
  const json = { nonJsonAnswers: {} };

  it('accepts answers in the contract shape', () => {
    expect(answerProblem(answer(200, '{"jobs":[],"description":"Select from our range of..."}'), json)).toBeNull();
    expect(
      answerProblem(
        answer(
          400,
          '{"error":"Please select a job category from the list","fieldErrors":{"category":["Please select a job category from the list"]}}',
        ),
        json,
      ),
    ).toBeNull();
    expect(
      answerProblem(answer(404, '<p>Link not valid</p>', { 'content-type': 'text/html; charset=utf-8' }), {
        nonJsonAnswers: { '404': ['text/html'] },
      }),
    ).toBeNull();
  });

  it.each([
    ['server error 500', answer(500, '{"error":"Something went wrong. Please try again."}')],
    ['no x-request-id header', { ...answer(400, '{"error":"Bad"}'), headers: {} }],
    ['stack trace in the body', answer(400, '{"error":"TypeError: x\n    at Foo.bar (/app/src/foo.ts:10:5)"}')],
    [
      'database error text in the body',
      answer(400, JSON.stringify({ error: 'duplicate key value violates unique constraint "users_email_key"' })),
    ],
    ['SQL in the error body', answer(400, '{"error":"select id, email from users where id = ?"}')],
    ['error body echoes the input', answer(400, `{"error":"Unknown field ${ECHO_MARKER}"}`)],
    ['error body has no "error" string', answer(415, '{"statusCode":415,"message":"Unsupported"}')],
    [
      '"fieldErrors" is not { field: string[] }',
      answer(400, '{"error":"Invalid input","fieldErrors":{"a":"not a list"}}'),
    ],
    ['error body is not JSON', answer(400, 'Bad Request')],
    ['error body is not JSON', answer(404, '<p>Not found</p>', { 'content-type': 'text/html' })],
  ])('refuses an answer with %s', (problem, bad) => {
    expect(answerProblem(bad, json)).toBe(problem);
  });
});

describe('fuzzing every documented operation with hostile requests', () => {
  const config = testConfig({ PUBLIC_URL: 'http://localhost:3000' });
  let api: RunningApi;
  let orm: MikroORM;
  let doc: OpenApiDocument;
  const users: Record<'seeker' | 'employer' | 'admin', string> = { seeker: '', employer: '', admin: '' };
  const knownIds: string[] = [];
  let clientIp = 0;

  /**
   * Headers that make a request come from this caller: a session minted for this request alone
   * (no password hashing; signing out, deleting the account or stopping an impersonation then
   * harms no later request) and, for impersonating admins, a running impersonation of that session.
   */
  async function credentialsFor(caller: Caller): Promise<Record<string, string>> {
    clientIp++;
    // Its own client address per request, so per-address rate limits measure nothing here.
    const headers: Record<string, string> = {
      'x-forwarded-for': `198.18.${(clientIp >> 8) & 255}.${clientIp & 255}`,
      accept: 'application/json',
    };
    if (caller === 'anonymous') return headers;
    const role: Role = caller === 'seeker' || caller === 'employer' ? caller : 'admin';
    const userId = users[role as keyof typeof users];
    const issued = await api.app.get(SessionService, { strict: false }).issue({ id: userId, role });
    headers.cookie = `${config.sessionCookie.name}=${issued.token}`;
    if (caller === 'adminAsSeeker' || caller === 'adminAsEmployer') {
      const target =
        caller === 'adminAsSeeker'
          ? { id: users.seeker, role: 'seeker' as const }
          : { id: users.employer, role: 'employer' as const };
      await api.app
        .get(ImpersonationService, { strict: false })
        .start(
          actorOf(
            { id: users.admin, role: 'admin', email: DEMO.admin },
            { id: issued.sessionId, signedInAt: issued.signedInAt },
          ),
          target.id,
        );
      headers[IMPERSONATION_HEADERS.userId] = target.id;
      headers[IMPERSONATION_HEADERS.userRole] = target.role;
      headers[IMPERSONATION_HEADERS.adminId] = users.admin;
    }
    return headers;
  }

  beforeAll(async () => {
    orm = await openOrm(config);
    await truncateJobsData(orm);
    await runDemoSeed(config);
    const connection = orm.em.getConnection();
    const rows = await connection.execute<Array<{ id: string; email: string }>>(
      `select id, email from users where email in (?, ?, ?)`,
      [DEMO.seeker, DEMO.employer, DEMO.admin],
    );
    for (const row of rows) users[row.email.split('@')[0] as keyof typeof users] = row.id;
    // Real ids (jobs of the employer and of others, alerts, users) so that hostile bodies reach the services.
    const ids = await connection.execute<Array<{ id: string }>>(
      `(select j.id from jobs j join users u on u.company_id = j.company_id where u.email = ? limit 3)
       union all (select id from jobs where status = 'approved' order by id limit 3)
       union all (select id from job_alerts limit 2)
       union all (select id from users where email in (?, ?))`,
      [DEMO.employer, DEMO.seeker, DEMO.employer],
    );
    knownIds.push(...ids.map((row) => row.id));
    api = await startApi(config);
    const answer = await fetch(`${api.baseUrl}/${DOCS_JSON_PATH}`);
    doc = (await answer.json()) as OpenApiDocument;
  });

  afterAll(async () => {
    await clearRateLimits(config.redisUrl);
    await closeSeededJobsDatabase(api, orm, config);
  });

  it(
    'answers every hostile request below 500, in the error shape, without stack traces, SQL or echoes',
    async () => {
      const operations: Operation[] = operationsOf(doc);
      expect(operations.length).toBeGreaterThan(0);
      const perPair = Math.ceil(MIN_REQUESTS / (operations.length * CALLERS.length));

      // The plan: fast-check samples each operation × caller's hostile requests from its own seed, so a
      // run replays exactly from SEED and adding an operation does not change the others' requests.
      const plan: Array<{ operation: Operation; caller: Caller; request: FuzzRequest }> = [];
      for (const operation of operations) {
        for (const caller of CALLERS) {
          const requests = fc.sample(hostileRequest(operation, doc, knownIds), {
            seed: seedFor(`${operation.key} ${caller}`),
            numRuns: perPair,
          });
          for (const request of requests) plan.push({ operation, caller, request });
        }
      }

      const started = performance.now();
      const failures: Failure[] = [];
      const byStatus = new Map<string, number>();
      const byOperation = new Map<string, Map<string, number>>();
      const byCaller = new Map<string, Map<string, number>>();
      const slowest: Array<{ ms: number; what: string }> = [];
      let sent = 0;
      for (const { operation, caller, request } of plan) {
        if (performance.now() - started > BUDGET_MS) break;
        const headers = { ...(await credentialsFor(caller)), ...request.headers };
        if (!['GET', 'HEAD'].includes(request.method)) headers.origin = config.publicOrigin;
        let statusClass: string;
        try {
          const answer = await sendRaw(api.baseUrl, { ...request, headers }, REQUEST_TIMEOUT_MS);
          statusClass = `${Math.floor(answer.status / 100)}xx`;
          byStatus.set(String(answer.status), (byStatus.get(String(answer.status)) ?? 0) + 1);
          slowest.push({ ms: answer.ms, what: `${operation.key} as ${caller}: ${request.label}` });
          const problem = answerProblem(answer, operation);
          if (TRACE && operation.key.includes(TRACE))
            console.log(`${caller} ${answer.status} ${request.label} => ${answer.text.slice(0, 160)}`);
          if (problem) {
            failures.push({
              operation: operation.key,
              caller,
              request: `${request.method} ${request.url.slice(0, 200)} — ${request.label}`,
              problem,
              status: answer.status,
              body: answer.text.slice(0, 300),
            });
          }
        } catch (error) {
          statusClass = 'no answer';
          failures.push({
            operation: operation.key,
            caller,
            request: `${request.method} ${request.url.slice(0, 200)} — ${request.label}`,
            problem: `no answer: ${(error as Error).message}`,
            status: 0,
            body: '',
          });
        }
        sent++;
        const counts = byOperation.get(operation.key) ?? new Map<string, number>();
        counts.set(statusClass, (counts.get(statusClass) ?? 0) + 1);
        byOperation.set(operation.key, counts);
        const callerCounts = byCaller.get(caller) ?? new Map<string, number>();
        callerCounts.set(statusClass, (callerCounts.get(statusClass) ?? 0) + 1);
        byCaller.set(caller, callerCounts);
      }
      const elapsed = performance.now() - started;

      const classes = new Map<string, number>();
      for (const counts of byOperation.values())
        for (const [statusClass, n] of counts) classes.set(statusClass, (classes.get(statusClass) ?? 0) + n);
      slowest.sort((a, b) => b.ms - a.ms);
      const lines = [
        `fuzz: seed ${SEED} (FUZZ_SEED to replay), ${sent} of ${plan.length} requests in ${(elapsed / 1000).toFixed(1)} s, ${operations.length} operations x ${CALLERS.length} callers (${CALLERS.join(', ')})`,
        `by class: ${[...classes]
          .sort()
          .map(([k, n]) => `${k} ${n}`)
          .join(', ')}`,
        `by status: ${[...byStatus]
          .sort()
          .map(([k, n]) => `${k} ${n}`)
          .join(', ')}`,
        `by caller: ${[...byCaller]
          .map(
            ([caller, counts]) =>
              `${caller} ${[...counts]
                .sort()
                .map(([k, n]) => `${k} ${n}`)
                .join('/')}`,
          )
          .join(', ')}`,
        'by operation:',
        ...[...byOperation].map(
          ([key, counts]) =>
            `  ${key.padEnd(48)} ${[...counts]
              .sort()
              .map(([k, n]) => `${k} ${n}`)
              .join(', ')}`,
        ),
        `slowest: ${slowest
          .slice(0, 3)
          .map((s) => `${Math.round(s.ms)} ms ${s.what.slice(0, 140)}`)
          .join(' | ')}`,
        `failures: ${failures.length}`,
        ...groupFailures(failures),
      ];
      console.log(lines.join('\n'));

      expect({ sent, failures: failures.slice(0, 20) }).toEqual({ sent: plan.length, failures: [] });
      expect(plan.length).toBeGreaterThanOrEqual(MIN_REQUESTS);
    },
    BUDGET_MS + 20_000,
  );
});
