// Prints every statement one search runs (GET /api/jobs with the given query string) with its plan
// under EXPLAIN (ANALYZE, BUFFERS): where a slow search spends its time. Needs the built API
// (dist/backend) and DATABASE_URL of a database to search (e.g. the benchmark's).
// Usage: DATABASE_URL=... node infra/bench/search/explain-search.mjs 'q=data&salaryType=monthly&salaryMin=10000'
// With EXPLAIN_COUNT=1, the statements of the search's result count instead (JobSearchRepository.count).
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { recordStatements } from './measure.mjs';

const require = createRequire(import.meta.url);
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const distApi = path.join(repoRoot, 'dist/backend/api');

const query = process.argv[2];
if (!query || !process.env.DATABASE_URL) {
  process.stderr.write('Usage: DATABASE_URL=... node infra/bench/search/explain-search.mjs <query string>\n');
  process.exit(2);
}

const { MikroORM } = require('@mikro-orm/postgresql');
const { ormOptions } = require(path.join(distApi, 'database.js'));
const { loadConfig } = require(path.join(distApi, 'config/app-config.js'));
const { parseJobSearchQuery } = require(path.join(distApi, 'modules/jobs/search/job-search-query.js'));
const { JobSearchRepository } = require(path.join(distApi, 'modules/jobs/search/job-search.repository.js'));
const { DEFAULT_JOB_SEARCH_TUNING } = require(path.join(distApi, 'modules/jobs/search/job-search-tuning.js'));
const { JobSearchStatistics } = require(path.join(distApi, 'modules/jobs/search/job-search.statistics.js'));
const { Clock } = require(path.join(distApi, 'core/clock/clock.js'));
const { JOBS_PAGE_SIZE, JOB_SEARCH_COUNT_CAP } = require(path.join(repoRoot, 'dist/backend/contracts/index.js'));

/** Long literals (the facet keys) shortened, so a plan stays readable. */
const shorten = (text) =>
  text.replace(/'\{([0-9,]{60,})\}'/g, (_, list) => `'{${list.slice(0, 40)}… ${list.split(',').length} keys}'`);

const params = {};
for (const [name, value] of new URLSearchParams(query))
  params[name] = name in params ? [params[name], value].flat() : value;
const parsed = parseJobSearchQuery(params);
if (!parsed.ok) throw new Error(JSON.stringify(parsed.fieldErrors));

// Only the database settings matter here; the others just have to be valid.
const unused = {
  REDIS_URL: 'redis://127.0.0.1:6379',
  S3_ENDPOINT: 'http://127.0.0.1:9',
  S3_REGION: 'us-east-1',
  S3_BUCKET: 'unused',
  S3_ACCESS_KEY_ID: 'unused',
  S3_SECRET_ACCESS_KEY: 'unused',
};
const config = loadConfig({ ...unused, ...process.env }, repoRoot);
const orm = await MikroORM.init({ ...ormOptions(config), pool: { min: 1, max: 1 } });
try {
  const repository = new JobSearchRepository(
    orm.em.fork(),
    config,
    DEFAULT_JOB_SEARCH_TUNING,
    new JobSearchStatistics(new Clock()),
  );
  // Three runs: the first may read from disk and warms the connection; the later ones show a warm search.
  const counting = process.env.EXPLAIN_COUNT === '1';
  let plans = [];
  const once = () => {
    plans = [];
    return counting
      ? repository.count(parsed.criteria, JOB_SEARCH_COUNT_CAP, plans)
      : repository.search(parsed.criteria, JOBS_PAGE_SIZE + 1, 0, plans);
  };
  let statements = [];
  for (let run = 1; run <= 3; run++) {
    const started = performance.now();
    ({ statements } = await recordStatements(once));
    process.stdout.write(
      `run ${run}: ${(performance.now() - started).toFixed(1)} ms in ${statements.length} statements; plan: ${plans.join(' -> ')}\n`,
    );
  }
  await orm.em.fork().transactional(
    async (trx) => {
      for (const sql of statements) {
        process.stdout.write(`\n----\n${shorten(sql)}\n`);
        if (/^\s*(select set_config|set local|explain)/i.test(sql)) {
          await trx.execute(sql);
          continue;
        }
        const rows = await trx.execute(`explain (analyze, buffers, costs off) ${sql}`);
        process.stdout.write(`${shorten(rows.map((row) => row['QUERY PLAN']).join('\n'))}\n`);
      }
    },
    { readOnly: true },
  );
} finally {
  await orm.close(true);
}
