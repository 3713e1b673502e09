// Builds the search benchmark's database: BENCH_JOBS synthetic jobs (default 1,000,000) written by
// PostgreSQL itself from generate_series and word lists: the demo catalog's titles, skills, duties,
// qualifications, intros and benefits, plus vocabulary.mjs. Every choice is a hash of the row
// number, so the data is the same on every build (dates are relative to the build time).
import { createRequire } from 'node:module';
import path from 'node:path';
import { COMPANY_FIRST_WORDS, COMPANY_SECOND_WORDS, SPECIALTY_TOOLS } from './vocabulary.mjs';

const require = createRequire(import.meta.url);

/** Bump when the generated data changes: an existing benchmark database is then rebuilt. */
export const GENERATOR_VERSION = 3;
const BATCH = 50_000;

/** What the requirements text says about the level (as the demo jobs do). */
const LEVEL_SENTENCES = [
  'This is an entry-level role: up to two years of experience is perfect, and we will train you on our tools.',
  'You bring two to five years of relevant experience.',
  'You bring five or more years of relevant experience and enjoy mentoring others.',
  'You bring eight or more years of experience, including leading a team or a major client relationship.',
];

function loadCatalog(distRoot) {
  const catalog = require(path.join(distRoot, 'api/modules/jobs/demo/demo-catalog.js'));
  const { JOB_CATEGORIES } = require(path.join(distRoot, 'contracts/index.js'));
  const categories = JOB_CATEGORIES.map((category, index) => {
    const blocks = catalog.DEMO_CATALOG[category];
    const tools = SPECIALTY_TOOLS[category];
    if (!blocks || !tools) throw new Error(`No vocabulary for the category ${category}`);
    return { index, category, ...blocks, tools };
  });
  return { catalog, categories };
}

/** Row count and generator version of an existing benchmark database, or null when it has none. */
export async function describeBenchData(client) {
  const { rows } = await client.query(`select to_regclass('bench_meta') is not null as present`);
  if (!rows[0].present) return null;
  const meta = await client.query(`select generator, jobs, built_at from bench_meta`);
  return meta.rows[0] ?? null;
}

/** Deterministic "random" helpers, in pg_temp so they vanish with the session. */
const HELPERS_SQL = `
create or replace function pg_temp.bh(g bigint, k int, n int) returns int language sql immutable
  as 'select (((hashint8extended(g, k::bigint) % n) + n) % n)::int';
create or replace function pg_temp.pick(items text[], g bigint, k int) returns text language sql immutable
  as 'select items[1 + pg_temp.bh(g, k, cardinality(items))]';
create temp table bench_categories (ci int primary key, category text, titles text[], skills text[], duties text[], quals text[], tools text[]);`;

// One batch of jobs: rows $1..$2. Shares: 85% live approved, 3% approved but past their listing end
// (not yet marked expired), 4% expired, 2% filled, 2% archived, 4% drafts/in review/rejected.
const INSERT_JOBS_SQL = `
with base as (
  select g, c.category, c.titles, c.skills, c.duties, c.quals, c.tools,
    pg_temp.bh(g, 2, $3) as co,
    pg_temp.bh(g, 3, 100) as level_roll, pg_temp.bh(g, 4, 100) as type_roll, pg_temp.bh(g, 5, 100) as pay_roll,
    pg_temp.bh(g, 6, 100) as status_roll, pg_temp.bh(g, 7, 100) < 8 as private, pg_temp.bh(g, 8, 100) < 60 as flexible,
    pg_temp.bh(g, 9, 100) < 75 as remote
  from generate_series($1::bigint, $2::bigint) g
  join pg_temp.bench_categories c on c.ci = pg_temp.bh(g, 1, 28)
), shaped as (
  select b.*,
    case when level_roll < 25 then 0 when level_roll < 65 then 1 when level_roll < 90 then 2 else 3 end as level_no,
    case when type_roll < 40 then 'FULL_TIME' when type_roll < 70 then 'PART_TIME' when type_roll < 80 then 'PERMANENT' else 'TEMPORARY' end as job_type,
    case when pay_roll < 50 then 'yearly' when pay_roll < 85 then 'hourly' else 'monthly' end as salary_type,
    case when status_roll < 88 then 'approved' when status_roll < 92 then 'expired' when status_roll < 94 then 'filled'
         when status_roll < 96 then 'archived' when status_roll < 98 then 'draft' when status_roll < 99 then 'pending_review' else 'rejected' end as status,
    ($12::text[])[1 + co / cardinality($13::text[])] || ' ' || ($13::text[])[1 + co % cardinality($13::text[])] as company_name,
    pg_temp.pick(titles, g, 10) as base_title
  from base b
), titled as (
  select s.*,
    (array['entry', 'mid', 'senior', 'lead'])[1 + level_no] as level,
    case when level_no = 2 and base_title !~ '(Senior|Lead|Manager|Partner)' then 'Senior ' || base_title else base_title end as role,
    case when job_type = 'PART_TIME' and pg_temp.bh(g, 18, 2) = 0 then ' (Part-Time)'
         when job_type = 'TEMPORARY' and pg_temp.bh(g, 18, 10) < 6 then ' (Contract)' else '' end as suffix,
    (array[38000, 55000, 85000, 110000])[1 + level_no] as year_lo, (array[55000, 85000, 130000, 160000])[1 + level_no] as year_hi,
    (array[17, 25, 40, 50])[1 + level_no] as hour_lo, (array[25, 40, 65, 75])[1 + level_no] as hour_hi,
    case when job_type = 'PART_TIME' then 0.55 else 1 end as factor,
    case when status in ('approved', 'filled', 'archived') and status_roll between 85 and 87
           then now() - make_interval(days => 91 + pg_temp.bh(g, 14, 30))
         when status in ('approved', 'filled', 'archived') then now() - make_interval(secs => pg_temp.bh(g, 14, 60 * 86400))
         when status = 'expired' then now() - make_interval(days => 91 + pg_temp.bh(g, 14, 60))
    end as posted_at
  from shaped s
), priced as (
  select t.*,
    round((year_lo + pg_temp.bh(g, 12, year_hi - year_lo)) * factor / 1000) * 1000 as year_min,
    round((8000 + pg_temp.bh(g, 13, 22000)) * factor / 1000) * 1000 as year_span,
    hour_lo + pg_temp.bh(g, 12, hour_hi - hour_lo) as hour_min,
    pg_temp.bh(g, 11, 100) < 5 as competitive
  from titled t
)
insert into jobs (id, company_id, title, description, requirements, salary_min, salary_max, salary_type, location,
  job_type, experience_level, category, skills, benefits, is_company_private, is_flexible, status, posted_at, expires_at,
  created_at, updated_at, approved_at)
select
  md5('bench-job-' || g)::uuid,
  md5('bench-company-' || co)::uuid,
  role || suffix,
  replace(replace(replace(case when private then pg_temp.pick($5, g, 20) else pg_temp.pick($4, g, 20) end,
      '{company}', company_name), '{aTitle}', case when left(role, 1) in ('A', 'E', 'I', 'O', 'U') then 'an ' else 'a ' end || role), '{title}', role)
    || ' ' || pg_temp.pick($8, g, 21)
    || E'\\n\\nWhat you will do:'
    || E'\\n- ' || duties[1 + (pg_temp.bh(g, 19, 100)) % cardinality(duties)]
    || E'\\n- ' || duties[1 + (pg_temp.bh(g, 19, 100) + 1) % cardinality(duties)]
    || E'\\n- ' || duties[1 + (pg_temp.bh(g, 19, 100) + 2) % cardinality(duties)]
    || E'\\n\\n' || case when flexible then pg_temp.pick($6, g, 22) else pg_temp.pick($7, g, 22) end,
  '- ' || quals[1 + (pg_temp.bh(g, 23, 100)) % cardinality(quals)]
    || E'\\n- ' || quals[1 + (pg_temp.bh(g, 23, 100) + 1) % cardinality(quals)]
    || E'\\n- ' || quals[1 + (pg_temp.bh(g, 23, 100) + 2) % cardinality(quals)]
    || E'\\n- ' || ($11::text[])[1 + level_no],
  case when competitive then null when salary_type = 'hourly' then hour_min
       when salary_type = 'monthly' then round(year_min / 12 / 50) * 50 else year_min end,
  case when competitive then null when salary_type = 'hourly' then hour_min + 3 + pg_temp.bh(g, 13, 10)
       when salary_type = 'monthly' then round((year_min + year_span) / 12 / 50) * 50 else year_min + year_span end,
  salary_type,
  case when remote then 'Remote' else pg_temp.pick($10, g, 24) end,
  job_type, level, category,
  array(select skills[1 + (pg_temp.bh(g, 15, 100) + k) % cardinality(skills)]
        from generate_series(0, least(3 + pg_temp.bh(g, 16, 5), cardinality(skills) - 1)) k)
    || case when pg_temp.bh(g, 25, 100) < 40 then array[pg_temp.pick(tools, g, 26)] else '{}'::text[] end,
  case when pg_temp.bh(g, 27, 100) < 85 then
    array_to_string(array(select ($9::text[])[1 + (pg_temp.bh(g, 28, 100) + k) % cardinality($9::text[])]
                          from generate_series(0, 2 + pg_temp.bh(g, 29, 3)) k), E'\\n') end,
  private, flexible, status, posted_at,
  posted_at + interval '90 days',
  coalesce(posted_at, now() - make_interval(days => 1 + pg_temp.bh(g, 30, 20))) - interval '1 day',
  coalesce(posted_at, now() - make_interval(days => 1 + pg_temp.bh(g, 30, 20))) - interval '1 day',
  -- Jobs that went live were approved (checks jobs_was_approved_if_live and jobs_unreviewed_not_approved).
  case when status in ('approved', 'expired', 'filled', 'archived') then posted_at end
from priced`;

/**
 * Drops the bench database's schema, applies the migrations (through `migrate`), and writes
 * `jobs` synthetic jobs. Indexes on jobs are dropped during the load and rebuilt after it (much
 * faster than maintaining them row by row), from the very definitions the migrations created.
 */
export async function buildBenchData(client, { jobs, distRoot, migrate, log }) {
  const { catalog, categories } = loadCatalog(distRoot);
  const started = performance.now();

  await client.query('drop schema if exists public cascade');
  await client.query('create schema public');
  migrate();

  const { rows: indexes } = await client.query(`
    select i.indexname, i.indexdef from pg_indexes i
    where i.schemaname = 'public' and i.tablename in ('jobs', 'job_count_rows')
      and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`);
  for (const index of indexes) await client.query(`drop index ${client.escapeIdentifier(index.indexname)}`);

  // The generator is one big expression per row: JIT compiling it costs far more than it saves.
  await client.query('set jit = off');
  await client.query(HELPERS_SQL);
  for (const category of categories) {
    await client.query(`insert into pg_temp.bench_categories values ($1, $2, $3, $4, $5, $6, $7)`, [
      category.index,
      category.category,
      category.titles,
      category.skills,
      category.duties,
      category.qualifications,
      category.tools,
    ]);
  }

  const companyCount = COMPANY_FIRST_WORDS.length * COMPANY_SECOND_WORDS.length;
  await client.query(
    `insert into companies (id, slug, name)
     select md5('bench-company-' || n)::uuid, 'bench-' || n, ($1::text[])[1 + n / cardinality($2::text[])] || ' ' || ($2::text[])[1 + n % cardinality($2::text[])]
     from generate_series(0, $3 - 1) n`,
    [COMPANY_FIRST_WORDS, COMPANY_SECOND_WORDS, companyCount],
  );
  log(`  ${companyCount} companies`);

  for (let from = 1; from <= jobs; from += BATCH) {
    const to = Math.min(jobs, from + BATCH - 1);
    await client.query(INSERT_JOBS_SQL, [
      from,
      to,
      companyCount,
      catalog.INTROS,
      catalog.PRIVATE_INTROS,
      catalog.FLEXIBILITY_NOTES,
      catalog.FIXED_SCHEDULE_NOTES,
      catalog.CLOSINGS,
      catalog.BENEFITS,
      catalog.CITIES,
      LEVEL_SENTENCES,
      COMPANY_FIRST_WORDS,
      COMPANY_SECOND_WORDS,
    ]);
    log(`  ${to.toLocaleString('en-US')} jobs (${((performance.now() - started) / 1000).toFixed(0)} s)`);
  }

  await client.query(`set maintenance_work_mem = '512MB'`);
  for (const index of indexes) {
    const indexStarted = performance.now();
    await client.query(index.indexdef);
    log(`  index ${index.indexname} (${((performance.now() - indexStarted) / 1000).toFixed(0)} s)`);
  }
  // Fresh statistics for the planner, and a visibility map for index-only scans.
  await client.query('vacuum (analyze) jobs, job_count_rows, companies, job_search_terms');

  await client.query(
    `create table bench_meta (generator int not null, jobs int not null, built_at timestamptz not null default now())`,
  );
  await client.query(`insert into bench_meta (generator, jobs) values ($1, $2)`, [GENERATOR_VERSION, jobs]);
  await client.query(`create table bench_match_counts (key text primary key, matched int not null)`);
  log(`  built in ${((performance.now() - started) / 60_000).toFixed(1)} min`);
}
