// The baseline of `npm run bench`: a bare Fastify server answering GET /api/jobs with the very
// same SQL text, row mapping and cursor encoding as the Nest app (loaded from the API build), on
// a plain pg pool of the same size. What the two differ in is the framework and the ORM layer.
// Usage: DATABASE_URL=... PORT=... node infra/bench/bare-jobs-server.cjs
const path = require('node:path');
const Fastify = require('fastify');
const { Pool } = require('pg');

const dist = path.resolve(__dirname, '../../dist/backend');
const { JOB_FEED_FIRST_PAGE_SQL, JOB_FEED_AFTER_CURSOR_SQL } = require(path.join(dist, 'api/modules/jobs/job-feed.sql.js'));
const { toJobCard } = require(path.join(dist, 'api/modules/jobs/job-card.mapper.js'));
const { decodeJobCursor, encodeJobCursor } = require(path.join(dist, 'api/modules/jobs/job-cursor.js'));
const { JOBS_PAGE_SIZE } = require(path.join(dist, 'contracts/index.js'));

/** The feed SQL uses `?` placeholders (the ORM's style); pg numbers them. */
function numbered(sql) {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
}

const firstPageSql = numbered(JOB_FEED_FIRST_PAGE_SQL);
const afterCursorSql = numbered(JOB_FEED_AFTER_CURSOR_SQL);
const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify({ logger: false });

app.get('/api/jobs', async (request, reply) => {
  const cursorText = request.query.cursor;
  const after = cursorText === undefined ? null : decodeJobCursor(String(cursorText));
  if (cursorText !== undefined && after === null) {
    return reply.code(400).send({ error: 'Invalid input', fieldErrors: { cursor: ['Invalid cursor'] } });
  }
  const { rows } = after
    ? await pool.query(afterCursorSql, [after.postedAt.toISOString(), after.id, JOBS_PAGE_SIZE + 1])
    : await pool.query(firstPageSql, [JOBS_PAGE_SIZE + 1]);
  const page = rows.slice(0, JOBS_PAGE_SIZE);
  const last = page.at(-1);
  const nextCursor = rows.length > JOBS_PAGE_SIZE && last ? encodeJobCursor({ postedAt: new Date(last.posted_at), id: last.id }) : null;
  return { jobs: page.map(toJobCard), nextCursor };
});

const shutdown = () => app.close().then(() => pool.end()).finally(() => process.exit(0));
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);

app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' }).then((address) => {
  process.stdout.write(`Listening on ${address}\n`);
});
