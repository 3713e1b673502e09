// The baseline of `npm run bench`: a bare Fastify server answering GET /api/jobs with the app's own
// search code (JobSearchService, JobSearchRepository and the count cache, loaded from the API build)
// on a plain pg pool of the same size and the same Redis. The repository runs on a Kysely of its
// own over that pool instead of the ORM's, so the database receives the very same statements in the
// same order (jobs-bench.mjs checks it before measuring): the search generation, the read-only
// transaction, the search's settings, the page query, the featured jobs, commit. What the two
// servers differ in is Nest (guards, pipes, interceptors, middleware, logging, security headers)
// and the ORM's per-request context.
// Usage: DATABASE_URL=... PORT=... node infra/bench/bare-jobs-server.cjs
const path = require('node:path');
const Fastify = require('fastify');
const { Pool } = require('pg');
const { Kysely, PostgresDialect } = require('kysely');
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

const config = loadConfig(process.env);
const pool = new Pool({ connectionString: config.databaseUrl, max: 10 });
// The result count is kept in the same Redis as the app keeps it (JobSearchCountCache).
const redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 1 });
/**
 * The part of the entity manager the search repository uses (typed-sql's inReadOnlyTextTransaction
 * and sqlText): the ORM's Kysely on its pool, here a plain Kysely on this pool, and the platform
 * that fills placeholders in.
 */
const kysely = new Kysely({ dialect: new PostgresDialect({ pool }) });
const entityManager = {
  getConnection: () => ({ getClient: () => kysely }),
  getPlatform: () => platform,
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
    .then(() => Promise.all([kysely.destroy(), redis.quit()]))
    .finally(() => process.exit(0));
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);

app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' }).then((address) => {
  process.stdout.write(`Listening on ${address}\n`);
});
