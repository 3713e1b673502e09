// Helpers of the search benchmark: percentiles, the app server process, and timing the exact SQL
// of a search inside PostgreSQL.
import { createRequire } from 'node:module';
import path from 'node:path';
import { distApi } from '../lib/bench-support.mjs';

const require = createRequire(import.meta.url);

/** Nearest-rank percentile of a list of numbers (p in 0..100). */
export function percentile(values, p) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

export function median(values) {
  return percentile(values, 50);
}

/**
 * Records the SQL text the app's repositories send while `run` executes (typed-sql's recordSql).
 * Values are filled in on the client side, so the recorded text is exactly what PostgreSQL received.
 */
export async function recordStatements(run) {
  const { recordSql } = require(path.join(distApi, 'infrastructure/database/typed-sql.js'));
  const statements = [];
  const result = await recordSql((statement) => statements.push(statement), run);
  return { result, statements };
}

/** Statements of a search that change settings rather than read data. */
function isSetting(sql) {
  return /^\s*set\b/i.test(sql) || /^\s*select set_config\(/i.test(sql);
}

/**
 * Time inside PostgreSQL (planning + execution, as EXPLAIN ANALYZE reports them without per-node
 * timing overhead) of a search's statements, replayed in order in a read-only transaction: the
 * settings it made (statement timeout, work_mem, planner switches) apply as they did for it.
 */
export async function timeInPostgres(orm, statements, onPlan) {
  const em = orm.em.fork();
  return em.transactional(
    async (trx) => {
      let total = 0;
      for (const sql of statements) {
        if (isSetting(sql)) {
          await trx.execute(sql);
          continue;
        }
        if (/^\s*explain\b/i.test(sql)) {
          // The search's own EXPLAIN (an estimate): planning only, timed from here.
          const started = performance.now();
          await trx.execute(sql);
          total += performance.now() - started;
          continue;
        }
        const [row] = await trx.execute(`explain (analyze, timing off, format json) ${sql}`);
        const [plan] = row['QUERY PLAN'];
        total += plan['Planning Time'] + plan['Execution Time'];
        onPlan?.(sql, plan);
      }
      return total;
    },
    { readOnly: true },
  );
}

/** Waits until `url` answers 2xx, or throws with the server's output when it exits or times out. */
export async function waitUntilServing(server, url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`The API exited early:\n${server.output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The API did not answer ${url} within ${timeoutMs / 1000}s:\n${server.output()}`);
}

export function formatMs(value) {
  return Number.isFinite(value) ? `${value.toFixed(1)} ms` : '-';
}
