// Write cost of the search indexes: what posting a job (the insert of a job sent for
// review) and approving it (the update that makes it live, and so enters the partial indexes of
// approved jobs) cost with the schema of today ("after"), and with the search migrations
// (SEARCH_MIGRATIONS) undone ("before": their own down() SQL). Each side runs in a transaction that
// is rolled back, so the bench database is left as it was; the sides alternate, so a busy moment of the
// machine hits both alike. Figures are per job, medians over every job of every round.
import { median, percentile } from './measure.mjs';

/** The migrations that added the search indexes, newest first (undone in this order for "before"). */
export const SEARCH_MIGRATIONS = [
  'Migration20261128100000_job_count_rows',
  'Migration20261125110000_job_search_generation',
  'Migration20261125100000_job_facets',
];

// A job sent for review is a copy of an existing job's content, as an employer would type it.
const POST_SQL = `insert into jobs (id, company_id, title, description, requirements, salary_min, salary_max, salary_type,
  location, job_type, experience_level, category, skills, benefits, is_company_private, is_flexible, status,
  created_at, updated_at)
select gen_random_uuid(), company_id, title, description, requirements, salary_min, salary_max, salary_type,
  location, job_type, experience_level, category, skills, benefits, is_company_private, is_flexible, 'pending_review',
  now(), now()
from jobs where id = $1
returning id`;

const APPROVE_SQL = `update jobs set status = 'approved', approved_at = now(), posted_at = now(),
  expires_at = now() + interval '30 days', updated_at = now()
where id = $1 and status = 'pending_review'`;

/** The SQL of a migration's down(), from its compiled class. */
async function downSql(distApi, name) {
  const module = await import(`${distApi}/infrastructure/database/migrations/${name}.js`);
  const migration = new module[name](null, null);
  await migration.down();
  return migration.getQueries().map(String);
}

async function timed(client, sql, params) {
  const started = performance.now();
  const result = await client.query(sql, params);
  return { ms: performance.now() - started, result };
}

/** Posts and approves `perRound` jobs in one rolled-back transaction; per-job times in ms. */
async function round(client, sources, undo) {
  const post = [];
  const approve = [];
  await client.query('begin');
  try {
    for (const sql of undo) await client.query(sql);
    for (const source of sources) {
      const posted = await timed(client, POST_SQL, [source]);
      post.push(posted.ms);
      const approved = await timed(client, APPROVE_SQL, [posted.result.rows[0].id]);
      if (approved.result.rowCount !== 1) throw new Error('The approval updated no job');
      approve.push(approved.ms);
    }
  } finally {
    await client.query('rollback');
  }
  return { post, approve };
}

/**
 * Measures posting and approving with and without the search migrations. `rounds` alternating
 * pairs of `perRound` jobs each. Answers { before, after } with { post, approve } medians and p99s.
 */
export async function measureWriteCost(client, { distApi, rounds, perRound }) {
  const undo = [];
  for (const name of SEARCH_MIGRATIONS) undo.push(...(await downSql(distApi, name)));
  const { rows } = await client.query(`select id from jobs where status = 'approved' order by id limit $1`, [perRound]);
  const sources = rows.map((row) => row.id);
  const sides = { before: { post: [], approve: [] }, after: { post: [], approve: [] } };
  // A first round of each warms the caches both sides read.
  await round(client, sources.slice(0, 5), []);
  for (let i = 0; i < rounds; i++) {
    for (const [side, sql] of [
      ['after', []],
      ['before', undo],
    ]) {
      const { post, approve } = await round(client, sources, sql);
      sides[side].post.push(...post);
      sides[side].approve.push(...approve);
    }
  }
  const summary = (values) => ({ p50: median(values), p99: percentile(values, 99) });
  return Object.fromEntries(
    Object.entries(sides).map(([side, { post, approve }]) => [
      side,
      { post: summary(post), approve: summary(approve) },
    ]),
  );
}
