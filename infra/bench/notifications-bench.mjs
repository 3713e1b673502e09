// `npm run bench:notifications`: the notification center's hot statements and the daily digest.
// Seeds BENCH_NOTIFICATIONS (100,000) notifications for BENCH_USERS (10,000) people on its own
// database: one person in a hundred is busy (half of all notifications, as an employer with many
// applicants), about a third unread, a fifth waiting for the digest, spread over 90 days. Then:
// - the bell's unread count and the panel's first page: the repository's own statements (compiled by
//   NotificationsRepository from the built API, as the app sends them), each run for BENCH_SAMPLES
//   random people (the busy ones always among them) under EXPLAIN (ANALYZE, TIMING OFF), so the time
//   is PostgreSQL's own: p50 / p99 / max of execution, and p99 of planning plus execution;
// - digest e-mails built a second: DigestMailer.render of each of BENCH_DIGESTS people's waiting
//   notifications (grouped, with an unsubscribe link per kind), after reading them
//   (NotificationsRepository.pendingDigest); nothing is queued or sent.
// Targets: each statement's p99 execution <= 20 ms. Printed against the target, never judged by the
// exit code.
//
// Database: BENCH_NOTIFICATIONS_DATABASE (default marketplace_bench_notifications; `..._smoke` for
// --smoke) on the server of DATABASE_URL when set, else on the local stack's; rebuilt every run (a
// few seconds). No API, worker or Redis runs: the statements and the template come from the built
// API (dist/, built when missing). `--smoke` (or BENCH_SMOKE=1): 5,000 notifications for 500
// people, 100 samples and 50 digests, to show the benchmark works (CI runs it).
import { createRequire } from 'node:module';
import path from 'node:path';
import { loadavg } from 'node:os';
import pg from 'pg';
import {
  benchDatabaseUrl,
  distApi,
  ensureApiBuilt,
  log,
  quantile,
  repoRoot,
  resolveServices,
  runBenchmark,
  SMOKE,
} from './lib/bench-support.mjs';

const require = createRequire(import.meta.url);

const setting = (name, full, smoke) => {
  const raw = process.env[name];
  const value = Number(raw === undefined || raw === '' ? (SMOKE ? smoke : full) : raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return value;
};
const NOTIFICATIONS = setting('BENCH_NOTIFICATIONS', 100_000, 5_000);
const USERS = setting('BENCH_USERS', 10_000, 500);
const SAMPLES = setting('BENCH_SAMPLES', 2_000, 100);
const DIGESTS = setting('BENCH_DIGESTS', 1_000, 50);
const DATABASE =
  process.env.BENCH_NOTIFICATIONS_DATABASE ??
  (SMOKE ? 'marketplace_bench_notifications_smoke' : 'marketplace_bench_notifications');
const TARGET_MS = 20;
const PUBLIC_URL = 'https://nestwork.example';

/** A small seeded generator (mulberry32), so every run samples the same people. */
function seeded(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const userId = (n) => `md5('notifications-bench-user-' || ${n})::uuid`;

/**
 * One person in a hundred (users 0, 100, 200, ...) gets half of all notifications; the others
 * (every number that is not a multiple of 100) share the other half. New applicants about 20 jobs per busy person (so the digest groups them); chat
 * messages, application updates and job alerts for the others.
 */
async function seed(db) {
  const busy = Math.max(1, Math.floor(USERS / 100));
  await db.query(
    `insert into notifications (id, user_id, kind, subject_id, subject_title, text, link, dedupe_key, in_app,
       email_state, created_at, seen_at, read_at, emailed_at)
     select gen_random_uuid(), owner, kind, subject, title,
       case kind when 'new-applicant' then 'New applicant for ' || title || ': Person ' || g
                 when 'chat-message' then 'New message from ' || title
                 else 'Your application for ' || title || ' was reviewed' end,
       case kind when 'new-applicant' then '/employer/jobs/' || subject || '/applicants'
                 when 'chat-message' then '/messages/' || subject
                 else '/seeker/applications' end,
       'bench-' || g, g % 10 <> 0, state, created, null,
       case when g % 3 = 0 then null else created + interval '1 hour' end,
       case when state = 'digested' then created + interval '1 day' else null end
     from (
       select g,
         case when g % 2 = 0 then ${userId('((g / 2) % $2::int) * 100')}
              else ${userId('(g / 2) % ($1::int - $2::int) + ((g / 2) % ($1::int - $2::int)) / 99 + 1')} end as owner,
         case when g % 2 = 0 then 'new-applicant' when g % 7 = 1 then 'chat-message' else 'application-reviewed' end as kind,
         md5('notifications-bench-subject-' || (g % 41))::uuid as subject,
         'Remote Role ' || (g % 41) as title,
         case when g % 5 = 0 then 'digest' when g % 5 = 1 then 'digested' when g % 5 = 2 then 'sent' else 'none' end as state,
         now() - (g % 90) * interval '1 day' - (g % 1440) * interval '1 minute' as created
       from generate_series(0, $3::int - 1) g
     ) rows`,
    [USERS, busy, NOTIFICATIONS],
  );
  await db.query('vacuum (analyze) notifications');
  const { rows } = await db.query(
    `select count(*)::int as notifications, count(distinct user_id)::int as users,
       count(*) filter (where in_app and read_at is null)::int as unread,
       count(*) filter (where email_state = 'digest')::int as digest,
       (select max(n)::int from (select count(*) as n from notifications group by user_id) per) as most
     from notifications`,
  );
  return rows[0];
}

/** The values of a compiled statement's parameters, by what each one is compared with. */
function parametersOf(sqlText, values) {
  const params = [];
  for (const match of sqlText.matchAll(/(?:"(\w+)"\s*=\s*|limit\s+)\$(\d+)/g)) {
    const key = match[1] ?? 'limit';
    if (!(key in values)) throw new Error(`No value for parameter $${match[2]} (${key}) of:\n${sqlText}`);
    params[Number(match[2]) - 1] = values[key];
  }
  const count = (sqlText.match(/\$\d+/g) ?? []).length;
  if (params.filter((value) => value !== undefined).length !== count)
    throw new Error(`Could not name every parameter of:\n${sqlText}`);
  return params;
}

/** PostgreSQL's own planning and execution time of one statement, in ms. */
async function timed(db, sqlText, params) {
  const { rows } = await db.query(`explain (analyze, timing off, format json) ${sqlText}`, params);
  const plan = rows[0]['QUERY PLAN'][0];
  return { execution: plan['Execution Time'], planning: plan['Planning Time'] };
}

const ms = (value) => `${value.toFixed(2)} ms`;
const count = (value) => value.toLocaleString('en-US');

async function main() {
  ensureApiBuilt('modules/notifications/center/digest-mailer.js');
  if (!DATABASE.includes('bench'))
    throw new Error(`BENCH_NOTIFICATIONS_DATABASE must contain "bench" (it is dropped and rebuilt): got ${DATABASE}`);
  const serverUrl = process.env.DATABASE_URL || (await resolveServices()).databaseUrl;
  const databaseUrl = await benchDatabaseUrl(serverUrl, DATABASE);

  const { MikroORM } = require(path.join(repoRoot, 'node_modules/@mikro-orm/postgresql'));
  const { createOrmOptions } = require(path.join(distApi, 'infrastructure/database/mikro-orm.config.js'));
  const { migrateUp } = require(path.join(distApi, 'infrastructure/database/migrator.js'));
  const { recordSql } = require(path.join(distApi, 'infrastructure/database/typed-sql.js'));
  const notificationsIndex = require(path.join(distApi, 'modules/notifications/index.js'));
  const { NotificationsRepository } = require(
    path.join(distApi, 'modules/notifications/center/notifications.repository.js'),
  );
  const { DigestMailer, DIGEST_MAX_NOTIFICATIONS } = require(
    path.join(distApi, 'modules/notifications/center/digest-mailer.js'),
  );
  const { NotificationPreferencesRepository } = require(
    path.join(distApi, 'modules/notifications/preferences/notification-preferences.repository.js'),
  );
  const { NOTIFICATION_LIMITS } = require(path.join(repoRoot, 'dist/backend/contracts/index.js'));

  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const orm = await MikroORM.init(
    createOrmOptions({ databaseUrl, nodeEnv: 'production' }, notificationsIndex.NOTIFICATIONS_ENTITIES),
  );
  try {
    log(`Rebuilding ${DATABASE} ...`);
    await db.query('drop schema if exists public cascade');
    await db.query('create schema public');
    await migrateUp(orm);
    const seedStarted = performance.now();
    const data = await seed(db);
    log(
      `  ${count(data.notifications)} notifications for ${count(data.users)} people (${count(data.unread)} unread in-app, ${count(data.digest)} waiting for the digest) in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
    );
    const version = (await db.query('select version() as version')).rows[0].version;

    // The people sampled: every busy one, the rest at random.
    const random = seeded(42);
    const busy = Math.max(1, Math.floor(USERS / 100));
    const numbers = [
      ...Array.from({ length: Math.min(busy, SAMPLES) }, (_, i) => i * 100),
      ...Array.from({ length: Math.max(0, SAMPLES - busy) }, () => Math.floor(random() * USERS)),
    ];
    const { rows: sampled } = await db.query(
      `select n, md5('notifications-bench-user-' || n)::uuid::text as id from unnest($1::int[]) n`,
      [numbers],
    );
    const ids = sampled.map((row) => row.id);

    // The statements as the repository compiles them (and, once, runs them).
    const repository = new NotificationsRepository(orm.em.fork());
    const compile = async (call) => {
      const statements = [];
      await recordSql((text) => statements.push(text), call);
      if (statements.length !== 1) throw new Error(`Expected one statement, got ${statements.length}`);
      return statements[0];
    };
    const statements = [
      {
        label: 'unread count (the bell)',
        sql: await compile(() => repository.unreadCount(ids[0])),
      },
      {
        label: `first page (${NOTIFICATION_LIMITS.pageSize} + 1)`,
        sql: await compile(() => repository.page(ids[0], null, NOTIFICATION_LIMITS.pageSize + 1)),
      },
    ];
    await db.query('set plan_cache_mode = force_custom_plan');
    const figures = [];
    for (const statement of statements) {
      // Warm the cache as a running app has it.
      for (const id of ids.slice(0, 50))
        await timed(db, statement.sql, parametersOf(statement.sql, { user_id: id, in_app: true, limit: 21 }));
      const executions = [];
      const totals = [];
      for (const id of ids) {
        const time = await timed(
          db,
          statement.sql,
          parametersOf(statement.sql, { user_id: id, in_app: true, limit: 21 }),
        );
        executions.push(time.execution);
        totals.push(time.execution + time.planning);
      }
      figures.push({
        label: statement.label,
        p50: quantile(executions, 0.5),
        p99: quantile(executions, 0.99),
        max: Math.max(...executions),
        total99: quantile(totals, 0.99),
      });
    }

    // Digests: the waiting notifications of people who have some, read and rendered.
    const { rows: waiting } = await db.query(
      `select user_id::text as id from notifications where email_state = 'digest' group by user_id order by count(*) desc, user_id limit $1`,
      [DIGESTS],
    );
    const config = { publicUrl: PUBLIC_URL };
    const clock = { now: () => new Date() };
    const preferences = new notificationsIndex.NotificationPreferences(
      new NotificationPreferencesRepository(orm.em.fork()),
      clock,
      config,
    );
    const mailer = new DigestMailer(repository, preferences, null, null, null, clock, config);
    // The signing key is made and read once per process, as in the worker.
    await preferences.unsubscribeUrl(waiting[0].id, 'new-applicant');
    let readMs = 0;
    let renderMs = 0;
    let carried = 0;
    let bytes = 0;
    for (const { id } of waiting) {
      const readStarted = performance.now();
      const rows = (await repository.pendingDigest(id, DIGEST_MAX_NOTIFICATIONS)).filter((row) => row.readAt === null);
      const renderStarted = performance.now();
      readMs += renderStarted - readStarted;
      if (rows.length === 0) continue;
      const message = await mailer.render('Jordan', 'jordan@example.com', id, rows);
      renderMs += performance.now() - renderStarted;
      carried += rows.length;
      bytes += message.html.length + message.text.length;
    }

    log();
    log(
      `Notifications benchmark: ${count(data.notifications)} notifications for ${count(data.users)} people (the busiest has ${count(data.most)}); ${count(ids.length)} people sampled, ${count(waiting.length)} digests built`,
    );
    log(
      `${version.split(',')[0]}; load average ${loadavg()
        .map((v) => v.toFixed(2))
        .join(' / ')}; times are PostgreSQL's own (EXPLAIN ANALYZE), custom plans as the app's unnamed statements get`,
    );
    log();
    log(
      `${'statement'.padEnd(28)}${'p50'.padStart(11)}${'p99'.padStart(11)}${'max'.padStart(11)}${'p99 incl. planning'.padStart(21)}`,
    );
    for (const row of figures)
      log(
        `${row.label.padEnd(28)}${ms(row.p50).padStart(11)}${ms(row.p99).padStart(11)}${ms(row.max).padStart(11)}${ms(row.total99).padStart(21)}`,
      );
    log();
    const built = waiting.length;
    log(
      `Digests: ${count(built)} e-mails carrying ${count(carried)} notifications (${(carried / built).toFixed(1)} each, ${(bytes / built / 1024).toFixed(1)} KB of HTML and text each)`,
    );
    log(
      `  rendered ${(built / (renderMs / 1000)).toFixed(0)} a second (${(renderMs / built).toFixed(2)} ms each); with reading their notifications ${(built / ((renderMs + readMs) / 1000)).toFixed(0)} a second`,
    );
    log();
    for (const row of figures)
      log(`${row.p99 <= TARGET_MS ? 'MET ' : 'MISS'}  ${row.label} p99 <= ${TARGET_MS} ms: ${ms(row.p99)}`);
    if (SMOKE) log('Smoke run: too little data for the timings to mean anything; it shows the benchmark works.');
    else log('Timings are printed against their targets, never judged by the exit code.');
  } finally {
    await orm.close(true);
    await db.end();
  }
}

runBenchmark('bench:notifications', main);
