// The baseline of `npm run bench`: a bare Fastify server answering GET /api/jobs with the app's own
// search code (JobSearchService, JobSearchRepository and the count cache, loaded from the API build)
// on a plain pg pool of the same size and the same Redis. The repository runs on PlainConnection
// below instead of the ORM's, so the database receives the very same statements in the same order
// (jobs-bench.mjs checks it before measuring): the search generation, the read-only transaction,
// the search's settings, the page query, the featured jobs, commit. What the two servers differ in
// is Nest (guards, pipes, interceptors, middleware, logging, security headers) and the ORM layer.
// Usage: DATABASE_URL=... PORT=... node infra/bench/bare-jobs-server.cjs
const path = require('node:path');
const Fastify = require('fastify');
const { Pool } = require('pg');
const { PostgreSqlPlatform } = require('@mikro-orm/postgresql');

const dist = path.resolve(__dirname, '../../dist/backend/api');
const { loadConfig } = require(path.join(dist, 'config/app-config.js'));
const { JobSearchService } = require(path.join(dist, 'modules/jobs/search/job-search.service.js'));
const { JobSearchRepository } = require(path.join(dist, 'modules/jobs/search/job-search.repository.js'));
const { DEFAULT_JOB_SEARCH_TUNING } = require(path.join(dist, 'modules/jobs/search/job-search-tuning.js'));
const { JobSearchCountCache } = require(path.join(dist, 'modules/jobs/search/job-search-count.cache.js'));
const { JobSearchStatistics } = require(path.join(dist, 'modules/jobs/search/job-search.statistics.js'));
const { Clock } = require(path.join(dist, 'core/clock/clock.js'));
const { Redis } = require('ioredis');

// The ORM fills `?` placeholders in on the client and sends plain text; so does this server.
const platform = new PostgreSqlPlatform();

/** What the search repository runs its statements on (a transaction's or the pool's `execute`), on a plain pg pool. */
class PlainConnection {
  constructor(pool) {
    this.pool = pool;
  }

  async execute(sql, params = [], _method = 'all', client = null) {
    const { rows } = await (client ?? this.pool).query(platform.formatQuery(sql, params));
    return rows;
  }

  async transactional(run, { readOnly = false } = {}) {
    const client = await this.pool.connect();
    try {
      await client.query(readOnly ? 'start transaction read only' : 'begin');
      const result = await run(client);
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }
}

const config = loadConfig(process.env);
const pool = new Pool({ connectionString: config.databaseUrl, max: 10 });
const connection = new PlainConnection(pool);
// The result count is kept in the same Redis as the app keeps it (JobSearchCountCache).
const redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 1 });
/** The part of the entity manager the search repository uses: `transactional` (through inTransaction) and `execute`. */
const entityManager = {
  transactional: (work, { readOnly = false } = {}) =>
    connection.transactional(
      (client) => work({ execute: (sql, params) => connection.execute(sql, params, 'all', client) }),
      { readOnly },
    ),
  execute: (sql, params) => connection.execute(sql, params),
};
const search = new JobSearchService(
  new JobSearchRepository(entityManager, config, DEFAULT_JOB_SEARCH_TUNING, new JobSearchStatistics(new Clock())),
  new JobSearchCountCache(redis),
);
const app = Fastify({ logger: false });

app.get('/api/jobs', async (request, reply) => {
  try {
    // As the Nest route asks it: a first page starts with the featured jobs that match. Anonymous
    // visitors: PrivateCompanyReveal and ApplicationStatusOnCards leave their page as it is.
    return await search.search(request.query, { featuredFirst: true });
  } catch (error) {
    if (typeof error?.getStatus !== 'function') throw error;
    const status = error.getStatus();
    return reply
      .code(status)
      .send({ error: error.message, ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}) });
  }
});

const shutdown = () =>
  app
    .close()
    .then(() => Promise.all([pool.end(), redis.quit()]))
    .finally(() => process.exit(0));
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);

app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' }).then((address) => {
  process.stdout.write(`Listening on ${address}\n`);
});
