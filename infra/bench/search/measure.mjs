// Helpers of the search benchmark: percentiles, the app server process, and timing the exact SQL
// of a search inside PostgreSQL.

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
 * Records the SQL text a MikroORM instance sends while `run` executes. The ORM fills `?` values
 * in on the client side, so the recorded text is exactly what PostgreSQL received.
 */
export async function recordStatements(orm, run) {
  const connection = orm.em.getConnection();
  const platform = orm.em.getPlatform();
  const original = connection.execute;
  const statements = [];
  connection.execute = function (query, params = [], ...rest) {
    statements.push(platform.formatQuery(query, params));
    return original.call(this, query, params, ...rest);
  };
  try {
    const result = await run();
    return { result, statements };
  } finally {
    connection.execute = original;
  }
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
